import { lazy, Suspense } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { RootState } from '../store/store';
import { useHydrated } from '../lib/use-hydrated';
import { useSecondFactorPending } from '../features/auth/lib/pending-second-factor';
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

// Only for a session that still waits for its second step (see start-app.ts).
const SecondFactorPrompt = lazy(() => import('../features/auth/components/second-factor-prompt'));

function SecondFactorCheck() {
  const pending = useSecondFactorPending();
  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <SecondFactorPrompt />
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
      <SecondFactorCheck />
    </AppProvider>
  );
}
