import type { Locator, Page, TestInfo } from '@playwright/test';
import { createProviderAccount } from './support/accounts.js';
import { expectNoSeriousA11yViolations, settleAnimations } from './support/a11y.js';
import { adminClient } from './support/admin.js';
import { expect, signIn, test } from './support/fixtures.js';
import { toggleTheme } from './support/navigation.js';
import { openParty, projectContext } from './provider-chat-parties.js';

/**
 * Screenshots go to this test's output folder (test-results/, not the repository). The sticky
 * header would be stitched into the middle of a capture taller than the screen, so it scrolls away.
 */
async function shoot(target: Page | Locator, testInfo: TestInfo, name: string): Promise<void> {
  await target.screenshot({
    path: testInfo.outputPath(`${testInfo.project.name}-${name}.png`),
    style: 'body > div header { position: static !important; }',
  });
}

test('a provider sets a visiting charge and a rate card; a customer sees them, filters and sorts by the charge', async ({
  page,
  browser,
  isMobile,
}, testInfo) => {
  const lastName = testInfo.project.name === 'phone' ? 'Kottayam' : 'Kannur';
  const provider = await createProviderAccount('Electrician', 'prices');
  const { error } = await adminClient()
    .from('service-providers')
    .update({ first_name: 'Vaisakh', last_name: lastName, location: 'Aluva, Kochi' })
    .eq('uuid', provider.id);
  expect(error).toBeNull();
  const fullName = `Vaisakh ${lastName}`;

  // The provider fills the prices on their profile edit page; wrong values are shown under their field.
  await signIn(page, provider.email, provider.password);
  await page.goto('/sp-profile/edit');
  const form = page.getByRole('form', { name: 'Your prices' });
  await expect(form).toBeVisible();
  await expect(form.getByText('No rate card yet.')).toBeVisible();
  const charge = form.getByLabel('Visiting charge (₹)');
  await charge.fill('149.50');
  await form.getByRole('button', { name: 'Add a job' }).click();
  const first = form.getByRole('group', { name: 'Job 1' });
  await expect(first.getByLabel('Job', { exact: true })).toBeFocused();
  await first.getByLabel('Price (₹)').fill('400');
  await first.getByLabel('Up to (₹)').fill('250');
  await form.getByRole('button', { name: 'Save prices' }).click();
  await expect(charge).toHaveAccessibleDescription(/Enter whole rupees, such as 200/);
  await expect(first.getByText('Name the job')).toBeVisible();
  await expect(first.getByText('The top of the range cannot be less than the price')).toBeVisible();
  await charge.fill('150');
  await first.getByLabel('Job', { exact: true }).fill('Ceiling fan installation');
  await first.getByLabel('Price (₹)').fill('250');
  await first.getByLabel('Up to (₹)').fill('400');
  await form.getByRole('button', { name: 'Add a job' }).click();
  const second = form.getByRole('group', { name: 'Job 2' });
  await second.getByLabel('Job', { exact: true }).fill('Full house rewiring (2 BHK)');
  await second.getByLabel('Price (₹)').fill('45,000');
  await second.getByLabel('Up to (₹)').fill('125000');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(form.getByText('Enter whole rupees, such as 200')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shoot(form, testInfo, 'edit-form-light');
  await form.getByRole('button', { name: 'Save prices' }).click();
  await expect(page.getByText('Prices saved')).toBeVisible();

  const { data: saved } = await adminClient()
    .from('service-providers')
    .select('visiting_charge, rate_card')
    .eq('uuid', provider.id)
    .single();
  expect(saved).toEqual({
    visiting_charge: 150,
    rate_card: [
      { label: 'Ceiling fan installation', min: 250, max: 400 },
      { label: 'Full house rewiring (2 BHK)', min: 45000, max: 125000 },
    ],
  });

  // Their own profile shows both.
  await page.goto('/sp-profile');
  await expect(page.getByText('₹150', { exact: true })).toBeVisible();
  const ownCard = page.getByRole('region', { name: 'Rate card' });
  await expect(ownCard.getByRole('listitem').filter({ hasText: 'Full house rewiring (2 BHK)' })).toContainText(
    '₹45,000–₹1,25,000',
  );

  // A visitor finds the provider: the card shows the charge, the panel the charge and the rate card.
  const visitor = await openVisitor(browser, testInfo);
  const customerPage = visitor.page;
  await customerPage.goto(`/service-providers?q=${encodeURIComponent(fullName)}`);
  const row = customerPage.getByRole('button', { name: `Show details of ${fullName}, Electrician` });
  await expect(row).toBeVisible();
  await expect(row).toHaveAccessibleDescription(/Visiting charge ₹150/);
  const item = customerPage.getByRole('listitem').filter({ has: row });
  await expect(item).toContainText('Visiting charge ₹150');
  await shoot(item, testInfo, 'card-light');
  await shoot(customerPage.getByRole('search').locator('xpath=..'), testInfo, 'controls-light');

  // "Visiting charge up to ₹…": Free inspection leaves the provider out, up to ₹200 keeps them.
  const filter = customerPage.getByLabel('Visiting charge', { exact: true });
  await filter.selectOption({ label: 'Free inspection' });
  await expect(customerPage).toHaveURL(/max_charge=0/);
  await expect(row).toBeHidden();
  await filter.selectOption({ label: 'Up to ₹200' });
  await expect(customerPage).toHaveURL(/max_charge=200/);
  await expect(row).toBeVisible();

  // Lowest visiting charge first: among every electrician up to ₹200, the charges never go down.
  await customerPage.goto('/service-providers?job=Electrician&sort=charge&max_charge=200');
  await expect(customerPage.getByLabel('Sort By')).toHaveValue('charge');
  const cards = customerPage.getByRole('listitem').filter({ has: customerPage.getByRole('button') });
  await expect(cards.first()).toContainText('Free inspection');
  const charges = (await customerPage.locator('li [id^="charge-"]').allTextContents()).map((text) =>
    text === 'Free inspection' ? 0 : Number(text.replace(/^Visiting charge ₹/, '').replace(/,/g, '')),
  );
  expect(charges.length).toBeGreaterThan(3);
  expect(charges).toEqual([...charges].sort((a, b) => a - b));
  expect(charges.every((value) => value <= 200)).toBe(true);

  await customerPage.goto(`/service-providers?q=${encodeURIComponent(fullName)}&max_charge=200`);
  await row.click();
  const panel = customerPage.getByRole('dialog', { name: 'Service provider' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('definition').filter({ hasText: '₹150' })).toBeVisible();
  const rateCard = panel.getByRole('region', { name: 'Rate card' });
  await expect(rateCard.getByRole('listitem').filter({ hasText: 'Ceiling fan installation' })).toContainText(
    '₹250–₹400',
  );
  await expectNoSeriousA11yViolations(customerPage);
  await shoot(customerPage, testInfo, 'panel-light');
  await rateCard.scrollIntoViewIfNeeded();
  await shoot(rateCard, testInfo, 'rate-card-light');

  // Dark theme: card, panel and the editing form stay readable.
  await panel.getByRole('button', { name: 'Close' }).click();
  await toggleTheme(customerPage, isMobile);
  await expect(customerPage.locator('html')).toHaveClass(/dark/);
  await expectNoSeriousA11yViolations(customerPage);
  await settleAnimations(customerPage);
  await shoot(item, testInfo, 'card-dark');
  await row.click();
  await expect(rateCard).toBeVisible();
  await expectNoSeriousA11yViolations(customerPage);
  await shoot(customerPage, testInfo, 'panel-dark');

  await page.goto('/sp-profile/edit');
  await toggleTheme(page, isMobile);
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(form.getByRole('group', { name: 'Job 2' }).getByLabel('Price (₹)')).toHaveValue('45000');
  await expectNoSeriousA11yViolations(page);
  await settleAnimations(page);
  await shoot(form, testInfo, 'edit-form-dark');
  await visitor.context.close();
});

/** A visitor (not signed in) in a browser context of their own, with this project's screen. */
async function openVisitor(browser: Parameters<typeof openParty>[0], testInfo: TestInfo) {
  const context = await projectContext(browser, testInfo);
  return { context, page: await context.newPage() };
}
