import { formatDate, t } from '../../../lib/i18n';

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Whole calendar days between two instants in local time (0 = same day, 1 = yesterday). */
function daysBetween(earlier: Date, later: Date): number {
  return Math.round((startOfDay(later) - startOfDay(earlier)) / 86_400_000);
}

/** "12 Nov" this year, "12 Nov 2025" before, in the words of the current language. */
function shortDate(date: Date, now: Date): string {
  const sameYear = date.getFullYear() === now.getFullYear();
  return formatDate(date, { day: 'numeric', month: 'short', ...(sameYear ? {} : { year: 'numeric' }) });
}

/** 24-hour local clock time, "09:05". */
export function formatClockTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '00:00';
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The time of an inbox row's last message: "14:05" today, "Yesterday", "12 Nov", or "12 Nov 2025". */
export function formatInboxTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '00:00';
  const days = daysBetween(date, now);
  if (days <= 0) return formatClockTime(iso);
  if (days === 1) return t('chat.days.yesterday');
  return shortDate(date, now);
}

/** The divider above a day's messages in a conversation: "Today", "Yesterday", "12 Nov". */
export function formatDayLabel(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const days = daysBetween(date, now);
  if (days <= 0) return t('chat.days.today');
  if (days === 1) return t('chat.days.yesterday');
  return shortDate(date, now);
}

/** A stable key of the local calendar day of an instant, to group messages by day. */
export function localDayKey(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
