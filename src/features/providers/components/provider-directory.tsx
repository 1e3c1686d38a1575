import { useDeferredValue, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/button';
import { toApiError } from '../../../lib/api/api-error';
import { useAppSelector } from '../../../store/hooks';
import { useSearchDirectoryInfiniteQuery } from '../api/providers-api';
import { useLinkedProvider } from '../hooks/use-linked-provider';
import { useProviderSelection } from '../hooks/use-provider-selection';
import {
  DIRECTORY_PAGE_SIZE,
  effectiveSort,
  isFiltered,
  readFilters,
  writeFilters,
  type DirectoryFilters,
} from '../lib/directory-query';
import { DirectoryControls } from './directory-controls';
import { ListEmpty, ListError, SharedLinkError } from './list-states';
import { ProviderList } from './provider-list';
import { ProviderListSkeleton } from './provider-list-skeleton';
import { ProviderPanel, type ProviderSlot } from './provider-panel';
import { t, tp } from '../../../lib/i18n';

const NO_FILTERS: DirectoryFilters = {
  q: '',
  sort: null,
  job: null,
  available: false,
  verified: false,
  minRating: null,
  maxCharge: null,
};

/**
 * The public directory: searched, filtered and sorted by the database, 20 at a time. Everything
 * but the loaded pages lives in the address; the loaded pages stay cached, so coming back shows
 * the same list at the same place.
 */
export function ProviderDirectory({ reviews }: { reviews?: ProviderSlot }) {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const { latitude, longitude } = useAppSelector((state) => state.userLocation);
  const hasLocation = latitude !== null && longitude !== null;
  const sort = effectiveSort(filters, hasLocation);
  const directory = useSearchDirectoryInfiniteQuery({ ...filters, latitude, longitude });
  // The rows render at transition priority, in slices the browser can interleave with input: a
  // page of twenty cards arriving never blocks the main thread in one long task.
  const currentData = useDeferredValue(directory.currentData);
  const providers = currentData?.pages.flatMap((page) => page.providers) ?? [];
  // A shared link may name a provider beyond the pages loaded so far: that one card is fetched by id.
  const { openable, linkError } = useLinkedProvider(currentData ? providers : undefined, { latitude, longitude });
  const { selected, select, close } = useProviderSelection(openable);

  // After "Load more", focus moves to the first new row (keyboard and screen reader users go on reading there).
  const list = useRef<HTMLDivElement>(null);
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    const index = focusRow.current;
    if (index === null || providers.length <= index) return;
    focusRow.current = null;
    list.current?.querySelectorAll<HTMLButtonElement>('li button').item(index).focus();
  }, [providers.length]);

  const loadMore = () => {
    focusRow.current = providers.length;
    void directory.fetchNextPage();
  };

  const change = (next: DirectoryFilters) => {
    setParams(writeFilters(params, next), { preventScrollReset: true });
  };

  const loadingFirstPage = !currentData && !directory.isError;
  const firstPageFailed = !currentData && directory.isError;

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <div className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-slate-50">
          {t('providers.providerDirectory.title')}
        </h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{t('providers.providerDirectory.intro')}</p>
      </div>
      {linkError !== null && <SharedLinkError message={linkError} />}
      <DirectoryControls filters={filters} sort={sort} hasLocation={hasLocation} onChange={change} />

      {loadingFirstPage ? (
        <ProviderListSkeleton rows={8} label={t('providers.providerDirectory.loading')} />
      ) : firstPageFailed ? (
        <ListError
          message={t('providers.providerDirectory.loadFailed', {
            message: toApiError(directory.error).message,
          })}
          onRetry={() => void directory.refetch()}
          retrying={directory.isFetching}
        />
      ) : providers.length === 0 ? (
        <ListEmpty>
          {isFiltered(filters) ? (
            <>
              <p>
                {filters.q
                  ? t('providers.providerDirectory.noMatchForQuery', { q: filters.q })
                  : t('providers.providerDirectory.noMatch')}
              </p>
              <Button
                variant="secondary"
                className="mt-4"
                onClick={() => {
                  change(NO_FILTERS);
                }}
              >
                {t('providers.providerDirectory.clearFilters')}
              </Button>
            </>
          ) : (
            t('providers.providerDirectory.empty')
          )}
        </ListEmpty>
      ) : (
        <>
          <p className="sr-only" aria-live="polite">
            {tp('providers.providerDirectory.providersShown', providers.length)}
            {directory.hasNextPage ? ` ${t('providers.providerDirectory.moreAvailable')}` : ''}
          </p>
          <div ref={list}>
            <ProviderList providers={providers} onSelect={select} />
          </div>
          {directory.isFetchingNextPage && (
            <div className="mt-3">
              <ProviderListSkeleton rows={3} label={t('providers.providerDirectory.loadingMore')} />
            </div>
          )}
          {directory.isError && (
            <div className="mt-4">
              <ListError
                message={t('providers.providerDirectory.loadMoreFailed', {
                  message: toApiError(directory.error).message,
                })}
                onRetry={loadMore}
                retrying={directory.isFetchingNextPage}
              />
            </div>
          )}
          {directory.hasNextPage && !directory.isError && (
            <div className="mt-6 flex justify-center">
              <Button variant="secondary" size="lg" loading={directory.isFetchingNextPage} onClick={loadMore}>
                {t('common.actions.loadMore')}
              </Button>
            </div>
          )}
          {!directory.hasNextPage && providers.length > DIRECTORY_PAGE_SIZE && (
            <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
              {tp('providers.providerDirectory.everyone', providers.length)}
            </p>
          )}
        </>
      )}
      <ProviderPanel provider={selected} onClose={close} reviews={reviews} />
    </div>
  );
}
