import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Button } from '../../../components/button';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { useSignUpCustomerMutation } from '../api/auth-api';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { PHONE_PREFIX, signUpSchema, type SignUpForm as SignUpValues } from '../lib/auth-schemas';
import { rememberEmail } from '../lib/remembered-email';
import { PasswordPairFields, PersonFields } from './account-fields';
import { FormAlert } from './form-alert';
import { t } from '../../../lib/i18n';

export function SignUpForm() {
  const [remember, setRemember] = useState(false);
  const [signUp, { isLoading, error, data }] = useSignUpCustomerMutation();
  const finishSignIn = useFinishSignIn();
  const form = useForm<SignUpValues>({
    resolver: yupResolver(signUpSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { FirstName: '', LastName: '', Email: '', PhoneNumber: PHONE_PREFIX, Password: '', NPassword: '' },
  });

  const onSubmit = async (values: SignUpValues) => {
    const result = await signUp({
      firstName: values.FirstName,
      lastName: values.LastName,
      email: values.Email,
      phoneNumber: values.PhoneNumber,
      password: values.Password,
    });
    if ('error' in result) return;
    rememberEmail(values.Email, remember);
    if (result.data.confirmEmail) return;
    toast.success(t('auth.signUpForm.welcomeToMistri', { FirstName: values.FirstName }));
    await finishSignIn();
  };

  if (data?.confirmEmail) {
    return <FormAlert tone="success">{t('auth.signUpForm.almostDoneWeHaveSent')}</FormAlert>;
  }

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
          label={t('auth.signUpForm.rememberMe')}
          checked={remember}
          onChange={(event) => {
            setRemember(event.target.checked);
          }}
        />
        <Button type="submit" size="lg" className="w-full" loading={isLoading || form.formState.isSubmitting}>
          {t('auth.signUpForm.signUp')}
        </Button>
      </form>
    </FormProvider>
  );
}
