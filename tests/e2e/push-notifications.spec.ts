import type { BrowserContext, Page, Worker } from '@playwright/test';
import { startPushReceiver, type PushReceiver } from '../../scripts/lib/push-receiver.js';
import { createCustomerAccount, createProviderAccount } from './support/accounts.js';
import { adminClient, anonClient } from './support/admin.js';
import { E2E } from './support/e2e-env.js';
import { expect, test } from './support/fixtures.js';

// The test grants the notification permission; the app still asks for it only on the tap (the
// browser then answers at once).
test.use({ serviceWorkers: 'allow', permissions: ['notifications'] });

let receiver: PushReceiver;

test.beforeAll(async () => {
  receiver = await startPushReceiver();
});

test.afterAll(async () => {
  await receiver.close();
});

interface FakeSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * This machine cannot reach a browser push service (Chromium's goes to Google's servers), so
 * `PushManager.subscribe` cannot give a real subscription here. This init script stands in for it
 * in the page: `subscribe` and `getSubscription` answer a subscription whose endpoint is the
 * test's loopback receiver (scripts/lib/push-receiver.ts) and whose keys are the receiver's, so
 * the notify function's real, encrypted Web Push arrives there and is decrypted as a browser
 * would. The payload is then handed to the real service worker with the DevTools protocol's
 * `ServiceWorker.deliverPushMessage`, as the push service would.
 */
function fakePushManager(context: BrowserContext, subscription: FakeSubscription) {
  return context.addInitScript((keys: FakeSubscription) => {
    const FLAG = 'e2e.pushSubscribed';
    const bytes = (text: string) => {
      const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
      return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0)).buffer;
    };
    const make = (serverKey: string) => ({
      endpoint: keys.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: bytes(serverKey) },
      getKey: (name: string) => (name === 'p256dh' ? bytes(keys.p256dh) : name === 'auth' ? bytes(keys.auth) : null),
      toJSON: () => ({ endpoint: keys.endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } }),
      unsubscribe: () => {
        localStorage.removeItem(FLAG);
        return Promise.resolve(true);
      },
    });
    const encode = (key: BufferSource | string | null | undefined): string => {
      if (typeof key === 'string') return key;
      if (!key) return '';
      const view =
        key instanceof ArrayBuffer ? new Uint8Array(key) : new Uint8Array(key.buffer, key.byteOffset, key.byteLength);
      return btoa(String.fromCharCode(...view))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    };
    PushManager.prototype.subscribe = function subscribe(options?: PushSubscriptionOptionsInit) {
      const serverKey = encode(options?.applicationServerKey);
      localStorage.setItem(FLAG, serverKey);
      return Promise.resolve(make(serverKey) as unknown as PushSubscription);
    };
    PushManager.prototype.getSubscription = function getSubscription() {
      const serverKey = localStorage.getItem(FLAG);
      return Promise.resolve(serverKey === null ? null : (make(serverKey) as unknown as PushSubscription));
    };
  }, subscription);
}

interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  link: unknown;
}

/**
 * The system notifications of the page's service worker registration, read from the page: a
 * handle on the worker itself goes stale when Chromium stops the idle worker, and a push starts a
 * new one.
 */
function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const shown = await registration.getNotifications();
    return shown.map((item) => ({
      title: item.title,
      body: item.body,
      tag: item.tag,
      link: (item.data as { link?: unknown } | null)?.link,
    }));
  });
}

/** The running service worker: the newest, since a stopped worker's handle is closed and dropped. */
async function runningWorker(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers().at(-1) ?? (await context.waitForEvent('serviceworker'));
}

