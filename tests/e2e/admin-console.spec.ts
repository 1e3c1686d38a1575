import type { Page, TestInfo } from '@playwright/test';
import { createCustomerAccount, createProviderAccount, type Account } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { adminClient, anonClient } from './support/admin.js';
import { expect, test } from './support/fixtures.js';
import { mainNav } from './support/navigation.js';
import { totpCode } from './support/totp.js';

function tagFor(testInfo: TestInfo): string {
  return `${String(testInfo.workerIndex)}${Date.now().toString(36)}`;
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** A provider with a distinct name, so searches find exactly them. */
async function namedProvider(tag: string, last: string): Promise<{ provider: Account; fullName: string }> {
  const provider = await createProviderAccount('Electrician', `admin${tag}`);
  const update = await adminClient()
    .from('service-providers')
    .update({ first_name: 'Ravi', last_name: `${last}${tag}` })
    .eq('uuid', provider.id);
  expect(update.error).toBeNull();
  return { provider, fullName: `Ravi ${last}${tag}` };
}

/** A review of `provider`, on an accepted connection, reported by three different customers. */
async function reviewHiddenByThreeReports(provider: Account, tag: string, body: string): Promise<number> {
  const admin = adminClient();
  const author = await createCustomerAccount(`author${tag}`);
  const acceptedAt = new Date(Date.now() - 2 * 3_600_000).toISOString();
  const connection = await admin
    .from('messages')
    .insert({
      from: author.id,
      to: provider.id,
      is_chat: true,
      username: author.firstName,
      spname: provider.firstName,
      requested_at: acceptedAt,
      answered_at: acceptedAt,
    })
    .select('message_id')
    .single();
  expect(connection.error).toBeNull();
  const id = connection.data?.message_id ?? 0;
  const chat = await admin.from('chat_messages').insert([
    { message_id: id, sender: author.id, body: 'Can you look at the fan today?' },
    { message_id: id, sender: provider.id, body: 'Yes, I can come at 4.' },
  ]);
  expect(chat.error).toBeNull();
  const review = await admin
    .from('reviews')
    .insert({ message_id: id, provider: provider.id, customer: author.id, rating: 2, body })
    .select('id')
    .single();
  expect(review.error).toBeNull();
  const reviewId = review.data?.id ?? 0;
  for (const label of ['first', 'second', 'third']) {
    const reporter = await createCustomerAccount(`${label}${tag}`);
    const client = anonClient();
    const signedIn = await client.auth.signInWithPassword({ email: reporter.email, password: reporter.password });
    expect(signedIn.error).toBeNull();
    const filed = await client
      .from('reports')
      .insert({ target_type: 'review', target_id: String(reviewId), reason: 'abuse', details: 'Rude words' });
    expect(filed.error).toBeNull();
  }
  return reviewId;
}

async function publicReviewIds(provider: Account): Promise<number[]> {
  const { data } = await anonClient().rpc('provider_reviews', { provider: provider.id });
  return (data ?? []).map((row) => row.id);
}

/** Logs out from the phone menu, or from the profile page on wide screens. */
async function logOut(page: Page, isMobile: boolean): Promise<void> {
  if (isMobile) {
    const menu = await mainNav(page, true);
    await menu.getByRole('button', { name: 'Log out' }).click();
  } else {
    await page.getByRole('link', { name: 'Your profile' }).click();
    await page.getByRole('button', { name: /Log out/ }).click();
  }
  await expect(page.getByText('Logged out successfully')).toBeVisible();
}

/** Answers the reason dialog and waits for it to close. */
async function giveReason(
  page: Page,
  dialogName: string | RegExp,
  confirm: string,
  reason: string,
  testInfo: TestInfo,
) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog.getByText('Give a reason.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, testInfo, `reason-${confirm.toLowerCase()}`);
  await dialog.getByRole('textbox', { name: 'Reason (required)' }).fill(reason);
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog).toBeHidden();
}

test('someone who is not an admin is told the console is not available', async ({ page, signIn }, testInfo) => {
  const customer = await createCustomerAccount(`plain${tagFor(testInfo)}`);
  await signIn(customer.email, customer.password);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Not available' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shot(page, testInfo, 'admin-not-available');
});

