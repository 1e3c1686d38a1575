import type { Locator, Page, TestInfo } from '@playwright/test';
import { createCustomerAccount, createProviderAccount, type Account } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { adminClient } from './support/admin.js';
import { expect, test } from './support/fixtures.js';
import { toggleTheme } from './support/navigation.js';
import { photoFile } from './support/test-photo.js';
import { messageLog, openParty } from './provider-chat-parties.js';

const SHOTS = 'test-results/chat-photos';

// The offline reload is served by the service worker (tests/e2e/pwa.spec.ts checks it installs).
test.use({ serviceWorkers: 'allow' });

/** Whether every photo shown in `scope` has loaded (decoded from its signed address). */
async function photosLoaded(scope: Locator, count: number): Promise<boolean> {
  return scope
    .locator('img')
    .evaluateAll(
      (images, expected) =>
        images.length === expected && images.every((image) => (image as HTMLImageElement).naturalWidth > 0),
      count,
    );
}

async function connected(testInfo: TestInfo, label: string): Promise<{ customer: Account; provider: Account }> {
  const tag = `${testInfo.project.name}${String(testInfo.workerIndex)}r${String(testInfo.retry)}`;
  const customer = await createCustomerAccount(`${label}-customer${tag}`);
  const provider = await createProviderAccount('Electrician', `${label}-provider${tag}`);
  const { error } = await adminClient()
    .from('messages')
    .insert({ from: customer.id, to: provider.id, is_chat: true, username: customer.firstName });
  if (error) throw new Error(error.message);
  return { customer, provider };
}

async function openChat(page: Page, name: string): Promise<void> {
  await page.goto('/messages');
  await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await expect(page).toHaveURL(/\/chat\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();
}

async function storedPhotoMessages(senderId: string) {
  const { data, error } = await adminClient()
    .from('chat_messages')
    .select('body, photos')
    .eq('sender', senderId)
    .order('id');
  if (error) throw new Error(error.message);
  return data;
}

test('at phone width, customer and provider exchange photos in chat and open them large', async ({
  page,
  browser,
  signIn,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone-width journey');
  const { customer, provider } = await connected(testInfo, 'photos');
  const pro = await openParty(browser, testInfo, provider.email, provider.password);
  try {
    await openChat(pro.page, customer.firstName);
    await signIn(customer.email, customer.password);
    await openChat(page, provider.firstName);

    // The customer picks a photo (resized here), adds a line and sends both in one message.
    await page.getByLabel('Add photos').setInputFiles(photoFile('switch.png'));
    const chosen = page.getByRole('list', { name: 'Photos to send' });
    await expect(chosen.getByRole('img', { name: 'Photo 1 of 1' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/composer-with-photo.png` });
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill('This switch sparks');
    await box.press('Enter');
    await expect(chosen).toHaveCount(0);

    // The provider sees it arrive live, photo and text together.
    const arrived = messageLog(pro.page).getByRole('listitem').filter({ hasText: 'This switch sparks' });
    await expect(arrived.getByRole('button', { name: 'Open photo 1 of 1' })).toBeVisible();
    await expect.poll(() => photosLoaded(arrived, 1)).toBe(true);

    // The provider answers with two photos and no text; the customer sees them live.
    await pro.page
      .getByLabel('Add photos')
      .setInputFiles([photoFile('wiring-1.png', 30), photoFile('wiring-2.png', 160)]);
    await expect(pro.page.getByRole('list', { name: 'Photos to send' }).getByRole('img')).toHaveCount(2);
    await pro.page.getByRole('button', { name: 'Send message' }).click();
    const reply = messageLog(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Open photo 2 of 2' }) });
    await expect.poll(() => photosLoaded(reply, 2)).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/customer-chat.png` });
    await expectNoSeriousA11yViolations(pro.page);
    await pro.page.screenshot({ path: `${SHOTS}/provider-chat.png` });

    // A tap opens the photo large; the next one is a tap away; Escape closes it.
    await reply.getByRole('button', { name: 'Open photo 1 of 2' }).click();
    const viewer = page.getByRole('dialog', { name: 'Photo 1 of 2' });
    await expect.poll(() => photosLoaded(viewer, 1)).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/viewer.png` });
    await viewer.getByRole('button', { name: 'Next photo' }).click();
    await expect(page.getByRole('dialog', { name: 'Photo 2 of 2' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(reply.getByRole('button', { name: 'Open photo 1 of 2' })).toBeFocused();

    // Dark theme too.
    await toggleTheme(page, true);
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/customer-chat-dark.png` });

    expect(await storedPhotoMessages(customer.id)).toEqual([
      {
        body: 'This switch sparks',
        photos: [expect.stringMatching(/^chats\/\d+\/[0-9a-f-]{36}\/[0-9a-f-]{36}-1\.jpg$/)],
      },
    ]);
    const [answer] = await storedPhotoMessages(provider.id);
    expect(answer?.body).toBe('');
    expect(answer?.photos).toHaveLength(2);
  } finally {
    await pro.context.close();
  }
});

test('offline, a photo message waits with its photo, survives a reload and arrives once', async ({
  page,
  context,
  browser,
  signIn,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone-width journey');
  const { customer, provider } = await connected(testInfo, 'photo-outbox');
  const pro = await openParty(browser, testInfo, provider.email, provider.password);
  try {
    await openChat(pro.page, customer.firstName);
    await signIn(customer.email, customer.password);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await openChat(page, provider.firstName);

    // Without network the photo is still resized and queued, then kept on the device.
    await context.setOffline(true);
    await page.getByLabel('Add photos').setInputFiles(photoFile('leak.png', 200));
    await expect(page.getByRole('list', { name: 'Photos to send' }).getByRole('img')).toHaveCount(1);
    await page.getByRole('textbox', { name: 'Message' }).fill('The pipe under the sink');
    await page.getByRole('button', { name: 'Send message' }).click();
    const pending = page.getByRole('list', { name: 'Messages not sent yet' });
    await expect(pending.getByRole('listitem')).toHaveText(/1 photo · The pipe under the sink/);
    await expect(pending.getByRole('status')).toHaveText('Waiting for network');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${SHOTS}/outbox-waiting.png` });

    await page.reload();
    await expect(page.getByText(/You're offline\./)).toBeVisible();
    await expect(pending.getByRole('listitem')).toHaveText(/1 photo · The pipe under the sink/);
    expect(await storedPhotoMessages(customer.id)).toEqual([]);

    // Back online: it goes out once, photo included, and the provider sees it live.
    await context.setOffline(false);
    await expect(pending).toHaveCount(0, { timeout: 20_000 });
    const arrived = messageLog(pro.page).getByRole('listitem').filter({ hasText: 'The pipe under the sink' });
    await expect(arrived).toHaveCount(1);
    await expect.poll(() => photosLoaded(arrived, 1)).toBe(true);
    await page.reload();
    await expect(messageLog(page).getByText('The pipe under the sink', { exact: true })).toBeVisible();
    const stored = await storedPhotoMessages(customer.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.photos).toHaveLength(1);
  } finally {
    await pro.context.close();
  }
});
