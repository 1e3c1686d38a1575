import type { EmuResponse } from '../http/types.js';

/**
 * The answers Supabase's edge runtime gives for its own failures, marked `x-relay-error: true` as
 * the hosted relay marks them (functions-js turns that header into a FunctionsRelayError).
 */
function relayError(status: number, code: string, message: string): EmuResponse {
  return {
    status,
    headers: { 'content-type': 'application/json', 'x-relay-error': 'true' },
    body: JSON.stringify({ code, message }),
  };
}

export const bootError = (): EmuResponse => relayError(503, 'BOOT_ERROR', 'Worker failed to boot (please check logs)');

export const workerError = (): EmuResponse =>
  relayError(500, 'WORKER_ERROR', 'Function exited due to an error (please check logs)');

export const workerLimit = (): EmuResponse =>
  relayError(546, 'WORKER_LIMIT', 'Worker failed to respond due to a resource limit (please check logs)');

/** As the edge runtime answers a name with no function: 404, plain text. */
export const functionNotFound = (): EmuResponse => ({
  status: 404,
  headers: { 'content-type': 'text/plain;charset=UTF-8' },
  body: 'Function not found',
});

/** As the hosted relay answers when `verify_jwt` is on and the token is missing or bad. */
export const unauthorized = (message: string): EmuResponse => ({
  status: 401,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ code: 401, message }),
});
