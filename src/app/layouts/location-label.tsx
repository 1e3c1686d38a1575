import MapPin from 'lucide-react/icons/map-pin';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAppSelector } from '../../store/hooks';
import { t } from '../../lib/i18n';

interface LocationLabelProps {
  /** Shown (as an invitation to set one) when no location is known; omit to show nothing then. */
  fallback?: string;
  /** Where "change location" leads: the customer's or the provider's edit page. */
  provider?: boolean;
  className?: string;
}

/** The person's current place from the userLocation slice, linking to where it can be changed. */
export function LocationLabel({ fallback, provider = false, className = '' }: LocationLabelProps) {
  const current = useAppSelector((state) => state.userLocation.currentLocation);
  const known = current?.trim() ?? '';
  const label = known || fallback;
  if (!label) return null;
  return (
    <Link
      to={provider ? paths.spProfileEdit : paths.yourProfileEdit}
      title={known ? t('layout.locationLabel.title', { known }) : label}
      aria-label={known ? t('layout.locationLabel.label', { known }) : label}
      className={`inline-flex min-w-0 items-center gap-1 rounded-2xl bg-slate-100 px-2.5 py-1 text-xs leading-tight font-medium sm:text-sm text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700 ${className}`}
    >
      <MapPin className="size-4 shrink-0 text-brand-700 dark:text-brand-400" />
      {/* Two short lines rather than a cut-off place: "near" makes it long in Malayalam and Hindi. */}
      <span className="line-clamp-2 min-w-0 break-words">{label}</span>
    </Link>
  );
}
