import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { paths } from '../../../config/paths';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { useNextPath } from '../hooks/use-next-path';
import { confirmationRedirect, withNext } from '../../../lib/next-path';
import { CheckEmail } from './check-email';
import { FormAlert } from './form-alert';
import { SignedInGate } from './signed-in-gate';
import { AuthLayout } from './auth-layout';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';
import { SecondFactorStep } from './second-factor-step';
import { useSecondStepTexts } from '../lib/use-second-step-texts';
import { SocialSignIn } from './social-sign-in';
import { TextLink } from './text-link';
import { t } from '../../../lib/i18n';

/** /signin, and with ?forgot its "Forgot Password" step; `?next=` is where the person goes afterwards. */
export function SignInPage() {
  const [params, setParams] = useSearchParams();
  const next = useNextPath();
  const forgot = params.has('forgot');
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const [secondFactor, setSecondFactor] = useState(false);
  const finishSignIn = useFinishSignIn();
  const secondStep = useSecondStepTexts(secondFactor);

  if (secondFactor) {
    return (
      <AuthLayout title={secondStep.title} subtitle={secondStep.intro}>
        <SecondFactorStep
          onVerified={async () => {
            toast.success(t('auth.signInForm.signedIn'), { position: 'top-right', autoClose: 5000 });
            await finishSignIn(next);
          }}
          onCancelled={() => {
            setSecondFactor(false);
          }}
        />
      </AuthLayout>
    );
  }

  if (unconfirmed) {
    return (
      <AuthLayout title={t('auth.checkEmail.confirmFirstTitle')}>
        <div className="space-y-5">
          <FormAlert tone="error" occurrence={unconfirmed}>
            {t('auth.checkEmail.confirmFirst')}
          </FormAlert>
          <CheckEmail
            email={unconfirmed}
            initialCooldown={0}
            emailRedirectTo={confirmationRedirect(window.location.origin, next)}
            onChangeAddress={() => {
              setUnconfirmed(null);
            }}
          />
        </div>
      </AuthLayout>
    );
  }

  if (forgot) {
    return (
      <AuthLayout title={t('auth.signInPage.forgotPasswordTitle')} subtitle={t('auth.signInPage.forgotPasswordIntro')}>
        <ForgotPasswordForm
          initialEmail={params.get('email') ?? ''}
          onBack={() => {
            setParams({});
          }}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('auth.signInPage.title')}
      subtitle={t('auth.signInPage.intro')}
      footer={
        <>
          {t('auth.signInPage.noAccount')}{' '}
          <TextLink to={withNext(paths.signUp, next)}>{t('auth.signInPage.signUp')}</TextLink>
        </>
      }
    >
      <SignedInGate>
        <SignInForm
          next={next}
          onUnconfirmed={setUnconfirmed}
          onSecondFactor={() => {
            setSecondFactor(true);
          }}
          onForgotPassword={(email) => {
            setParams(email ? { forgot: '1', email } : { forgot: '1' });
          }}
        />
        <SocialSignIn action="signIn" next={next} />
      </SignedInGate>
    </AuthLayout>
  );
}
