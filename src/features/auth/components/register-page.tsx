import { paths } from '../../../config/paths';
import { SignedInGate } from './signed-in-gate';
import { AuthLayout } from './auth-layout';
import { RegisterForm } from './register-form';
import { SocialSignIn } from './social-sign-in';
import { TextLink } from './text-link';
import { t } from '../../../lib/i18n';

export function RegisterPage() {
  return (
    <AuthLayout
      title={t('auth.registerPage.register')}
      badge={t('auth.registerPage.onlyForServiceProviders')}
      subtitle={t('auth.registerPage.joinMistriAsAnElectrician')}
      footer={
        <>
          {t('auth.registerPage.alreadyHaveAnAccount')}{' '}
          <TextLink to={paths.signIn}>{t('auth.registerPage.signIn')}</TextLink>
        </>
      }
    >
      <SignedInGate>
        <RegisterForm />
        <SocialSignIn action="register" />
      </SignedInGate>
    </AuthLayout>
  );
}
