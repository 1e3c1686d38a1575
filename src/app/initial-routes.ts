import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy modules of the routes `pathname` matches and puts them on the route objects, so
 * the router's first render already has every component of the page: nothing to wait for when
 * hydrating the prerendered HTML, no loading indicator before the page. A module that fails to
 * load keeps its `lazy`: the router tries again and shows its error screen if that fails too.
 */
export async function loadInitialRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (typeof lazy !== 'function') return;
      try {
        const module = await lazy();
        Object.assign(route, { ...module, lazy: undefined });
      } catch (error) {
        console.error('[mistri] A page module did not load', error);
      }
    }),
  );
}
