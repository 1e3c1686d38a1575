import { Suspense } from 'react';
import { lazyPart } from '../lib/load-when-online';
import { useSecondFactorPending } from '../features/auth/lib/pending-second-factor';
import UpdatePrompt from './pwa/update-prompt';

// Only for a session that still waits for its second step (see start-app.ts).
const SecondFactorPrompt = lazyPart(() => import('../features/auth/components/second-factor-prompt'));

/**
 * What shows over any page once the first screen is up: the service worker's update prompt, and
 * the code step of a session signed in with one step while the account has two.
 */
export default function AfterFirstScreen() {
  const pending = useSecondFactorPending();
  return (
    <>
      <UpdatePrompt />
      {pending && (
        <Suspense fallback={null}>
          <SecondFactorPrompt />
        </Suspense>
      )}
    </>
  );
}
