import {
  combineSlices,
  createAction,
  createDynamicMiddleware,
  type Dispatch,
  type Middleware,
  type Reducer,
  type WithSlice,
} from '@reduxjs/toolkit';
import type { baseApi } from '../lib/api/base-api';
import { authUserSlice } from './auth-user-slice';
import { chatUsersSlice } from './chat-users-slice';
import { themeSlice } from './theme-slice';
import { userLocationSlice } from './user-location-slice';

/**
 * The API cache (RTK Query) joins the store when the first page that needs it loads (see
 * `registerApi`), so the first screen does not wait for its code.
 */
export const rootReducer = combineSlices(
  authUserSlice,
  chatUsersSlice,
  userLocationSlice,
  themeSlice,
).withLazyLoadedSlices<WithSlice<typeof baseApi>>();

export type RootState = ReturnType<typeof rootReducer>;

/** Every slice (and the API cache, once joined) as a fresh store has it: what the build-time prerender renders with. */
export function neutralState(): RootState {
  return rootReducer(undefined, { type: 'store/neutral' });
}

interface LazyApi {
  reducerPath: typeof baseApi.reducerPath;
  reducer: Reducer;
  middleware: Middleware;
}

interface StoreHooks {
  middleware: ReturnType<typeof createDynamicMiddleware>;
  dispatch: Dispatch;
}

type ListenerSetup = (dispatch: Dispatch) => unknown;

const registered: { api: LazyApi; setupListeners: ListenerSetup }[] = [];
const stores: StoreHooks[] = [];

/**
 * An injected reducer only gets its state on the store's next action. Without this one, a query
 * started right after the API loads (the startup's "who is signed in?") would read the cache before
 * it exists, fail, and the person would read as signed out.
 */
const apiJoined = createAction<string>('store/apiJoined');

function attach(store: StoreHooks, { api, setupListeners }: (typeof registered)[number]): void {
  store.middleware.addMiddleware(api.middleware);
  setupListeners(store.dispatch);
  store.dispatch(apiJoined(api.reducerPath));
}

/**
 * Adds an RTK Query API (reducer, middleware, focus/online refetching) to every store, now and
 * later. Called by the API's own module, so its code stays out of the first-load script.
 */
export function registerApi(api: LazyApi, setupListeners: ListenerSetup): void {
  if (registered.some((entry) => entry.api === api)) return;
  const entry = { api, setupListeners };
  registered.push(entry);
  rootReducer.inject({ reducerPath: api.reducerPath, reducer: api.reducer as typeof baseApi.reducer });
  for (const store of stores) attach(store, entry);
}

/** Called by makeStore: the store gets every API registered so far and every later one. */
export function connectStore(store: StoreHooks): void {
  stores.push(store);
  for (const entry of registered) attach(store, entry);
}
