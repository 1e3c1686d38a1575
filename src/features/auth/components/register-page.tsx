import { useState } from 'react';
import { paths } from '../../../config/paths';
import type { RegisterForm as RegisterValues } from '../lib/auth-schemas';
import { SignedInGate } from './signed-in-gate';
import { AuthLayout } from './auth-layout';
import { CheckEmail } from './check-email';
import { RegisterForm } from './register-form';
import { SocialSignIn } from './social-sign-in';
import { TextLink } from './text-link';
import { t } from '../../../lib/i18n';

interface Pending {
  values: RegisterValues;
  emailRedirectTo: string;
}

/** /register, for electricians and plumbers; a new provider's confirmation link lands on the dashboard. */
export function RegisterPage() {
  const [pending, setPending] = useState<Pending | null>(null);
  const [corrected, setCorrected] = useState<RegisterValues | undefined>(undefined);

  if (pending) {
    return (
      <AuthLayout audience="provider" title={t('auth.checkEmail.title')} subtitle={t('auth.checkEmail.subtitle')}>
        <CheckEmail
          email={pending.values.Email}
          emailRedirectTo={pending.emailRedirectTo}
          onChangeAddress={() => {
            setCorrected(pending.values);
            setPending(null);
          }}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      audience="provider"
      title={t('auth.registerPage.title')}
      badge={t('auth.registerPage.onlyForServiceProviders')}
      subtitle={t('auth.registerPage.intro')}
      footer={
        <>
          <p>
            {t('auth.haveAccount')} <TextLink to={paths.signIn}>{t('common.actions.signIn')}</TextLink>
          </p>
          <p className="mt-2">
            {t('auth.audience.lookingForHelp')}{' '}
            <TextLink to={paths.signUp}>{t('auth.audience.signUpAsACustomer')}</TextLink>
          </p>
        </>
      }
    >
      <SignedInGate>
        <RegisterForm
          initialValues={corrected}
          onConfirmEmail={(values, emailRedirectTo) => {
            setPending({ values, emailRedirectTo });
          }}
        />
        <SocialSignIn action="register" />
      </SignedInGate>
    </AuthLayout>
  );
}
