import { forgetSavedApiReads } from '../../../config/offline-caches';
import { clearOutbox } from '../../../lib/outbox-db';

/** Whose data this device holds (saved reads, pictures, the chat outbox): the last signed-in user's id. */
const DEVICE_USER_KEY = 'mistri:device-user';

export function deviceUser(): string | null {
  try {
    return localStorage.getItem(DEVICE_USER_KEY);
  } catch {
    return null;
  }
}

function setDeviceUser(uuid: string | null): void {
  try {
    if (uuid) localStorage.setItem(DEVICE_USER_KEY, uuid);
    else localStorage.removeItem(DEVICE_USER_KEY);
  } catch {
    // Without storage nothing is kept across loads either; the caches are still cleared at each end.
  }
}

/**
 * Forgets what the last person left on this device: the service worker's saved API reads and
 * pictures, and the unsent chat messages (plain text in IndexedDB).
 */
export async function forgetDeviceData(): Promise<void> {
  await Promise.all([
    forgetSavedApiReads(),
    typeof indexedDB === 'undefined'
      ? Promise.resolve()
      : clearOutbox().catch((error: unknown) => {
          console.error('[mistri] The unsent messages could not be cleared', error);
        }),
  ]);
}

/**
 * Called at every session change with who is signed in now (null: nobody). A session that ended
 * (`signedOut`: here, in another tab, on another device with "Log out everywhere", by a password
 * change elsewhere, an expired refresh) or another person signing in clears the device; the same
 * person keeps their data. Resolves when the device is clear.
 */
export async function followSessionOwner(uuid: string | null, signedOut = false): Promise<void> {
  const previous = deviceUser();
  if (uuid !== null && previous === uuid) return;
  if (uuid === null && previous === null && !signedOut) return;
  await forgetDeviceData();
  setDeviceUser(uuid);
}
