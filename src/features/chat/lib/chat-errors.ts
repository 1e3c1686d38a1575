import type { ApiError } from '../../../lib/api/api-error';
import { MAX_MESSAGE_LENGTH } from './message-limits';
import { MAX_CHAT_PHOTOS } from './chat-photos';
import { t } from '../../../lib/i18n';

export function notAcceptedMessage(): string {
  return t('chat.errors.notAccepted');
}

/** Whether a call failed for want of a network (nothing reached the backend, or no answer came back). */
export function isNetworkFailure(error: ApiError): boolean {
  return error.status === 0 || /fetch|network/i.test(error.message);
}

/** What the person is told when a message could not be sent. */
export function sendErrorMessage(error: ApiError): string {
  // 42501: row-level security refused the insert, i.e. the connection is not accepted (yet).
  if (error.code === '42501' || /row-level security/i.test(error.message)) return notAcceptedMessage();
  // 23514: a check of the message: its photos (count, paths, uploaded) or the body's length.
  if (error.code === '23514' && /photo/i.test(error.message)) return t('chat.errors.photos', { max: MAX_CHAT_PHOTOS });
  if (error.code === '23514') return t('chat.errors.length', { max: MAX_MESSAGE_LENGTH });
  if (isNetworkFailure(error)) {
    return t('chat.errors.offline');
  }
  return t('chat.errors.failed');
}

/** What the person is told when a photo of their message could not be uploaded. */
export function photoUploadErrorMessage(error: ApiError): string {
  if (isNetworkFailure(error)) return t('chat.errors.offline');
  if (error.status === 413 || /too large|exceeded the maximum/i.test(error.message))
    return t('chat.errors.photoTooBig');
  if (error.status === 415 || /mime/i.test(error.message)) return t('chat.errors.notAPhoto');
  if (error.status === 403 || /row-level security/i.test(error.message)) return notAcceptedMessage();
  return t('chat.errors.photoFailed');
}
