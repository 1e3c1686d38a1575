import type { TestInfo } from '@playwright/test';
import { createCustomerAccount, createProviderAccount } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { adminClient } from './support/admin.js';
import { expect, test } from './support/fixtures.js';
import { toggleTheme } from './support/navigation.js';
import { openParty } from './provider-chat-parties.js';
import { placeProvider } from './support/help-now-parties.js';

/** Where each look is saved (test-results/ is not committed). */
const SHOTS = 'test-results/job-done';

/** A provider and a customer with an accepted connection in which the provider has written. */
async function acceptedJob(testInfo: TestInfo, label: string) {
  const tag = `${label}${String(testInfo.workerIndex)}r${String(testInfo.retry)}${Date.now().toString(36)}`;
  const provider = await createProviderAccount('Electrician', `finisher${tag}`);
  const customer = await createCustomerAccount(`owner${tag}`);
  const admin = adminClient();
  const acceptedAt = new Date(Date.now() - 2 * 3_600_000).toISOString();
  const connection = await admin
    .from('messages')
    .insert({
      from: customer.id,
      to: provider.id,
      is_chat: true,
      username: customer.firstName,
      spname: `${provider.firstName} ${provider.lastName}`,
      requested_at: acceptedAt,
      answered_at: acceptedAt,
    })
    .select('message_id')
    .single();
  expect(connection.error).toBeNull();
  const messageId = connection.data?.message_id ?? 0;
  const greeting = await admin
    .from('chat_messages')
    .insert({ message_id: messageId, sender: provider.id, body: 'Coming at 4 with the new switch.' });
  expect(greeting.error).toBeNull();
  return { provider, customer, messageId };
}

