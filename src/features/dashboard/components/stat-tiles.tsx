import type { ReactNode } from 'react';
import { Spinner } from '../../../components/spinner';
import { StatTile as Tile } from '../../../components/stat-tile';
import { useGetProviderStatsQuery } from '../api/dashboard-api';

function Count({ value, loading }: { value: number | undefined; loading: boolean }) {
  if (loading) return <Spinner size="sm" label="Loading number" />;
  return <span>{value ?? '–'}</span>;
}

/** The provider's dashboard tiles: rating (a tile the route passes in), accepted connections, customers. */
export function StatTiles({ providerId, ratingTile }: { providerId: string; ratingTile?: ReactNode }) {
  const { data, isLoading, isError } = useGetProviderStatsQuery(providerId);
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className="sr-only">
        Your numbers
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        {ratingTile}
        <Tile
          title="Current Connections"
          hint={data ? `${data.pendingRequests} waiting for your answer` : 'Accepted requests'}
        >
          <Count value={data?.acceptedConnections} loading={isLoading} />
        </Tile>
        <Tile title="Users" hint="Customers you chat with">
          <Count value={data?.customers} loading={isLoading} />
        </Tile>
      </dl>
      {isError && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
          Your numbers could not be loaded. Please reload the page.
        </p>
      )}
    </section>
  );
}