test('a provider turns push on; a request reaches the service worker as a push and its tap opens the request', async ({
  page,
  context,
  signIn,
}, testInfo) => {
  const tag = `${testInfo.project.name}${String(testInfo.workerIndex)}`;
  const provider = await createProviderAccount('Electrician', `push${tag}`);
  const customer = await createCustomerAccount(`pusher${tag}`);
  const device = receiver.subscribe();
  await fakePushManager(context, device);

  await signIn(provider.email, provider.password);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // The dashboard's offer turns push on for this device: one row, with the receiver's keys.
  const offer = page.getByRole('region', { name: 'Notifications on this device' });
  await expect(offer).toContainText('even when Mistri is closed');
  await offer.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Push is on for this device.')).toBeVisible();
  await expect(offer).toBeHidden();
  const admin = adminClient();
  const rows = await admin.from('push_subscriptions').select('endpoint, p256dh, auth').eq('user_id', provider.id);
  expect(rows.error).toBeNull();
  expect(rows.data).toEqual([{ endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth }]);

  // Account preferences show this device's state.
  await page.goto('/your-profile/preferences');
  const pushCard = page.getByRole('region', { name: 'Push on this device' });
  await expect(pushCard.getByRole('status')).toHaveText('Push is on for this device.');
  await expect(pushCard.getByRole('button', { name: 'Turn off' })).toBeVisible();

  // A customer's request: the webhook calls notify, which sends an encrypted Web Push to the receiver.
  const asker = anonClient();
  const signedIn = await asker.auth.signInWithPassword({ email: customer.email, password: customer.password });
  expect(signedIn.error).toBeNull();
  const { data: request, error } = await asker
    .from('messages')
    .insert({ from: customer.id, to: provider.id, username: customer.firstName })
    .select('message_id')
    .single();
  expect(error).toBeNull();
  const requestPath = `/requests?request=${String(request?.message_id)}`;
  const [push] = await receiver.waitFor(1, device, 30_000);
  expect(push?.vapidValid).toBe(true);
  expect(push?.payload).toMatchObject({
    title: `${customer.firstName} sent you a connection request`,
    link: requestPath,
    kind: 'new_request',
  });

  // The push service's part: the decrypted payload goes to the service worker's push handler.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((item) => item.scopeURL === `${E2E.baseUrl}/` && !item.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  const versions = new Map<string, { registrationId: string; status: string; runningStatus: string }>();
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions: updated }) => {
    for (const version of updated) versions.set(version.versionId, version);
  });
  await cdp.send('ServiceWorker.enable');
  const ours = await registrationId;
  // Enabling the DevTools domain attaches to the worker; the push goes out once its active version
  // is settled (running, or stopped for the push to start), not while it starts or stops.
  await expect
    .poll(() =>
      [...versions.values()].some(
        (version) =>
          version.registrationId === ours &&
          version.status === 'activated' &&
          (version.runningStatus === 'running' || version.runningStatus === 'stopped'),
      ),
    )
    .toBe(true);
  // DevTools' deliverPushMessage answers before the event is dispatched and never says whether it
  // was: three times in CI (always at phone width, never reproduced here) the worker showed nothing
  // for 30 s. A push service keeps a message until the browser takes it, so this stand-in delivers
  // again when nothing showed; the same tag means a second delivery cannot show a second
  // notification, which the test checks below. Each extra delivery is printed and noted on the
  // test with the worker's state, to find the cause.
  const deliver = () =>
    cdp.send('ServiceWorker.deliverPushMessage', { origin: E2E.baseUrl, registrationId: ours, data: push?.text ?? '' });
  const linksShown = async () => (await shownNotifications(page)).map((item) => item.link);
  await deliver();
  for (let attempt = 2; attempt <= 3; attempt += 1) {
    const arrived = await expect
      .poll(linksShown, { timeout: 15_000 })
      .toContain(requestPath)
      .then(
        () => true,
        () => false,
      );
    if (arrived) break;
    const description = `attempt ${String(attempt)}; versions: ${JSON.stringify([...versions.values()])}`;
    testInfo.annotations.push({ type: 'push delivered again', description });
    console.warn(`[push-notifications] nothing shown in 15 s, delivering again: ${description}`);
    await deliver();
  }
  await expect.poll(linksShown, { timeout: 15_000 }).toContain(requestPath);
  expect(await linksShown()).toEqual([requestPath]);
  const shown = (await shownNotifications(page)).find((item) => item.link === requestPath);
  expect(shown?.title).toBe(`${customer.firstName} sent you a connection request`);
  expect(shown?.body).toContain('Accept or decline');
  expect(shown?.tag).toBe((push?.payload as { tag?: unknown } | undefined)?.tag);

  // The tap: DevTools cannot click a system notification, so the worker is handed the
  // notificationclick event the browser would fire for the shown notification; the open window
  // goes to the request, which is marked in the list.
  const worker = await runningWorker(context);
  await worker.evaluate(async (link) => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent: (event: Event) => void };
    const shown = (await scope.registration.getNotifications()).find(
      (item) => (item.data as { link?: unknown } | null)?.link === link,
    );
    if (!shown) throw new Error('the notification is not shown');
    const NotificationEventClass = Reflect.get(self, 'NotificationEvent') as new (
      type: string,
      init: { notification: Notification },
    ) => Event;
    scope.dispatchEvent(new NotificationEventClass('notificationclick', { notification: shown }));
  }, requestPath);
  await expect(page).toHaveURL(requestPath);
  await expect(page.getByRole('listitem').and(page.locator('[aria-current="true"]'))).toContainText(customer.firstName);
  await expect.poll(() => shownNotifications(page)).toEqual([]);

  // Logging out removes this device's row and ends its subscription.
  await page.goto('/sp-profile');
  // The desktop sidebar has a Log out of its own; the profile's is on every width.
  await page.getByRole('navigation', { name: 'Profile actions' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  const after = await admin.from('push_subscriptions').select('id').eq('user_id', provider.id);
  expect(after.data).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('e2e.pushSubscribed'))).toBeNull();
});
