import ReceiptIndianRupee from 'lucide-react/icons/receipt-indian-rupee';
import { formatRupees } from '../lib/format-money';
import { t } from '../lib/i18n';

/** "Visiting charge ₹200" or "Free inspection" on a provider's card; nothing when the charge is not set. */
export function VisitingCharge({
  charge,
  id,
  className = '',
}: {
  charge: number | null;
  id?: string;
  className?: string;
}) {
  if (charge === null) return null;
  return (
    <span
      id={id}
      className={`inline-flex items-center gap-1 text-xs font-medium text-slate-700 dark:text-slate-300 ${className}`}
    >
      <ReceiptIndianRupee aria-hidden="true" className="size-3.5 shrink-0 text-slate-500 dark:text-slate-400" />
      {charge === 0
        ? t('providers.prices.freeInspection')
        : t('providers.prices.visitingCharge', { amount: formatRupees(charge) })}
    </span>
  );
}
