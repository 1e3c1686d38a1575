import type { Page } from '@playwright/test';
import { createCustomerAccount } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { E2E } from './support/e2e-env.js';
import { expect, test } from './support/fixtures.js';
import { mainNav } from './support/navigation.js';

/** WebAuthn needs a domain, not an IP address: this spec opens the app at localhost (global-setup's relying party). */
const SITE = E2E.baseUrl.replace('127.0.0.1', 'localhost');

async function signInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${SITE}/signin`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** A security key in Chromium (CDP; supabase-js asks for a cross-platform one), which says yes to every ceremony. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'usb',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

test('a person adds a passkey as the second step, signs in with it and removes it', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the journey is walked at phone width (390 px)');
  const authenticator = await addVirtualAuthenticator(page);
  const customer = await createCustomerAccount('passkey');
  await signInWithPassword(page, customer.email, customer.password);
  await expect(page.getByText('Signed in successfully')).toBeVisible();

  await page.goto(`${SITE}/your-profile/preferences`);
  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(section.getByText('Two-step sign-in is off.')).toBeVisible();
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByText('Passkey added.')).toBeVisible();
  const list = section.getByRole('list', { name: 'Your second steps' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Passkey 1');
  await expect(list).toContainText(/Passkey · Added /);
  expect(await authenticator.credentials()).toHaveLength(1);
  await expectNoSeriousA11yViolations(page);

  // The next sign-in asks for the passkey; the authenticator signs the challenge.
  const menu = await mainNav(page, true);
  await menu.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await signInWithPassword(page, customer.email, customer.password);
  const usePasskey = page.getByRole('button', { name: 'Use your passkey' });
  await expect(usePasskey).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm with your passkey' })).toBeVisible();
  await expect(page.getByText('Signed in successfully')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await usePasskey.click();
  await expect(page.getByText('Signed in successfully')).toBeVisible();
  await expect(page).toHaveURL(`${SITE}/`);

  // This session used the passkey (aal2): a confirmation is enough to remove it.
  await page.goto(`${SITE}/your-profile/preferences`);
  await list.getByRole('button', { name: 'Remove Passkey 1' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove this second step?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(section.getByText('Passkey 1 removed.')).toBeVisible();
  await expect(section.getByText('Two-step sign-in is off.')).toBeVisible();
});
