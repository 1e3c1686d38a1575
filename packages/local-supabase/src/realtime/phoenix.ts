import { isRecord } from './change-capture.js';

/** Phoenix serializer versions: 2.0.0 frames are JSON arrays, 1.0.0 frames are JSON objects. */
export type Vsn = '1.0.0' | '2.0.0';

export interface PhoenixMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

function asRef(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** Decodes a text frame in either serializer's shape; anything else is null (ignored). */
export function decodeFrame(text: string): PhoenixMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  let fields: [unknown, unknown, unknown, unknown, unknown];
  if (Array.isArray(value)) {
    if (value.length !== 5) return null;
    fields = [value[0], value[1], value[2], value[3], value[4]];
  } else if (isRecord(value)) {
    fields = [value.join_ref, value.ref, value.topic, value.event, value.payload];
  } else {
    return null;
  }
  const [joinRef, ref, topic, event, payload] = fields;
  if (typeof topic !== 'string' || typeof event !== 'string') return null;
  return {
    joinRef: asRef(joinRef),
    ref: asRef(ref),
    topic,
    event,
    payload: isRecord(payload) ? payload : {},
  };
}

export function encodeFrame(message: PhoenixMessage, vsn: Vsn): string {
  const { joinRef, ref, topic, event, payload } = message;
  if (vsn === '1.0.0') return JSON.stringify({ join_ref: joinRef, ref, topic, event, payload });
  return JSON.stringify([joinRef, ref, topic, event, payload]);
}
