import { formatRelativeTime } from './i18n';

/** Below this much time left an expiry is worth saying; right after sending it is only noise. */
export const EXPIRY_NOTICE_MS = 6 * 3600_000;

/**
 * "in 5 hours", "in 40 minutes" (in the reader's language) when `expiresAt` is near; '' while it
 * is far off, once it has passed, or when unknown.
 */
export function nearExpiry(expiresAt: string | null | undefined, now: number): string {
  if (!expiresAt) return '';
  const left = Date.parse(expiresAt) - now;
  if (!Number.isFinite(left) || left <= 0 || left > EXPIRY_NOTICE_MS) return '';
  return formatRelativeTime(new Date(expiresAt), new Date(now));
}
