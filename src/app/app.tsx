import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import { router } from './router';

// The service worker and its update prompt load after the first screen.
const UpdatePrompt = lazy(() => import('./pwa/update-prompt'));

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <UpdatePrompt />
      </Suspense>
    </AppProvider>
  );
}
