import type { Page, TestInfo } from '@playwright/test';
import { createCustomerAccount, createProviderAccount } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { adminClient } from './support/admin.js';
import { expect, test } from './support/fixtures.js';
import { toggleTheme } from './support/navigation.js';
import { isPhone, openParty, sendWithEnter } from './provider-chat-parties.js';

/** Opens the directory panel of one provider. */
async function openProviderPanel(page: Page, fullName: string) {
  await page.goto(`/service-providers?${new URLSearchParams({ q: fullName }).toString()}`);
  await page.getByRole('button', { name: `Show details of ${fullName}, Electrician` }).click();
  const panel = page.getByRole('dialog', { name: 'Service provider' });
  await expect(panel).toBeVisible();
  return panel;
}

async function accountsFor(testInfo: TestInfo) {
  const tag = `${testInfo.project.name}${String(testInfo.workerIndex)}${Date.now().toString(36)}`;
  const provider = await createProviderAccount('Electrician', `rated${tag}`);
  const customer = await createCustomerAccount(`rater${tag}`);
  const admin = adminClient();
  const providerName = { first: 'Ravi', full: `Ravi Review${tag}` };
  const update = await admin
    .from('service-providers')
    .update({ first_name: providerName.first, last_name: `Review${tag}` })
    .eq('uuid', provider.id);
  expect(update.error).toBeNull();
  expect(
    (await admin.from('users').update({ first_name: 'Meena', last_name: 'Kumari' }).eq('uuid', customer.id)).error,
  ).toBeNull();
  // An accepted connection (the request and acceptance flows have their own tests), accepted two
  // hours ago and answered by the provider: a customer reviews an hour after acceptance, once
  // each side has written (the customer writes below).
  const acceptedAt = new Date(Date.now() - 2 * 3_600_000).toISOString();
  const connection = await admin
    .from('messages')
    .insert({
      from: customer.id,
      to: provider.id,
      is_chat: true,
      username: 'Meena Kumari',
      spname: providerName.full,
      requested_at: acceptedAt,
      answered_at: acceptedAt,
    })
    .select('message_id')
    .single();
  expect(connection.error).toBeNull();
  const greeting = await admin.from('chat_messages').insert({
    message_id: connection.data?.message_id ?? 0,
    sender: provider.id,
    body: 'Happy to help, see you at 4.',
  });
  expect(greeting.error).toBeNull();
  return { provider, customer, providerName };
}

