import type { RawData } from 'ws';
import { decodeBroadcastPush, type BroadcastBody } from './broadcast-frames.js';
import { decodeFrame, type PhoenixMessage } from './phoenix.js';

export interface Inbound {
  message: PhoenixMessage;
  /** A broadcast pushed in a 2.0.0 binary frame. */
  broadcast?: { event: string; body: BroadcastBody };
}

export function rawBuffer(data: RawData): Buffer {
  if (Array.isArray(data)) return Buffer.concat(data);
  if (data instanceof ArrayBuffer) return Buffer.from(data);
  return data;
}

/** A client frame: text in either serializer's shape, or a 2.0.0 binary broadcast push. */
export function decodeInbound(data: Buffer, isBinary: boolean): Inbound | null {
  if (isBinary) {
    const push = decodeBroadcastPush(data);
    return push ? { message: push.message, broadcast: { event: push.event, body: push.body } } : null;
  }
  const message = decodeFrame(data.toString('utf8'));
  return message ? { message } : null;
}

/** A JSON broadcast push: `{ type: 'broadcast', event, payload }`. */
export function jsonBroadcast(payload: Record<string, unknown>): { event: string; body: BroadcastBody } | null {
  if (typeof payload.event !== 'string') return null;
  return { event: payload.event, body: { kind: 'json', value: payload.payload ?? null } };
}
