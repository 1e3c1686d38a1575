import { Button } from '../components/button';
import { PageTitle } from '../components/page-title';
import { t } from '../lib/i18n';

export function OfflineScreen() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 px-6 text-center">
      <PageTitle title={t('app.offlineScreen.pageTitle')} />
      <div>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{t('app.offlineScreen.title')}</h1>
        <p className="mt-2 max-w-sm text-slate-600 dark:text-slate-300">{t('app.offlineScreen.text')}</p>
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
