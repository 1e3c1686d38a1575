import { Suspense, use, type ReactNode } from 'react';
import { PageLoader } from '../components/spinner';
import { startup } from './startup';
import { t } from '../lib/i18n';

function AfterStartup({ children }: { children: ReactNode }) {
  use(startup);
  return children;
}

/** Shows the loading indicator until the startup has finished. */
export function StartupGate({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<PageLoader label={t('app.startupGate.startingMistri')} />}>
      <AfterStartup>{children}</AfterStartup>
    </Suspense>
  );
}
