import type { Page, TestInfo } from '@playwright/test';
import { createCustomerAccount, createProviderAccount } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { adminClient, anonClient } from './support/admin.js';
import { expect, test } from './support/fixtures.js';
import { waitForMail } from './support/mailbox.js';
import { mainNav } from './support/navigation.js';
import { photoFile } from './support/test-photo.js';
import { totpCode } from './support/totp.js';

/** Kochi, MG Road: the customer's device position. */
const KOCHI = { latitude: 9.9674, longitude: 76.2858 };

test.use({ geolocation: KOCHI, permissions: ['geolocation'] });

/** An admin: app_metadata role set with the service key, a verified authenticator app enrolled. */
async function createAdmin(tag: string): Promise<{ email: string; password: string; secret: string }> {
  const account = await createCustomerAccount(`admin${tag}`);
  const { error } = await adminClient().auth.admin.updateUserById(account.id, { app_metadata: { role: 'admin' } });
  if (error) throw new Error(`admin role: ${error.message}`);
  const client = anonClient();
  const signedIn = await client.auth.signInWithPassword({ email: account.email, password: account.password });
  if (signedIn.error) throw new Error(`admin sign-in: ${signedIn.error.message}`);
  const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Admin phone' });
  if (enrolled.error) throw new Error(`enrol: ${enrolled.error.message}`);
  const secret = enrolled.data.totp.secret;
  const verified = await client.auth.mfa.challengeAndVerify({ factorId: enrolled.data.id, code: totpCode(secret) });
  if (verified.error) throw new Error(`verify factor: ${verified.error.message}`);
  await client.auth.signOut();
  return { email: account.email, password: account.password, secret };
}

async function logOut(page: Page): Promise<void> {
  const menu = await mainNav(page, true);
  await menu.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
}

function tagOf(testInfo: TestInfo): string {
  return `${String(testInfo.workerIndex)}${Date.now().toString(36)}`;
}

