import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { PageLoader } from '../components/spinner';
import { persistor, store } from '../store/store';
import { AppToasts } from './app-toasts';
import { StartupGate } from './startup-gate';
import { ThemeSync } from './theme-sync';
import { LocaleRoot, t } from '../lib/i18n';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <Provider store={store}>
      <PersistGate loading={<PageLoader label={t('app.provider.startingMistri')} />} persistor={persistor}>
        <ThemeSync />
        <StartupGate>
          <LocaleRoot>{children}</LocaleRoot>
        </StartupGate>
        <AppToasts />
      </PersistGate>
    </Provider>
  );
}
