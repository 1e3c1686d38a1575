import type { ApiError } from '../../../lib/api/api-error';
import { t, type MessageKey } from '../../../lib/i18n';

/** One code may be sent a minute (the phone-code function's limit). */
export const RESEND_SECONDS = 60;
export const CODE_LENGTH = 6;

/** The phone-code function's refusals (`{ error: "<key>" }`) and what the person reads for each. */
const REFUSALS: Record<string, MessageKey> = {
  invalid_phone: 'notifications.settings.phone.errors.invalidPhone',
  invalid_code: 'notifications.settings.phone.errors.codeFormat',
  wrong_code: 'notifications.settings.phone.errors.codeWrong',
  expired: 'notifications.settings.phone.errors.codeExpired',
  no_code: 'notifications.settings.phone.errors.codeExpired',
  too_many_tries: 'notifications.settings.phone.errors.tooManyAttempts',
  code_sent_recently: 'notifications.settings.phone.errors.resendTooSoon',
  sms_failed: 'notifications.settings.phone.errors.smsFailed',
};

export const RESEND_TOO_SOON = 'code_sent_recently';

/**
 * Reads a refusal of the phone-code function into an error the person can act on. A key it does
 * not know still reads clearly; a rate limit (429) is a wait, whatever its key.
 */
export function phoneCodeError(status: number, body: unknown): ApiError | null {
  const key =
    typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string'
      ? (body as { error: string }).error
      : null;
  const code = status === 429 ? RESEND_TOO_SOON : key;
  if (code === null) return null;
  const messageKey = REFUSALS[code];
  if (messageKey) return { message: t(messageKey), code, status };
  return status >= 400 && status < 500
    ? { message: t('notifications.settings.phone.errors.refused'), code, status }
    : null;
}

/** Keeps the digits of what was typed or pasted ("123 456" → "123456"), at most six. */
export function codeDigits(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, CODE_LENGTH);
}
