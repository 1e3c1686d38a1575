import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { canHydrate } from './app/boot-mode';
import { loadInitialRoutes } from './app/initial-routes';
import { routes } from './app/router';
import { startup } from './app/startup';
import { i18nReady } from './lib/i18n';
import { store } from './store/store';
import './index.css';

async function boot(container: HTMLElement): Promise<void> {
  const hydrate = canHydrate();
  const routesLoaded = loadInitialRoutes(routes, window.location.pathname);
  // A fresh render waits for everything its first screen needs, so it shows at once in the person's language.
  await (hydrate ? routesLoaded : Promise.all([routesLoaded, startup(), i18nReady]));
  // Hydrating: the state the build rendered with, taken before the startup brings back the persisted one.
  const serverState = hydrate ? store.getState() : undefined;
  const app = (
    <StrictMode>
      <App router={createBrowserRouter(routes)} startup={hydrate ? startup() : null} serverState={serverState} />
    </StrictMode>
  );
  // As transitions, hydration and the first render yield to the browser instead of running as one long task;
  // the first commit replaces what #root holds (a prerendered page kept hidden, or nothing behind the loader).
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
boot(container).catch((error: unknown) => {
  console.error('[mistri] The app could not start', error);
});
