import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { adminClient, anonClient } from './support/admin.js';
import { createCustomerAccount, newPerson } from './support/accounts.js';
import { DEMO, DEMO_PASSWORD } from './support/e2e-env.js';
import { expect, fillPersonFields, registerProvider, signIn, test } from './support/fixtures.js';
import { waitForMail } from './support/mailbox.js';
import { mainNav } from './support/navigation.js';

const GREETING = /^Good (Morning|Afternoon|Evening)/;

test.describe('sign in', () => {
  test('validates on submit, then again on every change, with the spec messages', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const email = page.getByLabel('Email', { exact: true });
    const password = page.getByLabel('Password', { exact: true });
    await email.fill('asha@example');
    await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);

    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);

    await email.fill('');
    await expect(page.getByText('Email is required')).toBeVisible();
    await email.fill('asha@example.in');
    await expect(page.getByText('Email is required')).toHaveCount(0);
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');

    for (const [typed, message] of [
      ['Ab1', 'Password must be at least 8 characters'],
      ['abcdefgh', 'Password must contain a number'],
      ['abcdefg1', 'Password must contain an uppercase letter'],
      ['ABCDEFG1', 'Password must contain a lowercase letter'],
    ] as const) {
      await password.fill(typed);
      await expect(page.getByText(message)).toBeVisible();
    }
    await password.fill('Abcdefg1');
    await expect(page.getByText(/^Password (is|must)/)).toHaveCount(0);
  });

  test('shows the show/hide toggle on the password', async ({ page }) => {
    await page.goto('/signin');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('a wrong password shows the backend message and stays on the page', async ({ page }) => {
    await page.goto('/signin');
    await page.getByLabel('Email', { exact: true }).fill(DEMO.customer);
    await page.getByLabel('Password', { exact: true }).fill('Wrong1234');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid login credentials' })).toBeVisible();
    await expect(page).toHaveURL('/signin');
    await expectNoSeriousA11yViolations(page);
  });

  test('success says so, goes Home and greets the customer by name', async ({ page }) => {
    await signIn(page, DEMO.customer);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Good (Morning|Afternoon|Evening), Asha Menon/);
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('Remember me keeps the e-mail for next time, never the password', async ({ page, isMobile }) => {
    const account = await createCustomerAccount('remember');
    await page.goto('/signin');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(GREETING);

    const stored = await page.evaluate(() =>
      Object.keys(localStorage)
        .map((key) => localStorage.getItem(key) ?? '')
        .join('\n'),
    );
    expect(stored).toContain(account.email);
    expect(stored).not.toContain(account.password);

    await logOut(page, isMobile);
    await page.goto('/signin');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email);
    await expect(page.getByLabel('Remember me')).toBeChecked();
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  });

  test('"Sign up" leads to the customer sign-up', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByText("Don't have an account?")).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Sign up', exact: true }).click();
    await expect(page).toHaveURL('/signup');
  });
});

/** Logs out from the phone menu, or from the profile page on wide screens. */
async function logOut(page: import('@playwright/test').Page, isMobile: boolean): Promise<void> {
  if (isMobile) {
    const menu = await mainNav(page, true);
    await menu.getByRole('button', { name: 'Log out' }).click();
  } else {
    await page.getByRole('link', { name: 'Your profile' }).click();
    await page.getByRole('button', { name: /Log out/ }).click();
  }
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Reliable help');
}

