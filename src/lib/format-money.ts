import { currentIntlLocale } from './i18n';

/** Plain spaces for ICU's no-break and thin spaces, as the other formatters write them (hydration compares text). */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

/**
 * Whole rupees as people in India write them: "₹1,250", "₹1,25,000", with the current language's
 * digits and currency pattern and no paise. CLDR's Malayalam currency pattern groups by thousands
 * ("₹125,000") although its numbers group by lakhs, so the digits always come from the language's
 * number format, which groups by lakhs in en-IN, ml-IN and hi-IN alike.
 */
export function formatRupees(amount: number, locale: string = currentIntlLocale()): string {
  const rupees = Math.round(amount);
  const digits = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.abs(rupees));
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).formatToParts(rupees);
  let written = false;
  const text = parts
    .map((part) => {
      if (part.type !== 'integer' && part.type !== 'group') return part.value;
      if (written) return '';
      written = true;
      return digits;
    })
    .join('');
  return plainSpaces(text);
}

/** A price or a range: "₹300", "₹250–₹400" (a range whose ends are equal is one price). */
export function formatRupeeRange(min: number, max: number | null, locale: string = currentIntlLocale()): string {
  if (max === null || max === min) return formatRupees(min, locale);
  return `${formatRupees(min, locale)}–${formatRupees(max, locale)}`;
}
