import { lazy, Suspense } from 'react';
import { PageLoader } from '../../components/spinner';
import { LandingPage } from '../../features/landing/components/landing-page';
import { isJob } from '../../lib/domain/job';
import { useAppSelector } from '../../store/hooks';

const ProviderDashboard = lazy(() =>
  import('./provider-dashboard').then((module) => ({ default: module.ProviderDashboard })),
);

/** Home: the provider dashboard for people with a job, the landing page for everyone else. */
export function Component() {
  const isProvider = useAppSelector((state) => isJob(state.authUser.metadata));
  if (!isProvider) return <LandingPage />;
  return (
    <Suspense fallback={<PageLoader />}>
      <ProviderDashboard />
    </Suspense>
  );
}
