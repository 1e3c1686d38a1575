import { persistReducer, persistStore, type PersistConfig, type Persistor } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { authUserSlice } from './auth-user-slice';
import { chatUsersSlice } from './chat-users-slice';
import { rootReducer, type RootState } from './root-reducer';
import type { AppStore } from './store';
import { themeSlice } from './theme-slice';
import { userLocationSlice } from './user-location-slice';

type StoreReducer = Parameters<AppStore['replaceReducer']>[0];

/** Spec: key root, version 1, timeout 5000 ms. Only client state is kept, never the API cache or tokens. */
const persistConfig: PersistConfig<RootState> = {
  key: 'root',
  version: 1,
  timeout: 5000,
  storage,
  whitelist: [authUserSlice.name, chatUsersSlice.name, userLocationSlice.name, themeSlice.name],
};

/** Puts the persisted state back into `target` and keeps it saved from now on. */
export function persistAppStore(target: AppStore): Persistor {
  // The persisted reducer only adds redux-persist's `_persist` key to the same state.
  const persisted = persistReducer(persistConfig, rootReducer) as unknown as StoreReducer;
  target.replaceReducer(persisted);
  const persistor = persistStore(target);
  // redux-persist writes a moment after each change; a page left at once (a reload right after
  // switching the theme) would lose that change, so what is pending is written as the page goes.
  window.addEventListener('pagehide', () => {
    persistor.flush().catch((error: unknown) => {
      console.error('[mistri] Could not save the app state', error);
    });
  });
  return persistor;
}