test('at phone width the provider marks the job done, the customer confirms and is asked for a review; the card counts it', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone-width journey');
  const { provider, customer, messageId } = await acceptedJob(testInfo, 'done');
  const providerName = `${provider.firstName} ${provider.lastName}`;
  const customerName = `${customer.firstName} ${customer.lastName}`;
  const pro = await openParty(browser, testInfo, provider.email, provider.password);
  const cus = await openParty(browser, testInfo, customer.email, customer.password);
  try {
    await pro.page.goto(`/chat/${String(messageId)}`);
    const proJob = pro.page.getByRole('region', { name: 'The job' });
    await expect(proJob).toContainText('When the work is finished, either of you marks the job done.');
    await cus.page.goto(`/chat/${String(messageId)}`);
    const cusJob = cus.page.getByRole('region', { name: 'The job' });
    await expect(cusJob.getByRole('button', { name: 'Mark job done' })).toBeVisible();

    await proJob.getByRole('button', { name: 'Mark job done' }).click();
    await expect(proJob).toContainText(`You marked the job done. Waiting for ${customerName} to confirm.`);
    await expect(proJob.getByRole('button', { name: 'Mark job done' })).toHaveCount(0);
    await expect(proJob.getByRole('button', { name: 'Yes, it is done' })).toHaveCount(0);

    // The customer sees the mark live, with the date it would count as done by itself.
    await expect(cusJob).toContainText(`${providerName} marked the job done. Is it done?`);
    await expect(cusJob).toContainText('If you do not answer, it counts as done on');
    await expectNoSeriousA11yViolations(cus.page);
    await cus.page.screenshot({ path: `${SHOTS}/customer-marked.png` });

    await cusJob.getByRole('button', { name: 'Yes, it is done' }).click();
    await expect(cusJob).toContainText('The job is done.');
    await expect(cusJob).toContainText(`How did ${provider.firstName} do? Your review helps neighbours choose.`);
    await expect(cusJob.getByRole('button', { name: `Rate ${provider.firstName}` })).toBeVisible();
    await expect(cusJob.getByRole('button', { name: 'Cancel job' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(cus.page);
    await cus.page.screenshot({ path: `${SHOTS}/customer-review-prompt.png` });
    await toggleTheme(cus.page, true);
    await expect(cus.page.locator('html')).toHaveClass(/dark/);
    await expectNoSeriousA11yViolations(cus.page);
    await cus.page.screenshot({ path: `${SHOTS}/customer-review-prompt-dark.png` });

    // The provider's chat follows; the bell says it; the dashboard counts it.
    await expect(proJob).toContainText('The job is done.');
    await expect(proJob.getByRole('button')).toHaveCount(0);
    await pro.page.goto('/dashboard');
    const tile = pro.page.getByRole('term').filter({ hasText: 'Jobs done' }).locator('..');
    await expect(tile).toContainText('1');
    await expectNoSeriousA11yViolations(pro.page);
    await pro.page.screenshot({ path: `${SHOTS}/dashboard.png`, fullPage: true });

    // The directory card and the panel say it.
    await cus.page.goto(`/service-providers?${new URLSearchParams({ q: providerName }).toString()}`);
    const card = cus.page.getByRole('button', { name: `Show details of ${providerName}, Electrician` });
    await expect(card).toContainText('1 job done on Mistri');
    await cus.page
      .getByRole('list')
      .filter({ has: card })
      .screenshot({ path: `${SHOTS}/card.png` });
    await card.click();
    const panel = cus.page.getByRole('dialog', { name: 'Service provider' });
    await expect(panel).toContainText('1 job done on Mistri');
    await expectNoSeriousA11yViolations(cus.page);
  } finally {
    await Promise.all([pro.context.close(), cus.context.close()]);
  }
});

test('at phone width a customer cancels an accepted job with a reason and the provider sees why', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone-width journey');
  const { provider, customer, messageId } = await acceptedJob(testInfo, 'cancel');
  const pro = await openParty(browser, testInfo, provider.email, provider.password);
  const cus = await openParty(browser, testInfo, customer.email, customer.password);
  try {
    await pro.page.goto(`/chat/${String(messageId)}`);
    const proJob = pro.page.getByRole('region', { name: 'The job' });
    await expect(proJob.getByRole('button', { name: 'Mark job done' })).toBeVisible();
    await cus.page.goto(`/chat/${String(messageId)}`);
    await cus.page.getByRole('region', { name: 'The job' }).getByRole('button', { name: 'Cancel job' }).click();
    const panel = cus.page.getByRole('dialog', {
      name: `Cancel the job with ${provider.firstName} ${provider.lastName}`,
    });
    await panel.getByRole('button', { name: 'Cancel the job' }).click();
    await expect(panel.getByText('Choose a reason.')).toBeVisible();
    await panel.getByRole('radio', { name: 'Other' }).check();
    await panel.getByRole('button', { name: 'Cancel the job' }).click();
    await expect(panel.getByText('Say why you are cancelling.')).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Anything to add?' })).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(cus.page);
    await panel.screenshot({ path: `${SHOTS}/cancel-panel.png` });
    await panel.getByRole('radio', { name: 'I found someone else' }).check();
    await panel.getByRole('textbox', { name: 'Anything to add?' }).fill('My neighbour fixed it this morning.');
    await panel.getByRole('button', { name: 'Cancel the job' }).click();
    await expect(panel).toBeHidden();
    await expect(cus.page.getByRole('region', { name: 'The job' })).toContainText(
      'You cancelled this job. Reason: I found someone else',
    );

    await expect(proJob).toContainText(
      `${customer.firstName} ${customer.lastName} cancelled this job. Reason: I found someone else`,
    );
    await expect(proJob).toContainText('Note: My neighbour fixed it this morning.');
    await expect(proJob.getByRole('button', { name: 'Mark job done' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(pro.page);
    await pro.page.screenshot({ path: `${SHOTS}/provider-cancelled.png` });
  } finally {
    await Promise.all([pro.context.close(), cus.context.close()]);
  }
});

test('at phone width a customer withdraws help now in flight; the provider sees it withdrawn', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone-width journey');
  const tag = `withdraw${String(testInfo.workerIndex)}r${String(testInfo.retry)}${Date.now().toString(36)}`;
  // Little Andaman, far from the seeded providers and from the help-now spec's spots.
  const spot = { lat: 10.6 + testInfo.retry * 0.1, lon: 92.55 };
  const provider = await createProviderAccount('Plumber', `nearby${tag}`);
  const customer = await createCustomerAccount(`leaky${tag}`);
  await placeProvider(provider.id, spot, 1);
  const pro = await openParty(browser, testInfo, provider.email, provider.password);
  const cus = await openParty(browser, testInfo, customer.email, customer.password);
  await cus.context.grantPermissions(['geolocation']);
  await cus.context.setGeolocation({ latitude: spot.lat, longitude: spot.lon });
  try {
    await cus.page.goto('/nearby-providers?job=Plumber');
    const section = cus.page.getByRole('region', { name: 'Need help now?' });
    await section.getByRole('radio', { name: 'Plumber' }).click();
    await section.getByRole('button', { name: 'Need help now' }).click();
    await section.getByRole('form', { name: 'Your request' }).getByRole('button', { name: 'Ask now' }).click();
    const progress = section.getByRole('status');
    await expect(progress).toContainText('Sent to 1 plumber near you');

    await pro.page.goto('/requests');
    const row = pro.page.getByRole('listitem').filter({ hasText: customer.firstName });
    await expect(row.getByRole('button', { name: `Accept request from ${customer.firstName}` })).toBeVisible();

    await progress.getByRole('button', { name: 'Withdraw request' }).click();
    await expect(progress).toContainText('You withdrew your request. The providers see that it was withdrawn.');
    await expect(section.getByRole('button', { name: 'Need help now' })).toBeVisible();
    await expectNoSeriousA11yViolations(cus.page);
    await section.screenshot({ path: `${SHOTS}/help-now-withdrawn.png` });

    await expect(row).toContainText('Withdrawn by the customer');
    await expect(row.getByRole('button', { name: /^Accept request/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(pro.page);
    await pro.page.screenshot({ path: `${SHOTS}/provider-withdrawn.png`, fullPage: true });
  } finally {
    await Promise.all([pro.context.close(), cus.context.close()]);
  }
});
