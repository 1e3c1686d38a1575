import { Suspense } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { RootState } from '../store/store';
import { OptionalPart } from '../components/optional-part';
import { lazyPart } from '../lib/load-when-online';
import { useHydrated } from '../lib/use-hydrated';
import { AppProvider } from './provider';

// The service worker's update prompt and the second sign-in step load after the first screen.
const AfterFirstScreenParts = lazyPart(() => import('./after-first-screen'));

function AfterFirstScreen() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <OptionalPart name="The update prompt and the second sign-in step">
      <Suspense fallback={null}>
        <AfterFirstScreenParts />
      </Suspense>
    </OptionalPart>
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
      <AfterFirstScreen />
    </AppProvider>
  );
}
