import { createCustomerAccount, createProviderAccount } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { expect, test } from './support/fixtures.js';
import { openAt, photosLoaded, placeProvider } from './support/help-now-parties.js';
import { toggleTheme } from './support/navigation.js';
import { gradientPng } from './support/test-photo.js';

/** Where each look is saved (test-results/ is not committed). */
const SHOTS = 'test-results/help-now';

test('help now at phone width: two providers see it with the photo, the first accepts, the second is told', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone-width journey');
  const tag = `${testInfo.project.name}${String(testInfo.workerIndex)}r${String(testInfo.retry)}`;
  // North Andaman, far from the seeded providers; a spot of its own per attempt.
  const spot = { lat: 13.3 + testInfo.retry * 0.2, lon: 92.95 };
  const first = await createProviderAccount('Electrician', `fast${tag}`);
  const second = await createProviderAccount('Electrician', `slow${tag}`);
  const customer = await createCustomerAccount(`urgent${tag}`);
  await placeProvider(first.id, spot, 1);
  await placeProvider(second.id, spot, 2);

  const cus = await openAt(browser, testInfo, customer.email, customer.password, spot);
  const proA = await openAt(browser, testInfo, first.email, first.password, spot);
  const proB = await openAt(browser, testInfo, second.email, second.password, spot);
  try {
    await cus.goto('/nearby-providers?job=Electrician');
    const section = cus.getByRole('region', { name: 'Need help now?' });
    await expect(section).toBeVisible();
    await section.getByRole('button', { name: 'Need help now' }).click();
    const form = section.getByRole('form', { name: 'Your request' });
    await form.getByLabel('What is wrong? (optional)').fill('The main switch sparks and the power is out');
    await form
      .getByLabel('Photos (optional)')
      .setInputFiles({ name: 'switch.png', mimeType: 'image/png', buffer: gradientPng() });
    await expect(form.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    await expectNoSeriousA11yViolations(cus);
    await form.screenshot({ path: `${SHOTS}/request-form.png` });

    await form.getByRole('button', { name: 'Ask now' }).click();
    const progress = section.getByRole('status');
    await expect(progress).toContainText('Sent to 2 electricians near you');

    // Both providers see it, with the description and the photo, before accepting.
    for (const page of [proA, proB]) {
      await page.goto('/requests');
      const row = page.getByRole('listitem').filter({ hasText: customer.firstName });
      await expect(row).toContainText('Help now');
      await expect(row).toContainText('The main switch sparks and the power is out');
      await expect(row).toContainText('Needed as soon as possible');
      await expect(row).not.toContainText(customer.lastName);
      await expect.poll(() => photosLoaded(page, 'Photo 1')).toBe(true);
    }
    await expect(progress).toContainText('2 have seen it');
    await expectNoSeriousA11yViolations(cus);
    await section.screenshot({ path: `${SHOTS}/help-now-progress.png` });
    await expectNoSeriousA11yViolations(proB);
    await proB.screenshot({ path: `${SHOTS}/provider-view.png`, fullPage: true });

    // The first accepts; the second is told at once; the customer sees who is coming.
    await proA.getByRole('button', { name: `Accept request from ${customer.firstName}` }).click();
    await expect(
      proA.getByRole('button', { name: `Open chat with ${customer.firstName} ${customer.lastName}` }),
    ).toBeVisible();
    const lost = proB.getByRole('listitem').filter({ hasText: customer.firstName });
    await expect(lost).toContainText('Taken by another provider');
    await expect(lost.getByRole('button', { name: /^Accept request/ })).toHaveCount(0);
    await expect(progress).toContainText(`${first.firstName} ${first.lastName} accepted and will help you.`);
    await expect(section.getByRole('link', { name: 'Open the chat' })).toBeVisible();
    await proB.screenshot({ path: `${SHOTS}/provider-taken.png`, fullPage: true });

    // Dark theme: both sides stay readable.
    for (const page of [cus, proB]) {
      await toggleTheme(page, true);
      await expect(page.locator('html')).toHaveClass(/dark/);
      await expectNoSeriousA11yViolations(page);
    }
    await section.screenshot({ path: `${SHOTS}/help-now-accepted-dark.png` });
    await proB.screenshot({ path: `${SHOTS}/provider-taken-dark.png`, fullPage: true });
  } finally {
    await Promise.all([cus.context().close(), proA.context().close(), proB.context().close()]);
  }
});

test('a request says what is wrong and when, with inline errors; the provider reads it before accepting', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone-width journey');
  const tag = `${testInfo.project.name}${String(testInfo.workerIndex)}r${String(testInfo.retry)}`;
  const spot = { lat: 13.1 - testInfo.retry * 0.2, lon: 92.95 };
  const provider = await createProviderAccount('Plumber', `planned${tag}`);
  const customer = await createCustomerAccount(`planner${tag}`);
  const providerName = `${provider.firstName} ${provider.lastName}`;

  const cus = await openAt(browser, testInfo, customer.email, customer.password, spot);
  const pro = await openAt(browser, testInfo, provider.email, provider.password, spot);
  try {
    await cus.goto(`/service-providers?${new URLSearchParams({ q: providerName }).toString()}`);
    await cus.getByRole('button', { name: `Show details of ${providerName}, Plumber` }).click();
    const panel = cus.getByRole('dialog', { name: 'Service provider' });
    await panel.getByRole('button', { name: 'Send request' }).click();
    const form = panel.getByRole('form', { name: 'Your request' });
    await form.getByLabel('What is wrong? (optional)').fill('The kitchen tap drips all night');
    await form.getByLabel('Choose a day and time').check();
    await form.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(form.getByText('Choose a day.')).toBeVisible();
    await expect(form.getByText('Choose a time of day.')).toBeVisible();
    await expect(form.getByLabel('Day', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(cus);
    await form.screenshot({ path: `${SHOTS}/request-form-errors.png` });

    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
    const day = `${String(tomorrow.getFullYear())}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
    await form.getByLabel('Day', { exact: true }).fill(day);
    await form.getByLabel('Time', { exact: true }).selectOption('evening');
    await expect(form.getByText('Choose a day.')).toHaveCount(0);
    await form.screenshot({ path: `${SHOTS}/request-form-slot.png` });
    await form.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(cus.getByText('Connection request sent!')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Request sent' })).toBeDisabled();

    await pro.goto('/requests');
    const row = pro.getByRole('listitem').filter({ hasText: customer.firstName });
    await expect(row).toContainText('The kitchen tap drips all night');
    await expect(row).toContainText(/Needed .+, evening/);
    await expect(row).not.toContainText('Help now');
  } finally {
    await Promise.all([cus.context().close(), pro.context().close()]);
  }
});
