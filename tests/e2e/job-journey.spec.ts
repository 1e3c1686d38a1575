import type { Page } from '@playwright/test';
import { createCustomerAccount, createProviderAccount } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { adminClient } from './support/admin.js';
import { expect, test } from './support/fixtures.js';
import { openAt, photosLoaded, placeProvider } from './support/help-now-parties.js';
import { toggleTheme } from './support/navigation.js';
import { photoFile } from './support/test-photo.js';
import { messageLog } from './provider-chat-parties.js';

/** Where each look is saved (test-results/ is not committed). */
const SHOTS = 'test-results/job-journey';

/** A calendar day `days` from today, as a date input takes it. */
function day(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The visit time line of a panel (its status text, not a button's spinner). */
function visitStatus(page: Page, scope = page.locator('body')) {
  return scope.locator('[data-visit] > p[role="status"]');
}

test('from "Need help now" to a finished job: three people at phone width', async ({ browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone-width journey');
  const tag = `${String(testInfo.workerIndex)}r${String(testInfo.retry)}${Date.now().toString(36)}`;
  // Middle Andaman, away from the seeded providers and from the other help-now tests.
  const spot = { lat: 12.4 - testInfo.retry * 0.2, lon: 92.8 };
  const first = await createProviderAccount('Electrician', `quick${tag}`);
  const second = await createProviderAccount('Electrician', `later${tag}`);
  const customer = await createCustomerAccount(`dark${tag}`);
  await placeProvider(first.id, spot, 1);
  await placeProvider(second.id, spot, 2);
  const firstName = `${first.firstName} ${first.lastName}`;

  const cus = await openAt(browser, testInfo, customer.email, customer.password, spot);
  const proA = await openAt(browser, testInfo, first.email, first.password, spot);
  const proB = await openAt(browser, testInfo, second.email, second.password, spot);
  try {
    // The customer asks every available electrician nearby at once, with a photo.
    await cus.goto('/nearby-providers?job=Electrician');
    const section = cus.getByRole('region', { name: 'Need help now?' });
    await section.getByRole('button', { name: 'Need help now' }).click();
    const form = section.getByRole('form', { name: 'Your request' });
    await form.getByLabel('What is wrong? (optional)').fill('No power in the kitchen since the storm');
    await form.getByLabel('Photos (optional)').setInputFiles(photoFile('board.png'));
    await expect(form.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    await form.getByRole('button', { name: 'Ask now' }).click();
    const progress = section.getByRole('status');
    await expect(progress).toContainText('Sent to 2 electricians near you');

    // Both providers see it with the photo; the first accepts and proposes a time.
    for (const page of [proA, proB]) {
      await page.goto('/requests');
      const row = page.getByRole('listitem').filter({ hasText: customer.firstName });
      await expect(row).toContainText('No power in the kitchen since the storm');
      await expect.poll(() => photosLoaded(page, 'Photo 1')).toBe(true);
    }
    await proA.getByRole('button', { name: `Accept request from ${customer.firstName}` }).click();
    const { data: connection, error } = await adminClient()
      .from('messages')
      .select('message_id')
      .eq('from', customer.id)
      .eq('to', first.id)
      .single();
    expect(error).toBeNull();
    const messageId = connection?.message_id ?? 0;
    const row = proA.locator(`#request-${String(messageId)}`);
    await row.getByRole('button', { name: /^Propose/ }).click();
    await row.getByLabel('Day').fill(day(1));
    await row.getByLabel('Time', { exact: true }).selectOption({ label: 'Evening (4 – 8 pm)' });
    await row.getByRole('button', { name: 'Send' }).click();
    await expect(visitStatus(proA, row)).toContainText('You proposed');
    await expectNoSeriousA11yViolations(proA);

    // The second provider is told the job is taken.
    const lost = proB.getByRole('listitem').filter({ hasText: customer.firstName });
    await expect(lost).toContainText('Taken by another provider');
    await expect(lost.getByRole('button', { name: /^Accept request/ })).toHaveCount(0);
    await proB.screenshot({ path: `${SHOTS}/second-provider-taken.png`, fullPage: true });

    // The customer sees who is coming and confirms the proposed time.
    await expect(progress).toContainText(`${firstName} accepted and will help you.`);
    await cus.goto('/messages');
    const visits = cus.getByRole('region', { name: 'Visit times' });
    await expect(visitStatus(cus, visits)).toContainText(`${first.firstName} proposes`);
    await visits.getByRole('button', { name: /^Confirm .*, evening$/ }).click();
    await expect(visitStatus(cus, visits)).toContainText('Visit agreed:');
    const agreed = (await visitStatus(cus, visits).textContent()) ?? '';
    await expect(visitStatus(proA, row)).toHaveText(agreed);

    // In the chat they exchange photos; both see the agreed time under the header.
    await cus.goto(`/chat/${String(messageId)}`);
    await proA.goto(`/chat/${String(messageId)}`);
    await expect(visitStatus(cus)).toHaveText(agreed);
    await expect(visitStatus(proA)).toHaveText(agreed);
    await cus.getByLabel('Add photos').setInputFiles(photoFile('meter.png', 160));
    await expect(cus.getByRole('list', { name: 'Photos to send' }).getByRole('img')).toHaveCount(1);
    const box = cus.getByRole('textbox', { name: 'Message' });
    await box.fill('This is the meter board');
    await box.press('Enter');
    const arrived = messageLog(proA).getByRole('listitem').filter({ hasText: 'This is the meter board' });
    await expect(arrived.getByRole('button', { name: 'Open photo 1 of 1' })).toBeVisible();
    await proA.getByLabel('Add photos').setInputFiles(photoFile('fixed.png', 30));
    await expect(proA.getByRole('list', { name: 'Photos to send' }).getByRole('img')).toHaveCount(1);
    await proA.getByRole('button', { name: 'Send message' }).click();
    // A photo-only reply: the customer's log now shows two single photos, theirs and the reply's.
    await expect(messageLog(cus).getByRole('button', { name: 'Open photo 1 of 1' })).toHaveCount(2);
    await expectNoSeriousA11yViolations(cus);

    // The provider marks the job done; the customer confirms and is asked for a review.
    const proJob = proA.getByRole('region', { name: 'The job' });
    await proJob.getByRole('button', { name: 'Mark job done' }).click();
    const cusJob = cus.getByRole('region', { name: 'The job' });
    await expect(cusJob).toContainText(`${firstName} marked the job done. Is it done?`);
    await cusJob.getByRole('button', { name: 'Yes, it is done' }).click();
    await expect(cusJob).toContainText('The job is done.');
    await expect(cusJob.getByRole('button', { name: `Rate ${first.firstName}` })).toBeVisible();
    await expect(proJob).toContainText('The job is done.');
    await expectNoSeriousA11yViolations(cus);
    await cus.screenshot({ path: `${SHOTS}/customer-done.png` });
    await toggleTheme(cus, true);
    await expect(cus.locator('html')).toHaveClass(/dark/);
    await expectNoSeriousA11yViolations(cus);
    await cus.screenshot({ path: `${SHOTS}/customer-done-dark.png` });
  } finally {
    await Promise.all([cus.context().close(), proA.context().close(), proB.context().close()]);
  }
});
