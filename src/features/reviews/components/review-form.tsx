import { yupResolver } from '@hookform/resolvers/yup';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/button';
import { FieldError } from '../../../components/form/field-error';
import { inputClasses, labelClasses } from '../../../components/form/field-styles';
import { BODY_MAX } from '../lib/review';
import { reviewSchema, type ReviewFormValues } from '../lib/review-schema';
import { StarInput } from './star-input';
import { formatNumber, t } from '../../../lib/i18n';

interface ReviewFormProps {
  providerFirstName: string;
  initial?: ReviewFormValues;
  submitLabel: string;
  saving: boolean;
  /** A refusal from the server, shown above the button. */
  serverError: string | null;
  onSubmit: (values: ReviewFormValues) => void;
  onCancel: () => void;
}

/** Stars (required) and optional text with a live character count. */
export function ReviewForm({
  providerFirstName,
  initial = { rating: 0, body: '' },
  submitLabel,
  saving,
  serverError,
  onSubmit,
  onCancel,
}: ReviewFormProps) {
  const bodyId = useId();
  const ratingErrorId = useId();
  const countId = useId();
  const {
    control,
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ReviewFormValues>({
    resolver: yupResolver(reviewSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: initial,
  });
  const length = watch('body').trim().length;
  const over = length > BODY_MAX;

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        void handleSubmit(onSubmit)(event);
      }}
    >
      <div>
        <Controller
          control={control}
          name="rating"
          render={({ field }) => (
            <StarInput
              name={field.name}
              legend={t('reviews.reviewForm.question', { providerFirstName })}
              value={field.value > 0 ? field.value : null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              errorId={errors.rating ? ratingErrorId : undefined}
            />
          )}
        />
        <FieldError id={ratingErrorId} message={errors.rating?.message} />
      </div>
      <div>
        <label htmlFor={bodyId} className={labelClasses}>
          {t('reviews.reviewForm.bodyLabel')}
        </label>
        <textarea
          id={bodyId}
          rows={5}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={[countId, errors.body ? `${bodyId}-error` : ''].join(' ').trim()}
          placeholder={t('reviews.reviewForm.bodyPlaceholder', { providerFirstName })}
          className={inputClasses(Boolean(errors.body), 'resize-y')}
          {...register('body')}
        />
        <p
          id={countId}
          aria-live="polite"
          className={`mt-1 text-right text-sm tabular-nums ${over ? 'font-semibold text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-400'}`}
        >
          {t('reviews.characterCount', { length: formatNumber(length), max: formatNumber(BODY_MAX) })}
        </p>
        <FieldError id={`${bodyId}-error`} message={errors.body?.message} />
      </div>
      {serverError && (
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-500/10 dark:text-red-300"
        >
          {serverError}
        </p>
      )}
      <div className="flex gap-3">
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('common.actions.cancel')}
        </Button>
      </div>
    </form>
  );
}
