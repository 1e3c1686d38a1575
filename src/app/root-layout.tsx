import { useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation, type Location } from 'react-router-dom';
import { OfflineBanner } from './offline-banner';
import { OfflineScreen } from './offline-screen';
import { useOfflineReady } from './pwa/use-offline-ready';
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

/** Top of the route tree: the offline screen (or banner), a progress bar while a page loads, then the page. */
export function RootLayout() {
  // The page is on screen and live: drop index.html's data-boot, which hides #root while it says
  // "render" and keeps a prerendered page's buttons still while it says "hydrate".
  useLayoutEffect(() => {
    delete document.documentElement.dataset.boot;
  }, []);
  const online = useOnlineStatus();
  const offlineReady = useOfflineReady();
  const navigation = useNavigation();
  // Without a service worker nothing works offline; with one, the page stays and says so.
  if (!online && !offlineReady) return <OfflineScreen />;
  return (
    <>
      {!online && <OfflineBanner />}
      {navigation.state !== 'idle' && (
        <div
          role="progressbar"
          aria-label={t('app.rootLayout.loadingPage')}
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
