import { Suspense } from 'react';
import { withMessages } from '../../lib/i18n';
import { lazyPart } from '../../lib/load-when-online';
import { useAppSelector } from '../../store/hooks';

const LazyLocationSuggestion = lazyPart(
  withMessages('rest', () =>
    import('../../features/profile/components/location-suggestion').then((module) => ({
      default: module.LocationSuggestion,
    })),
  ),
);

/** "Use your current position?", loaded only when the device found the person away from their place. */
export function DeferredLocationSuggestion() {
  const suggested = useAppSelector((state) => state.authUser.uuid !== null && Boolean(state.userLocation.suggestion));
  if (!suggested) return null;
  return (
    <Suspense fallback={null}>
      <LazyLocationSuggestion />
    </Suspense>
  );
}
