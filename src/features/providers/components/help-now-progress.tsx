import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { Button } from '../../../components/button';
import { toApiError } from '../../../lib/api/api-error';
import { buttonClasses } from '../../../components/button-styles';
import { chatPath, paths } from '../../../config/paths';
import { formatNumber, formatTime, t, tp } from '../../../lib/i18n';
import { useAdvanceHelpNowMutation, useCancelHelpNowMutation } from '../api/help-now-api';
import { HELP_NOW_ROUNDS, type HelpNow } from '../lib/help-now';

/** Live: how many were asked and have seen it; who accepted; or, plainly, that nobody did. */
export function HelpNowProgress({ helpNow }: { helpNow: HelpNow }) {
  const [advance] = useAdvanceHelpNowMutation();
  const [withdraw, withdrawing] = useCancelHelpNowMutation();
  const { state, roundEndsAt } = helpNow;

  // When the round is over, ask the database to move on now rather than at the next bell.
  useEffect(() => {
    if (state !== 'open') return;
    const wait = Math.max(0, new Date(roundEndsAt).getTime() - Date.now()) + 1000;
    const timer = window.setTimeout(() => void advance(null), wait);
    return () => {
      window.clearTimeout(timer);
    };
  }, [state, roundEndsAt, advance]);

  const plumbers = helpNow.job === 'Plumber';
  const asked = helpNow.copies.length;
  const seen = helpNow.copies.filter((copy) => copy.seen).length;

  if (state === 'accepted' && helpNow.winner) {
    return (
      <div
        role="status"
        className="rounded-xl bg-emerald-50 p-4 text-emerald-900 dark:bg-emerald-500/10 dark:text-emerald-200"
      >
        <p className="font-semibold">{t('providers.helpNow.accepted', { name: helpNow.winner.providerName })}</p>
        <Link to={chatPath(helpNow.winner.messageId)} className={buttonClasses('primary', 'md', 'mt-3 min-h-11')}>
          {t('providers.helpNow.openChat')}
        </Link>
      </div>
    );
  }

  if (state === 'cancelled') {
    return (
      <div role="status" className="rounded-xl bg-slate-100 p-4 text-slate-800 dark:bg-slate-800 dark:text-slate-200">
        <p className="font-semibold">{t('providers.helpNow.withdrawn')}</p>
        <p className="mt-1 text-sm">{t('providers.helpNow.askAgainHint')}</p>
      </div>
    );
  }

  if (state === 'unanswered') {
    return (
      <div role="status" className="rounded-xl bg-slate-100 p-4 text-slate-800 dark:bg-slate-800 dark:text-slate-200">
        <p className="font-semibold">
          {asked === 0
            ? t(
                plumbers
                  ? 'providers.helpNow.nobodyAvailablePlumbers'
                  : 'providers.helpNow.nobodyAvailableElectricians',
              )
            : t(plumbers ? 'providers.helpNow.nobodyAcceptedPlumbers' : 'providers.helpNow.nobodyAcceptedElectricians')}
        </p>
        <p className="mt-1 text-sm">{t('providers.helpNow.tryDirectory')}</p>
        <Link to={paths.serviceProviders} className={buttonClasses('secondary', 'md', 'mt-3 min-h-11')}>
          {t('providers.helpNow.openDirectory')}
        </Link>
      </div>
    );
  }

  return (
    <div role="status" className="rounded-xl bg-amber-50 p-4 text-amber-950 dark:bg-amber-400/10 dark:text-amber-100">
      <p className="font-semibold">
        {tp(plumbers ? 'providers.helpNow.sentToPlumbers' : 'providers.helpNow.sentToElectricians', asked)}
        {' · '}
        {tp('providers.helpNow.seen', seen)}
      </p>
      <p className="mt-1 text-sm">
        {t('providers.helpNow.round', {
          round: formatNumber(helpNow.round),
          rounds: formatNumber(HELP_NOW_ROUNDS),
          time: formatTime(roundEndsAt),
        })}
      </p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-3 min-h-11"
        disabled={withdrawing.isLoading}
        onClick={() => {
          withdraw(null)
            .unwrap()
            .catch((error: unknown) => {
              toast.error(t('providers.helpNow.withdrawFailed', { message: toApiError(error).message }));
            });
        }}
      >
        {t('providers.helpNow.withdraw')}
      </Button>
    </div>
  );
}
