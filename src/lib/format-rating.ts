/** "4.6 · 23 reviews" (average to one decimal and the count). */
export function ratingText(count: number, average: number): string {
  return `${average.toFixed(1)} · ${String(count)} ${count === 1 ? 'review' : 'reviews'}`;
}

/** "3 stars of 5". */
export function starsText(stars: number, max = 5): string {
  return `${String(stars)} ${stars === 1 ? 'star' : 'stars'} of ${String(max)}`;
}
