import type { ReactNode } from 'react';
import { Spinner } from '../../../components/spinner';
import { StatTile as Tile } from '../../../components/stat-tile';
import { useGetProviderStatsQuery } from '../api/dashboard-api';
import { t } from '../../../lib/i18n';

function Count({ value, loading }: { value: number | undefined; loading: boolean }) {
  if (loading) return <Spinner size="sm" label={t('dashboard.statTiles.loadingNumber')} />;
  return <span>{value ?? '–'}</span>;
}

/** The provider's dashboard tiles: rating (a tile the route passes in), accepted connections, customers, done jobs. */
export function StatTiles({ providerId, ratingTile }: { providerId: string; ratingTile?: ReactNode }) {
  const { data, isLoading, isError } = useGetProviderStatsQuery(providerId);
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className="sr-only">
        {t('dashboard.statTiles.yourNumbers')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {ratingTile}
        <Tile
          title={t('dashboard.statTiles.currentConnections')}
          hint={
            data
              ? t('dashboard.statTiles.waitingForYourAnswer', { pendingRequests: data.pendingRequests })
              : t('dashboard.statTiles.acceptedRequests')
          }
        >
          <Count value={data?.acceptedConnections} loading={isLoading} />
        </Tile>
        <Tile title={t('dashboard.statTiles.users')} hint={t('dashboard.statTiles.customersWhoAsked')}>
          <Count value={data?.customers} loading={isLoading} />
        </Tile>
        <Tile title={t('dashboard.statTiles.jobsDone')} hint={t('dashboard.statTiles.jobsDoneHint')}>
          <Count value={data?.jobsDone} loading={isLoading} />
        </Tile>
      </dl>
      {isError && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
          {t('dashboard.statTiles.loadFailed')}
        </p>
      )}
    </section>
  );
}
