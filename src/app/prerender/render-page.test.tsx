import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { publicPages } from '../../config/page-meta';
import { neutralState } from '../../store/root-reducer';
import { loadInitialRoutes } from '../initial-routes';
import { AppProvider } from '../provider';
import { routes } from '../router';
import { renderPage } from './render-page';

/**
 * The build step's HTML of each public page, hydrated the way main.tsx does it: React's
 * development build reports every difference between that HTML and the first client render.
 */
describe('renderPage', () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
  });

  it.each(publicPages.map((page) => page.path))('prerenders %s as a visitor sees it', async (path) => {
    const html = await renderPage(path);
    expect(html).toContain('<header');
    expect(html).toContain('<main id="main"');
    expect(html).toMatch(/<h1[\s>]/);
    expect(html).toContain('href="/signin"');
    expect(html).not.toContain('<script');
  });

  it.each(publicPages.map((page) => page.path))('hydrates %s without a mismatch or an error', async (path) => {
    const html = await renderPage(path);
    window.history.replaceState(null, '', path);
    document.body.innerHTML = `<div id="root">${html}</div>`;
    const container = document.getElementById('root') as HTMLElement;
    const heading = container.querySelector('h1');
    const problems: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      // Both renderers run in this one process here (never in a browser), which React's dev build notes.
      if (String(args[0]).startsWith('Detected multiple renderers concurrently')) return;
      problems.push(args);
    });
    // jsdom has no scrolling; the router's scroll restoration calls it.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);

    await loadInitialRoutes(routes, path);
    const serverState = neutralState();
    await act(async () => {
      root = hydrateRoot(
        container,
        <AppProvider serverState={serverState}>
          <RouterProvider router={createBrowserRouter(routes)} />
        </AppProvider>,
        { onRecoverableError: (error) => problems.push(error) },
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
    });

    vi.restoreAllMocks();
    expect(problems).toEqual([]);
    expect(heading?.isConnected).toBe(true);
    expect(container.querySelector('h1')).toBe(heading);
  });
});
