import type { Page } from '@playwright/test';
import { createCustomerAccount, createProviderAccount } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { adminClient } from './support/admin.js';
import { expect, test } from './support/fixtures.js';
import { messageLog, openParty } from './provider-chat-parties.js';

// The offline reload is served by the service worker (tests/e2e/pwa.spec.ts checks it installs).
test.use({ serviceWorkers: 'allow' });

async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

async function storedBodies(customerId: string): Promise<string[]> {
  const { data, error } = await adminClient().from('chat_messages').select('body').eq('sender', customerId).order('id');
  if (error) throw new Error(error.message);
  return data.map((row) => row.body);
}

test('offline, messages wait, survive a reload and reach the open chat once each, in order', async ({
  page,
  context,
  browser,
  signIn,
}, testInfo) => {
  // Tagged by project and worker: the directory test holds names unique among the providers shown.
  const tag = `${testInfo.project.name}${String(testInfo.workerIndex)}`;
  const customer = await createCustomerAccount(`outbox-customer${tag}`);
  const provider = await createProviderAccount('Plumber', `outbox-provider${tag}`);
  const { error } = await adminClient()
    .from('messages')
    .insert({ from: customer.id, to: provider.id, is_chat: true, username: customer.firstName });
  if (error) throw new Error(error.message);

  // The provider keeps the conversation open in another browser.
  const pro = await openParty(browser, testInfo, provider.email, provider.password);
  try {
    await pro.page.goto('/messages');
    await pro.page.getByRole('button', { name: new RegExp(customer.firstName) }).click();
    await expect(pro.page).toHaveURL(/\/chat\/\d+$/);
    await expect(pro.page.getByRole('textbox', { name: 'Message' })).toBeVisible();

    // The customer opens the chat online once (the service worker keeps the app and the chat).
    await signIn(customer.email, customer.password);
    await waitForServiceWorkerControl(page);
    await page.goto('/messages');
    await page.getByRole('button', { name: new RegExp(`^${provider.firstName}`) }).click();
    await expect(page).toHaveURL(/\/chat\/\d+$/);
    const box = page.getByRole('textbox', { name: 'Message' });
    await expect(box).toBeEnabled();

    // The network goes: three messages wait, and one more is deleted before it can go.
    await context.setOffline(true);
    const texts = ['Are you coming today?', 'The tap still leaks.', 'Gate code is 2468.'];
    for (const text of [...texts.slice(0, 2), 'Never mind this one', texts[2] ?? '']) {
      await box.fill(text);
      await box.press('Enter');
      await expect(box).toHaveValue('');
    }
    const pending = page.getByRole('list', { name: 'Messages not sent yet' });
    await expect(pending.getByRole('listitem')).toHaveCount(4);
    await expect(pending.getByRole('status').first()).toHaveText('Waiting for network');
    await pending.getByRole('button', { name: 'Delete unsent message: Never mind this one' }).click();
    await expect(pending.getByRole('listitem')).toHaveText(texts.map((text) => new RegExp(text)));
    await expectNoSeriousA11yViolations(page);

    // A reload without network keeps them, in order, still waiting.
    await page.reload();
    await expect(page.getByText(/You're offline\./)).toBeVisible();
    await expect(pending.getByRole('listitem')).toHaveText(texts.map((text) => new RegExp(text)));
    await expect(pending.getByRole('status')).toHaveText(texts.map(() => 'Waiting for network'));
    expect(await storedBodies(customer.id)).toEqual([]);

    // The network returns: each message arrives once, in order, in the provider's open chat.
    await context.setOffline(false);
    await expect(pending).toHaveCount(0, { timeout: 20_000 });
    for (const text of texts) await expect(messageLog(pro.page).getByText(text, { exact: true })).toHaveCount(1);
    await expect(messageLog(pro.page).getByText('Never mind this one')).toHaveCount(0);
    expect(await storedBodies(customer.id)).toEqual(texts);
    const logText = (await messageLog(pro.page).textContent()) ?? '';
    const positions = texts.map((text) => logText.indexOf(text));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));

    // A later reload sends nothing again.
    await page.reload();
    await expect(messageLog(page).getByText(texts[2] ?? '', { exact: true })).toBeVisible();
    await expect(pending).toHaveCount(0);
    expect(await storedBodies(customer.id)).toEqual(texts);
  } finally {
    await pro.context.close();
  }
});
