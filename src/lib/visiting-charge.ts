import { formatRupees } from './format-money';
import { t } from './i18n';

/** A visiting charge as shown beside its label: "Free inspection" for 0, else the amount ("₹200"). */
export function visitingChargeAmount(charge: number): string {
  return charge === 0 ? t('providers.prices.freeInspection') : formatRupees(charge);
}
