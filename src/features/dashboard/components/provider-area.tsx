import type { ReactNode } from 'react';
import { SignedOutNotice } from '../../../components/signed-out-notice';
import { isJob } from '../../../lib/domain/job';
import { useAppSelector } from '../../../store/hooks';
import { t } from '../../../lib/i18n';

/** Renders its content with the signed-in provider's id; tells everyone else what the page needs. */
export function ProviderArea({ children }: { children: (providerId: string) => ReactNode }) {
  const { uuid, metadata } = useAppSelector((state) => state.authUser);
  if (!uuid) return <SignedOutNotice message={t('dashboard.providerArea.signInPrompt')} />;
  if (!isJob(metadata)) {
    return (
      <section className="mx-auto my-12 max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm dark:border-slate-700 dark:bg-slate-900">
        <h1 className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('dashboard.providerArea.providersOnlyTitle')}
        </h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t('dashboard.providerArea.providersOnlyText')}</p>
      </section>
    );
  }
  return <>{children(uuid)}</>;
}
