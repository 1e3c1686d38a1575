import { currentIntlLocale } from './i18n';

/**
 * Plain spaces for the thin and no-break spaces of newer ICU data: Node (which prerenders the public
 * pages) writes "3:00\u2009–\u20096:00\u202fpm" where Chromium writes "3:00 – 6:00 pm", and hydration
 * needs the same text on both sides.
 */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

/** 1234.5 → "1,234.5" (en-IN), with the digits and separators of the current language. */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return plainSpaces(new Intl.NumberFormat(currentIntlLocale(), options).format(value));
}

/** Hindi's ICU data abbreviates with the abbreviation sign ("कि॰मी॰"); the catalog writes "कि.मी.". */
const sameAbbreviations = (text: string) => text.replace(/\u0970/g, '.');

/**
 * A distance for people: "850 m" below one kilometre (to the nearest 10 m), "3.2 km" below 10 km,
 * "12 km" from there on, with the units and digits of the current language; '' when impossible.
 */
export function formatDistance(km: number): string {
  if (!Number.isFinite(km) || km < 0) return '';
  const metres = Math.round((km * 1000) / 10) * 10;
  if (metres < 1000)
    return sameAbbreviations(formatNumber(metres, { style: 'unit', unit: 'meter', unitDisplay: 'short' }));
  const digits = km < 9.95 ? 1 : 0;
  return sameAbbreviations(
    formatNumber(km, {
      style: 'unit',
      unit: 'kilometer',
      unitDisplay: 'short',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }),
  );
}

export function formatDate(date: Date | string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return plainSpaces(new Intl.DateTimeFormat(currentIntlLocale(), options).format(new Date(date)));
}

export function formatTime(date: Date | string): string {
  return plainSpaces(
    new Intl.DateTimeFormat(currentIntlLocale(), { hour: 'numeric', minute: '2-digit' }).format(new Date(date)),
  );
}

/** Opening hours, "3:00 – 6:00 pm" (en-IN), from whole hours on a 24-hour clock. */
export function formatHours(from: number, to: number): string {
  const format = new Intl.DateTimeFormat(currentIntlLocale(), { hour: 'numeric', minute: '2-digit' });
  return plainSpaces(format.formatRange(new Date(2000, 0, 1, from), new Date(2000, 0, 1, to)));
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
      return plainSpaces(
        unit === 'second' && Math.abs(seconds) < 45
          ? format.format(0, 'second')
          : format.format(Math.round(seconds / size), unit),
      );
    }
  }
  return format.format(0, 'second');
}
