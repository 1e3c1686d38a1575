import type { Page, TestInfo } from '@playwright/test';
import { createCustomerAccount, createProviderAccount, type Account } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { adminClient, anonClient } from './support/admin.js';
import { expect, test } from './support/fixtures.js';
import { isPhone, messageLog, openParty, projectContext } from './provider-chat-parties.js';

function tagFor(testInfo: TestInfo): string {
  return `${String(testInfo.workerIndex)}${Date.now().toString(36)}`;
}

/** An accepted connection, accepted two hours ago, with one message from each side. */
async function connected(customer: Account, provider: Account, providerFullName: string): Promise<number> {
  const admin = adminClient();
  const acceptedAt = new Date(Date.now() - 2 * 3_600_000).toISOString();
  const connection = await admin
    .from('messages')
    .insert({
      from: customer.id,
      to: provider.id,
      is_chat: true,
      username: `${customer.firstName} ${customer.lastName}`,
      spname: providerFullName,
      requested_at: acceptedAt,
      answered_at: acceptedAt,
    })
    .select('message_id')
    .single();
  expect(connection.error).toBeNull();
  const id = connection.data?.message_id ?? 0;
  const chat = await admin.from('chat_messages').insert([
    { message_id: id, sender: customer.id, body: 'Can you look at the fan today?' },
    { message_id: id, sender: provider.id, body: 'Yes, I can come at 4.' },
  ]);
  expect(chat.error).toBeNull();
  return id;
}

