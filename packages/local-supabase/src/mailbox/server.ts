import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EmulatorContext } from '../http/types.js';
import { mailboxHeading, renderInbox, renderMessage, renderNotFound } from './pages.js';

export interface MailboxServer {
  url: string;
  close(): Promise<void>;
}

interface Reply {
  status: number;
  type: string;
  body: string;
  headers?: Record<string, string>;
}

const HTML = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';
// Pages use inline styles/scripts only; mail bodies render in a sandboxed srcdoc frame.
const PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src * data:; connect-src 'self'; " +
  "frame-src 'self'; base-uri 'none'; form-action 'self'";

function page(status: number, body: string): Reply {
  return { status, type: HTML, body, headers: { 'content-security-policy': PAGE_POLICY } };
}

/** No CORS header: only the mailbox's own pages and non-browser clients (tests, scripts) read it. */
function jsonReply(status: number, value: unknown): Reply {
  return { status, type: JSON_TYPE, body: JSON.stringify(value) };
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A request a web page of another site could have made: a `Host` that is not this machine's (DNS
 * rebinding), or, for the JSON API and the clear button, a browser's cross-origin marks.
 */
function foreignRequest(req: IncomingMessage, url: URL, boundHost: string): string | null {
  const hostname = new URL(`http://${req.headers.host ?? 'localhost'}`).hostname.toLowerCase();
  const wildcard = boundHost === '0.0.0.0' || boundHost === '::';
  if (!wildcard && !LOOPBACK_NAMES.has(hostname) && hostname !== boundHost.toLowerCase()) {
    return 'The mailbox answers only requests addressed to this machine';
  }
  const sensitive = url.pathname.startsWith('/api/') || url.pathname.startsWith('/clear');
  if (!sensitive) return null;
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    return 'The mailbox API does not answer other web pages';
  }
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== 'null' && new URL(origin).host !== req.headers.host) {
    return 'The mailbox API does not answer other web pages';
  }
  if (origin === 'null') return 'The mailbox API does not answer other web pages';
  return null;
}

function route(context: EmulatorContext, method: string, url: URL): Reply {
  const { mailbox } = context;
  let end = url.pathname.length;
  while (end > 1 && url.pathname.charAt(end - 1) === '/') end -= 1;
  const path = url.pathname.slice(0, end);
  const to = url.searchParams.get('to')?.trim() ?? '';
  if (path === '/api/messages') {
    if (method === 'GET') return jsonReply(200, mailbox.list(to || undefined));
    if (method === 'DELETE') {
      mailbox.clear();
      return jsonReply(200, { deleted: true });
    }
  }
  const apiMessage = /^\/api\/messages\/([^/]+)$/.exec(path);
  if (apiMessage && method === 'GET') {
    const message = mailbox.get(decodeURIComponent(apiMessage[1] ?? ''));
    return message ? jsonReply(200, message) : jsonReply(404, { code: 'not_found', message: 'No such message' });
  }
  if (path === '/clear' && method === 'POST') {
    mailbox.clear();
    return { status: 303, type: HTML, body: '', headers: { location: '/' } };
  }
  if (method !== 'GET') return jsonReply(405, { code: 'method_not_allowed', message: `${method} is not allowed here` });
  const heading = mailboxHeading(context.config.projectName);
  if (path === '/') return page(200, renderInbox(heading, mailbox.list(to || undefined), to));
  const view = /^\/messages\/([^/]+)$/.exec(path);
  const message = view ? mailbox.get(decodeURIComponent(view[1] ?? '')) : undefined;
  return message ? page(200, renderMessage(heading, message)) : page(404, renderNotFound(heading));
}

function handle(context: EmulatorContext, host: string, req: IncomingMessage, res: ServerResponse): void {
  let reply: Reply;
  try {
    const url = new URL(req.url ?? '/', 'http://mailbox.local');
    const refusal = foreignRequest(req, url, host);
    reply = refusal
      ? jsonReply(403, { code: 'forbidden', message: refusal })
      : route(context, (req.method ?? 'GET').toUpperCase(), url);
  } catch {
    reply = jsonReply(400, { code: 'bad_request', message: 'Malformed request' });
  }
  res.writeHead(reply.status, {
    'content-type': reply.type,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...reply.headers,
  });
  res.end(req.method === 'HEAD' ? undefined : reply.body);
}

/** The local mailbox page (the CLI's Inbucket/Mailpit port, 54324, by default) and its JSON API. */
export async function startMailboxServer(context: EmulatorContext, host: string, port: number): Promise<MailboxServer> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      handle(context, host, req, res);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${String(actual)}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}
