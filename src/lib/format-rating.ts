import { formatNumber, t, tp } from './i18n';

/** "4.6 · 23 reviews" (average to one decimal and the count). */
export function ratingText(count: number, average: number): string {
  const shown = formatNumber(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `${shown} · ${tp('reviews.count', count)}`;
}

/** "3 stars of 5". */
export function starsText(stars: number, max = 5): string {
  return t('providers.starsOf', { stars: tp('reviews.stars', stars), max: formatNumber(max) });
}
