import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form/text-field';
import { PageLoader } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { t } from '../../../lib/i18n';
import { useAppSelector } from '../../../store/hooks';
import { useResendConfirmationMutation } from '../api/auth-api';
import { useNextPath } from '../hooks/use-next-path';
import { forgotPasswordSchema, type ForgotPasswordForm as EmailValues } from '../lib/auth-schemas';
import { readLinkError } from '../lib/link-error';
import { confirmationRedirect, withNext } from '../../../lib/next-path';
import { AuthLayout } from './auth-layout';
import { CheckEmail } from './check-email';
import { FormAlert } from './form-alert';
import { TextLink } from './text-link';

/**
 * /signup/confirmed, where the link of a confirmation e-mail lands: the link has signed the person
 * in (startup read the session from the address), so they are welcomed and taken where they were
 * going (`?next=`). A used or expired link says so and offers a new one.
 */
export function EmailConfirmedPage() {
  const next = useNextPath();
  const uuid = useAppSelector((state) => state.authUser.uuid);
  const fullName = useAppSelector((state) => state.authUser.userDetails?.fullName ?? '');
  const navigate = useNavigate();
  const [linkError] = useState(() => readLinkError(window.location.hash));

  useEffect(() => {
    if (!uuid) return;
    const firstName = fullName.trim().split(/\s+/u)[0] ?? '';
    toast.success(
      firstName ? t('auth.emailConfirmed.welcomeNamed', { name: firstName }) : t('auth.emailConfirmed.welcome'),
    );
    void navigate(next, { replace: true });
  }, [uuid, fullName, next, navigate]);

  if (uuid) return <PageLoader label={t('auth.emailConfirmed.signingIn')} />;
  if (!linkError) {
    return (
      <AuthLayout title={t('auth.emailConfirmed.notSignedInTitle')}>
        <p className="text-slate-700 dark:text-slate-300">{t('auth.emailConfirmed.notSignedIn')}</p>
        <p className="mt-5 text-center text-sm">
          <TextLink to={withNext(paths.signIn, next)}>{t('common.actions.signIn')}</TextLink>
        </p>
      </AuthLayout>
    );
  }
  return <ExpiredLink next={next} />;
}

/** A used or expired link: the address, a new link, and sign-in for someone who confirmed already. */
function ExpiredLink({ next }: { next: string }) {
  const [resend, { isLoading, error }] = useResendConfirmationMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailRedirectTo = confirmationRedirect(window.location.origin, next);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailValues>({
    resolver: yupResolver(forgotPasswordSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { Email: '' },
  });

  if (sentTo) {
    return (
      <AuthLayout title={t('auth.checkEmail.title')} subtitle={t('auth.checkEmail.subtitle')}>
        <CheckEmail
          email={sentTo}
          emailRedirectTo={emailRedirectTo}
          onChangeAddress={() => {
            setSentTo(null);
          }}
        />
      </AuthLayout>
    );
  }

  const onSubmit = async ({ Email }: EmailValues) => {
    const result = await resend({ email: Email, emailRedirectTo });
    if ('data' in result) setSentTo(Email);
  };

  return (
    <AuthLayout title={t('auth.emailConfirmed.expiredTitle')}>
      <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="space-y-5">
        <p className="text-slate-700 dark:text-slate-300">{t('auth.emailConfirmed.expired')}</p>
        {error && (
          <FormAlert tone="error" occurrence={error}>
            {error.message}
          </FormAlert>
        )}
        <TextField
          label={t('auth.accountFields.emailAddress')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.Email?.message}
          {...register('Email')}
        />
        <Button type="submit" size="lg" className="w-full" loading={isLoading}>
          {t('auth.emailConfirmed.sendANewLink')}
        </Button>
        <p className="text-center text-sm text-slate-600 dark:text-slate-400">
          {t('auth.emailConfirmed.alreadyConfirmed')}{' '}
          <TextLink to={withNext(paths.signIn, next)}>{t('common.actions.signIn')}</TextLink>
        </p>
      </form>
    </AuthLayout>
  );
}
