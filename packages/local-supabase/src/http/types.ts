import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Database } from '../db/engine.js';
import type { EmulatorConfig } from '../config.js';
import type { Mailbox } from '../mailbox/mailbox.js';

export interface EmuRequest {
  method: string;
  url: URL;
  /** Path below the service prefix, always starting with '/', still percent-encoded. */
  path: string;
  /** Header names lower-cased; repeated headers joined with ', '. */
  headers: Record<string, string>;
  body: Buffer;
  remoteAddress: string;
}

export interface EmuResponse {
  status: number;
  headers?: Record<string, string>;
  body?: string | Uint8Array | null;
}

export interface EmulatorContext {
  pg: Database;
  config: EmulatorConfig;
  mailbox: Mailbox;
}

export interface Service {
  /** e.g. '/rest/v1' */
  prefix: string;
  handle(request: EmuRequest): Promise<EmuResponse>;
  /** WebSocket upgrades below the prefix. */
  upgrade?(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  close?(): Promise<void>;
}

export type ServiceFactory = (context: EmulatorContext) => Service | Promise<Service>;

export function json(status: number, body: unknown, headers: Record<string, string> = {}): EmuResponse {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(body),
  };
}

/** What the backend answers when a service throws: the error itself goes to the log, not to the caller. */
export function internalError(): EmuResponse {
  return json(500, { code: 'internal_error', message: 'Internal error in the local backend' });
}

export function html(status: number, body: string, headers: Record<string, string> = {}): EmuResponse {
  return { status, headers: { 'content-type': 'text/html; charset=utf-8', ...headers }, body };
}

export function redirect(location: string, status = 303): EmuResponse {
  return { status, headers: { location }, body: null };
}
