import { useSyncExternalStore } from 'react';
import { refreshDevicePush } from '../../../lib/push/push-state';

export type Permission = NotificationPermission | 'unsupported';

const listeners = new Set<() => void>();
let watching = false;

function read(): Permission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** A new answer also changes this device's push (a browser drops its subscription with the permission). */
function notify(): void {
  for (const listener of listeners) listener();
  void refreshDevicePush();
}

/** A change made in the browser's own settings reaches every place that asks, not only the one that asked. */
function watchBrowserSettings(): void {
  if (watching || typeof navigator === 'undefined' || !('permissions' in navigator)) return;
  watching = true;
  navigator.permissions
    .query({ name: 'notifications' })
    .then((status) => {
      status.addEventListener('change', notify);
    })
    .catch((error: unknown) => {
      console.error('[mistri] Notification permission changes cannot be followed', error);
    });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  watchBrowserSettings();
  return () => {
    listeners.delete(listener);
  };
}

/** Asks the browser once (only ever after a tap) and tells every bell and prompt the answer. */
export async function askNotificationPermission(): Promise<Permission> {
  if (typeof Notification === 'undefined') return 'unsupported';
  const answer = await Notification.requestPermission();
  notify();
  return answer;
}

/** Whether this browser shows our system notifications: granted, denied, not asked yet or unsupported. */
export function useNotificationPermission(): Permission {
  return useSyncExternalStore(subscribe, read, () => 'default');
}
