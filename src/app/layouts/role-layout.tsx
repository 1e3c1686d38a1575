import { lazy, Suspense } from 'react';
import { PageLoader } from '../../components/spinner';
import { withMessages } from '../../lib/i18n';
import { isJob } from '../../lib/domain/job';
import { useAppSelector } from '../../store/hooks';
import { SiteLayout } from './site-layout';

const ProviderLayout = lazy(
  withMessages('rest', () => import('./provider-layout').then((module) => ({ default: module.ProviderLayout }))),
);

/** Route module: providers (a job in their metadata) get the provider layout, everyone else the site layout. */
export function Component() {
  const isProvider = useAppSelector((state) => isJob(state.authUser.metadata));
  if (!isProvider) return <SiteLayout />;
  return (
    <Suspense fallback={<PageLoader />}>
      <ProviderLayout />
    </Suspense>
  );
}
