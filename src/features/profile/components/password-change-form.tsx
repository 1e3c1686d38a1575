import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Button } from '../../../components/button';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { formatNumber, RichMessage, t } from '../../../lib/i18n';
import { useCooldown } from '../../../lib/use-cooldown';
import { useChangePasswordMutation, useSendPasswordCodeMutation } from '../api/profile-api';
import {
  passwordChangeSchema,
  passwordCodeSchema,
  type PasswordChangeForm as PasswordValues,
  type PasswordCodeForm as CodeValues,
} from '../lib/profile-schemas';
import { SectionAlert } from './section-alert';

/** The backend sends at most one code a minute (GoTrue's max_frequency). */
const CODE_INTERVAL_SECONDS = 60;

/**
 * A new password, proven by a code e-mailed to the account's address (secure_password_change):
 * the new password typed twice, then the code. Someone holding only an open session on a shared
 * device cannot lock the owner out.
 */
export function PasswordChangeForm({ email }: { email: string }) {
  const [password, setPassword] = useState<string | null>(null);
  const [sendCode, sending] = useSendPasswordCodeMutation();

  const start = async ({ password: chosen }: PasswordValues) => {
    const result = await sendCode();
    if ('data' in result) setPassword(chosen);
  };

  return (
    <section
      aria-labelledby="password-change-title"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div>
        <h2 id="password-change-title" className="text-base font-semibold text-slate-900 dark:text-slate-100">
          {t('profile.accountSecurity.passwordTitle')}
        </h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('profile.accountSecurity.passwordHint')}</p>
      </div>
      {password === null ? (
        <NewPasswordStep onSubmit={start} sending={sending.isLoading} error={sending.error} />
      ) : (
        <CodeStep
          email={email}
          password={password}
          onDone={() => {
            setPassword(null);
          }}
        />
      )}
    </section>
  );
}

function NewPasswordStep({
  onSubmit,
  sending,
  error,
}: {
  onSubmit: (values: PasswordValues) => Promise<void>;
  sending: boolean;
  error: { message?: string } | undefined;
}) {
  const [shown, setShown] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordValues>({
    resolver: yupResolver(passwordChangeSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  });
  return (
    <form
      noValidate
      aria-label={t('profile.accountSecurity.passwordTitle')}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="flex flex-col gap-4"
    >
      <PasswordField
        label={t('profile.preferencesPage.newPassword')}
        autoComplete="new-password"
        maxLength={72}
        error={errors.password?.message}
        hint={t('profile.preferencesPage.passwordHint')}
        visible={shown}
        onVisibleChange={setShown}
        {...register('password')}
      />
      <PasswordField
        label={t('profile.preferencesPage.confirmNewPassword')}
        autoComplete="new-password"
        maxLength={72}
        error={errors.confirmPassword?.message}
        visible={shown}
        onVisibleChange={setShown}
        {...register('confirmPassword')}
      />
      {error?.message && (
        <SectionAlert tone="error" occurrence={error}>
          {error.message}
        </SectionAlert>
      )}
      <Button type="submit" loading={sending} className="sm:self-start">
        {t('profile.accountSecurity.sendCode')}
      </Button>
    </form>
  );
}

function CodeStep({ email, password, onDone }: { email: string; password: string; onDone: () => void }) {
  const [changePassword, changing] = useChangePasswordMutation();
  const [sendCode, sending] = useSendPasswordCodeMutation();
  const { secondsLeft, restart } = useCooldown(CODE_INTERVAL_SECONDS);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CodeValues>({
    resolver: yupResolver(passwordCodeSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { code: '' },
  });

  const submit = async ({ code }: CodeValues) => {
    const result = await changePassword({ password, code });
    if ('error' in result) return;
    toast.success(t('profile.accountSecurity.passwordChanged'));
    onDone();
  };

  const sendAgain = async () => {
    const result = await sendCode();
    if ('data' in result) restart(CODE_INTERVAL_SECONDS);
  };

  const error = changing.error ?? sending.error;
  return (
    <form
      noValidate
      aria-label={t('profile.accountSecurity.enterCode')}
      onSubmit={(event) => void handleSubmit(submit)(event)}
      className="flex flex-col gap-4"
    >
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        <RichMessage
          id="profile.accountSecurity.codeSent"
          values={{ email: <strong className="break-all text-slate-900 dark:text-white">{email}</strong> }}
        />
      </p>
      <TextField
        label={t('profile.accountSecurity.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        error={errors.code?.message}
        {...register('code')}
      />
      {error && 'message' in error && error.message && (
        <SectionAlert tone="error" occurrence={error}>
          {error.message}
        </SectionAlert>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" loading={changing.isLoading}>
          {t('profile.accountSecurity.changePassword')}
        </Button>
        <Button
          variant="secondary"
          loading={sending.isLoading}
          disabled={sending.isLoading || secondsLeft > 0}
          onClick={() => void sendAgain()}
        >
          {secondsLeft > 0
            ? t('profile.accountSecurity.newCodeIn', { seconds: formatNumber(secondsLeft) })
            : t('profile.accountSecurity.newCode')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('common.actions.cancel')}
        </Button>
      </div>
    </form>
  );
}
