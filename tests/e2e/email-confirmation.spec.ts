import { newPerson, uniqueEmail } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { adminClient, anonClient } from './support/admin.js';
import { E2E } from './support/e2e-env.js';
import { confirmThroughMailbox, expect, fillPersonFields, registerProvider, test } from './support/fixtures.js';
import { listMail, waitForMail } from './support/mailbox.js';

// Issue 22 finding 4: sign-ups prove their address (config.toml's enable_confirmations) and the app
// takes the person through it: "Check your e-mail", Resend after a cooldown, a mistyped address
// corrected, and the link signing them in where they were going.

/** A sign-up made outside the app, waiting for its confirmation link (which lands on `next`). */
async function unconfirmedAccount(label: string, next: string) {
  const person = newPerson(label);
  const { error } = await anonClient().auth.signUp({
    email: person.email,
    password: person.password,
    options: {
      data: { first_name: person.firstName, last_name: person.lastName, phonenumber: person.phone },
      emailRedirectTo: `${E2E.baseUrl}/signup/confirmed?next=${encodeURIComponent(next)}`,
    },
  });
  if (error) throw new Error(`sign-up of ${person.email}: ${error.message}`);
  const mail = await waitForMail(person.email, /Confirm Your Signup/);
  const link = mail.links.find((href) => href.includes('/verify'));
  if (!link) throw new Error(`no confirmation link in the mail to ${person.email}`);
  return { person, link };
}

test('a customer signing up on the way to a page confirms through the mailbox and lands on that page', async ({
  page,
}, testInfo) => {
  await page.clock.install();
  const person = { ...newPerson('onename'), firstName: 'Lakshmi', lastName: '' };
  const typo = person.email.replace('@', '@x');

  await page.goto('/nearby-providers');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL('/signup?next=%2Fnearby-providers');
  await fillPersonFields(page, { ...person, email: typo });
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

  // "Check your e-mail" names the address; Resend waits out the backend's interval.
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: typo })).toBeVisible();
  const resend = page.getByRole('button', { name: 'Send the e-mail again' });
  await expect(resend).toBeDisabled();
  await expect(page.getByText(/^You can send it again in \d+ s\.$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath('check-email.png'), fullPage: true });

  // A mistyped address: back to the form with everything kept, the address corrected.
  await page.getByRole('button', { name: 'Change it' }).click();
  await expect(page.getByLabel('First name')).toHaveValue('Lakshmi');
  await expect(page.getByLabel('Email address')).toHaveValue(typo);
  await page.getByLabel('Email address').fill(person.email);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: person.email })).toBeVisible();
  await waitForMail(person.email, /Confirm Your Signup/);

  await page.clock.fastForward('01:01');
  await expect(page.getByText('No e-mail yet? You can send it again now.')).toBeVisible();
  await resend.click();
  await expect(page.getByText(`We have sent the e-mail to ${person.email} again.`)).toBeVisible();
  await expect(resend).toBeDisabled();
  await expect
    .poll(async () => (await listMail(person.email)).filter((mail) => /Confirm Your Signup/.test(mail.subject)).length)
    .toBe(2);

  // The newest link signs Lakshmi in and lands on the page she was going to, her one name taken.
  await confirmThroughMailbox(page, person.email);
  await expect(page).toHaveURL('/nearby-providers');
  await expect(page.getByText('Your e-mail address is confirmed. Welcome to Mistri, Lakshmi!')).toBeVisible();
  const { data } = await adminClient().from('users').select('first_name, last_name').eq('email', person.email);
  expect(data).toEqual([{ first_name: 'Lakshmi', last_name: '' }]);
});

test('a new provider’s link lands on the dashboard, greeted as new with one full stop', async ({ page }) => {
  const person = { ...newPerson('rajan'), firstName: 'Rajan', lastName: 'P. K.' };
  await registerProvider(page, 'Plumber', person);
  await expect(page.getByText('Welcome to Mistri, Rajan P. K.! Accept a request to start chatting.')).toBeVisible();
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);
});

test('until the address is confirmed there is no sign-in, and the sign-in form offers the e-mail again', async ({
  page,
}) => {
  const { person } = await unconfirmedAccount('unconfirmed', '/');
  await page.goto('/signin');
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('You have not confirmed your e-mail address yet.');
  await expect(page.getByRole('status').filter({ hasText: person.email })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Your profile' })).toHaveCount(0);
});

test('a used link says so and offers a new one; the first use signed the person in where they were going', async ({
  page,
  browser,
}) => {
  const { person, link } = await unconfirmedAccount('usedlink', '/messages');
  await page.goto(link);
  // A cold start signed in (the session read from the link's address) takes longer than a click.
  await expect(page).toHaveURL('/messages', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();

  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await second.goto(link);
    await expect(second.getByRole('heading', { level: 1, name: 'This link has expired' })).toBeVisible();
    await expectNoSeriousA11yViolations(second);
    await second.getByLabel('Email address').fill(person.email);
    await second.getByRole('button', { name: 'Send a new link' }).click();
    await expect(second.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  } finally {
    await other.close();
  }
});

test('an e-mail change is confirmed by both addresses before it applies', async ({ page, signIn }) => {
  const person = newPerson('mover');
  const { data: created } = await adminClient().auth.admin.createUser({
    email: person.email,
    password: person.password,
    email_confirm: true,
    user_metadata: { first_name: person.firstName, last_name: person.lastName, phonenumber: person.phone },
  });
  const id = created.user?.id ?? '';
  const next = uniqueEmail('moved');
  await signIn(person.email, person.password);
  await page.goto('/your-profile/preferences');
  await page.getByLabel('Your Email').fill(next);
  await page.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Almost done' })).toContainText(
    `Almost done: open the link we sent to ${person.email} and the one we sent to ${next}.`,
  );

  const email = async () => (await adminClient().auth.admin.getUserById(id)).data.user?.email;
  const toCurrent = await waitForMail(person.email, /Confirm Email Change/);
  const toNext = await waitForMail(next, /Confirm Email Change/);
  await page.goto(toCurrent.links.find((href) => href.includes('/verify')) ?? '');
  expect(await email()).toBe(person.email);
  await page.goto(toNext.links.find((href) => href.includes('/verify')) ?? '');
  await expect.poll(email).toBe(next);
  await expect
    .poll(async () => (await adminClient().from('users').select('email').eq('uuid', id).single()).data?.email)
    .toBe(next);
});
