// Imported by the Workbox service worker (scripts/vite/pwa.ts, `importScripts`): a tap on one of
// Mistri's system notifications brings a Mistri window to the front and opens the notification's
// page in it (the page navigates itself), or opens a new window there.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  const link = typeof data.link === 'string' && /^\/(?!\/)/.test(data.link) ? data.link : '/';
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
