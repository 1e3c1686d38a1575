import { AVAILABILITY_LABEL, type Availability } from '../lib/availability';
import { t } from '../lib/i18n';

const tone: Record<Availability, string> = {
  available: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30 dark:bg-emerald-500/10 dark:text-emerald-300',
  busy: 'bg-amber-50 text-amber-900 ring-amber-600/30 dark:bg-amber-500/10 dark:text-amber-200',
  away: 'bg-slate-100 text-slate-700 ring-slate-500/30 dark:bg-slate-800 dark:text-slate-300',
};

const dot: Record<Availability, string> = {
  available: 'bg-emerald-600 dark:bg-emerald-400',
  busy: 'bg-amber-500',
  away: 'bg-slate-400',
};

/** "Available now", "Busy" or "Away" as a small coloured pill. */
export function AvailabilityBadge({
  availability,
  className = '',
}: {
  availability: Availability;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${tone[availability]} ${className}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${dot[availability]}`} />
      {t(AVAILABILITY_LABEL[availability])}
    </span>
  );
}
