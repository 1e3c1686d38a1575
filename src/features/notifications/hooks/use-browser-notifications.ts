import { useEffect, useRef } from 'react';
import type { AppNotification } from '../lib/notification';
import { useNotificationPermission } from '../lib/notification-permission';
import { isOpenMessage, showSystemNotification } from '../lib/system-notification';
import { usePushStatus } from './use-push-device';

/**
 * Shows a system notification (through the service worker) for each new one while the tab is
 * hidden, once the person allowed it (asked only when they press a Turn on button, never on page
 * load). Tapping it brings this window back on the notification's page. A device with push on
 * gets them from the notify function instead (on the channels the person chose), not twice.
 */
export function useBrowserNotifications(items: readonly AppNotification[] | undefined, open: (link: string) => void) {
  const permission = useNotificationPermission();
  const pushOn = usePushStatus() === 'on';
  const seen = useRef<Set<number> | null>(null);
  const openRef = useRef(open);

  useEffect(() => {
    openRef.current = open;
  }, [open]);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    const onMessage = (event: MessageEvent) => {
      if (isOpenMessage(event.data)) openRef.current(event.data.link);
    };
    container.addEventListener('message', onMessage);
    return () => {
      container.removeEventListener('message', onMessage);
    };
  }, []);

  useEffect(() => {
    if (!items) return;
    if (seen.current === null) {
      // What is there on first load is not news.
      seen.current = new Set(items.map((item) => item.id));
      return;
    }
    const known = seen.current;
    const fresh = items.filter((item) => !known.has(item.id));
    for (const item of fresh) known.add(item.id);
    if (permission !== 'granted' || pushOn || document.visibilityState !== 'hidden') return;
    for (const item of fresh.filter((candidate) => !candidate.read)) {
      showSystemNotification(item, (link) => {
        openRef.current(link);
      }).catch((error: unknown) => {
        console.error('[mistri] A system notification could not be shown', error);
      });
    }
  }, [items, permission, pushOn]);

  return { permission };
}
