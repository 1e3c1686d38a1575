import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { canHydrate } from './app/boot-mode';
import { loadInitialRoutes } from './app/initial-routes';
import { routes } from './app/router';
import { StartFailed } from './app/start-failed';
import { startup } from './app/startup';
import { i18nReady } from './lib/i18n';
import { neutralState } from './store/root-reducer';
import './index.css';

// A link followed on the prerendered page before the app has started: the router's set-up of the
// history would cancel that navigation, so the app does not start on a page that is being left.
let leaving = false;
const leave = () => {
  leaving = true;
};
window.addEventListener('beforeunload', leave);

async function boot(container: HTMLElement): Promise<void> {
  const hydrate = canHydrate();
  // Everything the first screen needs (for a fresh render in the person's language too), so it
  // shows at once and reacts to taps with the remembered state already back.
  await Promise.all([loadInitialRoutes(routes, window.location.pathname), startup(), i18nReady]);
  if (leaving) return;
  window.removeEventListener('beforeunload', leave);
  // Hydrating: the state the build rendered with (every slice as it starts), not the remembered one.
  const serverState = hydrate ? neutralState() : undefined;
  const app = (
    <StrictMode>
      {/* Hydration data (none: no loaders) tells the router the page is already there: it keeps the scroll. */}
      <App router={createBrowserRouter(routes, hydrate ? { hydrationData: {} } : {})} serverState={serverState} />
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
  delete document.documentElement.dataset.boot;
  createRoot(container).render(<StartFailed />);
});
