import type { PhoenixMessage } from './phoenix.js';

/** Binary frame kinds of Realtime's 2.0.0 serializer. */
const KIND_USER_BROADCAST_PUSH = 3;
const KIND_USER_BROADCAST = 4;
const ENCODING_BINARY = 0;
const ENCODING_JSON = 1;

/** A user broadcast's payload: JSON, or raw bytes (2.0.0 binary frames only). */
export type BroadcastBody = { kind: 'json'; value: unknown } | { kind: 'binary'; bytes: Buffer };

export interface BroadcastPush {
  message: PhoenixMessage;
  event: string;
  body: BroadcastBody;
}

/**
 * Decodes a client's binary "user broadcast push" frame: kind, the lengths of join ref, ref,
 * topic, event and metadata, the payload encoding, those fields, then the payload.
 */
export function decodeBroadcastPush(frame: Buffer): BroadcastPush | null {
  if (frame.length < 7 || frame[0] !== KIND_USER_BROADCAST_PUSH) return null;
  const sizes = [frame[1], frame[2], frame[3], frame[4], frame[5]].map((size) => size ?? 0);
  const encoding = frame[6];
  let offset = 7;
  const fields: string[] = [];
  for (const size of sizes) {
    if (offset + size > frame.length) return null;
    fields.push(frame.subarray(offset, offset + size).toString('utf8'));
    offset += size;
  }
  const [joinRef = '', ref = '', topic = '', event = ''] = fields;
  const rest = frame.subarray(offset);
  let body: BroadcastBody;
  if (encoding === ENCODING_JSON) {
    try {
      body = { kind: 'json', value: JSON.parse(rest.toString('utf8')) as unknown };
    } catch {
      return null;
    }
  } else if (encoding === ENCODING_BINARY) {
    body = { kind: 'binary', bytes: Buffer.from(rest) };
  } else {
    return null;
  }
  return {
    message: {
      joinRef: joinRef === '' ? null : joinRef,
      ref: ref === '' ? null : ref,
      topic,
      event: 'broadcast',
      payload: { type: 'broadcast', event },
    },
    event,
    body,
  };
}

/** Encodes a broadcast for a 2.0.0 client: kind, topic/event/metadata lengths, encoding, fields, payload. */
export function encodeUserBroadcast(topic: string, event: string, body: BroadcastBody): Buffer | null {
  const topicBytes = Buffer.from(topic, 'utf8');
  const eventBytes = Buffer.from(event, 'utf8');
  if (topicBytes.length > 255 || eventBytes.length > 255) return null;
  const payload = body.kind === 'json' ? Buffer.from(JSON.stringify(body.value ?? null), 'utf8') : body.bytes;
  const header = Buffer.from([
    KIND_USER_BROADCAST,
    topicBytes.length,
    eventBytes.length,
    0,
    body.kind === 'json' ? ENCODING_JSON : ENCODING_BINARY,
  ]);
  return Buffer.concat([header, topicBytes, eventBytes, payload]);
}
