import type { Locator, Page } from '@playwright/test';
import { createCustomerAccount, createProviderAccount } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { adminClient } from './support/admin.js';
import { expect, signIn, test } from './support/fixtures.js';
import { messageLog, openParty } from './provider-chat-parties.js';

// Issue 17: nothing a person types is lost or refused for no reason (flows, at phone width).
test.skip(({ isMobile }) => !isMobile, 'these findings were made on a phone');

/** A customer and a provider, with a request from one to the other (accepted or not). */
async function connectedPair(label: string, accepted: boolean) {
  const customer = await createCustomerAccount(`${label}-customer`);
  const provider = await createProviderAccount('Plumber', `${label}-provider`);
  const { error } = await adminClient()
    .from('messages')
    .insert({ from: customer.id, to: provider.id, is_chat: accepted, username: customer.firstName });
  if (error) throw new Error(error.message);
  return { customer, provider };
}

async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  // A toast slides in from the top edge: judge where it comes to rest.
  let previous = await a.boundingBox();
  await expect
    .poll(async () => {
      const now = await a.boundingBox();
      const still = JSON.stringify(now) === JSON.stringify(previous);
      previous = now;
      return still;
    })
    .toBe(true);
  const [first, second] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!first || !second) return false;
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  );
}

/**
 * Keeps the next toast saying `text` on screen until the window regains focus. Its timer starts
 * when it has slid in, and a busy machine can take longer than the toast's second to measure it;
 * toasts pause while the window is out of focus, so the window loses focus the moment it starts.
 */
async function holdToast(page: Page, text: string) {
  await page.evaluate((wanted) => {
    const observer = new MutationObserver(() => {
      const toast = [...document.querySelectorAll('.Toastify__toast')].find((node) =>
        node.textContent.includes(wanted),
      );
      const bar = toast?.querySelector<HTMLElement>('.Toastify__progress-bar');
      if (bar?.style.animationPlayState !== 'running') return;
      observer.disconnect();
      window.dispatchEvent(new Event('blur'));
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['style'] });
  }, text);
}

async function openChatWith(page: Page, name: RegExp) {
  await page.goto('/messages');
  await page.getByRole('button', { name }).click();
  await expect(page).toHaveURL(/\/chat\/\d+$/);
}

test('2: on a slow connection, what is typed after Enter stays, and every message arrives in order', async ({
  page,
}) => {
  const { customer, provider } = await connectedPair('slow', true);
  await signIn(page, customer.email, customer.password);
  await openChatWith(page, new RegExp(`^${provider.firstName}`));
  await page.route('**/rest/v1/chat_messages*', async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });

  const box = page.getByRole('textbox', { name: 'Message' });
  const texts = Array.from({ length: 6 }, (_, i) => `message ${String(i + 1)}`);
  for (const text of texts) {
    await box.pressSequentially(text);
    await box.press('Enter');
  }
  await box.pressSequentially('still typing');
  await expect(page.getByRole('list', { name: 'Messages not sent yet' })).toBeVisible();
  for (const text of texts) await expect(messageLog(page).getByText(text, { exact: true })).toBeVisible();
  await expect(box).toHaveValue('still typing');
  const { data } = await adminClient().from('chat_messages').select('body').eq('sender', customer.id).order('id');
  expect(data?.map((row) => row.body)).toEqual(texts);
});

test('2: a failed send keeps its text with Retry', async ({ page }) => {
  const { customer, provider } = await connectedPair('retry', true);
  await signIn(page, customer.email, customer.password);
  await openChatWith(page, new RegExp(`^${provider.firstName}`));
  await page.route('**/rest/v1/chat_messages*', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  );
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('Can you come at 10?');
  await box.press('Enter');
  const pending = page.getByRole('list', { name: 'Messages not sent yet' });
  await expect(pending.getByText('Can you come at 10?')).toBeVisible();
  // No network: the message waits for it (issue 11's outbox) and Retry tries again at once.
  await expect(pending.getByRole('status')).toContainText('Waiting for network');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/issue-17/chat-retry-phone.png' });

  await page.unroute('**/rest/v1/chat_messages*');
  await pending.getByRole('button', { name: 'Retry' }).click();
  await expect(messageLog(page).getByText('Can you come at 10?')).toBeVisible();
  await expect(pending).toHaveCount(0);
});

