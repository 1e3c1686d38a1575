import * as yup from 'yup';
import {
  MAX_RATE_CARD_LINES,
  MAX_RATE_LABEL_LENGTH,
  MAX_RATE_PRICE,
  MAX_VISITING_CHARGE,
  type RateCardLine,
} from '../../../lib/domain/prices';
import { formatRupees } from '../../../lib/format-money';
import { t } from '../../../lib/i18n';

/** One rate card line as typed: rupees are text until saved ("1,250" and "₹250" are fine). */
export interface RateLineValues {
  label: string;
  min: string;
  max: string;
}

/** The prices form: the visiting charge ('' for none) and the rate card lines. */
export interface PricesFormValues {
  visitingCharge: string;
  lines: RateLineValues[];
}

/** Digits only: spaces, commas and a rupee sign people type are dropped. */
export function rupeeDigits(text: string): string {
  return text.replace(/[\s,₹]/g, '');
}

const isWhole = (text: string) => /^\d+$/.test(rupeeDigits(text));
const amountOf = (text: string) => Number(rupeeDigits(text));
/** Labels are counted as the database counts them (code points). */
const labelLength = (text: string) => Array.from(text).length;

/** Whole rupees up to `max`, or nothing when `optional`. */
function rupeesRule(max: number, tooHigh: () => string, optional: boolean) {
  return yup
    .string()
    .default('')
    .test(
      'required',
      () => t('validation.ratePriceRequired'),
      (value) => optional || rupeeDigits(value) !== '',
    )
    .test(
      'whole',
      () => t('validation.chargeWhole'),
      (value) => rupeeDigits(value) === '' || isWhole(value),
    )
    .test('max', tooHigh, (value) => !isWhole(value) || amountOf(value) <= max);
}

export const pricesSchema: yup.ObjectSchema<PricesFormValues> = yup.object({
  visitingCharge: rupeesRule(
    MAX_VISITING_CHARGE,
    () => t('validation.chargeTooHigh', { max: formatRupees(MAX_VISITING_CHARGE) }),
    true,
  ),
  lines: yup
    .array(
      yup.object({
        label: yup
          .string()
          .trim()
          .default('')
          .required(() => t('validation.rateLabelRequired'))
          .test(
            'length',
            () => t('validation.rateLabelLong', { max: MAX_RATE_LABEL_LENGTH }),
            (value) => labelLength(value) <= MAX_RATE_LABEL_LENGTH,
          ),
        min: rupeesRule(
          MAX_RATE_PRICE,
          () => t('validation.ratePriceTooHigh', { max: formatRupees(MAX_RATE_PRICE) }),
          false,
        ),
        max: rupeesRule(
          MAX_RATE_PRICE,
          () => t('validation.ratePriceTooHigh', { max: formatRupees(MAX_RATE_PRICE) }),
          true,
        ).test(
          'above-min',
          () => t('validation.rateMaxBelowMin'),
          function aboveMin(value) {
            const min = (this.parent as RateLineValues).min;
            return !isWhole(value) || !isWhole(min) || amountOf(value) >= amountOf(min);
          },
        ),
      }),
    )
    .max(MAX_RATE_CARD_LINES)
    .default([]),
});

/** The form's starting values from what is saved. */
export function pricesFormValues(visitingCharge: number | null, rateCard: readonly RateCardLine[]): PricesFormValues {
  return {
    visitingCharge: visitingCharge === null ? '' : String(visitingCharge),
    lines: rateCard.map((line) => ({
      label: line.label,
      min: String(line.min),
      max: line.max === null ? '' : String(line.max),
    })),
  };
}

/** What is saved from checked form values: a range whose ends are equal is one price. */
export function pricesFromForm(values: PricesFormValues): { visitingCharge: number | null; rateCard: RateCardLine[] } {
  const charge = rupeeDigits(values.visitingCharge);
  return {
    visitingCharge: charge === '' ? null : Number(charge),
    rateCard: values.lines.map((line) => {
      const min = Number(rupeeDigits(line.min));
      const max = rupeeDigits(line.max) === '' ? null : Number(rupeeDigits(line.max));
      return { label: line.label.trim(), min, max: max === null || max === min ? null : max };
    }),
  };
}
