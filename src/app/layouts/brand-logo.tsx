import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { t } from '../../lib/i18n';

export function BrandMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="8" className="fill-brand-700 dark:fill-brand-500" />
      <path
        d="M18.5 5 9 18h6l-1.5 9L23 14h-6l1.5-9z"
        className="fill-white stroke-white dark:fill-slate-950 dark:stroke-slate-950"
        strokeWidth="1"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function BrandLogo() {
  return (
    <Link
      to={paths.home}
      className="flex items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
    >
      <BrandMark />
      <span className="text-xl font-extrabold tracking-tight text-slate-900 dark:text-white">
        {t('common.brandName')}
      </span>
    </Link>
  );
}
