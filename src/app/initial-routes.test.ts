import type { RouteObject } from 'react-router-dom';
import { loadInitialRoutes } from './initial-routes';

function Page() {
  return null;
}

describe('loadInitialRoutes', () => {
  it('puts the modules of the matched lazy routes on them and leaves the others lazy', async () => {
    const layout = vi.fn(() => Promise.resolve({ Component: Page }));
    const signIn = vi.fn(() => Promise.resolve({ Component: Page }));
    const contact = vi.fn(() => Promise.resolve({ Component: Page }));
    const routes: RouteObject[] = [
      {
        path: '/',
        lazy: layout,
        children: [
          { path: 'signin', lazy: signIn },
          { path: 'contact', lazy: contact },
        ],
      },
    ];

    await loadInitialRoutes(routes, '/signin');

    const [root] = routes;
    const [signInRoute, contactRoute] = root?.children ?? [];
    expect(root).toMatchObject({ Component: Page, lazy: undefined });
    expect(signInRoute).toMatchObject({ Component: Page, lazy: undefined });
    expect(contactRoute?.lazy).toBe(contact);
    expect(contact).not.toHaveBeenCalled();
  });

  it('keeps a module that failed to load lazy, for the router to try again', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('network down')));
    const routes: RouteObject[] = [{ path: '/', lazy: failing }];

    await expect(loadInitialRoutes(routes, '/')).resolves.toBeUndefined();

    expect(routes[0]?.lazy).toBe(failing);
  });

  it('does nothing for an address no route matches', async () => {
    const lazy = vi.fn(() => Promise.resolve({ Component: Page }));
    await loadInitialRoutes([{ path: '/signin', lazy }], '/nowhere');
    expect(lazy).not.toHaveBeenCalled();
  });
});
