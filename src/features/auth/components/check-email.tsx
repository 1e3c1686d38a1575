import MailCheck from 'lucide-react/icons/mail-check';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { toApiError } from '../../../lib/api/api-error';
import { formatNumber, RichMessage, t } from '../../../lib/i18n';
import { useResendConfirmationMutation } from '../api/auth-api';
import { useCooldown } from '../../../lib/use-cooldown';
import { FormAlert } from './form-alert';

/** The backend sends at most one confirmation e-mail a minute to an address (GoTrue's max_frequency). */
export const RESEND_INTERVAL_SECONDS = 60;

interface CheckEmailProps {
  email: string;
  /** Where the e-mail's link lands, as for the first e-mail. */
  emailRedirectTo: string;
  /** Back to the form, its values kept, to correct a mistyped address. */
  onChangeAddress: () => void;
  /** Seconds before Resend may be used: a full interval right after an e-mail went out. */
  initialCooldown?: number;
}

/** After a sign-up that needs the address confirmed: which address, Resend (after a cooldown), change it. */
export function CheckEmail({
  email,
  emailRedirectTo,
  onChangeAddress,
  initialCooldown = RESEND_INTERVAL_SECONDS,
}: CheckEmailProps) {
  const { secondsLeft, restart } = useCooldown(initialCooldown);
  const [resend, { isLoading, error }] = useResendConfirmationMutation();
  const [resent, setResent] = useState(0);

  const sendAgain = async () => {
    const result = await resend({ email, emailRedirectTo });
    if ('error' in result) return;
    if (result.data.sent) {
      setResent((count) => count + 1);
      restart(RESEND_INTERVAL_SECONDS);
    } else {
      restart(result.data.waitSeconds);
    }
  };

  return (
    <div className="space-y-5">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-400">
          <MailCheck className="size-5" aria-hidden="true" />
        </span>
        <p role="status" className="text-slate-700 dark:text-slate-300">
          <RichMessage
            id="auth.checkEmail.sent"
            values={{ email: <strong className="break-all text-slate-900 dark:text-white">{email}</strong> }}
          />
        </p>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('auth.checkEmail.spamHint')}</p>
      {error && (
        <FormAlert tone="error" occurrence={error}>
          {toApiError(error).message}
        </FormAlert>
      )}
      {resent > 0 && !error && (
        <FormAlert tone="success" occurrence={resent}>
          {t('auth.checkEmail.sentAgain', { email })}
        </FormAlert>
      )}
      <div className="space-y-2">
        <Button
          variant="secondary"
          size="lg"
          className="w-full"
          loading={isLoading}
          disabled={isLoading || secondsLeft > 0}
          onClick={() => void sendAgain()}
        >
          {t('auth.checkEmail.resend')}
        </Button>
        <p className="text-center text-sm text-slate-600 dark:text-slate-400" aria-live="off">
          {secondsLeft > 0
            ? t('auth.checkEmail.resendIn', { seconds: formatNumber(secondsLeft) })
            : t('auth.checkEmail.resendNow')}
        </p>
      </div>
      <p className="border-t border-slate-200 pt-5 text-center text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
        {t('auth.checkEmail.wrongAddress')}{' '}
        <button
          type="button"
          onClick={onChangeAddress}
          className="rounded font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-400"
        >
          {t('auth.checkEmail.changeIt')}
        </button>
      </p>
    </div>
  );
}
