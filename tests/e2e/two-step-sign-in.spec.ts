import type { Page } from '@playwright/test';
import { createCustomerAccount } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { expect, test } from './support/fixtures.js';
import { mainNav, toggleTheme } from './support/navigation.js';
import { totpCode } from './support/totp.js';

/** A code no step near now accepts (the backend allows one step of clock skew either way). */
function wrongCode(secret: string): string {
  const near = new Set([-30_000, 0, 30_000].map((skew) => totpCode(secret, Date.now() + skew)));
  let candidate = 0;
  while (near.has(String(candidate).padStart(6, '0'))) candidate += 1;
  return String(candidate).padStart(6, '0');
}

async function logOut(page: Page): Promise<void> {
  const menu = await mainNav(page, true);
  await menu.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
}

async function signInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
}

test('a person turns on two-step sign-in with an authenticator app, signs in with it and removes it', async ({
  page,
  signIn,
  isMobile,
}, testInfo) => {
  test.skip(!isMobile, 'the journey is walked at phone width (390 px)');
  const customer = await createCustomerAccount('twostep');
  await signIn(customer.email, customer.password);

  // Preferences: add an authenticator app.
  await page.goto('/your-profile/preferences');
  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(section.getByText('Two-step sign-in is off.')).toBeVisible();
  await section.getByRole('button', { name: 'Add an authenticator app' }).click();
  const qr = section.getByRole('img', { name: 'QR code that adds Mistri to your authenticator app' });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const secret = ((await section.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('two-step-enroll-390.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);

  await section.getByLabel('6-digit code').fill('12345');
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(section.getByText('The code is 6 digits')).toBeVisible();
  await section.getByLabel('6-digit code').fill(totpCode(secret));
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(section.getByText('Two-step sign-in is on.')).toBeVisible();
  const list = section.getByRole('list', { name: 'Your second steps' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Authenticator app 1');
  await expect(list).toContainText(/Authenticator app · Added /);

  // The next sign-in asks for the code; a wrong one is said under the field.
  await logOut(page);
  await signInWithPassword(page, customer.email, customer.password);
  const code = page.getByLabel('6-digit code');
  await expect(code).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('two-step-sign-in-390.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);
  await code.fill(wrongCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not right. Check the app and try again.')).toBeVisible();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Signed in successfully')).toHaveCount(0);
  await code.fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Signed in successfully')).toBeVisible();
  await expect(page).toHaveURL('/');

  // Dark theme: a reload at the code step asks for the code over the page instead of half signing in.
  await toggleTheme(page, true);
  await expect(page.locator('html')).toHaveClass(/dark/);
  await logOut(page);
  await signInWithPassword(page, customer.email, customer.password);
  await page.reload();
  const prompt = page.getByRole('dialog', { name: 'Enter your code' });
  await expect(prompt).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await prompt.getByLabel('6-digit code').fill(totpCode(secret));
  await prompt.getByRole('button', { name: 'Verify' }).click();
  await expect(prompt).toBeHidden();
  await expect(page.getByText('Signed in successfully')).toBeVisible();

  // Removing it: this session gave its code (aal2), so a confirmation is enough.
  await page.goto('/your-profile/preferences');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await list.getByRole('button', { name: 'Remove Authenticator app 1' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove this second step?' });
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(section.getByText('Authenticator app 1 removed.')).toBeVisible();
  await expect(section.getByText('Two-step sign-in is off.')).toBeVisible();

  // Without a second step, the password alone signs in again.
  await logOut(page);
  await signIn(customer.email, customer.password);
});

test('cancelling the code step signs the half-made session out', async ({ page, signIn, isMobile }) => {
  test.skip(!isMobile, 'the journey is walked at phone width (390 px)');
  const customer = await createCustomerAccount('twostepcancel');
  await signIn(customer.email, customer.password);
  await page.goto('/your-profile/preferences');
  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await section.getByRole('button', { name: 'Add an authenticator app' }).click();
  const secret = ((await section.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
  await section.getByLabel('6-digit code').fill(totpCode(secret));
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(section.getByText('Two-step sign-in is on.')).toBeVisible();

  await logOut(page);
  await signInWithPassword(page, customer.email, customer.password);
  await page.getByRole('button', { name: 'Cancel and sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.goto('/your-profile/preferences');
  await expect(page.getByRole('heading', { name: 'You are not signed in' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Enter your code' })).toHaveCount(0);
});
