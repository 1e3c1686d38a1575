import { createCustomerAccount, createProviderAccount } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { anonClient } from './support/admin.js';
import { expect, test } from './support/fixtures.js';

const PROVIDER_TEXT = /hear about new requests and messages even when Mistri is in the background/;

test('the dashboard offers notifications outside the bell, and the tab title counts what is unread', async ({
  page,
  signIn,
}, testInfo) => {
  const tag = `${testInfo.project.name}${String(testInfo.workerIndex)}`;
  const provider = await createProviderAccount('Plumber', `prompt${tag}`);
  const customer = await createCustomerAccount(`prompter${tag}`);
  await signIn(provider.email, provider.password);
  const prompt = page.getByRole('region', { name: 'Notifications on this device' });
  await expect(prompt).toContainText(PROVIDER_TEXT);
  await expect(prompt.getByRole('button', { name: 'Turn on' })).toBeVisible();
  // The availability buttons are disabled until the provider's row arrives, then fade to their
  // colours: axe judges them once they are enabled and settled.
  await expect(page.getByRole('button', { name: 'Available now' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);

  // Nothing unread: the title is the page's own; a request arrives: the count goes in front.
  await expect(page).toHaveTitle('Dashboard · Mistri');
  const asker = anonClient();
  const signedIn = await asker.auth.signInWithPassword({ email: customer.email, password: customer.password });
  expect(signedIn.error).toBeNull();
  const { error } = await asker
    .from('messages')
    .insert({ from: customer.id, to: provider.id, username: customer.firstName });
  expect(error).toBeNull();
  await expect(page).toHaveTitle('(1) Dashboard · Mistri', { timeout: 15_000 });

  // "Not now" is remembered on this device.
  await prompt.getByRole('button', { name: 'Not now' }).click();
  await expect(prompt).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  await expect(prompt).toHaveCount(0);
});

test('allowing notifications in the browser takes the offer away at once', async ({
  page,
  context,
  signIn,
}, testInfo) => {
  const tag = `${testInfo.project.name}${String(testInfo.workerIndex)}`;
  const provider = await createProviderAccount('Electrician', `granted${tag}`);
  await signIn(provider.email, provider.password);
  const prompt = page.getByRole('region', { name: 'Notifications on this device' });
  await expect(prompt).toContainText(PROVIDER_TEXT);
  await context.grantPermissions(['notifications']);
  await expect(prompt).toBeHidden();
});
