import type { Page } from '@playwright/test';
import { createCustomerAccount, createProviderAccount } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { adminClient } from './support/admin.js';
import { expect, test } from './support/fixtures.js';
import { toggleTheme } from './support/navigation.js';
import { openParty } from './provider-chat-parties.js';

/** Where each look is saved (test-results/ is not committed). */
const SHOTS = 'test-results/visit-time';

/** A calendar day `days` from today, as a date input takes it. */
function day(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The visit time line of a panel (its status text, not a button's spinner). */
function visitStatus(page: Page, scope = page.locator('body')) {
  return scope.locator('[data-visit] > p[role="status"]');
}

test('a provider accepts and proposes a visit time, the customer confirms, both see it agreed', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone-width journey');
  const tag = `${String(testInfo.workerIndex)}r${String(testInfo.retry)}`;
  const provider = await createProviderAccount('Electrician', `visit${tag}`);
  const customer = await createCustomerAccount(`visitor${tag}`);
  // The customer asked for an evening two days ahead.
  const { data: request, error } = await adminClient()
    .from('messages')
    .insert({
      from: customer.id,
      to: provider.id,
      username: customer.firstName,
      spname: `${provider.firstName} ${provider.lastName}`,
      description: 'The kitchen light flickers',
      wanted: 'slot',
      wanted_date: day(2),
      wanted_slot: 'evening',
    })
    .select('message_id')
    .single();
  expect(error).toBeNull();
  const messageId = request?.message_id ?? 0;

  const pro = await openParty(browser, testInfo, provider.email, provider.password);
  const cus = await openParty(browser, testInfo, customer.email, customer.password);
  try {
    // The provider accepts; the row offers the customer's time or another one.
    await pro.page.goto('/requests');
    const row = pro.page.locator(`#request-${String(messageId)}`);
    await row.getByRole('button', { name: `Accept request from ${customer.firstName}` }).click();
    await expect(visitStatus(pro.page, row)).toContainText(`${customer.firstName} asked for`);
    await expect(visitStatus(pro.page, row)).toContainText('Evening (4 – 8 pm)');
    await expect(row.getByRole('button', { name: /^Confirm .*, evening$/ })).toBeVisible();
    await row.getByRole('button', { name: 'Propose another time' }).click();
    await row.getByLabel('Day').fill(day(3));
    await row.getByLabel('Time', { exact: true }).selectOption({ label: 'Morning (8 am – 12 pm)' });
    await expectNoSeriousA11yViolations(pro.page);
    await row.screenshot({ path: `${SHOTS}/provider-proposes.png` });
    await row.getByRole('button', { name: 'Send' }).click();
    await expect(visitStatus(pro.page, row)).toContainText('You proposed');
    await expect(visitStatus(pro.page, row)).toContainText('Morning (8 am – 12 pm)');
    await expect(row.getByRole('button', { name: /^Confirm / })).toHaveCount(0);

    // The customer sees the proposal with their requests and confirms it.
    await cus.page.goto('/messages');
    const visits = cus.page.getByRole('region', { name: 'Visit times' });
    await expect(visitStatus(cus.page, visits)).toContainText(`${provider.firstName} proposes`);
    await expect(visitStatus(cus.page, visits)).toContainText('Morning (8 am – 12 pm)');
    await expectNoSeriousA11yViolations(cus.page);
    await cus.page.screenshot({ path: `${SHOTS}/customer-proposal.png`, fullPage: true });
    await visits.getByRole('button', { name: /^Confirm .*, morning$/ }).click();
    await expect(visitStatus(cus.page, visits)).toContainText('Visit agreed:');
    const agreed = (await visitStatus(cus.page, visits).textContent()) ?? '';
    expect(agreed).toContain('Morning (8 am – 12 pm)');

    // Both see the same agreed time: the provider's row (live) and both chat headers.
    await expect(visitStatus(pro.page, row)).toHaveText(agreed);
    await pro.page.screenshot({ path: `${SHOTS}/provider-agreed.png`, fullPage: true });
    await cus.page.goto(`/chat/${String(messageId)}`);
    await expect(visitStatus(cus.page)).toHaveText(agreed);
    await expectNoSeriousA11yViolations(cus.page);
    await cus.page.screenshot({ path: `${SHOTS}/customer-chat.png` });
    await toggleTheme(cus.page, true);
    await expectNoSeriousA11yViolations(cus.page);
    await cus.page.screenshot({ path: `${SHOTS}/customer-chat-dark.png` });
    await pro.page.goto(`/chat/${String(messageId)}`);
    await expect(visitStatus(pro.page)).toHaveText(agreed);
    await expect(pro.page.getByRole('button', { name: 'Change the time' })).toBeVisible();
    await pro.page.screenshot({ path: `${SHOTS}/provider-chat.png` });
  } finally {
    await pro.context.close();
    await cus.context.close();
  }
});
