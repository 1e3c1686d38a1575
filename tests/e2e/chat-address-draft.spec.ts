import { createCustomerAccount, createProviderAccount } from './support/accounts.js';
import { adminClient } from './support/admin.js';
import { waitForApp } from './support/app-ready.js';
import { expect, test } from './support/fixtures.js';

/** Two accepted conversations of one customer, with two providers. */
async function customerWithTwoChats(tag: string) {
  const customer = await createCustomerAccount(`address-customer${tag}`);
  const first = await createProviderAccount('Plumber', `address-first${tag}`);
  const second = await createProviderAccount('Electrician', `address-second${tag}`);
  const { data, error } = await adminClient()
    .from('messages')
    .insert([
      { from: customer.id, to: first.id, is_chat: true, username: customer.firstName },
      { from: customer.id, to: second.id, is_chat: true, username: customer.firstName },
    ])
    .select('message_id, to');
  if (error) throw new Error(error.message);
  const idOf = (providerId: string) => data.find((row) => row.to === providerId)?.message_id ?? 0;
  return { customer, first: { ...first, chat: idOf(first.id) }, second: { ...second, chat: idOf(second.id) } };
}

test('the conversation is in the address: a reload keeps it and a second tab cannot cross it', async ({
  page,
  context,
  signIn,
}, testInfo) => {
  const { customer, first, second } = await customerWithTwoChats(
    `${testInfo.project.name}${String(testInfo.workerIndex)}`,
  );
  await signIn(customer.email, customer.password);
  await page.goto('/messages');
  await page.getByRole('button', { name: new RegExp(`^${first.firstName} ${first.lastName}(\\s|$)`) }).click();
  await expect(page).toHaveURL(`/chat/${String(first.chat)}`);
  await expect(page.getByRole('heading', { name: new RegExp(`${first.lastName}(\\s|$)`) })).toBeVisible();

  // Tab B opens the other conversation; tab A, reloaded, is still with the first provider.
  const tabB = await context.newPage();
  await tabB.goto('/messages');
  await tabB.getByRole('button', { name: new RegExp(`^${second.firstName} ${second.lastName}(\\s|$)`) }).click();
  await expect(tabB).toHaveURL(`/chat/${String(second.chat)}`);
  await page.reload();
  await expect(page.getByRole('heading', { name: new RegExp(`${first.lastName}(\\s|$)`) })).toBeVisible();
  await expect(page.getByRole('heading', { name: new RegExp(`${second.lastName}(\\s|$)`) })).toHaveCount(0);
  await tabB.close();
});

test('a network drop keeps the open chat and the text being typed; a reload keeps the draft', async ({
  page,
  context,
  signIn,
}, testInfo) => {
  const { customer, first } = await customerWithTwoChats(`drop${testInfo.project.name}${String(testInfo.workerIndex)}`);
  await signIn(customer.email, customer.password);
  await page.goto(`/chat/${String(first.chat)}`);
  await waitForApp(page);
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('Please bring a 15 mm washer');

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: "You're offline." })).toBeVisible();
  await expect(page.getByRole('heading', { name: "You're offline!" })).toHaveCount(0);
  await expect(box).toHaveValue('Please bring a 15 mm washer');
  await box.press('End');
  await box.pressSequentially(' and the spanner');
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: "You're offline." })).toHaveCount(0);
  await expect(box).toHaveValue('Please bring a 15 mm washer and the spanner');

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
    'Please bring a 15 mm washer and the spanner',
  );
});
