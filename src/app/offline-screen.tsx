import { Button } from '../components/button';
import { PageTitle } from '../components/page-title';
import { t } from '../lib/i18n';

export function OfflineScreen() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 px-6 text-center">
      <PageTitle title={t('app.offlineScreen.offline')} />
      <div className="flex size-20 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-400">
        <svg
          viewBox="0 0 24 24"
          className="size-10"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          <path
            strokeLinecap="round"
            d="M2 8.8a15 15 0 0 1 4.2-2.6M22 8.8A15 15 0 0 0 10.7 5M5 12.9a10 10 0 0 1 3.4-2M19 12.9a10 10 0 0 0-2.2-1.5M8.5 16.4a5 5 0 0 1 7 0M12 20h.01M3 3l18 18"
          />
        </svg>
      </div>
      <div>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{t('app.offlineScreen.youReOffline')}</h1>
        <p className="mt-2 max-w-sm text-slate-600 dark:text-slate-300">
          {t('app.offlineScreen.checkYourInternetConnectionMistri')}
        </p>
      </div>
      <Button
        size="lg"
        onClick={() => {
          window.location.reload();
        }}
      >
        {t('app.offlineScreen.retry')}
      </Button>
    </main>
  );
}
