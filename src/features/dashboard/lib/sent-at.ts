import { formatDate } from '../../../lib/i18n';

/** When a request was sent, e.g. "21 Nov, 14:05", in the current language. */
export function formatSentAt(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatDate(date, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}
