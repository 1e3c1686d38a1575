import { currentIntlLocale } from './i18n';

/** 1234.5 → "1,234.5" (en-IN), with the digits and separators of the current language. */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(currentIntlLocale(), options).format(value);
}

/** A distance in kilometres: "850 m" under one kilometre, else "2.4 km" (one decimal). */
export function formatDistance(km: number): string {
  if (km < 1) {
    const metres = Math.max(10, Math.round((km * 1000) / 10) * 10);
    return formatNumber(metres, { style: 'unit', unit: 'meter', unitDisplay: 'short' });
  }
  return formatNumber(km, { style: 'unit', unit: 'kilometer', unitDisplay: 'short', maximumFractionDigits: 1 });
}

export function formatDate(date: Date | string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return new Intl.DateTimeFormat(currentIntlLocale(), options).format(new Date(date));
}

export function formatTime(date: Date | string): string {
  return new Intl.DateTimeFormat(currentIntlLocale(), { hour: 'numeric', minute: '2-digit' }).format(new Date(date));
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "3 hours ago", "in 2 days", "now": the largest whole unit between `date` and `now`. */
export function formatRelativeTime(date: Date | string, now: Date = new Date()): string {
  const seconds = Math.round((new Date(date).getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(currentIntlLocale(), { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size || unit === 'second') {
      return unit === 'second' && Math.abs(seconds) < 45
        ? format.format(0, 'second')
        : format.format(Math.round(seconds / size), unit);
    }
  }
  return format.format(0, 'second');
}
