import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { authMessages, PASSWORD_MAX, PHONE_PREFIX, type SignUpForm } from '../lib/auth-schemas';
import { t } from '../../../lib/i18n';

/** First name, last name (optional), e-mail and phone: shared by customer sign-up and provider registration. */
export function PersonFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<SignUpForm>();
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('auth.accountFields.firstName')}
          autoComplete="given-name"
          error={errors.FirstName?.message}
          {...register('FirstName')}
        />
        <TextField
          label={t('auth.optionalFields.lastName')}
          autoComplete="family-name"
          error={errors.LastName?.message}
          {...register('LastName')}
        />
      </div>
      <TextField
        label={t('auth.accountFields.emailAddress')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.Email?.message}
        {...register('Email')}
      />
      <TextField
        label={t('auth.accountFields.phoneNumber')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint={t('auth.accountFields.phoneHint')}
        defaultValue={PHONE_PREFIX}
        error={errors.PhoneNumber?.message}
        {...register('PhoneNumber')}
      />
    </>
  );
}

/** Password and its confirmation with one show/hide state; they must match before the form is sent. */
export function PasswordPairFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<SignUpForm>();
  const [visible, setVisible] = useState(false);
  const [password, confirmation] = useWatch({ control, name: ['Password', 'NPassword'] });
  // Until the form is submitted, a live hint; afterwards the field's own error says it.
  const differs = Boolean(confirmation) && confirmation !== password && !errors.NPassword;
  return (
    <>
      <PasswordField
        label={t('auth.accountFields.password')}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        visible={visible}
        onVisibleChange={setVisible}
        error={errors.Password?.message}
        hint={t('auth.accountFields.passwordHint')}
        {...register('Password')}
      />
      <div>
        <PasswordField
          label={t('auth.accountFields.confirmPassword')}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          visible={visible}
          onVisibleChange={setVisible}
          error={errors.NPassword?.message}
          {...register('NPassword')}
        />
        {differs && (
          <p className="mt-1.5 text-sm text-red-700 dark:text-red-400" aria-live="polite">
            {authMessages.passwordMismatch}
          </p>
        )}
      </div>
    </>
  );
}
