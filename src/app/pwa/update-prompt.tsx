import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '../../components/button';
import { t } from '../../lib/i18n';

/** Registers the service worker and, when a new version is waiting, offers to reload into it. */
export default function UpdatePrompt() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisterError(error: unknown) {
      console.error('[mistri] The offline support could not start', error);
    },
  });
  if (!needRefresh) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md items-center justify-between gap-4 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      <p className="text-sm font-medium text-slate-800 dark:text-slate-100">{t('app.updateAvailable')}</p>
      <Button
        size="sm"
        onClick={() => {
          updateServiceWorker(true).catch((error: unknown) => {
            console.error('[mistri] The update could not be applied', error);
          });
        }}
      >
        {t('app.reload')}
      </Button>
    </div>
  );
}
