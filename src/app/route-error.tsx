import { useState } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { buttonClasses } from '../components/button-styles';
import { paths } from '../config/paths';
import { t } from '../lib/i18n';
import { OfflineScreen } from './offline-screen';
import { useOnlineStatus } from './use-online-status';

function describe(error: unknown): { status: number; message: string } {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const detail = typeof data === 'string' ? data : data instanceof Error ? data.message : '';
    return { status: error.status, message: [error.statusText, detail].filter(Boolean).join(': ') || 'Error' };
  }
  if (error instanceof Error) return { status: 500, message: error.message };
  return { status: 500, message: typeof error === 'string' ? error : 'Unknown error' };
}

/** A page's code that could not be fetched (the browsers word it differently). */
function isLoadFailure(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|importing a module script failed|failed to fetch/i.test(error.message)
  );
}

/** The router's error screen: "Unexpected Application Error!" with the status and the message (offline: the offline screen). */
export function RouteError() {
  const error = useRouteError();
  const online = useOnlineStatus();
  // A page whose code failed to come while offline keeps the offline screen once the network is
  // back: its Retry is how it loads then. Online, the same failure is a real error to report.
  const [failedOffline] = useState(() => !navigator.onLine && isLoadFailure(error));
  if (!online || failedOffline) return <OfflineScreen />;
  const { status, message } = describe(error);
  console.error('[mistri] Route error', error);
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <p className="rounded-full bg-red-100 px-3 py-1 text-sm font-semibold text-red-800 dark:bg-red-500/15 dark:text-red-300">
        {t('app.routeError.status')} {status}
      </p>
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{t('app.routeError.title')}</h1>
      <p className="w-full overflow-x-auto rounded-lg bg-slate-100 px-4 py-3 font-mono text-sm break-words text-slate-800 dark:bg-slate-800 dark:text-slate-200">
        {message}
      </p>
      <div className="mt-2 flex gap-3">
        <button
          type="button"
          className={buttonClasses('primary')}
          onClick={() => {
            window.location.reload();
          }}
        >
          {t('app.reload')}
        </button>
        <Link to={paths.home} className={buttonClasses('secondary')} reloadDocument>
          {t('app.routeError.goHome')}
        </Link>
      </div>
    </main>
  );
}
