import { useSyncExternalStore } from 'react';
import { currentPushSubscription, pushApiPresent, serviceWorkerRegistration } from './push-device';

/** This device's push: whether it can take push (a service worker runs), and its subscription's address. */
export interface DevicePushState {
  supported: boolean;
  endpoint: string | null;
}

/** null until the browser has been read once. */
let state: DevicePushState | null = null;
let reading: Promise<void> | null = null;
let watching = false;
const listeners = new Set<() => void>();

async function read(): Promise<DevicePushState> {
  const registration = await serviceWorkerRegistration();
  if (!registration) return { supported: false, endpoint: null };
  const subscription = await currentPushSubscription().catch(() => null);
  return { supported: true, endpoint: subscription?.endpoint ?? null };
}

/** Reads the browser again and tells every place that shows this device's push. */
export function refreshDevicePush(): Promise<void> {
  reading ??= read()
    .then((next) => {
      if (state?.supported !== next.supported || state.endpoint !== next.endpoint) {
        state = next;
        for (const listener of listeners) listener();
      }
    })
    .finally(() => {
      reading = null;
    });
  return reading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!watching && pushApiPresent()) {
    watching = true;
    // The first service worker takes the page over after load (clientsClaim): push becomes possible.
    navigator.serviceWorker.addEventListener('controllerchange', () => void refreshDevicePush());
  }
  if (state === null) void refreshDevicePush();
  return () => {
    listeners.delete(listener);
  };
}

/** This device's push, shared by the preferences and the dashboard's offer; null while it is read. */
export function useDevicePush(): DevicePushState | null {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => null,
  );
}
