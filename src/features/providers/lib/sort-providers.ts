import type { Job } from '../../../store/auth-user-slice';
import type { Provider } from './provider';
import { type MessageKey } from '../../../lib/i18n';

/** The directory's "Sort By" choices: everyone or one trade by name, or everyone by rating. */
export type ProviderSort = 'all' | Job | 'top';

export const PROVIDER_SORTS: readonly { value: ProviderSort; label: MessageKey }[] = [
  { value: 'all', label: 'providers.sort.all' },
  { value: 'Electrician', label: 'providers.sort.electricians' },
  { value: 'Plumber', label: 'providers.sort.plumbers' },
  { value: 'top', label: 'providers.sort.top' },
];

export function isProviderSort(value: string): value is ProviderSort {
  return PROVIDER_SORTS.some((sort) => sort.value === value);
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const byName = (a: Provider, b: Provider) =>
  collator.compare(a.firstName, b.firstName) ||
  collator.compare(a.lastName, b.lastName) ||
  a.uuid.localeCompare(b.uuid);

/** Highest "Top rated" score first (the database computes it); providers without reviews last. */
export function byRating(a: Provider, b: Provider): number {
  return (b.ratingScore ?? -1) - (a.ratingScore ?? -1) || b.ratingCount - a.ratingCount;
}

/** The providers of the chosen trade (or all) by name, or everyone by rating. Does not change the input. */
export function sortProviders(providers: readonly Provider[], sort: ProviderSort): Provider[] {
  if (sort === 'top') return [...providers].sort((a, b) => byRating(a, b) || byName(a, b));
  return providers.filter((provider) => sort === 'all' || provider.job === sort).sort(byName);
}

/** The nearby list's order: as the database returned it (nearest first), or by rating. */
export type NearbyOrder = 'nearest' | 'top';

export function orderNearby(providers: readonly Provider[], order: NearbyOrder): Provider[] {
  if (order === 'nearest') return [...providers];
  return [...providers].sort((a, b) => byRating(a, b) || (a.distanceKm ?? 0) - (b.distanceKm ?? 0));
}