test('6: Log out ends this device only; Log out everywhere ends the others too', async ({ browser }, testInfo) => {
  const customer = await createCustomerAccount('devices');
  const laptop = await openParty(browser, testInfo, customer.email, customer.password);
  const phone = await openParty(browser, testInfo, customer.email, customer.password);
  const expectSignedIn = async (page: Page, yes: boolean) => {
    await page.goto('/your-profile');
    const heading = page.getByRole('heading', { level: 1, name: `${customer.firstName} ${customer.lastName}` });
    await expect(yes ? heading : page.getByRole('heading', { name: 'You are not signed in' })).toBeVisible();
  };

  await laptop.page.goto('/your-profile');
  await laptop.page
    .getByRole('main')
    .getByRole('button', { name: /Log out/ })
    .click();
  await expect(laptop.page.getByText('Logged out successfully')).toBeVisible();
  await expectSignedIn(phone.page, true);

  const laptopAgain = await openParty(browser, testInfo, customer.email, customer.password);
  await phone.page.goto('/your-profile/preferences');
  await phone.page.getByRole('button', { name: 'Log out everywhere' }).click();
  await expect(phone.page.getByText('Logged out on all your devices')).toBeVisible();
  await expectSignedIn(laptopAgain.page, false);
  for (const party of [laptop, phone, laptopAgain]) await party.context.close();
});

test('7: a page opened by typing its address starts at the top; Back restores the place', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.evaluate(() => {
    window.scrollTo(0, document.body.scrollHeight);
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.goto('/contact');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goto('/service-providers');
  await expect(page.getByRole('button', { name: /^Show details of / }).first()).toBeVisible();
  await page.evaluate(() => {
    window.scrollTo(0, 600);
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Electrical' }).click();
  await expect(page).toHaveURL('/mistri-electricians');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
});

test('9: the provider accepts with a labelled, finger-sized button and stays on the page', async ({ page }) => {
  const { customer, provider } = await connectedPair('accept', false);
  await signIn(page, provider.email, provider.password);
  await page.goto('/requests');
  const accept = page.getByRole('button', { name: `Accept request from ${customer.firstName}`, exact: false });
  await expect(accept).toHaveText('Accept');
  const box = await accept.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  expect(box?.width).toBeGreaterThanOrEqual(44);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/issue-17/requests-accept-phone.png' });
  await accept.click();
  const openChat = page.getByRole('button', { name: new RegExp(`^Open chat with ${customer.firstName}`) });
  await expect(openChat).toBeVisible();
  await expect(page).toHaveURL('/requests');
  const { data } = await adminClient().from('messages').select('is_chat').eq('from', customer.id);
  expect(data).toEqual([{ is_chat: true }]);
  await openChat.click();
  await expect(page).toHaveURL(/\/chat\/\d+$/);
});

test('11 and 14: the panel lives in the address, Back closes it, and toasts keep off its controls', async ({
  page,
}) => {
  const customer = await createCustomerAccount('panel');
  await signIn(page, customer.email, customer.password);
  await page.goto('/service-providers');
  await page
    .getByRole('button', { name: /^Show details of / })
    .first()
    .click();
  const panel = page.getByRole('dialog', { name: 'Service provider' });
  await expect(panel).toBeVisible();
  await expect(page).toHaveURL(/\/service-providers\?provider=[0-9a-f-]{36}$/);

  await panel.getByRole('button', { name: 'Send request' }).click();
  await holdToast(page, 'Connection request sent!');
  await panel.getByRole('button', { name: 'Send', exact: true }).click();
  const toast = page.getByText('Connection request sent!');
  await expect(toast).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Request sent' })).toBeDisabled();
  expect(await overlaps(toast, panel.getByRole('button', { name: 'Close' }))).toBe(false);
  expect(await overlaps(toast, page.getByRole('banner'))).toBe(false);
  await page.screenshot({ path: 'test-results/issue-17/panel-toast-phone.png' });
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(toast).toBeHidden();

  await page.goBack();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL('/service-providers');

  await page.goto('/');
  await page.goto('/service-providers');
  await expect(page.getByRole('button', { name: /^Show details of / }).first()).toBeVisible();
  await expect(panel).toBeHidden();
});

test('13: an accepted connection without messages says so, with no made-up time', async ({ page }) => {
  const { customer, provider } = await connectedPair('empty', true);
  await signIn(page, customer.email, customer.password);
  await page.goto('/messages');
  // The row's name starts with the provider's; the row also holds a "Rate …" button.
  const row = page.getByRole('button', { name: new RegExp(`^${provider.firstName}`) });
  await expect(row).toContainText('No messages yet');
  await expect(row).not.toContainText('Click to chat');
  await expect(row).not.toContainText('00:00');
});
