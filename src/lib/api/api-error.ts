import { formatNumber, t } from '../i18n';

/** The error shape every endpoint returns: a readable message plus the backend's code. */
export interface ApiError {
  message: string;
  code?: string;
  status?: number;
}

interface ErrorLike {
  message?: unknown;
  code?: unknown;
  status?: unknown;
}

/** How long the auth server's rate limits last (config.toml's [auth.rate_limit] windows). */
const RATE_LIMIT_MINUTES: Record<string, number> = {
  over_request_rate_limit: 5,
  over_email_send_rate_limit: 60,
};

/** What the person reads when the auth server has answered 429. */
export function rateLimitMessage(code: string): string | null {
  const minutes = RATE_LIMIT_MINUTES[code];
  return minutes === undefined ? null : t('common.errors.tooManyAttempts', { minutes: formatNumber(minutes) });
}

/** A message a person can read: not empty, and not a serialised object (supabase-js's "{}"). */
function isReadable(message: unknown): message is string {
  return typeof message === 'string' && message.trim() !== '' && !/^[[{]/.test(message.trim());
}

export function toApiError(error: unknown, fallback = t('common.errors.generic')): ApiError {
  if (typeof error === 'string') return { message: error };
  if (error && typeof error === 'object') {
    const { message, code, status } = error as ErrorLike;
    const limited = typeof code === 'string' ? rateLimitMessage(code) : null;
    return {
      message: limited ?? (isReadable(message) ? message : fallback),
      ...(typeof code === 'string' && code ? { code } : {}),
      ...(typeof status === 'number' ? { status } : {}),
    };
  }
  return { message: fallback };
}

/** Logs a failed call once, in one format, so failures are never console-only and never silent. */
export function logApiError(context: string, error: ApiError): void {
  console.error(`[mistri] ${context}: ${error.message}${error.code ? ` (${error.code})` : ''}`);
}

/**
 * Runs one supabase-js call and turns its `{ data, error }` (supabase-js returns errors rather
 * than throwing) or a thrown network error into RTK Query's `{ data } | { error }`.
 */
export async function run<T>(
  context: string,
  call: () => PromiseLike<{ data: T; error: unknown }>,
): Promise<{ data: T } | { error: ApiError }> {
  try {
    const { data, error } = await call();
    if (error) {
      const apiError = toApiError(error);
      logApiError(context, apiError);
      return { error: apiError };
    }
    return { data };
  } catch (thrown) {
    const apiError = toApiError(thrown);
    logApiError(context, apiError);
    return { error: apiError };
  }
}