test.describe('customer sign-up', () => {
  test('shows each rule word for word and the password mismatch inline', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByLabel('Phone number')).toHaveValue('+91 ');
    await expect(page.getByLabel('Phone number')).not.toHaveAttribute('maxlength');
    await page.getByLabel('Phone number').fill('');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    for (const message of ['First name is required', 'Email is required', 'Phone number is required']) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    // One name is a whole name: the last name is optional.
    await expect(page.getByLabel('Last name (optional)')).toBeVisible();
    await expect(page.getByText('Last name is required')).toHaveCount(0);
    await expect(page.getByText('Password is required', { exact: true })).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);

    const phoneMessage = 'Enter a 10-digit Indian phone number, like +91 98765 43210';
    await page.getByLabel('Phone number').fill('+91984601');
    await expect(page.getByText(phoneMessage)).toBeVisible();
    await page.getByLabel('Phone number').fill('+91 98460 12345');
    await expect(page.getByText(phoneMessage)).toHaveCount(0);

    await page.getByLabel('Password', { exact: true }).fill('Kochi2024');
    await page.getByLabel('Confirm password', { exact: true }).fill('Kochi2025');
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await page.getByLabel('Confirm password', { exact: true }).fill('Kochi2024');
    await expect(page.getByText('The passwords do not match.')).toHaveCount(0);
  });

  test('one show/hide state serves both password fields', async ({ page }) => {
    await page.goto('/signup');
    const password = page.getByLabel('Password', { exact: true });
    const confirmation = page.getByLabel('Confirm password', { exact: true });
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(confirmation).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide confirm password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(confirmation).toHaveAttribute('type', 'password');
  });

  test('a new customer is signed up, greeted and stored', async ({ page, createCustomer }) => {
    const person = await createCustomer();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(person.firstName);
    const { data } = await adminClient()
      .from('users')
      .select('first_name, last_name, email, phonenumber')
      .eq('email', person.email);
    expect(data).toEqual([
      { first_name: person.firstName, last_name: person.lastName, email: person.email, phonenumber: person.phone },
    ]);
  });

  test('an address already in use gets the answer a new one gets, and no second account', async ({ page }) => {
    await page.goto('/signup');
    await fillPersonFields(page, { ...newPerson('taken'), email: DEMO.customer });
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
    const { data } = await adminClient().from('users').select('uuid').eq('email', DEMO.customer);
    expect(data).toHaveLength(1);
    const { error } = await anonClient().auth.signInWithPassword({ email: DEMO.customer, password: DEMO_PASSWORD });
    expect(error).toBeNull();
  });

  test('"Already have an account? Sign in" leads to sign-in', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByText('Already have an account?')).toBeVisible();
    await page.getByRole('link', { name: 'Sign in', exact: true }).last().click();
    await expect(page).toHaveURL('/signin');
  });
});

test.describe('provider registration', () => {
  test('is marked for providers and needs a job', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    await expect(page.getByText('only for service providers')).toBeVisible();
    const job = page.getByLabel('Job');
    await expect(job.locator('option', { hasText: 'Choose your job' })).toBeDisabled();
    await expect(job.locator('option')).toHaveText(['Choose your job', 'Electrician', 'Plumber']);
    // Nothing of a sign-in here, and the side text speaks to providers, not customers.
    await expect(page.getByRole('link', { name: 'Forgot Password?' })).toHaveCount(0);
    await expect(page.getByText('Free for customers, no hidden fees')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign up as a customer' })).toHaveAttribute('href', '/signup');
    await expectNoSeriousA11yViolations(page);

    await fillPersonFields(page, newPerson('nojob'));
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('Please choose your job')).toBeVisible();
    await job.selectOption('Plumber');
    await expect(page.getByText('Please choose your job')).toHaveCount(0);
  });

  test('a new provider gets the provider layout, a job in the metadata and a directory row', async ({
    page,
    isMobile,
  }) => {
    const provider = await registerProvider(page, 'Plumber');
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = isMobile
      ? page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'Provider' })
      : page.getByRole('complementary').getByRole('navigation', { name: 'Provider' });
    for (const entry of ['Home', 'Messages', 'Requests', 'Edit Profile']) {
      await expect(nav.getByRole('link', { name: entry })).toBeVisible();
    }
    await expect(nav.getByRole('button', { name: 'Log out' })).toBeVisible();
    if (isMobile) await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Your profile' })).toHaveAttribute('href', '/sp-profile');

    const admin = adminClient();
    const { data: own } = await admin.from('provider_private').select('uuid').eq('email', provider.email).single();
    const { data: row } = await admin
      .from('service-providers')
      .select('uuid, first_name, email, job, location')
      .eq('uuid', own?.uuid ?? '')
      .single();
    // The e-mail is the provider's own (provider_private); the public row never shows it.
    expect(row).toMatchObject({ first_name: provider.firstName, email: '', job: 'Plumber', location: '' });
    const { data: signedIn } = await anonClient().auth.signInWithPassword({
      email: provider.email,
      password: provider.password,
    });
    expect(signedIn.user?.id).toBe(row?.uuid);
    expect(signedIn.user?.user_metadata).toMatchObject({ job: 'Plumber' });
  });
});

