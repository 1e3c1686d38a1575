import { paths } from '../../../config/paths';
import { SignedInGate } from './signed-in-gate';
import { AuthLayout } from './auth-layout';
import { SignUpForm } from './sign-up-form';
import { SocialSignIn } from './social-sign-in';
import { TextLink } from './text-link';
import { t } from '../../../lib/i18n';

export function SignUpPage() {
  return (
    <AuthLayout
      title={t('auth.signUpPage.signUp')}
      subtitle={t('auth.signUpPage.createYourFreeAccountTo')}
      footer={
        <>
          {t('auth.signUpPage.alreadyHaveAnAccount')}{' '}
          <TextLink to={paths.signIn}>{t('auth.signUpPage.signIn')}</TextLink>
        </>
      }
    >
      <SignedInGate>
        <SignUpForm />
        <SocialSignIn action="signUp" />
      </SignedInGate>
    </AuthLayout>
  );
}
