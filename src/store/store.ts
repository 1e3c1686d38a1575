import { configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type PersistConfig,
} from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { authUserSlice } from './auth-user-slice';
import { chatUsersSlice } from './chat-users-slice';
import { connectStore, rootReducer, type RootState } from './root-reducer';
import { themeSlice } from './theme-slice';
import { userLocationSlice } from './user-location-slice';

export type { RootState };

/** Spec: key root, version 1, timeout 5000 ms. Only client state is kept, never the API cache or tokens. */
const persistConfig: PersistConfig<RootState> = {
  key: 'root',
  version: 1,
  timeout: 5000,
  storage,
  whitelist: [authUserSlice.name, chatUsersSlice.name, userLocationSlice.name, themeSlice.name],
};

export function makeStore(preloadedState?: Partial<RootState>, options: { persist?: boolean } = {}) {
  // The persisted reducer only adds redux-persist's `_persist` key to the same state.
  const reducer = (
    options.persist === false ? rootReducer : persistReducer(persistConfig, rootReducer)
  ) as typeof rootReducer;
  const dynamic = createDynamicMiddleware();
  const store = configureStore({
    reducer,
    ...(preloadedState ? { preloadedState: preloadedState as RootState } : {}),
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }).concat(
        dynamic.middleware,
      ),
  });
  connectStore({ middleware: dynamic, dispatch: store.dispatch });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const store = makeStore();
export const persistor = persistStore(store);
