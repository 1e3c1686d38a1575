import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Button } from '../../../components/button';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { useSignInMutation } from '../api/auth-api';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { PASSWORD_MAX, signInSchema, type SignInForm as SignInValues } from '../lib/auth-schemas';
import { getRememberedEmail, rememberEmail } from '../lib/remembered-email';
import { FormAlert } from './form-alert';
import { t } from '../../../lib/i18n';

interface SignInFormProps {
  /** Where the person was going before they were asked to sign in. */
  next: string;
  onForgotPassword: (email: string) => void;
  /** The account's address was never confirmed: offer the confirmation e-mail again. */
  onUnconfirmed: (email: string) => void;
  /** The password was right and the account has a second step: its code comes next. */
  onSecondFactor: () => void;
}

export function SignInForm({ next, onForgotPassword, onUnconfirmed, onSecondFactor }: SignInFormProps) {
  const [remembered] = useState(getRememberedEmail);
  const [remember, setRemember] = useState(remembered !== '');
  const [signIn, { isLoading, error }] = useSignInMutation();
  const finishSignIn = useFinishSignIn();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver: yupResolver(signInSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { Email: remembered, Password: '' },
  });

  const onSubmit = async ({ Email, Password }: SignInValues) => {
    const result = await signIn({ email: Email, password: Password });
    if ('error' in result) {
      if (result.error?.code === 'email_not_confirmed') onUnconfirmed(Email);
      return;
    }
    rememberEmail(Email, remember);
    if (result.data.secondFactor) {
      onSecondFactor();
      return;
    }
    toast.success(t('auth.signInForm.signedIn'), { position: 'top-right', autoClose: 5000 });
    await finishSignIn(next);
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="space-y-5">
      {error && error.code !== 'email_not_confirmed' && (
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
      <PasswordField
        label={t('auth.accountFields.password')}
        autoComplete="current-password"
        maxLength={PASSWORD_MAX}
        error={errors.Password?.message}
        {...register('Password')}
      />
      <div className="flex items-center justify-between gap-4">
        <CheckboxField
          label={t('auth.accountFields.rememberMe')}
          checked={remember}
          onChange={(event) => {
            setRemember(event.target.checked);
          }}
        />
        <button
          type="button"
          onClick={() => {
            onForgotPassword(getValues('Email'));
          }}
          className="rounded text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-400"
        >
          {t('auth.signInForm.forgotPassword')}
        </button>
      </div>
      <Button type="submit" size="lg" className="w-full" loading={isLoading || isSubmitting}>
        {t('common.actions.signIn')}
      </Button>
    </form>
  );
}
