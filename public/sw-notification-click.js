// Imported by the Workbox service worker (scripts/vite/pwa.ts, `importScripts`).
//
// `push`: a message from the notify function (supabase/functions/notify), already decrypted by the
// browser: JSON `{ title, body, link, tag, kind, id }`. It is shown as a system notification whose
// data carries the link; a payload that is not such JSON is dropped without an error.
//
// `notificationclick`: a tap on one of Mistri's system notifications brings a Mistri window to the
// front and opens the notification's page in it (the page navigates itself), or opens a new window
// there.
const MISTRI_ICON = '/icons/icon-192.png';

/** Only the app's own paths ("/chat/12"), never another site ("//evil.example"). */
function mistriLink(value) {
  return typeof value === 'string' && /^\/(?!\/)/.test(value) ? value : '/';
}

/** The notification to show for a push message's data, or null when it is not one of ours. */
function mistriPushNotification(data) {
  if (!data) return null;
  let payload;
  try {
    payload = data.json();
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  const { title, body, link, tag, kind, id } = payload;
  if (typeof title !== 'string' || title.trim() === '') return null;
  const number = typeof id === 'number' && Number.isSafeInteger(id) ? id : null;
  return {
    title: title.slice(0, 200),
    options: {
      body: typeof body === 'string' ? body.slice(0, 500) : '',
      // The open tab shows the same notification under the same tag, so one replaces the other.
      tag: typeof tag === 'string' && tag !== '' ? tag : number !== null ? `mistri-${String(number)}` : undefined,
      icon: MISTRI_ICON,
      data: { link: mistriLink(link), kind: typeof kind === 'string' ? kind : null, id: number },
    },
  };
}

self.addEventListener('push', (event) => {
  const shown = mistriPushNotification(event.data);
  if (!shown) return;
  event.waitUntil(self.registration.showNotification(shown.title, shown.options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  const link = mistriLink(data.link);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => 'focus' in client);
      if (open) {
        open.postMessage({ type: 'mistri:open', link });
        return open.focus();
      }
      return self.clients.openWindow(link);
    }),
  );
});
