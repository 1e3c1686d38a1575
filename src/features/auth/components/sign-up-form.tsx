import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Button } from '../../../components/button';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { useSignUpCustomerMutation } from '../api/auth-api';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { signUpSchema, type SignUpForm as SignUpValues } from '../lib/auth-schemas';
import { confirmationRedirect } from '../../../lib/next-path';
import { rememberEmail } from '../lib/remembered-email';
import { PasswordPairFields, PersonFields } from './account-fields';
import { FormAlert } from './form-alert';
import { t } from '../../../lib/i18n';
import { PrivacyNotice } from './privacy-notice';

// The phone field starts with +91 through its own default value, not the form's: the form then
// adopts what the field holds when it registers it, so a number typed into the prerendered page
// while the app hydrates is never reset to "+91 " mid-typing.
const EMPTY_SIGN_UP: Omit<SignUpValues, 'PhoneNumber'> = {
  FirstName: '',
  LastName: '',
  Email: '',
  Password: '',
  NPassword: '',
};

interface SignUpFormProps {
  /** Where the person was going: the confirmation link (or a sign-up without one) ends there. */
  next: string;
  /** The values typed before, when the person comes back to correct their address. */
  initialValues?: Omit<SignUpValues, 'PhoneNumber'> & Partial<Pick<SignUpValues, 'PhoneNumber'>>;
  /** The account waits for its address to be confirmed by e-mail. */
  onConfirmEmail: (values: SignUpValues, emailRedirectTo: string) => void;
}

export function SignUpForm({ next, initialValues = EMPTY_SIGN_UP, onConfirmEmail }: SignUpFormProps) {
  const [remember, setRemember] = useState(false);
  const [signUp, { isLoading, error }] = useSignUpCustomerMutation();
  const finishSignIn = useFinishSignIn();
  const form = useForm<SignUpValues>({
    resolver: yupResolver(signUpSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: initialValues,
  });

  const onSubmit = async (values: SignUpValues) => {
    const emailRedirectTo = confirmationRedirect(window.location.origin, next);
    const result = await signUp({
      firstName: values.FirstName,
      lastName: values.LastName,
      email: values.Email,
      phoneNumber: values.PhoneNumber,
      password: values.Password,
      emailRedirectTo,
    });
    if ('error' in result) return;
    rememberEmail(values.Email, remember);
    if (result.data.confirmEmail) {
      onConfirmEmail(values, emailRedirectTo);
      return;
    }
    toast.success(t('auth.welcome', { FirstName: values.FirstName }));
    await finishSignIn(next);
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} className="space-y-5">
        {error && (
          <FormAlert tone="error" occurrence={error}>
            {error.message}
          </FormAlert>
        )}
        <PersonFields />
        <PasswordPairFields />
        <CheckboxField
          label={t('auth.accountFields.rememberMe')}
          checked={remember}
          onChange={(event) => {
            setRemember(event.target.checked);
          }}
        />
        <PrivacyNotice />
        <Button type="submit" size="lg" className="w-full" loading={isLoading || form.formState.isSubmitting}>
          {t('auth.signUpForm.submit')}
        </Button>
      </form>
    </FormProvider>
  );
}
