import { Suspense, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PageLoader } from '../components/spinner';
import { LocaleRoot, t } from '../lib/i18n';
import { store, type RootState } from '../store/store';
import { AppToasts } from './app-toasts';
import { ThemeSync } from './theme-sync';

interface AppProviderProps {
  /** When hydrating prerendered HTML: the state it was rendered with, which the selectors read while hydrating. */
  serverState?: RootState | undefined;
  children: ReactNode;
}

/** The store and the app around the pages; the same tree in the browser and in the build-time prerender. */
export function AppProvider({ serverState, children }: AppProviderProps) {
  return (
    <Provider store={store} serverState={serverState}>
      <ThemeSync />
      <Suspense fallback={<PageLoader label={t('app.startupGate.starting')} />}>
        <LocaleRoot>{children}</LocaleRoot>
      </Suspense>
      <AppToasts />
    </Provider>
  );
}
