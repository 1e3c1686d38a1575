import BadgeCheck from 'lucide-react/icons/badge-check';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { t } from '../../../lib/i18n';

/** "Phone verified" and "ID checked" on a provider's card, panel and profile; nothing without either. */
export function VerificationBadges({
  phoneVerified,
  idChecked,
  id,
  className = '',
}: {
  phoneVerified: boolean;
  idChecked: boolean;
  id?: string;
  className?: string;
}) {
  if (!phoneVerified && !idChecked) return null;
  const pill =
    'inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-500/30';
  return (
    <span id={id} className={`flex flex-wrap gap-1.5 ${className}`}>
      {idChecked && (
        <span className={pill}>
          <ShieldCheck aria-hidden="true" className="size-3.5 shrink-0" />
          {t('verification.badges.idChecked')}
        </span>
      )}
      {phoneVerified && (
        <span className={pill}>
          <BadgeCheck aria-hidden="true" className="size-3.5 shrink-0" />
          {t('verification.badges.phoneVerified')}
        </span>
      )}
    </span>
  );
}
