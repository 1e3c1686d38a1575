import { t } from '../lib/i18n';

/** Shown above a page that keeps working offline (the service worker serves it). */
export function OfflineBanner() {
  return (
    <div
      role="status"
      className="sticky top-0 z-50 bg-slate-900 px-4 py-2 text-center text-sm font-medium text-white dark:bg-slate-100 dark:text-slate-900"
    >
      {t('app.offlineBanner')}
    </div>
  );
}
