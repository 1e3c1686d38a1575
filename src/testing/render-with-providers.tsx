import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { makeStore, type AppStore, type RootState } from '../store/store';

interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** The URL the memory router starts at. */
  route?: string;
  /** Other routes next to the rendered element (e.g. to assert navigation). */
  routes?: RouteObject[];
}

/**
 * Renders `ui` at `route` inside a fresh (unpersisted) store and a memory router.
 * Returns Testing Library's result plus the store and router.
 */
export function renderWithProviders(ui: ReactElement, options: ProvidersOptions = {}) {
  const { preloadedState, route = '/', routes = [], ...renderOptions } = options;
  const store = options.store ?? makeStore(preloadedState);
  const path = route.split(/[?#]/)[0] ?? '/';
  const router = createMemoryRouter([{ path, element: ui }, ...routes], { initialEntries: [route] });
  function Wrapper({ children }: { children: ReactNode }) {
    return <Provider store={store}>{children}</Provider>;
  }
  const result = render(<RouterProvider router={router} />, { wrapper: Wrapper, ...renderOptions });
  return { store, router, ...result };
}
