import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Button } from '../../../components/button';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { SelectField } from '../../../components/form/select-field';
import { paths } from '../../../config/paths';
import { isJob, JOBS } from '../../../lib/domain/job';
import { useRegisterProviderMutation } from '../api/auth-api';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { registerSchema, type RegisterForm as RegisterValues } from '../lib/auth-schemas';
import { confirmationRedirect } from '../../../lib/next-path';
import { rememberEmail } from '../lib/remembered-email';
import { PasswordPairFields, PersonFields } from './account-fields';
import { FormAlert } from './form-alert';
import { t } from '../../../lib/i18n';
import { jobLabel } from '../../../lib/job-label';
import { PrivacyNotice } from './privacy-notice';

// The phone field starts with +91 through its own default value, not the form's: the form then
// adopts what the field holds when it registers it, so a number typed into the prerendered page
// while the app hydrates is never reset to "+91 " mid-typing.
const EMPTY_REGISTER: Omit<RegisterValues, 'PhoneNumber'> = {
  FirstName: '',
  LastName: '',
  Email: '',
  Job: '',
  Password: '',
  NPassword: '',
};

interface RegisterFormProps {
  /** The values typed before, when the provider comes back to correct their address. */
  initialValues?: Omit<RegisterValues, 'PhoneNumber'> & Partial<Pick<RegisterValues, 'PhoneNumber'>>;
  /** The account waits for its address to be confirmed by e-mail. */
  onConfirmEmail: (values: RegisterValues, emailRedirectTo: string) => void;
}

/** A new provider starts on the dashboard: after the confirmation link, or at once when none is needed. */
export function RegisterForm({ initialValues = EMPTY_REGISTER, onConfirmEmail }: RegisterFormProps) {
  const [remember, setRemember] = useState(false);
  const [registerProvider, { isLoading, error }] = useRegisterProviderMutation();
  const finishSignIn = useFinishSignIn();
  const form = useForm<RegisterValues>({
    resolver: yupResolver(registerSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: initialValues,
  });

  const onSubmit = async (values: RegisterValues) => {
    if (!isJob(values.Job)) return;
    const emailRedirectTo = confirmationRedirect(window.location.origin, paths.dashboard);
    const result = await registerProvider({
      firstName: values.FirstName,
      lastName: values.LastName,
      email: values.Email,
      phoneNumber: values.PhoneNumber,
      password: values.Password,
      job: values.Job,
      emailRedirectTo,
    });
    if ('error' in result) return;
    rememberEmail(values.Email, remember);
    if (result.data.confirmEmail) {
      onConfirmEmail(values, emailRedirectTo);
      return;
    }
    toast.success(t('auth.welcome', { FirstName: values.FirstName }));
    await finishSignIn(paths.dashboard);
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
        <CheckboxField
          label={t('auth.accountFields.rememberMe')}
          checked={remember}
          onChange={(event) => {
            setRemember(event.target.checked);
          }}
        />
        <PrivacyNotice />
        <Button type="submit" size="lg" className="w-full" loading={isLoading || form.formState.isSubmitting}>
          {t('auth.registerForm.submit')}
        </Button>
      </form>
    </FormProvider>
  );
}
