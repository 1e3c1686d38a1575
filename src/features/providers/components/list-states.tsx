import type { ReactNode } from 'react';
import { Button } from '../../../components/button';
import { t } from '../../../lib/i18n';

export function ListError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <div
      role="alert"
      className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-800 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-200"
    >
      <p className="font-semibold">{message}</p>
      <Button variant="secondary" className="mt-4" loading={retrying} onClick={onRetry}>
        {t('common.actions.tryAgain')}
      </Button>
    </div>
  );
}

export function ListEmpty({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">
      {children}
    </div>
  );
}

/** A provider named by a shared link (`?provider=`) who could not be loaded, and why. */
export function SharedLinkError({ message }: { message: string }) {
  return (
    <p role="alert" className="mb-4 text-sm text-red-700 dark:text-red-400">
      {t('providers.providerDirectory.sharedFailed', { message })}
    </p>
  );
}
