import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { labelClasses, inputClasses } from '../../../components/form/field-styles';
import { toApiError } from '../../../lib/api/api-error';
import { useGetProvidersQuery } from '../api/providers-api';
import { useProviderSelection } from '../hooks/use-provider-selection';
import { isProviderSort, PROVIDER_SORTS, sortProviders, type ProviderSort } from '../lib/sort-providers';
import { ListEmpty, ListError, ListSkeleton } from './list-states';
import { ProviderList } from './provider-list';
import { ProviderPanel, type ProviderSlot } from './provider-panel';

const SORT_PARAM = 'sort';

/** The public directory: every provider, narrowed and sorted by the "Sort By" choice. */
export function ProviderDirectory({ reviews }: { reviews?: ProviderSlot }) {
  const providers = useGetProvidersQuery();
  const [params, setParams] = useSearchParams();
  const requested = params.get(SORT_PARAM) ?? 'all';
  const sort: ProviderSort = isProviderSort(requested) ? requested : 'all';
  const shown = providers.data ? sortProviders(providers.data, sort) : [];
  const { selected, select, close } = useProviderSelection(providers.data);
  const sortId = useId();

  const changeSort = (value: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'all') next.delete(SORT_PARAM);
        else next.set(SORT_PARAM, value);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-slate-50">
            Service Providers
          </h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            Electricians and plumbers on Mistri. Tap a picture to see details and connect.
          </p>
        </div>
        <div className="sm:w-56">
          <label htmlFor={sortId} className={labelClasses}>
            Sort By
          </label>
          <select
            id={sortId}
            value={sort}
            onChange={(event) => {
              changeSort(event.target.value);
            }}
            className={inputClasses(false, 'appearance-auto pr-8')}
          >
            {PROVIDER_SORTS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      {providers.isLoading ? (
        <ListSkeleton label="Loading service providers" />
      ) : providers.isError ? (
        <ListError
          message={`Could not load the service providers. ${toApiError(providers.error).message}`}
          onRetry={() => void providers.refetch()}
          retrying={providers.isFetching}
        />
      ) : shown.length === 0 ? (
        <ListEmpty>
          {sort === 'all'
            ? 'No service providers have joined yet.'
            : `No ${sort === 'Plumber' ? 'plumbers' : 'electricians'} have joined yet.`}
        </ListEmpty>
      ) : (
        <>
          <p className="sr-only" aria-live="polite">
            {shown.length} {shown.length === 1 ? 'provider' : 'providers'} shown
          </p>
          <ProviderList providers={shown} onSelect={select} />
        </>
      )}
      <ProviderPanel provider={selected} onClose={close} reviews={reviews} />
    </div>
  );
}
