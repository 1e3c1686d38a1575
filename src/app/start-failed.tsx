import { Button } from '../components/button';
import { t } from '../lib/i18n';

/** Shown when the app could not start at all (its code or language could not be loaded). */
export function StartFailed() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 px-6 text-center">
      <p role="alert" className="max-w-sm text-lg font-semibold text-slate-900 dark:text-white">
        {t('app.startFailed')}
      </p>
      <Button
        size="lg"
        onClick={() => {
          window.location.reload();
        }}
      >
        {t('app.reload')}
      </Button>
    </main>
  );
}
