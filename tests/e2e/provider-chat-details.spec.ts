import { createCustomerAccount, createProviderAccount } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { adminClient } from './support/admin.js';
import { expect, test } from './support/fixtures.js';
import { messageLog, sendWithEnter } from './provider-chat-parties.js';

test.describe('signed out', () => {
  for (const path of ['/messages', '/chat', '/dashboard', '/requests']) {
    test(`${path} asks the visitor to sign in`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'You are not signed in' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toBeVisible();
    });
  }
});

test('a customer without a chosen conversation gets a helpful empty chat and inbox', async ({ page, signIn }) => {
  const customer = await createCustomerAccount('quiet');
  await signIn(customer.email, customer.password);
  await page.goto('/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'No chat selected' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Open Messages' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/messages');
  await expect(page.getByText('No conversations yet')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Find a provider' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the message box counts near the limit, keeps new lines and shows text as text', async ({
  page,
  signIn,
}, testInfo) => {
  test.setTimeout(90_000);
  const tag = `${testInfo.project.name}${String(testInfo.workerIndex)}`;
  const provider = await createProviderAccount('Plumber', `pipes${tag}`);
  const customer = await createCustomerAccount(`writer${tag}`);
  const { error } = await adminClient()
    .from('messages')
    .insert({ from: customer.id, to: provider.id, is_chat: true, username: customer.firstName });
  expect(error).toBeNull();

  await signIn(customer.email, customer.password);
  await page.goto('/messages');
  await page.getByRole('button', { name: new RegExp(`${provider.firstName} ${provider.lastName}`) }).click();
  await expect(page).toHaveURL(/\/chat\/\d+$/);
  await expect(page.getByText(/No messages yet\. Say hello/)).toBeVisible();
  const box = page.getByRole('textbox', { name: 'Message' });
  const send = page.getByRole('button', { name: 'Send message' });

  // Shift+Enter starts a new line instead of sending; an empty box cannot be sent.
  await expect(send).toBeDisabled();
  await box.fill('First line');
  await box.press('Shift+Enter');
  await box.pressSequentially('second line');
  await expect(box).toHaveValue('First line\nsecond line');
  await expect(page.getByText('Message sent successfully')).toHaveCount(0);

  // Near the limit a counter appears; above it sending is blocked with a clear message.
  await box.fill('a'.repeat(1850));
  await expect(page.getByText('1850 / 2000')).toBeVisible();
  await expect(send).toBeEnabled();
  await box.fill('a'.repeat(2001));
  await expect(page.getByRole('alert').filter({ hasText: 'Too long' })).toBeVisible();
  await expect(send).toBeDisabled();
  await box.press('Enter');
  await expect(box).toHaveValue('a'.repeat(2001));

  // Markup arrives as plain text; a long word wraps inside its bubble.
  const markup = '<b>bold</b> <img src=x onerror="window.hacked=1">';
  await sendWithEnter(page, markup);
  await expect(messageLog(page)).toContainText(markup);
  await expect(messageLog(page).locator('b, img')).toHaveCount(0);
  const longWord = `pipe${'x'.repeat(300)}`;
  await sendWithEnter(page, longWord);
  const bubble = messageLog(page).getByText(longWord);
  await expect(bubble).toBeVisible();
  const fits = await messageLog(page).evaluate((log) => log.scrollWidth <= log.clientWidth);
  expect(fits).toBe(true);
  await sendWithEnter(page, 'First line\nsecond line');
  await expect(messageLog(page)).toContainText('First line\nsecond line');
  await expectNoSeriousA11yViolations(page);
});
