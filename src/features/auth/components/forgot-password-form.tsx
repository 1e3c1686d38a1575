import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form/text-field';
import { paths } from '../../../config/paths';
import { useSendPasswordResetMutation } from '../api/auth-api';
import { forgotPasswordSchema, type ForgotPasswordForm as ForgotValues } from '../lib/auth-schemas';
import { FormAlert } from './form-alert';
import { RichMessage, t } from '../../../lib/i18n';

/** Sends the recovery mail; its link opens /reset-password signed in. */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const [sendReset, { isLoading, isSuccess, error, originalArgs }] = useSendPasswordResetMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotValues>({
    resolver: yupResolver(forgotPasswordSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { Email: initialEmail },
  });

  const onSubmit = async ({ Email }: ForgotValues) => {
    await sendReset({ email: Email, redirectTo: `${window.location.origin}${paths.resetPassword}` });
  };

  return (
    <div className="space-y-5">
      {isSuccess && originalArgs ? (
        <FormAlert tone="success">
          <RichMessage
            id="auth.forgotPasswordForm.linkSent"
            values={{ email: <strong>{originalArgs.email}</strong> }}
          />
        </FormAlert>
      ) : (
        <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="space-y-5">
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('auth.forgotPasswordForm.intro')}</p>
          {error && (
            <FormAlert tone="error" occurrence={error}>
              {error.message}
            </FormAlert>
          )}
          <TextField
            label={t('auth.accountFields.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.Email?.message}
            {...register('Email')}
          />
          <Button type="submit" size="lg" className="w-full" loading={isLoading}>
            {t('auth.forgotPasswordForm.sendResetLink')}
          </Button>
        </form>
      )}
      <button
        type="button"
        onClick={onBack}
        className="w-full rounded text-center text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-400"
      >
        {t('auth.forgotPasswordForm.backToSignIn')}
      </button>
    </div>
  );
}
