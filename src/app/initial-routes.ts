import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy modules of the routes `pathname` matches and puts them on the route objects, so
 * the router's first render already has every component of the page: nothing to wait for when
 * hydrating the prerendered HTML, no loading indicator before the page. A module that fails to
 * load keeps its `lazy`: the router tries again and shows (and logs) its error screen if that fails too.
 */
export async function loadInitialRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      try {
        Object.assign(route, await route.lazy(), { lazy: undefined });
      } catch {
        // Left to the router, as above.
      }
    }),
  );
}