async function namedProvider(tag: string, last: string) {
  const provider = await createProviderAccount('Electrician', `trust${tag}`);
  const fullName = `Ravi ${last}${tag}`;
  const update = await adminClient()
    .from('service-providers')
    .update({ first_name: 'Ravi', last_name: `${last}${tag}` })
    .eq('uuid', provider.id);
  expect(update.error).toBeNull();
  return { provider, fullName };
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

test('a block stops a chat both ways; the old chat stays; unblocking opens it again', async ({ browser }, testInfo) => {
  test.skip(!isPhone(testInfo), 'a phone-width journey');
  const tag = tagFor(testInfo);
  const { provider, fullName } = await namedProvider(tag, 'Block');
  const customer = await createCustomerAccount(`blocker${tag}`);
  const id = await connected(customer, provider, fullName);
  const cus = await openParty(browser, testInfo, customer.email, customer.password);
  const pro = await openParty(browser, testInfo, provider.email, provider.password);
  try {
    await cus.page.goto(`/chat/${String(id)}`);
    await expect(messageLog(cus.page)).toContainText('Yes, I can come at 4.');
    await pro.page.goto(`/chat/${String(id)}`);
    await expect(messageLog(pro.page)).toContainText('Can you look at the fan today?');

    await cus.page.getByRole('button', { name: `More actions for ${fullName}` }).click();
    await expect(cus.page.getByRole('button', { name: 'Report this provider' })).toBeVisible();
    await shot(cus.page, testInfo, 'chat-menu');
    await cus.page.getByRole('button', { name: 'Block', exact: true }).click();
    const confirm = cus.page.getByRole('alertdialog', { name: `Block ${fullName}?` });
    await expect(confirm).toContainText('is not told');
    await expectNoSeriousA11yViolations(cus.page);
    await shot(cus.page, testInfo, 'block-confirm');
    await confirm.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(confirm).toBeHidden();

    const note = `You blocked ${fullName}. Unblock them to send messages again.`;
    await expect(cus.page.locator('p:not(.sr-only)', { hasText: note })).toBeVisible();
    await expect(cus.page.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    await expect(cus.page.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(note);
    await expect(messageLog(cus.page)).toContainText('Yes, I can come at 4.');
    await expectNoSeriousA11yViolations(cus.page);
    await shot(cus.page, testInfo, 'blocked-chat');

    // The blocked provider still reads the chat; a new message is refused without saying why.
    await pro.page.reload();
    await expect(messageLog(pro.page)).toContainText('Can you look at the fan today?');
    const box = pro.page.getByRole('textbox', { name: 'Message' });
    await expect(box).toBeEnabled();
    await box.fill('Are you there?');
    await box.press('Enter');
    await expect(pro.page.getByText('Your message could not be sent. Please try again.').first()).toBeVisible();
    await expect(pro.page.getByText(/blocked/i)).toHaveCount(0);
    await shot(pro.page, testInfo, 'blocked-side');
    const stored = await adminClient().from('chat_messages').select('body').eq('message_id', id).order('id');
    expect(stored.data?.map((row) => row.body)).toEqual(['Can you look at the fan today?', 'Yes, I can come at 4.']);

    await cus.page.getByRole('button', { name: `More actions for ${fullName}` }).click();
    await cus.page.getByRole('button', { name: 'Unblock', exact: true }).click();
    await cus.page
      .getByRole('alertdialog', { name: `Unblock ${fullName}?` })
      .getByRole('button', { name: 'Unblock', exact: true })
      .click();
    await expect(cus.page.getByText(note)).toHaveCount(0);
    await expect(cus.page.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  } finally {
    await cus.context.close();
    await pro.context.close();
  }
});

test('a review reported by three people disappears from the provider panel', async ({ browser }, testInfo) => {
  test.skip(!isPhone(testInfo), 'a phone-width journey');
  const tag = tagFor(testInfo);
  const { provider, fullName } = await namedProvider(tag, 'Reported');
  const author = await createCustomerAccount(`author${tag}`);
  const id = await connected(author, provider, fullName);
  const body = 'Rude on the phone and never came. Total waste of a day.';
  const review = await adminClient()
    .from('reviews')
    .insert({ message_id: id, provider: provider.id, customer: author.id, rating: 1, body })
    .select('id')
    .single();
  expect(review.error).toBeNull();
  const reviewId = String(review.data?.id);

  for (const label of ['first', 'second']) {
    const reporter = await createCustomerAccount(`${label}${tag}`);
    const client = anonClient();
    const signedIn = await client.auth.signInWithPassword({ email: reporter.email, password: reporter.password });
    expect(signedIn.error).toBeNull();
    const filed = await client.from('reports').insert({ target_type: 'review', target_id: reviewId, reason: 'abuse' });
    expect(filed.error).toBeNull();
  }

  const third = await createCustomerAccount(`third${tag}`);
  const party = await openParty(browser, testInfo, third.email, third.password);
  const visitor = await projectContext(browser, testInfo);
  try {
    const { page } = party;
    await page.goto(`/service-providers?${new URLSearchParams({ q: fullName }).toString()}`);
    await page.getByRole('button', { name: `Show details of ${fullName}, Electrician` }).click();
    const panel = page.getByRole('dialog', { name: 'Service provider' });
    const item = panel.getByRole('article').filter({ hasText: body });
    await expect(item).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Report this provider' })).toBeVisible();

    await item.getByRole('button', { name: 'Report this review' }).click();
    const form = page.getByRole('dialog', { name: 'Report this review' });
    await form.getByRole('button', { name: 'Send report' }).click();
    await expect(form.getByText('Choose a reason.')).toBeVisible();
    await form.getByRole('radio', { name: 'Fake profile or review' }).check();
    await form.getByRole('textbox', { name: 'What happened? (optional)' }).fill('He was never their electrician.');
    await expectNoSeriousA11yViolations(page);
    await shot(page, testInfo, 'report-form');
    await form.getByRole('button', { name: 'Send report' }).click();
    const done = page.getByRole('dialog', { name: 'Report sent' });
    await expect(done).toContainText('Our team will look at it.');
    await shot(page, testInfo, 'report-sent');
    await done.getByRole('button', { name: 'Close' }).click();
    await expect(done).toBeHidden();

    // Anyone who opens the panel now no longer sees it.
    const fresh = await visitor.newPage();
    await fresh.goto(`/service-providers?${new URLSearchParams({ q: fullName }).toString()}`);
    await fresh.getByRole('button', { name: `Show details of ${fullName}, Electrician` }).click();
    const visitorPanel = fresh.getByRole('dialog', { name: 'Service provider' });
    await expect(visitorPanel.getByRole('heading', { name: 'Reviews' })).toBeVisible();
    await expect(visitorPanel.getByText(body)).toHaveCount(0);
    await shot(fresh, testInfo, 'review-hidden');
  } finally {
    await party.context.close();
    await visitor.close();
  }
});
