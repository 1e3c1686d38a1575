import { yupResolver } from '@hookform/resolvers/yup';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { useFieldArray, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form/text-field';
import { toApiError } from '../../../lib/api/api-error';
import { MAX_RATE_CARD_LINES, MAX_RATE_LABEL_LENGTH, type RateCardLine } from '../../../lib/domain/prices';
import { t } from '../../../lib/i18n';
import { useSavePricesMutation } from '../api/profile-api';
import { pricesFormValues, pricesFromForm, pricesSchema, type PricesFormValues } from '../lib/prices-schema';

interface PricesFormProps {
  uuid: string;
  visitingCharge: number | null;
  rateCard: readonly RateCardLine[];
}

const rupeeInput = { inputMode: 'numeric', autoComplete: 'off', enterKeyHint: 'next' } as const;

/** The provider's visiting charge and rate card, saved together. */
export function PricesForm({ uuid, visitingCharge, rateCard }: PricesFormProps) {
  const [savePrices, saving] = useSavePricesMutation();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PricesFormValues>({
    resolver: yupResolver(pricesSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: pricesFormValues(visitingCharge, rateCard),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });

  const submit = async (values: PricesFormValues) => {
    const prices = pricesFromForm(values);
    try {
      await savePrices({ uuid, ...prices }).unwrap();
    } catch (error) {
      const apiError = toApiError(error);
      toast.error(
        t('profile.prices.saveFailed', { message: apiError.code ? t('common.errors.tryAgain') : apiError.message }),
      );
      return;
    }
    reset(pricesFormValues(prices.visitingCharge, prices.rateCard));
    toast.success(t('profile.prices.saved'), { position: 'top-center', autoClose: 800, toastId: 'prices-saved' });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
      aria-labelledby="prices-title"
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div>
        <h2 id="prices-title" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          {t('profile.prices.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('profile.prices.intro')}</p>
      </div>
      <TextField
        label={t('profile.prices.visitingCharge')}
        hint={t('profile.prices.visitingChargeHint')}
        error={errors.visitingCharge?.message}
        className="sm:max-w-xs"
        {...rupeeInput}
        {...register('visitingCharge')}
      />
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-1 text-base font-semibold text-slate-900 dark:text-slate-100">
          {t('profile.prices.rateCard')}
        </legend>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('profile.prices.rateCardHint', { max: MAX_RATE_CARD_LINES })}
        </p>
        {fields.length === 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('profile.prices.noRateCard')}</p>
        )}
        <ol className="flex flex-col gap-4">
          {fields.map((field, index) => {
            const lineErrors = errors.lines?.[index];
            const n = index + 1;
            return (
              <li key={field.id}>
                <fieldset className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
                  <legend className="px-1 text-sm font-medium text-slate-700 dark:text-slate-300">
                    {t('profile.prices.line', { n })}
                  </legend>
                  <div className="flex flex-col gap-3">
                    <TextField
                      label={t('profile.prices.label')}
                      placeholder={t('profile.prices.labelPlaceholder')}
                      maxLength={MAX_RATE_LABEL_LENGTH}
                      error={lineErrors?.label?.message}
                      {...register(`lines.${index}.label`)}
                    />
                    <div className="grid grid-cols-2 gap-3">
                      <TextField
                        label={t('profile.prices.min')}
                        error={lineErrors?.min?.message}
                        {...rupeeInput}
                        {...register(`lines.${index}.min`)}
                      />
                      <TextField
                        label={t('profile.prices.max')}
                        hint={t('profile.prices.maxHint')}
                        error={lineErrors?.max?.message}
                        {...rupeeInput}
                        {...register(`lines.${index}.max`)}
                      />
                    </div>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="self-end"
                      onClick={() => {
                        remove(index);
                      }}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      {t('profile.prices.removeLine', { n })}
                    </Button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        {fields.length < MAX_RATE_CARD_LINES && (
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => {
              append({ label: '', min: '', max: '' });
            }}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('profile.prices.addLine')}
          </Button>
        )}
      </fieldset>
      <Button type="submit" size="lg" loading={saving.isLoading} className="sm:self-start">
        {t('profile.prices.save')}
      </Button>
    </form>
  );
}
