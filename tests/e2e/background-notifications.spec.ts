import type { Page } from '@playwright/test';
import { createCustomerAccount, createProviderAccount } from './support/accounts.js';
import { anonClient } from './support/admin.js';
import { expect, test } from './support/fixtures.js';

test.use({ serviceWorkers: 'allow', permissions: ['notifications'] });

interface ShownNotification {
  title: string;
  body: string;
  link: unknown;
}

/** The system notifications the service worker shows for this origin. */
function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const shown = await registration.getNotifications();
    return shown.map((item) => ({
      title: item.title,
      body: item.body,
      link: (item.data as { link?: unknown } | null)?.link,
    }));
  });
}

test('with the tab hidden, a new message shows a system notification through the service worker', async ({
  page,
  signIn,
}, testInfo) => {
  // Tagged by project and worker: the directory test holds names unique among the providers shown.
  const tag = `${testInfo.project.name}${String(testInfo.workerIndex)}`;
  const provider = await createProviderAccount('Electrician', `bell-hidden${tag}`);
  const customer = await createCustomerAccount(`bell-asker${tag}`);
  // A headless page is always "visible": the test hides it as switching to another tab would.
  await page.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (document.documentElement.dataset.testHidden === 'yes' ? 'hidden' : 'visible'),
    });
  });
  await signIn(provider.email, provider.password);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  expect(await page.evaluate(() => Notification.permission)).toBe('granted');

  // Visible tab: the bell counts it, no system notification.
  const asker = anonClient();
  const signedIn = await asker.auth.signInWithPassword({ email: customer.email, password: customer.password });
  expect(signedIn.error).toBeNull();
  const { error } = await asker
    .from('messages')
    .insert({ from: customer.id, to: provider.id, username: customer.firstName });
  expect(error).toBeNull();
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible({ timeout: 15_000 });
  expect(await shownNotifications(page)).toEqual([]);

  // Hidden tab (the provider accepted on another device): the customer's message shows up as a
  // system notification that opens that conversation.
  await page.evaluate(() => {
    document.documentElement.dataset.testHidden = 'yes';
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const elsewhere = anonClient();
  const providerIn = await elsewhere.auth.signInWithPassword({ email: provider.email, password: provider.password });
  expect(providerIn.error).toBeNull();
  const { data: request, error: acceptError } = await elsewhere
    .from('messages')
    .update({ is_chat: true })
    .eq('from', customer.id)
    .select('message_id')
    .single();
  expect(acceptError).toBeNull();
  const sent = await asker
    .from('chat_messages')
    .insert({ message_id: request?.message_id ?? 0, body: 'Can you come at 10?' });
  expect(sent.error).toBeNull();
  await expect
    .poll(() => shownNotifications(page), { timeout: 20_000 })
    .toContainEqual({
      title: expect.stringMatching(/^New message from /),
      body: 'Can you come at 10?',
      link: `/chat/${String(request?.message_id)}`,
    });
});
