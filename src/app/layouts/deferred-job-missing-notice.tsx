import { Suspense } from 'react';
import { withMessages } from '../../lib/i18n';
import { lazyPart } from '../../lib/load-when-online';
import { useAppSelector } from '../../store/hooks';

const LazyJobMissingNotice = lazyPart(
  withMessages('rest', () =>
    import('../../features/auth/components/job-missing-notice').then((module) => ({
      default: module.JobMissingNotice,
    })),
  ),
);

/** The missing-job banner, loaded (with its text) only for a signed-in account that has no job. */
export function DeferredJobMissingNotice() {
  const jobMissing = useAppSelector((state) => state.authUser.uuid !== null && state.authUser.metadata === 0);
  if (!jobMissing) return null;
  return (
    <Suspense fallback={null}>
      <LazyJobMissingNotice />
    </Suspense>
  );
}
