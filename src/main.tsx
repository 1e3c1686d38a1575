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
  const routesLoaded = loadInitialRoutes(routes, window.location.pathname);
  if (canHydrate()) {
    await routesLoaded;
    // The state the build rendered with: taken before the startup brings back the persisted state.
    const serverState = store.getState();
    const started = startup();
    // As a transition, hydration yields to the browser between components instead of one long task.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App router={createBrowserRouter(routes)} startup={started} serverState={serverState} />
        </StrictMode>,
      );
    });
    return;
  }
  // Everything the first screen needs, so it shows at once in the person's language.
  await Promise.all([routesLoaded, startup(), i18nReady]);
  const root = createRoot(container);
  // The first commit replaces what #root holds (a prerendered page kept hidden, or nothing behind the loader).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={createBrowserRouter(routes)} startup={null} />
      </StrictMode>,
    );
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
boot(container).catch((error: unknown) => {
  console.error('[mistri] The app could not start', error);
});
