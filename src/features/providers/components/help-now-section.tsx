import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/button';
import { toApiError } from '../../../lib/api/api-error';
import type { Job } from '../../../lib/domain/job';
import { t } from '../../../lib/i18n';
import { useGetHelpNowQuery, useRequestHelpNowMutation } from '../api/help-now-api';
import { isHelpNowShown } from '../lib/help-now';
import { HelpNowProgress } from './help-now-progress';
import { RequestForm } from './request-form';

const TRADES: readonly Job[] = ['Electrician', 'Plumber'];

interface HelpNowSectionProps {
  customerId: string;
  latitude: number | null;
  longitude: number | null;
  /** The trade the page is filtered to, chosen first. */
  job: Job | null;
}

/** "Need help now": one request to the nearest available providers of a trade, followed live. */
export function HelpNowSection({ customerId, latitude, longitude, job }: HelpNowSectionProps) {
  const current = useGetHelpNowQuery(customerId);
  const [requestHelpNow, asking] = useRequestHelpNowMutation();
  const [trade, setTrade] = useState<Job>(job ?? 'Electrician');
  const [composing, setComposing] = useState(false);
  const helpNow = current.data && isHelpNowShown(current.data) ? current.data : null;
  const running = helpNow?.state === 'open';

  return (
    <section
      aria-labelledby="help-now-title"
      className="mb-6 rounded-2xl border border-amber-300 bg-white p-4 shadow-sm sm:p-5 dark:border-amber-400/40 dark:bg-slate-900"
    >
      <h2 id="help-now-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('providers.helpNow.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('providers.helpNow.intro')}</p>
      {helpNow && (
        <div className="mt-3">
          <HelpNowProgress helpNow={helpNow} />
        </div>
      )}
      {!running &&
        (composing ? (
          <div className="mt-3">
            <RequestForm
              askWhen={false}
              submitLabel={t('providers.helpNow.askNow')}
              busy={asking.isLoading}
              onCancel={() => {
                setComposing(false);
              }}
              onSubmit={async (details) => {
                try {
                  await requestHelpNow({ customerId, job: trade, details, latitude, longitude }).unwrap();
                  setComposing(false);
                } catch (error) {
                  toast.error(t('providers.helpNow.failed', { message: toApiError(error).message }));
                }
              }}
            />
          </div>
        ) : (
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <div role="radiogroup" aria-label={t('providers.helpNow.trade')} className="flex gap-2">
              {TRADES.map((option) => (
                <button
                  key={option}
                  type="button"
                  role="radio"
                  aria-checked={trade === option}
                  onClick={() => {
                    setTrade(option);
                  }}
                  className={`min-h-11 rounded-full px-4 text-sm font-medium ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                    trade === option
                      ? 'bg-brand-700 text-white ring-brand-700 dark:bg-brand-500 dark:text-slate-950 dark:ring-brand-500'
                      : 'bg-white text-slate-700 ring-slate-300 dark:bg-slate-900 dark:text-slate-200 dark:ring-slate-700'
                  }`}
                >
                  {t(option === 'Plumber' ? 'common.jobs.plumber' : 'common.jobs.electrician')}
                </button>
              ))}
            </div>
            <Button
              className="min-h-11"
              onClick={() => {
                setComposing(true);
              }}
            >
              {t('providers.helpNow.needHelpNow')}
            </Button>
          </div>
        ))}
    </section>
  );
}
