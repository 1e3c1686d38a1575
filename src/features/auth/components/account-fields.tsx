import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { PASSWORD_MAX, PASSWORD_MISMATCH, type SignUpForm } from '../lib/auth-schemas';

/** First and last name, e-mail and phone: shared by customer sign-up and provider registration. */
export function PersonFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<SignUpForm>();
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.FirstName?.message}
          {...register('FirstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.LastName?.message}
          {...register('LastName')}
        />
      </div>
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.Email?.message}
        {...register('Email')}
      />
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint="Your 10-digit number; spaces and +91 are fine"
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
        label="Password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        visible={visible}
        onVisibleChange={setVisible}
        error={errors.Password?.message}
        hint="At least 8 characters with a number, a lowercase and an uppercase letter"
        {...register('Password')}
      />
      <div>
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          visible={visible}
          onVisibleChange={setVisible}
          error={errors.NPassword?.message}
          {...register('NPassword')}
        />
        {differs && (
          <p className="mt-1.5 text-sm text-red-700 dark:text-red-400" aria-live="polite">
            {PASSWORD_MISMATCH}
          </p>
        )}
      </div>
    </>
  );
}