test('an admin adds an authenticator app, signs in with its code, restores a review and suspends a provider', async ({
  page,
  signIn,
  isMobile,
}, testInfo) => {
  const tag = tagFor(testInfo);
  const reviewed = await namedProvider(tag, 'Reviewed');
  const body = `He shouted at my mother and left the wiring half done ${tag}.`;
  const reviewId = await reviewHiddenByThreeReports(reviewed.provider, tag, body);
  expect(await publicReviewIds(reviewed.provider)).not.toContain(reviewId);
  const suspect = await namedProvider(tag, 'Suspect');

  const admin = await createCustomerAccount(`admin${tag}`);
  const granted = await adminClient().auth.admin.updateUserById(admin.id, { app_metadata: { role: 'admin' } });
  expect(granted.error).toBeNull();

  // Without a second step: told to add one, with the way there.
  await signIn(admin.email, admin.password);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Add a second step first' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, testInfo, 'admin-needs-factor');
  await page.getByRole('link', { name: 'Set up two-step sign-in' }).click();
  await expect(page).toHaveURL('/your-profile/preferences');

  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await section.getByRole('button', { name: 'Add an authenticator app' }).click();
  const secret = ((await section.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await section.getByLabel('6-digit code').fill(totpCode(secret));
  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(section.getByText('Two-step sign-in is on.')).toBeVisible();

  // A new sign-in asks for the code; then the console opens.
  await logOut(page, isMobile);
  await page.goto('/signin');
  await page.getByLabel('Email', { exact: true }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
  await page.getByLabel('6-digit code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Signed in successfully')).toBeVisible();

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin console' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Console sections' });
  await expect(tabs.getByRole('tab')).toHaveText(['Reports', 'ID checks', 'Hidden reviews', 'Providers', 'Audit log']);

  // Reports: the review's three reports, with its text.
  const reports = page.getByRole('list', { name: 'Reports' });
  const group = reports.getByRole('article').filter({ hasText: body });
  await expect(group).toContainText('3 reports');
  await expect(group).toContainText('Abusive or harassing');
  await expect(group).toContainText('Hidden until you decide');
  await expectNoSeriousA11yViolations(page);
  await shot(page, testInfo, 'admin-reports');

  // Hidden reviews: restore it, with a reason.
  await tabs.getByRole('tab', { name: 'Hidden reviews' }).click();
  const hidden = page.getByRole('list', { name: 'Hidden reviews' }).getByRole('article').filter({ hasText: body });
  await expect(hidden).toContainText('Hidden by reports');
  await expect(hidden).toContainText(`about ${reviewed.fullName}`);
  await expectNoSeriousA11yViolations(page);
  await shot(page, testInfo, 'admin-hidden-reviews');
  await hidden.getByRole('button', { name: 'Restore' }).click();
  await giveReason(page, 'Restore this review?', 'Restore', `The customer confirmed the job (${tag}).`, testInfo);
  await expect(page.getByText('Review restored.')).toBeVisible();
  await expect(hidden).toHaveCount(0);
  await expect.poll(() => publicReviewIds(reviewed.provider)).toContain(reviewId);

  // Providers: find by e-mail, suspend with a reason.
  await tabs.getByRole('tab', { name: 'Providers' }).click();
  await page.getByRole('searchbox', { name: 'Name or e-mail' }).fill(suspect.provider.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const card = page.getByRole('list', { name: 'Providers' }).getByRole('article', { name: suspect.fullName });
  await expect(card).toContainText('Listed');
  await card.getByRole('button', { name: 'Suspend' }).click();
  await giveReason(
    page,
    `Suspend ${suspect.fullName}?`,
    'Suspend',
    `Harassed two customers in chat (${tag}).`,
    testInfo,
  );
  await expect(page.getByText(`${suspect.fullName} is suspended.`)).toBeVisible();
  await expect(card).toContainText('Suspended since');
  await expect(card.getByRole('button', { name: 'Reinstate' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, testInfo, 'admin-providers');
  const card2 = await anonClient().rpc('directory_card', { provider: suspect.provider.id });
  expect(card2.data).toEqual([]);

  // The audit log lists both decisions with who and why.
  await tabs.getByRole('tab', { name: 'Audit log' }).click();
  const log = page.getByRole('list', { name: 'Audit log' });
  const suspension = log.getByRole('listitem').filter({ hasText: `Harassed two customers in chat (${tag}).` });
  await expect(suspension).toContainText('Suspended a provider');
  await expect(suspension).toContainText(`Provider ${suspect.fullName}`);
  await expect(suspension).toContainText(admin.email);
  const restoration = log.getByRole('listitem').filter({ hasText: `The customer confirmed the job (${tag}).` });
  await expect(restoration).toContainText('Restored a review');
  await expect(restoration).toContainText(`Review ${String(reviewId)}`);
  await expect(restoration).toContainText(admin.email);
  await expectNoSeriousA11yViolations(page);
  await shot(page, testInfo, 'admin-audit-log');
});
