import type { Provider } from './provider';

/** Highest "Top rated" score first (the database computes it); providers without reviews last. */
export function byRating(a: Provider, b: Provider): number {
  return (b.ratingScore ?? -1) - (a.ratingScore ?? -1) || b.ratingCount - a.ratingCount;
}

/** The nearby list's order: as the database returned it (nearest first), or by rating. */
export type NearbyOrder = 'nearest' | 'top';

export function orderNearby(providers: readonly Provider[], order: NearbyOrder): Provider[] {
  if (order === 'nearest') return [...providers];
  return [...providers].sort((a, b) => byRating(a, b) || (a.distanceKm ?? 0) - (b.distanceKm ?? 0));
}
