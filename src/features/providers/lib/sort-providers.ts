import type { Job } from '../../../store/auth-user-slice';
import type { Provider } from './provider';

/** The directory's "Sort By" choices: everyone, or one trade; always sorted by name. */
export type ProviderSort = 'all' | Job;

export const PROVIDER_SORTS: readonly { value: ProviderSort; label: string }[] = [
  { value: 'all', label: 'All providers' },
  { value: 'Electrician', label: 'Electricians' },
  { value: 'Plumber', label: 'Plumbers' },
];

export function isProviderSort(value: string): value is ProviderSort {
  return PROVIDER_SORTS.some((sort) => sort.value === value);
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The providers of the chosen trade (or all), by first then last name. Does not change the input. */
export function sortProviders(providers: readonly Provider[], sort: ProviderSort): Provider[] {
  return providers
    .filter((provider) => sort === 'all' || provider.job === sort)
    .sort(
      (a, b) =>
        collator.compare(a.firstName, b.firstName) ||
        collator.compare(a.lastName, b.lastName) ||
        a.uuid.localeCompare(b.uuid),
    );
}