test('a customer reviews after chatting, the dashboard updates live, the provider replies, everyone sees it', async ({
  browser,
}, testInfo) => {
  const { provider, customer, providerName } = await accountsFor(testInfo);
  const pro = await openParty(browser, testInfo, provider.email, provider.password);
  const cus = await openParty(browser, testInfo, customer.email, customer.password);
  const visitor = await browser.newContext({
    ...(testInfo.project.use.baseURL ? { baseURL: testInfo.project.use.baseURL } : {}),
    ...(testInfo.project.use.viewport ? { viewport: testInfo.project.use.viewport } : {}),
    ...(testInfo.project.use.isMobile !== undefined ? { isMobile: testInfo.project.use.isMobile } : {}),
  });
  try {
    // The provider's dashboard: no stars, no fabricated number.
    const tile = pro.page.getByRole('term').filter({ hasText: 'Your Ratings' }).locator('..');
    await expect(tile).toContainText('New on Mistri');
    await expect(tile).toContainText('No reviews yet');
    await expect(
      pro.page.getByText('No reviews yet. Customers can review you once you accept their request.'),
    ).toBeVisible();

    // The customer's inbox row offers "Rate Ravi"; the customer chats first.
    await cus.page.goto('/messages');
    await expect(cus.page.getByRole('button', { name: `Rate ${providerName.first}` })).toBeVisible();
    await cus.page.getByRole('button', { name: new RegExp(providerName.full) }).click();
    await expect(cus.page).toHaveURL(/\/chat\/\d+$/);
    await sendWithEnter(cus.page, 'Thank you for fixing the switchboard!');

    // The review form: stars are required, then chosen with the keyboard.
    await cus.page.getByRole('button', { name: `Rate ${providerName.first}` }).click();
    const form = cus.page.getByRole('dialog', { name: `Rate ${providerName.first}` });
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: 'Publish review' }).click();
    await expect(form.getByText('Choose 1 to 5 stars')).toBeVisible();
    await form.getByRole('radio', { name: '3 stars of 5' }).check();
    await cus.page.keyboard.press('ArrowRight');
    await cus.page.keyboard.press('ArrowRight');
    await expect(form.getByRole('radio', { name: '5 stars of 5' })).toBeChecked();
    const text = form.getByRole('textbox', { name: 'Your review (optional)' });
    await text.fill('x'.repeat(1001));
    await expect(form.getByText('1,001 / 1,000 characters')).toBeVisible();
    await form.getByRole('button', { name: 'Publish review' }).click();
    await expect(form.getByText('Your review can have at most 1000 characters')).toBeVisible();
    await text.fill('Came on time and fixed the switchboard neatly. Nalla pani!');
    await expect(form.getByText('58 / 1,000 characters')).toBeVisible();
    await expectNoSeriousA11yViolations(cus.page);
    await form.getByRole('button', { name: 'Publish review' }).click();
    await expect(cus.page.getByText(`Thank you! Your review of ${providerName.first} is published.`)).toBeVisible();
    await expect(form).toBeHidden();
    await expect(cus.page.getByText(`You rated ${providerName.first}`)).toBeVisible();
    await expect(cus.page.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();

    // The provider's tile and reviews update without a reload.
    await expect(tile).toContainText('5.0');
    await expect(tile).toContainText('1 review');
    const review = pro.page.getByRole('article', { name: 'Review by Meena K.' });
    await expect(review).toContainText('Nalla pani!');
    await expect(review).toContainText('Verified customer');
    await expectNoSeriousA11yViolations(pro.page);

    // The provider replies.
    await review.getByRole('button', { name: 'Reply to Meena K.' }).click();
    await review.getByRole('textbox', { name: 'Your reply to Meena K.' }).fill('Thank you, Meena! Call me anytime.');
    await review.getByRole('button', { name: 'Publish reply' }).click();
    await expect(review).toContainText('Thank you, Meena! Call me anytime.');
    await expect(review.getByRole('button', { name: 'Edit reply to Meena K.' })).toBeVisible();

    // The provider can report a review from the dashboard; cancelling files nothing.
    await review.getByRole('button', { name: 'Report this review' }).click();
    const report = pro.page.getByRole('dialog', { name: 'Report this review' });
    await expect(report.getByRole('radio', { name: 'Fake profile or review' })).toBeVisible();
    await report.getByRole('button', { name: 'Cancel' }).click();
    await expect(report).toBeHidden();
    await expect(review).toContainText('Nalla pani!');

    // The customer sees the reply in the provider's panel.
    const customerPanel = await openProviderPanel(cus.page, providerName.full);
    await expect(customerPanel).toContainText('5.0 · 1 review');
    await expect(customerPanel.getByRole('article', { name: 'Review by Meena K.' })).toContainText(
      'Thank you, Meena! Call me anytime.',
    );

    // So does a signed-out visitor, in light and dark.
    const page = await visitor.newPage();
    const panel = await openProviderPanel(page, providerName.full);
    await expect(panel.getByText(`Reply from ${providerName.first}`)).toBeVisible();
    await expect(panel.getByRole('list', { name: 'Reviews per star' })).toContainText('5 stars: 1 review');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await toggleTheme(page, isPhone(testInfo));
    await openProviderPanel(page, providerName.full);
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectNoSeriousA11yViolations(page);
  } finally {
    await pro.context.close();
    await cus.context.close();
    await visitor.close();
  }
});

test('the directory sorts by "Top rated" and shows "New on Mistri" without reviews', async ({ page }) => {
  await page.goto('/service-providers?sort=top');
  await expect(page.getByLabel('Sort By')).toHaveValue('top');
  const rows = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Show details of / }) });
  await expect(rows.first().getByRole('img', { name: /^Rated / })).toBeVisible();
  // 20 at a time: load every page; providers without reviews come last.
  const more = page.getByRole('button', { name: 'Load more' });
  while (await more.isVisible()) {
    const shown = await rows.count();
    await more.click();
    await expect.poll(async () => (await rows.count()) > shown || !(await more.isVisible())).toBe(true);
  }
  await expect(rows.last()).toContainText('New on Mistri');
  await expectNoSeriousA11yViolations(page);
});
