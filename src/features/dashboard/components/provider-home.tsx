import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title';
import { useAppSelector } from '../../../store/hooks';
import type { ConnectionRequest } from '../lib/connection-request';
import { providerGreeting } from '../lib/greeting';
import { AvailabilitySwitch } from './availability-switch';
import { ProviderArea } from './provider-area';
import { RequestsList } from './requests-list';
import { StatTiles } from './stat-tiles';
import { t } from '../../../lib/i18n';

interface ProviderHomeProps {
  /** The "Your Ratings" tile (another feature's, placed by the route). */
  ratingTile?: (providerId: string) => ReactNode;
  /** A notice above the numbers (another feature's, placed by the route). */
  notice?: ReactNode;
  /** When the account was made (the route reads it), for a first visit's greeting. */
  accountCreatedAt?: string | undefined;
  /** The provider's reviews, under the requests. */
  reviews?: (providerId: string, name: string) => ReactNode;
  /** Shown in an accepted request's row (another feature's, placed by the route): its visit time. */
  acceptedExtra?: (request: ConnectionRequest) => ReactNode;
}

/** The provider's home: their numbers and the requests list. Also the /dashboard page. */
export function ProviderHome({ ratingTile, notice, accountCreatedAt, reviews, acceptedExtra }: ProviderHomeProps) {
  const details = useAppSelector((state) => state.authUser.userDetails);
  const name = details?.fullName.trim() ?? '';
  return (
    <ProviderArea>
      {(providerId) => (
        <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
          <PageTitle title={t('dashboard.providerHome.title')} />
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
            <div>
              <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
                {t('dashboard.providerHome.title')}
              </h1>
              <p className="mt-1 text-slate-600 dark:text-slate-400">
                {providerGreeting(name, accountCreatedAt)} {t('dashboard.providerHome.hint')}
              </p>
            </div>
            <AvailabilitySwitch providerId={providerId} />
          </div>
          {notice}
          <StatTiles providerId={providerId} ratingTile={ratingTile?.(providerId)} />
          <RequestsList providerId={providerId} acceptedExtra={acceptedExtra} />
          {reviews?.(providerId, name)}
        </div>
      )}
    </ProviderArea>
  );
}
