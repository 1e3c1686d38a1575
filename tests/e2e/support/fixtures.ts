import { test as base, expect, type Page } from '@playwright/test';
import { newPerson, type Job, type Person } from './accounts.js';
import { DEMO_PASSWORD } from './e2e-env.js';
import { waitForMail } from './mailbox.js';

/** Signs in through the /signin form and waits for Home with the success toast. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Signed in successfully')).toBeVisible();
  await expect(page).toHaveURL('/');
}

/** Fills the shared fields of /signup and /register. */
export async function fillPersonFields(page: Page, person: Person): Promise<void> {
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name (optional)').fill(person.lastName);
  await page.getByLabel('Email address').fill(person.email);
  await page.getByLabel('Phone number').fill(person.phone);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(person.password);
}

/**
 * After a sign-up form: "Check your e-mail" names the address; the link of the confirmation mail
 * (from the local mailbox) signs the person in.
 */
export async function confirmThroughMailbox(page: Page, email: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `We have sent a link to ${email}.` })).toBeVisible();
  const mail = await waitForMail(email, /Confirm Your Signup/);
  const link = mail.links.find((href) => href.includes('/verify'));
  if (!link) throw new Error(`no confirmation link in the mail to ${email}`);
  await page.goto(link);
}

/** A fresh customer through the /signup form and its confirmation mail; the page is left signed in on Home. */
export async function signUpCustomer(page: Page, person: Person = newPerson('customer')): Promise<Person> {
  await page.goto('/signup');
  await fillPersonFields(page, person);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await confirmThroughMailbox(page, person.email);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(person.firstName) })).toBeVisible();
  return person;
}

/**
 * A fresh provider through the /register form and its confirmation mail; the page is left signed
 * in on the provider dashboard.
 */
export async function registerProvider(
  page: Page,
  job: Job = 'Electrician',
  person: Person = newPerson('provider'),
): Promise<Person & { job: Job }> {
  await page.goto('/register');
  await fillPersonFields(page, person);
  await page.getByLabel('Job').selectOption(job);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await confirmThroughMailbox(page, person.email);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('link', { name: 'Your profile' })).toHaveAttribute('href', '/sp-profile');
  return { ...person, job };
}

interface Fixtures {
  /** Fails the test when a page showed a message whose part of the catalog was not loaded. */
  missingMessages: undefined;
  /** Signs this test's page in (defaults to the demo password). */
  signIn: (email: string, password?: string) => Promise<void>;
  /** Signs up a new customer through the UI on this test's page. */
  createCustomer: (person?: Person) => Promise<Person>;
}

export const test = base.extend<Fixtures>({
  signIn: async ({ page }, use) => {
    await use((email, password) => signIn(page, email, password));
  },
  createCustomer: async ({ page }, use) => {
    await use((person) => signUpCustomer(page, person));
  },
  missingMessages: [
    async ({ context }, use) => {
      const missing: string[] = [];
      context.on('console', (message) => {
        if (message.type() === 'error' && message.text().startsWith('Missing message')) missing.push(message.text());
      });
      await use(undefined);
      expect(missing, 'messages shown before their catalog part loaded').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
