import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { store } from '../store/store';
import { AppToasts } from './app-toasts';
import { StartupGate } from './startup-gate';
import { ThemeSync } from './theme-sync';
import { LocaleRoot } from '../lib/i18n';

/**
 * The store and the app around the pages. The startup gate also waits for the persisted state
 * (see startup.ts), so no separate redux-persist gate is needed.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <Provider store={store}>
      <StartupGate>
        {/* After the persisted theme is back; until then index.html's script has set the class. */}
        <ThemeSync />
        <LocaleRoot>{children}</LocaleRoot>
      </StartupGate>
      <AppToasts />
    </Provider>
  );
}
