import { Link } from 'react-router-dom';
import { t } from '../lib/i18n';

export interface BreadcrumbItem {
  label: string;
  /** Omit for the current page (the last item). */
  to?: string;
}

export function Breadcrumbs({ items, className = '' }: { items: BreadcrumbItem[]; className?: string }) {
  return (
    <nav aria-label={t('common.breadcrumbs.breadcrumb')} className={className}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${String(index)}`} className="flex items-center gap-1.5">
              {item.to && !last ? (
                <Link to={item.to} className="rounded hover:text-brand-700 hover:underline dark:hover:text-brand-400">
                  {item.label}
                </Link>
              ) : (
                <span
                  aria-current={last ? 'page' : undefined}
                  className="font-medium text-slate-900 dark:text-slate-100"
                >
                  {item.label}
                </span>
              )}
              {!last && (
                <svg viewBox="0 0 20 20" className="size-4 text-slate-400" fill="currentColor" aria-hidden="true">
                  <path d="M7.2 4.2a.75.75 0 0 1 1.06 0l5.25 5.25a.75.75 0 0 1 0 1.06l-5.25 5.25a.75.75 0 1 1-1.06-1.06L11.92 10 7.2 5.28a.75.75 0 0 1 0-1.06z" />
                </svg>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
