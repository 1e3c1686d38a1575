import { lazy, Suspense } from 'react';
import { useAppSelector } from '../store/hooks';
import { useHydrated } from '../lib/use-hydrated';

// Loaded after the first screen: toasts raised before it mounts wait in react-toastify's queue.
const ToastHost = lazy(() => import('./toast-host'));

export function AppToasts() {
  const theme = useAppSelector((state) => state.theme.theme);
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost theme={theme} />
    </Suspense>
  );
}
