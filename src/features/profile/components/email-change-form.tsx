import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form/text-field';
import { paths } from '../../../config/paths';
import { RichMessage, t } from '../../../lib/i18n';
import { useChangeEmailMutation } from '../api/profile-api';
import type { ProfileKind } from '../lib/profile';
import { emailChangeSchema, type EmailChangeForm as EmailValues } from '../lib/profile-schemas';
import { SectionAlert } from './section-alert';

interface EmailChangeFormProps {
  uuid: string;
  kind: ProfileKind;
  currentEmail: string;
}

/**
 * The account's e-mail. A new address takes effect only when both the current and the new one have
 * opened the link sent to them, so a stolen session cannot move the account to another address.
 */
export function EmailChangeForm({ uuid, kind, currentEmail }: EmailChangeFormProps) {
  const [changeEmail, { isLoading, data, error, originalArgs, reset: forget }] = useChangeEmailMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailValues>({
    resolver: yupResolver(emailChangeSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: currentEmail },
  });

  const submit = async ({ email }: EmailValues) => {
    if (email.toLowerCase() === currentEmail.toLowerCase()) {
      forget();
      return;
    }
    await changeEmail({
      uuid,
      kind,
      email,
      redirectTo: `${window.location.origin}${paths.yourProfilePreferences}`,
    });
  };

  return (
    <form
      noValidate
      aria-labelledby="email-change-title"
      onSubmit={(event) => void handleSubmit(submit)(event)}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div>
        <h2 id="email-change-title" className="text-base font-semibold text-slate-900 dark:text-slate-100">
          {t('profile.accountSecurity.emailTitle')}
        </h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('profile.accountSecurity.emailHint')}</p>
      </div>
      <TextField
        label={t('profile.preferencesPage.yourEmail')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      {error && (
        <SectionAlert tone="error" occurrence={error}>
          {error.message}
        </SectionAlert>
      )}
      {data && originalArgs && (
        <SectionAlert tone="success" occurrence={data}>
          {data.pending ? (
            <RichMessage
              id="profile.accountSecurity.emailPending"
              values={{
                current: <strong className="break-all">{currentEmail}</strong>,
                next: <strong className="break-all">{originalArgs.email}</strong>,
              }}
            />
          ) : (
            t('profile.accountSecurity.emailChanged', { email: originalArgs.email })
          )}
        </SectionAlert>
      )}
      <Button type="submit" loading={isLoading} className="sm:self-start">
        {t('profile.accountSecurity.changeEmail')}
      </Button>
    </form>
  );
}
