import { useId, type SyntheticEvent } from 'react';
import { inputClasses, labelClasses } from '../../../components/form/field-styles';
import { Button } from '../../../components/button';
import { isJob } from '../../../lib/domain/job';
import {
  MAX_CHARGES,
  MAX_QUERY_LENGTH,
  MIN_RATINGS,
  type DirectoryFilters,
  type DirectorySort,
} from '../lib/directory-query';
import { formatRupees } from '../../../lib/format-money';
import { formatNumber, type MessageKey, t } from '../../../lib/i18n';

interface DirectoryControlsProps {
  filters: DirectoryFilters;
  sort: DirectorySort;
  /** Offers "Nearest" only when the customer's location is known. */
  hasLocation: boolean;
  onChange: (filters: DirectoryFilters) => void;
}

const selectClasses = inputClasses(false, 'appearance-auto pr-8');

/** The directory's search box, order and filters; every change goes into the address. */
export function DirectoryControls({ filters, sort, hasLocation, onChange }: DirectoryControlsProps) {
  const id = useId();
  const change = (patch: Partial<DirectoryFilters>) => {
    onChange({ ...filters, ...patch });
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    const q = typeof value === 'string' ? value.trim() : '';
    change({ q, sort: !q && filters.sort === 'relevance' ? null : filters.sort });
  };

  const sorts: { value: DirectorySort; label: MessageKey }[] = [
    ...(filters.q ? [{ value: 'relevance' as const, label: 'providers.sort.relevance' as const }] : []),
    { value: 'name', label: 'providers.sort.name' },
    { value: 'top', label: 'providers.sort.top' },
    ...(hasLocation ? [{ value: 'nearest' as const, label: 'providers.sort.nearest' as const }] : []),
    { value: 'charge', label: 'providers.sort.charge' },
  ];

  return (
    <div className="mb-6 space-y-4">
      <form role="search" onSubmit={submit} className="flex gap-2">
        <label htmlFor={`${id}-q`} className="sr-only">
          {t('providers.directoryControls.searchLabel')}
        </label>
        <input
          key={filters.q}
          id={`${id}-q`}
          name="q"
          type="search"
          defaultValue={filters.q}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={t('providers.directoryControls.searchPlaceholder')}
          className={inputClasses(false, 'flex-1')}
        />
        <Button type="submit">{t('providers.directoryControls.search')}</Button>
      </form>
      <div className="grid grid-cols-2 gap-3 max-sm:[&:lang(ml)]:grid-cols-1 sm:grid-cols-3 sm:items-end lg:grid-cols-5">
        <div>
          <label htmlFor={`${id}-sort`} className={labelClasses}>
            {t('providers.directoryControls.sortBy')}
          </label>
          <select
            id={`${id}-sort`}
            value={sort}
            onChange={(event) => {
              const value = event.target.value as DirectorySort;
              change({ sort: value === 'relevance' || (value === 'name' && !filters.q) ? null : value });
            }}
            className={selectClasses}
          >
            {sorts.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.label)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-job`} className={labelClasses}>
            {t('providers.directoryControls.trade')}
          </label>
          <select
            id={`${id}-job`}
            value={filters.job ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              change({ job: isJob(value) ? value : null });
            }}
            className={selectClasses}
          >
            <option value="">{t('providers.directoryControls.allTrades')}</option>
            <option value="Electrician">{t('common.jobs.electricians')}</option>
            <option value="Plumber">{t('common.jobs.plumbers')}</option>
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-rating`} className={labelClasses}>
            {t('providers.directoryControls.rating')}
          </label>
          <select
            id={`${id}-rating`}
            value={filters.minRating === null ? '' : String(filters.minRating)}
            onChange={(event) => {
              const value = Number(event.target.value);
              change({ minRating: event.target.value && Number.isFinite(value) ? value : null });
            }}
            className={selectClasses}
          >
            <option value="">{t('providers.directoryControls.anyRating')}</option>
            {MIN_RATINGS.map((rating) => (
              <option key={rating} value={String(rating)}>
                {t('providers.directoryControls.starsAndUp', { rating: formatNumber(rating) })}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-charge`} className={labelClasses}>
            {t('providers.directoryControls.visitingCharge')}
          </label>
          <select
            id={`${id}-charge`}
            value={filters.maxCharge === null ? '' : String(filters.maxCharge)}
            onChange={(event) => {
              const value = Number(event.target.value);
              change({ maxCharge: event.target.value && Number.isInteger(value) ? value : null });
            }}
            className={selectClasses}
          >
            <option value="">{t('providers.directoryControls.anyCharge')}</option>
            {MAX_CHARGES.map((charge) => (
              <option key={charge} value={String(charge)}>
                {charge === 0
                  ? t('providers.directoryControls.freeOnly')
                  : t('providers.directoryControls.chargeUpTo', { amount: formatRupees(charge) })}
              </option>
            ))}
          </select>
        </div>
        <label className="flex min-h-11 items-center gap-2 self-end rounded-lg sm:min-h-0 border border-slate-300 bg-white px-3.5 py-2.5 text-sm font-medium text-slate-800 shadow-sm dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200">
          <input
            type="checkbox"
            checked={filters.available}
            onChange={(event) => {
              change({ available: event.target.checked });
            }}
            className="size-4 accent-brand-700 dark:accent-brand-400"
          />
          {t('common.availability.available')}
        </label>
        <label className="flex min-h-11 items-center gap-2 self-end rounded-lg sm:min-h-0 border border-slate-300 bg-white px-3.5 py-2.5 text-sm font-medium text-slate-800 shadow-sm dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200">
          <input
            type="checkbox"
            checked={filters.verified}
            onChange={(event) => {
              change({ verified: event.target.checked });
            }}
            className="size-4 accent-brand-700 dark:accent-brand-400"
          />
          {t('verification.filter.verifiedOnly')}
        </label>
      </div>
    </div>
  );
}
