import { yupResolver } from '@hookform/resolvers/yup';
import X from 'lucide-react/icons/x';
import { useForm, type Path } from 'react-hook-form';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/form/select-field';
import { TextField, type TextFieldProps } from '../../../components/form/text-field';
import type { PersonField } from '../../../lib/validation/field-rules';
import { JOBS } from '../../../lib/domain/job';
import { customerProfileSchema, providerProfileSchema, type ProfileFormValues } from '../lib/profile-schemas';
import { t } from '../../../lib/i18n';
import { jobLabel } from '../../../lib/job-label';

type FieldName = Path<ProfileFormValues>;

interface ProfileFormProps {
  /** Providers also choose their job. */
  withJob: boolean;
  defaults: ProfileFormValues;
  saving: boolean;
  /** Saves; a value the database refused comes back as that field's message. */
  onSave: (values: ProfileFormValues) => Promise<{ field: PersonField; message: string } | null>;
}

function ClearButton({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <button
      type="button"
      onClick={onClear}
      aria-label={t('profile.profileForm.clear', { value: label.toLowerCase() })}
      className="inline-flex size-9 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
    >
      <X className="size-4" />
    </button>
  );
}

/** The edit form: names, phone, e-mail (and job for providers), each text field with a clear button. */
export function ProfileForm({ withJob, defaults, saving, onSave }: ProfileFormProps) {
  const schema = withJob ? providerProfileSchema : customerProfileSchema;
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    setError,
    formState: { errors, isSubmitted },
  } = useForm<ProfileFormValues>({
    resolver: yupResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: defaults,
  });

  const submit = async (values: ProfileFormValues) => {
    const refused = await onSave(values);
    if (!refused) return;
    setError(refused.field, { message: refused.message });
    setFocus(refused.field);
  };

  const clear = (name: FieldName) => {
    setValue(name, '', { shouldDirty: true, shouldValidate: isSubmitted });
    setFocus(name);
  };

  const textField = (name: FieldName, label: string, extra: Partial<TextFieldProps> = {}) => (
    <TextField
      label={label}
      error={errors[name]?.message}
      trailing={
        <ClearButton
          label={label}
          onClear={() => {
            clear(name);
          }}
        />
      }
      {...extra}
      {...register(name)}
    />
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
      aria-label={t('profile.profileForm.editProfile')}
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {textField('firstName', t('auth.accountFields.firstName'), { autoComplete: 'given-name' })}
        {textField('lastName', t('auth.accountFields.lastName'), { autoComplete: 'family-name' })}
      </div>
      {textField('phone', t('auth.accountFields.phoneNumber'), {
        type: 'tel',
        inputMode: 'tel',
        autoComplete: 'tel',
        hint: t('auth.accountFields.phoneHint'),
      })}
      {textField('email', t('profile.profileView.email'), { type: 'email', autoComplete: 'email' })}
      {withJob && (
        <SelectField label={t('profile.profileForm.job')} error={errors.job?.message} {...register('job')}>
          <option value="" disabled>
            {t('profile.profileForm.chooseYourJob')}
          </option>
          {JOBS.map((job) => (
            <option key={job} value={job}>
              {jobLabel(job)}
            </option>
          ))}
        </SelectField>
      )}
      <Button type="submit" size="lg" loading={saving} className="sm:self-start">
        {t('profile.profileForm.saveProfile')}
      </Button>
    </form>
  );
}
