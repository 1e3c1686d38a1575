import { configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { connectStore, rootReducer, type RootState } from './root-reducer';

export type { RootState };

/**
 * A store with every slice; the API cache joins when its module loads (root-reducer.ts) and
 * persistence when the startup loads it (store-persistence.ts), both off the first-load script.
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  const dynamic = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
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
