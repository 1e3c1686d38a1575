import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { SignedInGate } from './signed-in-gate';
import { AuthLayout } from './auth-layout';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';
import { SocialSignIn } from './social-sign-in';
import { TextLink } from './text-link';
import { t } from '../../../lib/i18n';

/** /signin, and with ?forgot its "Forgot Password" step. */
export function SignInPage() {
  const [params, setParams] = useSearchParams();
  const forgot = params.has('forgot');

  if (forgot) {
    return (
      <AuthLayout title={t('auth.signInPage.forgotPassword')} subtitle={t('auth.signInPage.weWillEMailYou')}>
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
      title={t('auth.signInPage.signIn')}
      subtitle={t('auth.signInPage.welcomeBackSignInTo')}
      footer={
        <>
          {t('auth.signInPage.areYouWillingToSign')}{' '}
          <TextLink to={paths.signUp}>{t('auth.signInPage.doSignUp')}</TextLink>
        </>
      }
    >
      <SignedInGate>
        <SignInForm
          onForgotPassword={(email) => {
            setParams(email ? { forgot: '1', email } : { forgot: '1' });
          }}
        />
        <SocialSignIn action="signIn" />
      </SignedInGate>
    </AuthLayout>
  );
}
