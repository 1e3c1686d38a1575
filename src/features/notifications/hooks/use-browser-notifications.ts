import { useEffect, useRef, useState } from 'react';
import type { AppNotification } from '../lib/notification';

type Permission = NotificationPermission | 'unsupported';

function currentPermission(): Permission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * Shows a system notification for each new one while the tab is hidden, once the person allowed
 * it (asked only when they press the button in the bell, never on page load).
 */
export function useBrowserNotifications(items: readonly AppNotification[] | undefined, open: (link: string) => void) {
  const [permission, setPermission] = useState<Permission>(currentPermission);
  const seen = useRef<Set<number> | null>(null);
  const openRef = useRef(open);

  useEffect(() => {
    openRef.current = open;
  }, [open]);

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
    if (permission !== 'granted' || document.visibilityState !== 'hidden') return;
    for (const item of fresh.filter((candidate) => !candidate.read)) {
      const shown = new Notification(item.title, { body: item.body, tag: `mistri-${String(item.id)}` });
      shown.onclick = () => {
        window.focus();
        openRef.current(item.link);
        shown.close();
      };
    }
  }, [items, permission]);

  const ask = async () => {
    if (typeof Notification === 'undefined') return;
    setPermission(await Notification.requestPermission());
  };

  return { permission, ask };
}
