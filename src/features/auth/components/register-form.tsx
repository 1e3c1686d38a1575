import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Button } from '../../../components/button';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { SelectField } from '../../../components/form/select-field';
import { paths } from '../../../config/paths';
import { isJob, JOBS } from '../../../store/auth-user-slice';
import { useRegisterProviderMutation } from '../api/auth-api';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { PHONE_PREFIX, registerSchema, type RegisterForm as RegisterValues } from '../lib/auth-schemas';
import { rememberEmail } from '../lib/remembered-email';
import { PasswordPairFields, PersonFields } from './account-fields';
import { FormAlert } from './form-alert';
import { TextLink } from './text-link';
import { t } from '../../../lib/i18n';
import { jobLabel } from '../../../lib/job-label';

export function RegisterForm() {
  const [remember, setRemember] = useState(false);
  const [registerProvider, { isLoading, error, data }] = useRegisterProviderMutation();
  const finishSignIn = useFinishSignIn();
  const form = useForm<RegisterValues>({
    resolver: yupResolver(registerSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      FirstName: '',
      LastName: '',
      Email: '',
      PhoneNumber: PHONE_PREFIX,
      Job: '',
      Password: '',
      NPassword: '',
    },
  });

  const onSubmit = async (values: RegisterValues) => {
    if (!isJob(values.Job)) return;
    const result = await registerProvider({
      firstName: values.FirstName,
      lastName: values.LastName,
      email: values.Email,
      phoneNumber: values.PhoneNumber,
      password: values.Password,
      job: values.Job,
    });
    if ('error' in result) return;
    rememberEmail(values.Email, remember);
    if (result.data.confirmEmail) return;
    toast.success(t('auth.registerForm.welcomeToMistri', { FirstName: values.FirstName }));
    await finishSignIn();
  };

  if (data?.confirmEmail) {
    return <FormAlert tone="success">{t('auth.registerForm.almostDoneWeHaveSent')}</FormAlert>;
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
        <SelectField
          label={t('auth.registerForm.job')}
          error={form.formState.errors.Job?.message}
          {...form.register('Job')}
        >
          <option value="" disabled>
            {t('auth.registerForm.chooseYourJob')}
          </option>
          {JOBS.map((job) => (
            <option key={job} value={job}>
              {jobLabel(job)}
            </option>
          ))}
        </SelectField>
        <PasswordPairFields />
        <div className="flex items-center justify-between gap-4">
          <CheckboxField
            label={t('auth.registerForm.rememberMe')}
            checked={remember}
            onChange={(event) => {
              setRemember(event.target.checked);
            }}
          />
          <TextLink to={`${paths.signIn}?forgot=1`} className="text-sm">
            {t('auth.registerForm.forgotPassword')}
          </TextLink>
        </div>
        <Button type="submit" size="lg" className="w-full" loading={isLoading || form.formState.isSubmitting}>
          {t('auth.registerForm.register')}
        </Button>
      </form>
    </FormProvider>
  );
}
