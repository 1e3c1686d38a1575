import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form/text-field';
import { paths } from '../../../config/paths';
import { useSendPasswordResetMutation } from '../api/auth-api';
import { forgotPasswordSchema, type ForgotPasswordForm as ForgotValues } from '../lib/auth-schemas';
import { FormAlert } from './form-alert';

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
          Check your inbox. If an account exists for <strong>{originalArgs.email}</strong>, we have sent it a link to
          reset your password.
        </FormAlert>
      ) : (
        <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="space-y-5">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Enter the e-mail address of your account and we will send you a link to choose a new password.
          </p>
          {error && (
            <FormAlert tone="error" occurrence={error}>
              {error.message}
            </FormAlert>
          )}
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.Email?.message}
            {...register('Email')}
          />
          <Button type="submit" size="lg" className="w-full" loading={isLoading}>
            Send reset link
          </Button>
        </form>
      )}
      <button
        type="button"
        onClick={onBack}
        className="w-full rounded text-center text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-400"
      >
        Back to sign in
      </button>
    </div>
  );
}
