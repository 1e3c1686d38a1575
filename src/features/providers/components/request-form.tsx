import { yupResolver } from '@hookform/resolvers/yup';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/button';
import { FieldError } from '../../../components/form/field-error';
import { inputClasses, labelClasses } from '../../../components/form/field-styles';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { formatNumber, type MessageKey, t } from '../../../lib/i18n';
import {
  DESCRIPTION_MAX,
  localToday,
  requestFormSchema,
  SLOTS,
  toRequestDetails,
  WANTED_KINDS,
  type RequestDetails,
  type RequestFormValues,
  type Slot,
  type WantedKind,
} from '../lib/request-form';
import { PhotoPicker } from './photo-picker';

const WANTED_TEXT: Record<WantedKind, MessageKey> = {
  soon: 'providers.requestForm.wantedSoon',
  today: 'providers.requestForm.wantedToday',
  slot: 'providers.requestForm.wantedSlot',
};

const SLOT_TEXT: Record<Slot, MessageKey> = {
  morning: 'providers.requestForm.slotMorning',
  afternoon: 'providers.requestForm.slotAfternoon',
  evening: 'providers.requestForm.slotEvening',
};

interface RequestFormProps {
  /** Help now asks for someone at once: no time to choose. */
  askWhen: boolean;
  submitLabel: string;
  busy: boolean;
  onSubmit: (details: RequestDetails) => Promise<void> | void;
  onCancel: () => void;
}

/** What is wrong (optional), up to three photos (optional) and, for a normal request, when. */
export function RequestForm({ askWhen, submitLabel, busy, onSubmit, onCancel }: RequestFormProps) {
  const descriptionId = useId();
  const {
    register,
    handleSubmit,
    control,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<RequestFormValues>({
    resolver: yupResolver(requestFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { description: '', photos: [], wanted: 'soon', date: '', slot: '' },
  });
  const wanted = watch('wanted');
  const length = watch('description').length;

  return (
    <form
      noValidate
      aria-label={t('providers.requestForm.title')}
      onSubmit={(event) => void handleSubmit((values) => onSubmit(toRequestDetails(values)))(event)}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
    >
      <div>
        <label htmlFor={descriptionId} className={labelClasses}>
          {t('providers.requestForm.description')}
        </label>
        <textarea
          id={descriptionId}
          rows={3}
          placeholder={t('providers.requestForm.descriptionPlaceholder')}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={`${descriptionId}-count${errors.description ? ` ${descriptionId}-error` : ''}`}
          className={inputClasses(Boolean(errors.description), 'resize-y')}
          {...register('description')}
        />
        <p id={`${descriptionId}-count`} className="mt-1 text-right text-xs text-slate-600 dark:text-slate-400">
          {t('providers.requestForm.count', { count: formatNumber(length), max: formatNumber(DESCRIPTION_MAX) })}
        </p>
        <FieldError id={`${descriptionId}-error`} message={errors.description?.message} />
      </div>
      <Controller
        control={control}
        name="photos"
        render={({ field, fieldState }) => (
          <PhotoPicker files={field.value} error={fieldState.error?.message} onChange={field.onChange} />
        )}
      />
      {askWhen && (
        <fieldset>
          <legend className={labelClasses}>{t('providers.requestForm.when')}</legend>
          <div className="flex flex-col gap-2">
            {WANTED_KINDS.map((kind) => (
              <label key={kind} className="flex min-h-11 items-center gap-3 text-sm text-slate-800 dark:text-slate-200">
                <input type="radio" value={kind} className="size-5 accent-brand-700" {...register('wanted')} />
                {t(WANTED_TEXT[kind])}
              </label>
            ))}
          </div>
          {wanted === 'slot' && (
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              <TextField
                label={t('providers.requestForm.date')}
                type="date"
                min={localToday()}
                error={errors.date?.message}
                {...register('date')}
              />
              <SelectField label={t('providers.requestForm.slot')} error={errors.slot?.message} {...register('slot')}>
                <option value="">{t('providers.requestForm.chooseSlot')}</option>
                {SLOTS.map((slot) => (
                  <option key={slot} value={slot}>
                    {t(SLOT_TEXT[slot])}
                  </option>
                ))}
              </SelectField>
            </div>
          )}
        </fieldset>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" className="min-h-11" onClick={onCancel} disabled={busy || isSubmitting}>
          {t('common.actions.cancel')}
        </Button>
        <Button type="submit" className="min-h-11" loading={busy || isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
