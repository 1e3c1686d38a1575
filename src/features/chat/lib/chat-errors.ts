import type { ApiError } from '../../../lib/api/api-error';
import { MAX_MESSAGE_LENGTH } from './message-limits';

export const NOT_ACCEPTED_MESSAGE = 'This chat opens once the provider accepts your request.';

/** Whether a call failed for want of a network (nothing reached the backend, or no answer came back). */
export function isNetworkFailure(error: ApiError): boolean {
  return error.status === 0 || /fetch|network/i.test(error.message);
}

/** What the person is told when a message could not be sent. */
export function sendErrorMessage(error: ApiError): string {
  // 42501: row-level security refused the insert, i.e. the connection is not accepted (yet).
  if (error.code === '42501' || /row-level security/i.test(error.message)) return NOT_ACCEPTED_MESSAGE;
  // 23514: the body's length check.
  if (error.code === '23514') return `A message must have between 1 and ${MAX_MESSAGE_LENGTH} characters.`;
  if (isNetworkFailure(error)) {
    return 'Your message could not be sent: you seem to be offline. Please try again.';
  }
  return 'Your message could not be sent. Please try again.';
}
