import ChevronRight from 'lucide-react/icons/chevron-right';
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
              {!last && <ChevronRight className="size-4 text-slate-400" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
