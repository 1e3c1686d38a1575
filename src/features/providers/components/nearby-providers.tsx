import { skipToken } from '@reduxjs/toolkit/query';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { inputClasses, labelClasses } from '../../../components/form/field-styles';
import { buttonClasses } from '../../../components/button-styles';
import { SignedOutNotice } from '../../../components/signed-out-notice';
import { paths } from '../../../config/paths';
import { toApiError } from '../../../lib/api/api-error';
import { isJob, type Job } from '../../../lib/domain/job';
import { useAppSelector } from '../../../store/hooks';
import { NEARBY_RADIUS_KM, useGetNearbyProvidersQuery } from '../api/providers-api';
import { useLinkedProvider } from '../hooks/use-linked-provider';
import { useProviderSelection } from '../hooks/use-provider-selection';
import { orderNearby, type NearbyOrder } from '../lib/sort-providers';
import { ListError, SharedLinkError } from './list-states';
import { ProviderListSkeleton } from './provider-list-skeleton';
import { ProviderList } from './provider-list';
import { ProviderPanel, type ProviderSlot } from './provider-panel';
import { HelpNowSection } from './help-now-section';
import { formatNumber, type MessageKey, t } from '../../../lib/i18n';

const JOB_FILTERS: readonly { job: Job | null; label: MessageKey }[] = [
  { job: null, label: 'common.jobs.everyone' },
  { job: 'Plumber', label: 'common.jobs.plumbers' },
  { job: 'Electrician', label: 'common.jobs.electricians' },
];

/** What the Nearby page shows, all of it kept in the URL. */
interface NearbyView {
  job: Job | null;
  availableOnly: boolean;
  /** Only providers whose ID an admin checked (asked of the database). */
  verifiedOnly: boolean;
  order: NearbyOrder;
}

const ORDER_PARAM = 'order';

function nearbyHref({ job, availableOnly, verifiedOnly, order }: NearbyView): string {
  const query = new URLSearchParams();
  if (job) query.set('job', job);
  if (availableOnly) query.set('available', '1');
  if (verifiedOnly) query.set('verified', '1');
  if (order === 'top') query.set(ORDER_PARAM, 'top');
  const text = query.toString();
  return text ? `${paths.nearbyProviders}?${text}` : paths.nearbyProviders;
}

function JobFilter({ view }: { view: NearbyView }) {
  return (
    <nav aria-label={t('providers.nearbyProviders.filterByTrade')} className="flex flex-wrap gap-2">
      {JOB_FILTERS.map(({ job, label }) => {
        const active = job === view.job;
        return (
          <Link
            key={label}
            to={nearbyHref({ ...view, job })}
            replace
            aria-current={active ? 'page' : undefined}
            className={`rounded-full px-4 py-1.5 text-sm font-medium ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
              active
                ? 'bg-brand-700 text-white ring-brand-700 dark:bg-brand-500 dark:text-slate-950 dark:ring-brand-500'
                : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 dark:bg-slate-900 dark:text-slate-200 dark:ring-slate-700 dark:hover:bg-slate-800'
            }`}
          >
            {t(label)}
          </Link>
        );
      })}
    </nav>
  );
}

function OrderSelect({ order }: { order: NearbyOrder }) {
  const [, setParams] = useSearchParams();
  const id = useId();
  return (
    <div className="sm:w-48">
      <label htmlFor={id} className={labelClasses}>
        {t('providers.nearbyProviders.orderBy')}
      </label>
      <select
        id={id}
        value={order}
        onChange={(event) => {
          const value = event.target.value;
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (value === 'top') next.set(ORDER_PARAM, 'top');
              else next.delete(ORDER_PARAM);
              return next;
            },
            { replace: true },
          );
        }}
        className={inputClasses(false, 'appearance-auto pr-8')}
      >
        <option value="nearest">{t('providers.nearbyProviders.nearest')}</option>
        <option value="top">{t('providers.nearbyProviders.topRated')}</option>
      </select>
    </div>
  );
}

function NoLocation() {
  const { uuid, metadata } = useAppSelector((state) => state.authUser);
  const isProvider = isJob(metadata);
  if (!uuid) return <SignedOutNotice message={t('providers.nearbyProviders.signInPrompt')} />;
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700 shadow-sm dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
      <p className="font-semibold text-slate-900 dark:text-slate-100">
        {t('providers.nearbyProviders.locationUnknown')}
      </p>
      <p className="mt-1">{t('providers.nearbyProviders.locationHint', { km: formatNumber(NEARBY_RADIUS_KM) })}</p>
      <Link
        to={isProvider ? paths.spProfileEdit : paths.yourProfileEdit}
        className={buttonClasses('primary', 'md', 'mt-4')}
      >
        {t('providers.nearbyProviders.setLocationLink')}
      </Link>
    </div>
  );
}

