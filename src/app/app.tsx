import { lazy, Suspense } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { RootState } from '../store/store';
import { useHydrated } from '../lib/use-hydrated';
import { AppProvider } from './provider';

// The service worker and its update prompt load after the first screen.
const UpdatePrompt = lazy(() => import('./pwa/update-prompt'));

function ServiceWorkerPrompt() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}

interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  serverState: RootState | undefined;
}

export function App({ router, serverState }: AppProps) {
  return (
    <AppProvider serverState={serverState}>
      <RouterProvider router={router} />
      <ServiceWorkerPrompt />
    </AppProvider>
  );
}
