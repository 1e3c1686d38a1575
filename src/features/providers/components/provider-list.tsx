import { Avatar } from '../../../components/avatar';
import { RatingBadge } from '../../../components/rating-badge';
import { VisitingCharge } from '../../../components/visiting-charge';
import { formatDistance } from '../../../lib/geo/format-distance';
import type { Provider } from '../lib/provider';
import { ProviderStanding } from './provider-standing';
import { VerificationBadges } from './verification-badges';
import { t } from '../../../lib/i18n';
import { jobLabel } from '../../../lib/job-label';

interface ProviderListProps {
  providers: readonly Provider[];
  onSelect: (uuid: string) => void;
  /** How a row names its provider: the directory shows "Name · Job", nearby shows the parts. */
  variant?: 'directory' | 'nearby';
}

/** The numbered list of providers; a row's picture and name open the provider's panel. */
export function ProviderList({ providers, onSelect, variant = 'directory' }: ProviderListProps) {
  return (
    <ol className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {providers.map((provider, index) => (
        <li key={provider.uuid} className="flex items-center gap-3 px-3 py-3 sm:gap-4 sm:px-5">
          <span
            aria-hidden="true"
            className="w-6 shrink-0 text-right text-sm font-medium tabular-nums text-slate-500 dark:text-slate-400"
          >
            {index + 1}.
          </span>
          <button
            type="button"
            onClick={() => {
              onSelect(provider.uuid);
            }}
            aria-label={t('providers.providerList.showDetails', {
              fullName: provider.fullName,
              job: jobLabel(provider.job),
            })}
            aria-describedby={[
              `standing-${provider.uuid}`,
              provider.visitingCharge === null ? null : `charge-${provider.uuid}`,
              provider.phoneVerified || provider.idChecked ? `badges-${provider.uuid}` : null,
            ]
              .filter(Boolean)
              .join(' ')}
            className="group flex min-w-0 flex-1 items-center gap-3 rounded-xl p-1 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-400"
          >
            <Avatar src={provider.pictureUrl} name={provider.fullName} alt="" size="md" />
            <span className="min-w-0 flex-1">
              <span className="block font-semibold wrap-anywhere text-slate-900 group-hover:text-brand-700 dark:text-slate-100 dark:group-hover:text-brand-400">
                {variant === 'directory' ? (
                  provider.fullName
                ) : (
                  <>
                    <span>{provider.firstName}</span> <span>{provider.lastName}</span>
                  </>
                )}
              </span>
              <span className="block text-sm wrap-anywhere text-slate-600 dark:text-slate-400">
                {jobLabel(provider.job)}
              </span>
              <ProviderStanding id={`standing-${provider.uuid}`} provider={provider} className="mt-1" />
              <VerificationBadges
                id={`badges-${provider.uuid}`}
                phoneVerified={provider.phoneVerified}
                idChecked={provider.idChecked}
                className="mt-1"
              />
              {provider.visitingCharge !== null && (
                <span className="mt-1 block">
                  <VisitingCharge id={`charge-${provider.uuid}`} charge={provider.visitingCharge} />
                </span>
              )}
              <span className="mt-1 block sm:hidden">
                <RatingBadge count={provider.ratingCount} average={provider.ratingAvg} />
              </span>
            </span>
          </button>
          <span className="flex shrink-0 flex-col items-end gap-1">
            <span className="hidden sm:block">
              <RatingBadge count={provider.ratingCount} average={provider.ratingAvg} />
            </span>
            {provider.distanceKm !== null && (
              <span className="text-sm font-medium tabular-nums text-slate-700 dark:text-slate-300">
                <span className="sr-only">{t('providers.providerList.distance')} </span>
                {formatDistance(provider.distanceKm)}
              </span>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}
