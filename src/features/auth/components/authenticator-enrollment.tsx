import { toast } from 'react-toastify';
import { Button } from '../../../components/button';
import { t } from '../../../lib/i18n';
import type { TotpEnrollment } from '../api/mfa-api';
import { groupSecret } from '../lib/second-factor';
import { TotpCodeForm } from './totp-code-form';

interface AuthenticatorEnrollmentProps {
  enrollment: TotpEnrollment;
  onVerified: () => void;
  onCancel: () => void;
}

async function copySecret(secret: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(secret);
    toast.success(t('auth.mfa.copied'));
  } catch {
    toast.error(t('auth.mfa.copyFailed'));
  }
}

/** The new app's QR code and setup key, then its first code, which turns two-step sign-in on. */
export function AuthenticatorEnrollment({ enrollment, onVerified, onCancel }: AuthenticatorEnrollmentProps) {
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{t('auth.mfa.scanTitle')}</h3>
      {/* The QR code is dark on white in both themes: scanners need the contrast. */}
      <img
        src={enrollment.qrCode}
        alt={t('auth.mfa.qrAlt')}
        width={176}
        height={176}
        className="size-44 self-center rounded-lg bg-white p-2 ring-1 ring-slate-200 sm:self-start"
      />
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('auth.mfa.scanHint')}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          <span className="block font-medium text-slate-900 dark:text-slate-100">{t('auth.mfa.secretLabel')}</span>
          <code data-testid="totp-secret" className="font-mono text-base break-all text-slate-900 dark:text-slate-50">
            {groupSecret(enrollment.secret)}
          </code>
        </p>
        <Button variant="secondary" size="sm" className="sm:ml-auto" onClick={() => void copySecret(enrollment.secret)}>
          {t('auth.mfa.copy')}
        </Button>
      </div>
      <TotpCodeForm
        factorId={enrollment.factorId}
        submitLabel={t('auth.mfa.confirmApp')}
        onVerified={onVerified}
        actions={
          <Button variant="ghost" onClick={onCancel}>
            {t('common.actions.cancel')}
          </Button>
        }
      />
    </div>
  );
}
