import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { t } from '../../../lib/i18n';

/** A section's loading, failed and empty states. */
export function SectionStatus({
  loading,
  failed,
  empty,
  emptyText,
  onRetry,
}: {
  loading: boolean;
  failed: boolean;
  empty: boolean;
  emptyText: string;
  onRetry: () => void;
}) {
  if (loading) return <Spinner className="my-8" />;
  if (failed)
    return (
      <div role="alert" className="my-6 flex flex-col items-start gap-3 text-slate-700 dark:text-slate-300">
        <p>{t('admin.loadFailed')}</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('admin.retry')}
        </Button>
      </div>
    );
  if (empty) return <p className="my-6 text-slate-600 dark:text-slate-400">{emptyText}</p>;
  return null;
}

export const cardClasses =
  'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-700 dark:bg-slate-900';
