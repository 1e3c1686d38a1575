import { ConfigError, type TableReader } from './table-reader.js';
import { parseSize } from './storage-config.js';

/**
 * `[realtime]`: whether the service runs, and the limits hosted Realtime keeps per project as tenant
 * settings (`max_channels_per_client`, `max_joins_per_second`, `max_events_per_second`,
 * `max_payload_size_in_kb`), applied here to each connection (and each client address over HTTP).
 */
export interface RealtimeConfig {
  enabled: boolean;
  /** Channels one connection may have joined at once. */
  maxChannelsPerClient: number;
  /** Channel joins one connection may make in any one second. */
  maxJoinsPerSecond: number;
  /** Messages (broadcast and presence pushes) one client may send in any one second. */
  maxEventsPerSecond: number;
  /** The largest broadcast or presence payload, in kilobytes of 1000 bytes. */
  maxPayloadSizeInKb: number;
  /** Bytes a connection may have waiting to be sent before the server closes it. */
  maxSendBufferBytes: number;
}

export const DEFAULT_REALTIME_CONFIG: RealtimeConfig = {
  enabled: true,
  maxChannelsPerClient: 100,
  maxJoinsPerSecond: 100,
  maxEventsPerSecond: 100,
  maxPayloadSizeInKb: 256,
  maxSendBufferBytes: 8 * 1024 * 1024,
};

/** HTTP request bodies stop at 8 MiB, so a larger broadcast could never arrive whole. */
const MAX_PAYLOAD_KB = 8000;
const MIN_SEND_BUFFER = 64 * 1024;
const MAX_SEND_BUFFER = 1024 ** 3;

export function readRealtimeConfig(realtime: TableReader, defaults = DEFAULT_REALTIME_CONFIG): RealtimeConfig {
  const buffer = realtime.raw('max_send_buffer');
  const bufferKey = `${realtime.path}.max_send_buffer`;
  const maxSendBufferBytes = buffer === undefined ? defaults.maxSendBufferBytes : parseSize(bufferKey, buffer);
  if (maxSendBufferBytes < MIN_SEND_BUFFER || maxSendBufferBytes > MAX_SEND_BUFFER) {
    throw new ConfigError(bufferKey, 'expected a size from "64KiB" to "1GiB"');
  }
  return {
    enabled: realtime.boolean('enabled', defaults.enabled),
    maxChannelsPerClient: realtime.integer('max_channels_per_client', defaults.maxChannelsPerClient, {
      min: 1,
      max: 10_000,
    }),
    maxJoinsPerSecond: realtime.integer('max_joins_per_second', defaults.maxJoinsPerSecond, { min: 1, max: 100_000 }),
    maxEventsPerSecond: realtime.integer('max_events_per_second', defaults.maxEventsPerSecond, {
      min: 1,
      max: 1_000_000,
    }),
    maxPayloadSizeInKb: realtime.integer('max_payload_size_in_kb', defaults.maxPayloadSizeInKb, {
      min: 1,
      max: MAX_PAYLOAD_KB,
    }),
    maxSendBufferBytes,
  };
}