test('a provider sends an ID check, an admin at aal2 approves it, and customers see and filter the badge', async ({
  page,
  signIn,
  isMobile,
}, testInfo) => {
  test.skip(!isMobile, 'the journey is walked at phone width (390 px)');
  test.setTimeout(180_000);
  const tag = tagOf(testInfo);
  const provider = await createProviderAccount('Plumber', `verified${tag}`);
  const name = `${provider.firstName} ${provider.lastName}`;
  const providerClient = anonClient();
  await providerClient.auth.signInWithPassword({ email: provider.email, password: provider.password });
  const located = await providerClient
    .from('service-providers')
    .update({ location: 'Kaloor, Kochi', latitude: 9.9935, longitude: 76.2998 })
    .eq('uuid', provider.id);
  if (located.error) throw new Error(`provider location: ${located.error.message}`);
  const other = await createProviderAccount('Plumber', `unverified${tag}`);
  const otherClient = anonClient();
  await otherClient.auth.signInWithPassword({ email: other.email, password: other.password });
  await otherClient
    .from('service-providers')
    .update({ location: 'Kaloor, Kochi', latitude: 9.9936, longitude: 76.2999 })
    .eq('uuid', other.id);

  // The provider: profile → Get verified → ID type, last 4, two photos → pending.
  await signIn(provider.email, provider.password);
  await page.goto('/sp-profile');
  const summary = page.getByRole('region', { name: 'Verification' });
  await summary.getByRole('link', { name: 'Get verified' }).click();
  await expect(page).toHaveURL('/sp-profile/verification');
  await expect(page.getByRole('heading', { level: 1, name: 'Get verified' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Verify phone' })).toBeVisible();
  const idStep = page.getByRole('region', { name: 'ID checked' });
  await idStep.getByLabel('ID type').selectOption('pan');
  await idStep.getByLabel('Last 4 characters of the ID number').fill('12');
  await idStep.getByRole('button', { name: 'Send for checking' }).click();
  await expect(idStep.getByText('Type exactly 4 letters or digits.')).toBeVisible();
  await expect(idStep.getByText('Choose a photo.')).toHaveCount(2);
  await idStep.getByLabel('Last 4 characters of the ID number').fill('34 5f');
  await idStep.getByLabel('Photo of the ID').setInputFiles(photoFile('pan.png', 40));
  await idStep.getByLabel('A selfie of you').setInputFiles(photoFile('me.png', 160));
  await page.screenshot({ path: testInfo.outputPath('get-verified-form-390.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);
  await idStep.getByRole('button', { name: 'Send for checking' }).click();
  await expect(idStep.getByRole('status')).toHaveText(
    'We are checking your PAN card ending 345F. This usually takes a day.',
  );
  await expect(idStep.getByRole('button', { name: 'Send for checking' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('get-verified-pending-390.png'), fullPage: true });
  const stored = await adminClient()
    .from('provider_verifications')
    .select('id_type, id_last4, status')
    .eq('provider', provider.id)
    .single();
  expect(stored.data).toEqual({ id_type: 'pan', id_last4: '345F', status: 'pending' });

  // The provider verifies the listed phone with the code texted to it.
  await page.goto('/sp-profile/verification');
  await page.getByRole('link', { name: 'Verify phone' }).click();
  await page.getByLabel('Mobile number').fill(provider.phone.slice(3));
  await page.getByRole('button', { name: 'Send code' }).click();
  const sms = await waitForMail(provider.phone);
  const smsCode = /\b(\d{6})\b/.exec(sms.text)?.[1] ?? '';
  expect(smsCode).toMatch(/^\d{6}$/);
  await page.getByLabel('6-digit code').fill(smsCode);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText(/is verified\.$/)).toBeVisible();
  await logOut(page);

  // The admin signs in with the authenticator code and approves it from the queue.
  const admin = await createAdmin(tag);
  await page.goto('/signin');
  await page.getByLabel('Email', { exact: true }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
  await page.getByLabel('6-digit code').fill(totpCode(admin.secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Signed in successfully')).toBeVisible();
  await page.goto('/admin');
  await page.getByRole('tablist', { name: 'Console sections' }).getByRole('tab', { name: 'ID checks' }).click();
  const item = page.getByRole('listitem', { name: new RegExp(name) });
  await expect(item).toBeVisible();
  await expect(item).toContainText('PAN card ending 345F');
  for (const alt of [`ID photo sent by ${name}`, `Selfie sent by ${name}`]) {
    const image = item.getByRole('img', { name: alt });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  await page.screenshot({ path: testInfo.outputPath('admin-queue-390.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);
  await item.getByRole('button', { name: 'Reject' }).click();
  await expect(item.getByText('Give a reason to reject.')).toBeVisible();
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`${name} approved.`)).toBeVisible();
  await expect(item).toHaveCount(0);
  const audit = await adminClient()
    .from('audit_log')
    .select('action')
    .eq('target_type', 'verification')
    .order('id', { ascending: false })
    .limit(1)
    .single();
  expect(audit.data?.action).toBe('verification.approve');
  await logOut(page);

  // A customer sees the badge on the card and in the panel; "Verified only" keeps only checked providers.
  const customer = await createCustomerAccount(`badge${tag}`);
  await signIn(customer.email, customer.password);
  await page.goto(`/service-providers?q=${encodeURIComponent(provider.lastName)}`);
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Show details of ${name}, Plumber` }) });
  await expect(card.getByText('ID checked')).toBeVisible();
  await expect(card.getByText('Phone verified')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('directory-badge-390.png'), fullPage: true });
  await card.getByRole('button', { name: `Show details of ${name}, Plumber` }).click();
  const panel = page.getByRole('dialog', { name: 'Service provider' });
  await expect(panel.getByText('ID checked')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await page.goto('/service-providers?job=Plumber');
  // The box follows the address, so it is checked once the URL has changed.
  const verifiedOnly = page.getByRole('checkbox', { name: 'Verified only' });
  await verifiedOnly.click();
  await expect(verifiedOnly).toBeChecked();
  await expect(page).toHaveURL(/[?&]verified=1\b/);
  const rows = page.getByRole('button', { name: /^Show details of / });
  await expect(rows.filter({ hasText: name })).toHaveCount(1);
  const verifiedRows = page.getByRole('listitem').filter({ has: rows });
  await expect.poll(() => verifiedRows.count()).toBeGreaterThan(0);
  expect(await verifiedRows.count()).toBe(await verifiedRows.filter({ hasText: 'ID checked' }).count());
  await expect(rows.filter({ hasText: `${other.firstName} ${other.lastName}` })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/nearby-providers?job=Plumber');
  await expect(rows.filter({ hasText: `${other.firstName} ${other.lastName}` })).toHaveCount(1);
  await page.getByRole('switch', { name: 'Verified only' }).click();
  await expect(page).toHaveURL(/[?&]verified=1\b/);
  await expect(rows.filter({ hasText: name })).toHaveCount(1);
  await expect(rows.filter({ hasText: `${other.firstName} ${other.lastName}` })).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: name }).getByText('ID checked')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('nearby-verified-only-390.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);
});
