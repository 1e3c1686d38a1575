import type { Persistor } from 'redux-persist';
import { pause } from '../lib/pause';
import { mayHaveSession } from '../lib/session-presence';
import { userSignedOut } from '../store/auth-user-slice';
import { store } from '../store/store';

/** The first screen shows at the latest after this long, even if the startup still waits on the network. */
const STARTUP_LIMIT_MS = 8000;

function whenRehydrated(target: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!target.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = target.subscribe(check);
    check();
  });
}

/** Without a session there is nobody to load: the API client stays unloaded until a page needs it. */
async function startAsVisitor(): Promise<void> {
  if (store.getState().authUser.uuid) store.dispatch(userSignedOut());
  return Promise.resolve();
}

let started: Promise<void> | null = null;

/**
 * Spec §4 startup: persisted state first, then the signed-in person, the job notice and the device
 * location. Starts on the first call (main.tsx: at once, or right after hydration has taken its
 * snapshot of the neutral state); resolves (never rejects) when the app may render.
 */
export function startup(): Promise<void> {
  started ??= import('../store/store-persistence')
    .then(({ persistAppStore }) => whenRehydrated(persistAppStore(store)))
    .then(() =>
      mayHaveSession()
        ? Promise.race([
            import('../features/auth/startup/start-app').then(({ startApp }) => startApp(store)),
            pause(STARTUP_LIMIT_MS),
          ])
        : startAsVisitor(),
    )
    .catch((error: unknown) => {
      console.error('[mistri] Startup failed', error);
    });
  return started;
}
