import type { Page } from '@playwright/test';
import { createCustomerAccount, type Account } from './support/accounts.js';
import { anonClient } from './support/admin.js';
import { E2E } from './support/e2e-env.js';
import { expect, signIn, test } from './support/fixtures.js';

// Issue 22 findings 10 and 17: one phone, two people. Whatever ends a session (Log out here, "Log
// out everywhere" or a password change on another device) clears what the last person left on the
// device: saved API reads, cached pictures and unsent chat messages; saved reads are kept per user.
test.use({ serviceWorkers: 'allow' });
// Two people, each a cold signed-in start with the service worker: several minutes on a busy machine.
test.describe.configure({ timeout: 300_000 });

/** A valid 1x1 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface DeviceState {
  reads: string[];
  pictures: string[];
  outbox: string[];
}

/** What this device holds: the service worker's caches and the chat outbox (IndexedDB). */
function deviceState(page: Page): Promise<DeviceState> {
  return page.evaluate(async () => {
    const urls = async (name: string) =>
      (await caches.has(name)) ? (await (await caches.open(name)).keys()).map((request) => request.url) : [];
    const outbox = await new Promise<string[]>((resolve, reject) => {
      const open = indexedDB.open('mistri-chat-outbox', 1);
      open.onupgradeneeded = () => {
        open.result
          .createObjectStore('messages', { keyPath: 'id' })
          .createIndex('by-conversation', ['senderId', 'conversationId']);
      };
      open.onerror = () => {
        reject(open.error ?? new Error('outbox'));
      };
      open.onsuccess = () => {
        const read = open.result.transaction('messages').objectStore('messages').getAll();
        read.onsuccess = () => {
          open.result.close();
          resolve((read.result as { body: string }[]).map((message) => message.body));
        };
      };
    });
    return { reads: await urls('api-reads'), pictures: await urls('profile-pictures'), outbox };
  });
}

/** A message typed while offline, as the chat keeps it until it is sent. */
async function keepUnsentMessage(page: Page, senderId: string, body: string): Promise<void> {
  await page.evaluate(
    ({ senderId, body }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('mistri-chat-outbox', 1);
        open.onupgradeneeded = () => {
          open.result
            .createObjectStore('messages', { keyPath: 'id' })
            .createIndex('by-conversation', ['senderId', 'conversationId']);
        };
        open.onsuccess = () => {
          const transaction = open.result.transaction('messages', 'readwrite');
          transaction
            .objectStore('messages')
            .put({ id: crypto.randomUUID(), body, senderId, conversationId: 1, savedAt: Date.now(), order: 1 });
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
          transaction.onerror = () => {
            reject(transaction.error ?? new Error('outbox'));
          };
        };
      }),
    { senderId, body },
  );
}

/** Signs in with the service worker in control, reads the profile and fetches the person's picture. */
async function useTheApp(page: Page, person: Account): Promise<string> {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await signIn(page, person.email, person.password);
  await page.goto('/your-profile');
  // A cold start with the service worker installing: slower than a click on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: `${person.firstName} ${person.lastName}` })).toBeVisible({
    timeout: 20_000,
  });

  const client = anonClient();
  await client.auth.signInWithPassword({ email: person.email, password: person.password });
  const path = `users/${person.id}.jpg`;
  await client.storage.from('profile_pic').upload(path, TINY_PNG, { contentType: 'image/png', upsert: true });
  const { data } = await client.storage.from('profile_pic').createSignedUrl(path, 3600);
  const signed = data?.signedUrl ?? '';
  expect(signed).toContain('token=');
  await page.evaluate(async (url) => {
    await fetch(url);
  }, signed);
  await keepUnsentMessage(page, person.id, `Gate code 4411, from ${person.firstName}`);
  return signed;
}

test('"Log out everywhere" on another device leaves nothing of the last person on this one', async ({ page }) => {
  const asha = await createCustomerAccount('asha');
  const picture = await useTheApp(page, asha);
  await expect
    .poll(async () => (await deviceState(page)).reads.some((url) => url.includes(`mistri-cache-user=${asha.id}`)))
    .toBe(true);
  const before = await deviceState(page);
  // The picture is kept under its whole signed address, token included, never by its path alone.
  expect(before.pictures).toContain(picture);
  expect(before.outbox).toEqual([`Gate code 4411, from ${asha.firstName}`]);

  // Asha, on her laptop, logs out everywhere; the shared phone learns it at its next start.
  const laptop = anonClient();
  await laptop.auth.signInWithPassword({ email: asha.email, password: asha.password });
  await laptop.auth.signOut({ scope: 'global' });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'You are not signed in' })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => deviceState(page)).toEqual({ reads: [], pictures: [], outbox: [] });

  // The next person's reads are saved under their own id only.
  const rajan = await createCustomerAccount('rajan');
  await signIn(page, rajan.email, rajan.password);
  await page.goto('/your-profile');
  await expect(page.getByRole('heading', { level: 1, name: `${rajan.firstName} ${rajan.lastName}` })).toBeVisible({
    timeout: 20_000,
  });
  await expect.poll(async () => (await deviceState(page)).reads.length).toBeGreaterThan(0);
  const reads = (await deviceState(page)).reads;
  expect(reads.filter((url) => url.includes(asha.id))).toEqual([]);
  expect(reads.every((url) => url.startsWith(E2E.apiUrl))).toBe(true);
});

test('Log out clears the unsent messages and the cached pictures', async ({ page }) => {
  const asha = await createCustomerAccount('logout');
  await useTheApp(page, asha);
  await expect.poll(async () => (await deviceState(page)).pictures.length).toBe(1);

  await page
    .getByRole('main')
    .getByRole('button', { name: /Log out/ })
    .click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect.poll(() => deviceState(page)).toEqual({ reads: [], pictures: [], outbox: [] });
});
