import type { ReactNode } from 'react';
import { Avatar } from '../../../components/avatar';
import { SidePanel } from '../../../components/side-panel';
import { RatingBadge } from '../../../components/rating-badge';
import { RateCard } from '../../../components/rate-card';
import { visitingChargeAmount } from '../../../lib/visiting-charge';
import { useGetRateCardQuery } from '../api/providers-api';
import { formatDistance } from '../../../lib/geo/format-distance';
import type { Provider } from '../lib/provider';
import { ConnectSection } from './connect-section';
import { ProviderPhone } from './provider-phone';
import { ProviderStanding } from './provider-standing';
import { VerificationBadges } from './verification-badges';
import { t } from '../../../lib/i18n';
import { jobLabel } from '../../../lib/job-label';

/** Renders what another feature shows about a provider in the panel (the route decides). */
export type ProviderSlot = (provider: Provider) => ReactNode;

interface ProviderPanelProps {
  provider: Provider | null;
  onClose: () => void;
  /** Reviews of the provider, placed under the connect section. */
  reviews?: ProviderSlot;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:gap-4">
      <dt className="w-28 shrink-0 text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

const linkClasses =
  'font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-400';

/** The provider's rate card, read when the panel opens; nothing while loading or when there is none. */
function ProviderRateCard({ providerId }: { providerId: string }) {
  const { data } = useGetRateCardQuery(providerId);
  return <RateCard lines={data ?? []} />;
}

/** The selected provider's details and the way to connect with them. */
export function ProviderPanel({ provider, onClose, reviews }: ProviderPanelProps) {
  return (
    <SidePanel open={provider !== null} onClose={onClose} title={t('providers.providerPanel.title')}>
      {provider && (
        <div className="mx-auto flex max-w-md flex-col gap-6">
          <div className="flex flex-col items-center gap-2 text-center">
            <Avatar src={provider.pictureUrl} name={provider.fullName} size="xl" />
            <p className="mt-2 text-xl font-semibold text-slate-900 dark:text-slate-100">{provider.fullName}</p>
            <p className="text-slate-600 dark:text-slate-400">{jobLabel(provider.job)}</p>
            <RatingBadge count={provider.ratingCount} average={provider.ratingAvg} size="md" />
            <ProviderStanding provider={provider} className="justify-center" />
            <VerificationBadges
              phoneVerified={provider.phoneVerified}
              idChecked={provider.idChecked}
              className="justify-center"
            />
          </div>
          <dl className="divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            <Detail label={t('providers.providerPanel.profession')}>{jobLabel(provider.job)}</Detail>
            <Detail label={t('providers.providerPanel.location')}>
              {provider.location || t('providers.providerPanel.notGiven')}
              {provider.distanceKm !== null && (
                <span className="text-slate-600 dark:text-slate-400">
                  {' '}
                  {t('providers.providerPanel.distanceAway', { distance: formatDistance(provider.distanceKm) })}
                </span>
              )}
            </Detail>
            <Detail label={t('providers.providerPanel.phone')}>
              <ProviderPhone providerId={provider.uuid} linkClassName={linkClasses} />
            </Detail>
            {provider.visitingCharge !== null && (
              <Detail label={t('providers.prices.charge')}>{visitingChargeAmount(provider.visitingCharge)}</Detail>
            )}
          </dl>
          <ProviderRateCard providerId={provider.uuid} />
          <ConnectSection provider={provider} />
          {reviews?.(provider)}
        </div>
      )}
    </SidePanel>
  );
}
