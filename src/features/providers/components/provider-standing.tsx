import { AvailabilityBadge } from '../../../components/availability-badge';
import { responseTimeText } from '../../../lib/availability';
import type { Provider } from '../lib/provider';

/** Availability and, once measured, how fast the provider usually answers. */
export function ProviderStanding({
  provider,
  id,
  className = '',
}: {
  provider: Provider;
  id?: string;
  className?: string;
}) {
  const response = responseTimeText(provider.responseSeconds);
  return (
    <span id={id} className={`flex flex-wrap items-center gap-x-2 gap-y-1 ${className}`}>
      <AvailabilityBadge availability={provider.availability} />
      {response && <span className="text-xs text-slate-600 dark:text-slate-400">{response}</span>}
    </span>
  );
}
