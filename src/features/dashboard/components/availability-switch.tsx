import { toast } from 'react-toastify';
import { AVAILABILITIES, AVAILABILITY_LABEL, responseTimeText, type Availability } from '../../../lib/availability';
import { useGetStandingQuery, useSetAvailabilityMutation } from '../api/dashboard-api';
import { t } from '../../../lib/i18n';

const active: Record<Availability, string> = {
  available: 'bg-emerald-700 text-white ring-emerald-700 dark:bg-emerald-500 dark:text-slate-950 dark:ring-emerald-500',
  busy: 'bg-amber-500 text-slate-950 ring-amber-500',
  away: 'bg-slate-700 text-white ring-slate-700 dark:bg-slate-300 dark:text-slate-950 dark:ring-slate-300',
};

/** One tap sets "Available now", "Busy" or "Away"; customers see it on cards and the panel. */
export function AvailabilitySwitch({ providerId }: { providerId: string }) {
  const { data } = useGetStandingQuery(providerId);
  const [setAvailability, { isLoading }] = useSetAvailabilityMutation();
  const current = data?.availability;
  const responseText = responseTimeText(data?.responseSeconds);

  const choose = async (availability: Availability) => {
    try {
      await setAvailability({ providerId, availability }).unwrap();
    } catch {
      toast.error(t('dashboard.availabilitySwitch.saveFailed'), { toastId: 'availability-failed' });
    }
  };

  return (
    <div className="flex flex-col gap-2 sm:items-end">
      <div role="group" aria-label={t('dashboard.availabilitySwitch.label')} className="inline-flex flex-wrap gap-2">
        {AVAILABILITIES.map((availability) => {
          const pressed = current === availability;
          return (
            <button
              key={availability}
              type="button"
              aria-pressed={pressed}
              disabled={isLoading || !data}
              onClick={() => void choose(availability)}
              className={`rounded-full px-3.5 py-1.5 text-sm font-semibold ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait ${
                pressed
                  ? active[availability]
                  : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 dark:bg-slate-900 dark:text-slate-200 dark:ring-slate-700 dark:hover:bg-slate-800'
              }`}
            >
              {t(AVAILABILITY_LABEL[availability])}
            </button>
          );
        })}
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {responseText ?? t('dashboard.availabilitySwitch.responseTimeHint')}
      </p>
    </div>
  );
}
