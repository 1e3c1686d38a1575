import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { labelClasses, inputClasses } from '../../../components/form/field-styles';
import { PageLoader } from '../../../components/spinner';
import { toApiError } from '../../../lib/api/api-error';
import { useGetProvidersQuery } from '../api/providers-api';
import { useProviderSelection } from '../hooks/use-provider-selection';
import { isProviderSort, PROVIDER_SORTS, sortProviders, type ProviderSort } from '../lib/sort-providers';
import { ListEmpty, ListError } from './list-states';
import { ProviderList } from './provider-list';
import { ProviderPanel, type ProviderSlot } from './provider-panel';
import { t, tp } from '../../../lib/i18n';

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
            {t('providers.providerDirectory.serviceProviders')}
          </h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            {t('providers.providerDirectory.electriciansAndPlumbersOnMistri')}
          </p>
        </div>
        <div className="sm:w-56">
          <label htmlFor={sortId} className={labelClasses}>
            {t('providers.providerDirectory.sortBy')}
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
                {t(option.label)}
              </option>
            ))}
          </select>
        </div>
      </div>

      {providers.isLoading ? (
        <PageLoader label={t('providers.providerDirectory.loadingServiceProviders')} />
      ) : providers.isError ? (
        <ListError
          message={t('providers.providerDirectory.couldNotLoadTheService', {
            message: toApiError(providers.error).message,
          })}
          onRetry={() => void providers.refetch()}
          retrying={providers.isFetching}
        />
      ) : shown.length === 0 ? (
        <ListEmpty>
          {sort === 'all'
            ? t('providers.providerDirectory.noServiceProvidersHaveJoined')
            : sort === 'Plumber'
              ? t('providers.providerDirectory.noPlumbersYet')
              : t('providers.providerDirectory.noElectriciansYet')}
        </ListEmpty>
      ) : (
        <>
          <p className="sr-only" aria-live="polite">
            {tp('providers.providerDirectory.providersShown', shown.length)}
          </p>
          <ProviderList providers={shown} onSelect={select} />
        </>
      )}
      <ProviderPanel provider={selected} onClose={close} reviews={reviews} />
    </div>
  );
}
