import { AvailabilityBadge } from '../../../components/availability-badge';
import { responseTimeText } from '../../../lib/availability';
import type { Provider } from '../lib/provider';
import { tp } from '../../../lib/i18n';

/** Availability, how fast the provider usually answers once measured, and their done jobs. */
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
      {provider.jobsDone > 0 && (
        <span className="text-xs font-medium text-emerald-800 dark:text-emerald-300">
          {tp('providers.jobsDone', provider.jobsDone)}
        </span>
      )}
    </span>
  );
}
