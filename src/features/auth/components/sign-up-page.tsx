import { useState } from 'react';
import { paths } from '../../../config/paths';
import { useNextPath } from '../hooks/use-next-path';
import type { SignUpForm as SignUpValues } from '../lib/auth-schemas';
import { withNext } from '../../../lib/next-path';
import { SignedInGate } from './signed-in-gate';
import { AuthLayout } from './auth-layout';
import { CheckEmail } from './check-email';
import { SignUpForm } from './sign-up-form';
import { SocialSignIn } from './social-sign-in';
import { TextLink } from './text-link';
import { t } from '../../../lib/i18n';

interface Pending {
  values: SignUpValues;
  emailRedirectTo: string;
}

/** /signup, the customers' sign-up; after it, "Check your e-mail" until the link is opened. */
export function SignUpPage() {
  const next = useNextPath();
  const [pending, setPending] = useState<Pending | null>(null);
  const [corrected, setCorrected] = useState<SignUpValues | undefined>(undefined);

  if (pending) {
    return (
      <AuthLayout title={t('auth.checkEmail.title')} subtitle={t('auth.checkEmail.subtitle')}>
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
      title={t('auth.signUpPage.title')}
      subtitle={t('auth.signUpPage.intro')}
      footer={
        <>
          <p>
            {t('auth.haveAccount')} <TextLink to={withNext(paths.signIn, next)}>{t('common.actions.signIn')}</TextLink>
          </p>
          <p className="mt-2">
            {t('auth.audience.areYouAProvider')}{' '}
            <TextLink to={paths.register}>{t('auth.audience.registerAsAProvider')}</TextLink>
          </p>
        </>
      }
    >
      <SignedInGate>
        <SignUpForm
          next={next}
          initialValues={corrected}
          onConfirmEmail={(values, emailRedirectTo) => {
            setPending({ values, emailRedirectTo });
          }}
        />
        <SocialSignIn action="signUp" next={next} />
      </SignedInGate>
    </AuthLayout>
  );
}
