import { Suspense } from 'react';
import { OptionalPart } from '../components/optional-part';
import { lazyPart } from '../lib/load-when-online';
import { useAppSelector } from '../store/hooks';
import { useHydrated } from '../lib/use-hydrated';

// Loaded after the first screen: toasts raised before it mounts wait in react-toastify's queue.
const ToastHost = lazyPart(() => import('./toast-host'));

export function AppToasts() {
  const theme = useAppSelector((state) => state.theme.theme);
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <OptionalPart name="The toasts">
      <Suspense fallback={null}>
        <ToastHost theme={theme} />
      </Suspense>
    </OptionalPart>
  );
}
