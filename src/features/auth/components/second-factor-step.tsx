import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { t } from '../../../lib/i18n';
import { useSignOutMutation } from '../api/auth-api';
import { useGetSecondFactorsQuery, useVerifyPasskeyMutation } from '../api/mfa-api';
import { FormAlert } from './form-alert';
import { TotpCodeForm } from './totp-code-form';

interface SecondFactorStepProps {
  /** The session is aal2 now: the person may be loaded. */
  onVerified: () => void | Promise<void>;
  /** The half-made session has been signed out on this device. */
  onCancelled: () => void;
}

/**
 * The sign-in's second step: the password was right, and the account asks for a code from its
 * authenticator app before the person counts as signed in. Cancel signs the half-made session out.
 */
export function SecondFactorStep({ onVerified, onCancelled }: SecondFactorStepProps) {
  const factors = useGetSecondFactorsQuery();
  const [signOut, signingOut] = useSignOutMutation();
  const app = factors.data?.find((factor) => factor.verified && factor.kind === 'totp');
  const passkey = factors.data?.find((factor) => factor.verified && factor.kind === 'webauthn');
  const [verifyPasskey, verifyingPasskey] = useVerifyPasskeyMutation();

  const signInWithPasskey = async (factorId: string) => {
    const result = await verifyPasskey({ factorId });
    if ('data' in result) await onVerified();
  };

  const cancel = async () => {
    const result = await signOut({ everywhere: false });
    if ('data' in result) onCancelled();
  };

  const cancelButton = (
    <Button variant="ghost" loading={signingOut.isLoading} onClick={() => void cancel()}>
      {t('auth.mfa.cancelSignIn')}
    </Button>
  );

  if (factors.isLoading) return <Spinner label={t('auth.mfa.signInTitle')} />;

  return (
    <div className="flex flex-col gap-4">
      {signingOut.error && 'message' in signingOut.error && (
        <FormAlert tone="error" occurrence={signingOut.error}>
          {signingOut.error.message}
        </FormAlert>
      )}
      {passkey && (
        <div className="flex flex-col gap-3">
          {app && <p className="text-sm text-slate-700 dark:text-slate-300">{t('auth.mfa.passkeyHint')}</p>}
          <Button
            variant={app ? 'secondary' : 'primary'}
            loading={verifyingPasskey.isLoading}
            onClick={() => void signInWithPasskey(passkey.id)}
          >
            {t('auth.mfa.usePasskey')}
          </Button>
          {verifyingPasskey.error && (
            <FormAlert tone="error" occurrence={verifyingPasskey.error}>
              {t('auth.mfa.passkeyFailed')}
            </FormAlert>
          )}
        </div>
      )}
      {app ? (
        <TotpCodeForm
          factorId={app.id}
          submitLabel={t('auth.mfa.verify')}
          onVerified={onVerified}
          actions={cancelButton}
          focusOnShow
        />
      ) : passkey ? (
        <div>{cancelButton}</div>
      ) : (
        <>
          <FormAlert tone="error" occurrence={factors.error}>
            {factors.error && 'message' in factors.error ? factors.error.message : t('auth.mfa.noAppHere')}
          </FormAlert>
          <div>{cancelButton}</div>
        </>
      )}
    </div>
  );
}