test.describe('social sign-in', () => {
  test('Google through the local sign-in page creates the users row and shows the job notice', async ({ page }) => {
    const person = newPerson('google');
    await page.goto('/signin');
    await expect(page.getByRole('button', { name: /Google/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /GitHub/ })).toBeVisible();
    await page.getByRole('button', { name: /Google/ }).click();

    await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
    await page.getByLabel('Full name').fill(`${person.firstName} ${person.lastName}`);
    await page.getByLabel('E-mail').fill(person.email);
    await page.getByRole('button', { name: 'Continue with Google' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(person.firstName);
    const notice = page.getByText(
      "You haven't chosen a job yet: you signed up with Google. Go to Edit profile and add your job.",
    );
    await expect(notice).toBeVisible();

    await expect
      .poll(
        async () =>
          (await adminClient().from('users').select('email, name, profile_link').eq('email', person.email)).data,
      )
      .toEqual([
        {
          email: person.email,
          name: `${person.firstName} ${person.lastName}`,
          // Picture columns hold our storage paths only; the provider's avatar URL is not copied.
          profile_link: '',
        },
      ]);

    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(GREETING);
    await expect(notice).toHaveCount(0);
  });

  test('GitHub from the sign-up screen signs a test identity in', async ({ page }) => {
    const person = newPerson('github');
    await page.goto('/signup');
    await page.getByRole('button', { name: /GitHub/ }).click();
    await expect(page.getByRole('heading', { name: 'Sign in with GitHub' })).toBeVisible();
    await page.getByLabel('Full name').fill(`${person.firstName} Hub`);
    await page.getByLabel('E-mail').fill(person.email);
    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(/you signed up with GitHub\./)).toBeVisible();
  });
});

test.describe('password reset', () => {
  test('the mailed link lets the person choose a new password', async ({ page, isMobile }) => {
    const account = await createCustomerAccount('reset');
    await page.goto('/signin');
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toBeVisible();

    const mail = await waitForMail(account.email);
    const link = mail.links.find((candidate) => candidate.includes('type=recovery') || candidate.includes('verify'));
    expect(link, `a link in ${JSON.stringify(mail.links)}`).toBeDefined();
    await page.goto(link ?? '');
    await expect(page).toHaveURL(/\/reset-password/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();

    const newPassword = 'Fresh2025x';
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/');
    await logOut(page, isMobile);
    await signIn(page, account.email, newPassword);
  });

  test('opened without a reset link it explains how to get one', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('alert')).toContainText('password reset e-mail');
    await page.getByRole('link', { name: 'Send me a new link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
  });
});

test('logging out says so and returns Home signed out', async ({ page, isMobile }) => {
  const account = await createCustomerAccount('logout');
  await signIn(page, account.email, account.password);
  await logOut(page, isMobile);
  const nav = await mainNav(page, isMobile);
  await expect(nav.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await page.goto('/messages');
  await expect(page.getByRole('link', { name: 'Sign in', exact: true }).first()).toBeVisible();
});

test('the demo password still works for the seeded provider', async ({ page }) => {
  await signIn(page, DEMO.electrician, DEMO_PASSWORD);
  await expect(page.getByRole('link', { name: 'Your profile' })).toHaveAttribute('href', '/sp-profile');
});
