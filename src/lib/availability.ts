import { type MessageKey } from './i18n';
export const AVAILABILITIES = ['available', 'busy', 'away'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export const AVAILABILITY_LABEL: Record<Availability, MessageKey> = {
  available: 'common.availability.available',
  busy: 'common.availability.busy',
  away: 'common.availability.away',
};

export function toAvailability(value: unknown): Availability {
  return typeof value === 'string' && (AVAILABILITIES as readonly string[]).includes(value)
    ? (value as Availability)
    : 'available';
}

/**
 * "Usually responds within 20 min" from a median in seconds; null when there is no figure yet
 * (the database gives one only from 3 answers on).
 */
export function responseTimeText(seconds: number | null | undefined): string | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return null;
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return `Usually responds within ${String(minutes)} min`;
  const hours = Math.ceil(minutes / 60);
  if (hours < 24) return `Usually responds within ${String(hours)} ${hours === 1 ? 'hour' : 'hours'}`;
  const days = Math.ceil(hours / 24);
  return `Usually responds within ${String(days)} ${days === 1 ? 'day' : 'days'}`;
}
