import type { ReactNode } from 'react';
import { Spinner } from '../../../components/spinner';
import { StarRating } from '../../../components/star-rating';
import { useGetProviderStatsQuery } from '../api/dashboard-api';

/** Every provider shows 4 of 5 until customers can leave reviews. */
const FIXED_RATING = 4;

interface TileProps {
  title: string;
  children: ReactNode;
  hint: string;
  className?: string;
}

function Tile({ title, children, hint, className = '' }: TileProps) {
  return (
    <div
      className={`rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900 ${className}`}
    >
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{title}</dt>
      <dd className="mt-2 flex min-h-9 items-center gap-3 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        {children}
      </dd>
      <dd className="mt-1 text-sm text-slate-600 dark:text-slate-400">{hint}</dd>
    </div>
  );
}

function Count({ value, loading }: { value: number | undefined; loading: boolean }) {
  if (loading) return <Spinner size="sm" label="Loading number" />;
  return <span>{value ?? '–'}</span>;
}

/** The provider's three dashboard tiles: rating, accepted connections and distinct customers. */
export function StatTiles({ providerId }: { providerId: string }) {
  const { data, isLoading, isError } = useGetProviderStatsQuery(providerId);
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className="sr-only">
        Your numbers
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        <Tile title="Your Ratings" hint="Reviews are coming soon" className="col-span-2 sm:col-span-1">
          <span>{FIXED_RATING}.0</span>
          <StarRating value={FIXED_RATING} size="md" />
        </Tile>
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
