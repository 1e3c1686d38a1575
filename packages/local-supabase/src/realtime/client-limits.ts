import type { RealtimeConfig } from '../config/realtime-config.js';
import type { BroadcastBody } from './broadcast-frames.js';

export type RealtimeLimits = Omit<RealtimeConfig, 'enabled'>;

/** What Supabase Realtime answers when a client reaches one of its limits. */
export const LIMIT_REASONS = {
  /** The join's phx_reply error. */
  tooManyChannels: 'ChannelRateLimitReached: Too many channels',
  /** The join's phx_reply error; then the socket is closed. */
  tooManyJoins: 'ClientJoinRateLimitReached: Too many joins per second',
  /** A system error on the channel, which is then closed. */
  tooManyEvents: 'Too many messages per second',
  /** The phx_reply error of an acknowledged broadcast (unacknowledged ones are dropped). */
  payloadTooLarge: 'payload_size_exceeded',
  /** A system error on the channel, which is then closed. */
  trackTooLarge: 'Track message size exceeded',
  /** A REST broadcast's 422 (`errors.payload` or `errors.messages[i].payload`). */
  httpPayloadTooLarge: 'Payload size exceeds tenant limit',
  /** A REST broadcast's 429 when the client is already past the limit. */
  httpRateLimited: 'You have exceeded your rate limit',
  /** A REST batch's 429 when its messages would take the client past the limit. */
  httpBatchTooLarge: 'Too many messages to broadcast, please reduce the batch size',
} as const;

/** Room for refs, topic, event and framing around a payload of the largest allowed size. */
const FRAME_OVERHEAD_BYTES = 64 * 1024;

export function maxPayloadBytes(limits: RealtimeLimits): number {
  return limits.maxPayloadSizeInKb * 1000;
}

/** The largest WebSocket frame the server reads; anything bigger closes the socket (1009). */
export function maxFrameBytes(limits: RealtimeLimits): number {
  return maxPayloadBytes(limits) + FRAME_OVERHEAD_BYTES;
}

/** Whether a payload (its JSON text, or its bytes) is within `max_payload_size_in_kb`. */
export function payloadFits(limits: RealtimeLimits, body: BroadcastBody): boolean {
  const bytes = body.kind === 'json' ? jsonBytes(body.value) : body.bytes.length;
  return bytes <= maxPayloadBytes(limits);
}

function jsonBytes(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value ?? null), 'utf8');
}
