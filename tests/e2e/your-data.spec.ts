import { readFile } from 'node:fs/promises';
import type { Page, TestInfo } from '@playwright/test';
import { createCustomerAccount, createProviderAccount, type Account } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { adminClient } from './support/admin.js';
import { expect, test } from './support/fixtures.js';
import { isPhone, messageLog, openParty } from './provider-chat-parties.js';

/** An accepted connection with one message from each side; returns its id. */
async function connected(customer: Account, provider: Account, providerFullName: string): Promise<number> {
  const admin = adminClient();
  const connection = await admin
    .from('messages')
    .insert({
      from: customer.id,
      to: provider.id,
      is_chat: true,
      username: `${customer.firstName} ${customer.lastName}`,
      spname: providerFullName,
    })
    .select('message_id')
    .single();
  expect(connection.error).toBeNull();
  const id = connection.data?.message_id ?? 0;
  const chat = await admin.from('chat_messages').insert([
    { message_id: id, sender: customer.id, body: 'The kitchen light flickers.' },
    { message_id: id, sender: provider.id, body: 'I will bring a new switch.' },
  ]);
  expect(chat.error).toBeNull();
  return id;
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const width = isPhone(testInfo) ? '390' : 'desktop';
  await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
}

interface Exported {
  account: { id: string; email: string };
  connections: { id: number; other_party: string; messages: { body: string; from_me: boolean }[] }[];
}

test('a customer downloads their data, deletes the account, and the provider sees "Former customer"', async ({
  browser,
}, testInfo) => {
  const tag = `${String(testInfo.workerIndex)}${Date.now().toString(36)}`;
  const customer = await createCustomerAccount(`leaver${tag}`);
  const provider = await createProviderAccount('Electrician', `stayer${tag}`);
  const providerName = `Suresh Stayer${tag}`;
  const renamed = await adminClient()
    .from('service-providers')
    .update({ first_name: 'Suresh', last_name: `Stayer${tag}` })
    .eq('uuid', provider.id);
  expect(renamed.error).toBeNull();
  const id = await connected(customer, provider, providerName);
  const cus = await openParty(browser, testInfo, customer.email, customer.password);
  const pro = await openParty(browser, testInfo, provider.email, provider.password);
  try {
    // The download: one JSON file with the account and the chat.
    await cus.page.goto('/your-profile/preferences');
    const section = cus.page.getByRole('region', { name: 'Your data' });
    await section.scrollIntoViewIfNeeded();
    const [download] = await Promise.all([
      cus.page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download my data (JSON)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('mistri-data.json');
    const file = await download.path();
    const text = await readFile(file, 'utf8');
    const exported = JSON.parse(text) as Exported;
    expect(exported.account).toMatchObject({ id: customer.id, email: customer.email });
    expect(exported.connections.map((c) => [c.id, c.other_party])).toEqual([[id, providerName]]);
    expect(exported.connections[0]?.messages.map((m) => [m.body, m.from_me])).toEqual([
      ['The kitchen light flickers.', true],
      ['I will bring a new switch.', false],
    ]);
    expect(text).not.toContain(provider.id);
    expect(text).not.toContain(provider.email);
    await expect(section.getByRole('button', { name: 'Download my data (JSON)' })).toBeEnabled();
    await expectNoSeriousA11yViolations(cus.page);
    await shot(cus.page, testInfo, 'your-data');

    // Deleting: a wrong password deletes nothing; the right one deletes the account.
    await section.getByRole('button', { name: 'Delete my account…' }).click();
    const form = section.getByRole('form', { name: 'Delete my account' });
    await form.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(form.getByText('Enter your password.')).toBeVisible();
    await form.getByLabel('Your password', { exact: true }).fill('Wrong-pass-1');
    await form.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(form.getByRole('alert')).toHaveText('That password is not right. Nothing was deleted.');
    await expectNoSeriousA11yViolations(cus.page);
    await shot(cus.page, testInfo, 'delete-account');
    await form.getByLabel('Your password', { exact: true }).fill(customer.password);
    await form.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(cus.page.getByText('Your account has been deleted.')).toBeVisible();
    await expect(cus.page).toHaveURL(/\/$/);
    await shot(cus.page, testInfo, 'account-deleted');

    // The provider keeps the chat, with the customer shown as a former customer.
    await pro.page.goto('/messages');
    await expect(pro.page.getByText('Former customer').first()).toBeVisible();
    await pro.page.goto(`/chat/${String(id)}`);
    await expect(pro.page.getByRole('heading', { name: 'Former customer' })).toBeVisible();
    await expect(messageLog(pro.page)).toContainText('The kitchen light flickers.');
    await expect(messageLog(pro.page)).toContainText('I will bring a new switch.');
    await expect(
      pro.page.locator('p:not(.sr-only)', {
        hasText: 'Former customer has deleted their account. You can still read this chat, but not send new messages.',
      }),
    ).toBeVisible();
    await expect(pro.page.getByRole('button', { name: 'Mark job done' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(pro.page);
    await shot(pro.page, testInfo, 'former-customer-chat');

    // The account cannot sign in any more.
    await cus.page.goto('/signin');
    await cus.page.getByLabel('Email', { exact: true }).fill(customer.email);
    await cus.page.getByLabel('Password', { exact: true }).fill(customer.password);
    await cus.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(cus.page.getByRole('alert').filter({ hasText: 'Invalid login credentials' })).toBeVisible();
  } finally {
    await cus.context.close();
    await pro.context.close();
  }
});
