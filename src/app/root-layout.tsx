import { useEffect, useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation, type Location } from 'react-router-dom';
import { replayEarlyInput } from './early-input';
import { OfflineBanner } from './offline-banner';
import { RouteMeta } from './route-meta';
import { useOnlineStatus } from './use-online-status';
import { t } from '../lib/i18n';

/**
 * A page opened by typing its address has no history entry of its own yet (its key is "default"),
 * so each loaded document gets its own key: a typed address starts at the top instead of at the
 * place another typed page was left. Entries made by navigating keep their keys, so Back restores.
 */
const documentKey = `document-${String(Date.now())}-${String(Math.random())}`;
function scrollKey(location: Location): string {
  return location.key === 'default' ? documentKey : location.key;
}

/** Top of the route tree: the offline banner, a progress bar while a page loads, then the page. */
export function RootLayout() {
  // The page is on screen: drop index.html's data-boot="render", which hides #root. A hydrated
  // page keeps data-boot="hydrate" (what the person does is still noted) until the replay below.
  useLayoutEffect(() => {
    if (document.documentElement.dataset.boot !== 'hydrate') delete document.documentElement.dataset.boot;
  }, []);
  // After every part of the page has set itself up (parents' effects run after their children's),
  // and in a task of its own, so that React has rendered the hydrated page.
  useEffect(() => {
    const timer = setTimeout(() => void replayEarlyInput(), 0);
    return () => {
      clearTimeout(timer);
    };
  }, []);
  const online = useOnlineStatus();
  const navigation = useNavigation();
  // A network drop never takes the page away (with a service worker or without): it stays, with
  // what is typed in it, under a banner. A page that cannot load offline says so (route-error.tsx).
  return (
    <>
      {!online && <OfflineBanner />}
      {navigation.state !== 'idle' && (
        <div
          role="progressbar"
          aria-label={t('app.rootLayout.loading')}
          className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-brand-100 dark:bg-brand-950"
        >
          <div className="h-full w-1/3 animate-progress bg-brand-600 dark:bg-brand-400" />
        </div>
      )}
      <RouteMeta />
      <Outlet />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