/** A filter switch that is a link to the same page with the filter on or off. */
function FilterSwitch({ checked, to, label }: { checked: boolean; to: string; label: string }) {
  return (
    <Link
      to={to}
      replace
      role="switch"
      aria-checked={checked}
      className="inline-flex items-center gap-2 rounded-full px-1 py-1 text-sm font-medium text-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-slate-200"
    >
      <span
        aria-hidden="true"
        className={`relative inline-flex h-6 w-10 items-center rounded-full transition-colors ${
          checked ? 'bg-emerald-600 dark:bg-emerald-500' : 'bg-slate-300 dark:bg-slate-700'
        }`}
      >
        <span
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
            checked ? 'translate-x-4.5' : 'translate-x-0.5'
          }`}
        />
      </span>
      {label}
    </Link>
  );
}

/**
 * Providers within 10 km of the stored location, available ones first, then nearest first;
 * `?job=` narrows to one trade, `?available=1` to providers available now, `?verified=1` to providers
 * whose ID was checked, `?order=top` sorts by rating.
 */
export function NearbyProviders({ reviews }: { reviews?: ProviderSlot }) {
  const [params] = useSearchParams();
  const requestedJob = params.get('job');
  const job = isJob(requestedJob) ? requestedJob : null;
  const availableOnly = params.get('available') === '1';
  const verifiedOnly = params.get('verified') === '1';
  const order: NearbyOrder = params.get(ORDER_PARAM) === 'top' ? 'top' : 'nearest';
  const { currentLocation, latitude, longitude } = useAppSelector((state) => state.userLocation);
  const { uuid, metadata } = useAppSelector((state) => state.authUser);
  const customerId = uuid && !isJob(metadata) ? uuid : null;
  const located = latitude !== null && longitude !== null;
  const nearby = useGetNearbyProvidersQuery(
    located ? { latitude, longitude, job, ...(verifiedOnly ? { verifiedOnly } : {}) } : skipToken,
  );
  const view: NearbyView = { job, availableOnly, verifiedOnly, order };
  // The database lists available providers first, so filtering the page keeps every available one.
  const shown = availableOnly ? nearby.data?.filter((provider) => provider.availability === 'available') : nearby.data;
  // A shared link may name a provider beyond 10 km: the panel opens on that card all the same.
  const { openable, linkError } = useLinkedProvider(nearby.data, { latitude, longitude });
  const { selected, select, close } = useProviderSelection(openable);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-slate-50">
        {t('providers.nearbyProviders.title')}
      </h1>
      {located && currentLocation && (
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          {t('providers.nearbyProviders.yourLocation')} <span className="font-medium">{currentLocation}</span>{' '}
          {t('providers.nearbyProviders.withinKm', { km: formatNumber(NEARBY_RADIUS_KM) })}
        </p>
      )}
      <div className="mt-5 mb-6 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
        <div className="flex flex-wrap items-center gap-3">
          <JobFilter view={view} />
          <FilterSwitch
            checked={availableOnly}
            to={nearbyHref({ ...view, availableOnly: !availableOnly })}
            label={t('common.availability.available')}
          />
          <FilterSwitch
            checked={verifiedOnly}
            to={nearbyHref({ ...view, verifiedOnly: !verifiedOnly })}
            label={t('verification.filter.verifiedOnly')}
          />
        </div>
        {located && <OrderSelect order={order} />}
      </div>
      {linkError !== null && <SharedLinkError message={linkError} />}
      {located && customerId && (
        <HelpNowSection customerId={customerId} latitude={latitude} longitude={longitude} job={job} />
      )}

      {!located ? (
        <NoLocation />
      ) : nearby.isLoading ? (
        <ProviderListSkeleton rows={8} label={t('providers.nearbyProviders.loading')} />
      ) : nearby.isError ? (
        <ListError
          message={t('providers.nearbyProviders.loadFailed', {
            message: toApiError(nearby.error).message,
          })}
          onRetry={() => void nearby.refetch()}
          retrying={nearby.isFetching}
        />
      ) : shown && shown.length > 0 ? (
        <>
          <p className="mb-4 text-slate-700 dark:text-slate-300">{t('providers.nearbyProviders.found')}</p>
          <ProviderList providers={orderNearby(shown, order)} onSelect={select} variant="nearby" />
        </>
      ) : (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-lg text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">
          {t('providers.nearbyProviders.none')}
        </p>
      )}
      <ProviderPanel provider={selected} onClose={close} reviews={reviews} />
    </div>
  );
}
