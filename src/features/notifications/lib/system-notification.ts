import type { AppNotification } from './notification';
import { renderNotification } from './render-notification';

/** The message the service worker posts when one of our system notifications is tapped. */
export interface OpenMessage {
  type: 'mistri:open';
  link: string;
}

export function isOpenMessage(value: unknown): value is OpenMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { type, link } = value as Record<string, unknown>;
  return type === 'mistri:open' && typeof link === 'string' && /^\/(?!\/)/.test(link);
}

const ICON = '/icons/icon-192.png';

/**
 * Shows one system notification: through the service worker when one runs (the only way on
 * Android, and it survives the tab), else from the page. A tap opens `item.link`.
 */
export async function showSystemNotification(item: AppNotification, open: (link: string) => void): Promise<void> {
  const { title, body } = renderNotification(item, Date.now());
  const options = { body, tag: `mistri-${String(item.id)}`, icon: ICON, data: { link: item.link } };
  const registration =
    'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration().catch(() => undefined) : undefined;
  if (registration?.active) {
    await registration.showNotification(title, options);
    return;
  }
  const shown = new Notification(title, options);
  shown.onclick = () => {
    window.focus();
    open(item.link);
    shown.close();
  };
}
