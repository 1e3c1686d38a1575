import type { Page } from '@playwright/test';
import { newPerson } from './support/accounts.js';
import { adminClient } from './support/admin.js';
import { appOwnsMain, waitForApp } from './support/app-ready.js';
import { expect, fillPersonFields, test } from './support/fixtures.js';

/**
 * Holds back every script of the app, as a slow network does (the prerendered page shows, the app
 * has not started), until `release` is called: what the test does in between happens before hydration.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

async function expectNotHydrated(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.dataset.boot)).toBe('hydrate');
  expect(await page.locator('#main').count()).toBe(1);
  expect(await page.evaluate(appOwnsMain)).toBe(false);
}

test('a search typed and sent on the landing page before the app starts reaches the directory', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const box = page.getByRole('searchbox', { name: 'Search service providers' });
  await box.fill('plumber kochi');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expectNotHydrated(page);
  await expect(box).toHaveValue('plumber kochi');

  release();
  await waitForApp(page);
  await expect(page).toHaveURL('/service-providers?q=plumber+kochi', { timeout: 30_000 });
  await expect(page.getByRole('searchbox', { name: 'Search service providers' })).toHaveValue('plumber kochi');
});

test('text typed before the app starts stays, and a Sort By choice made then is kept', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/service-providers', { waitUntil: 'commit' });
  await page.getByLabel('Sort By').selectOption('top');
  await page.getByRole('searchbox', { name: 'Search service providers' }).fill('electrician');
  await expectNotHydrated(page);

  release();
  await waitForApp(page);
  await expect(page).toHaveURL('/service-providers?sort=top', { timeout: 30_000 });
  await expect(page.getByLabel('Sort By')).toHaveValue('top');
  // The typed text is the form's own: sending it now searches for it, in the chosen order.
  await expect(page.getByRole('searchbox', { name: 'Search service providers' })).toHaveValue('electrician');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL('/service-providers?q=electrician&sort=top');
});

test('a sign-in form filled before the app starts keeps every field and sends once it is live', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/signin', { waitUntil: 'commit' });
  await page.getByLabel('Email', { exact: true }).fill('customer@mistri.test');
  await page.getByLabel('Password', { exact: true }).fill('Demo1234');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expectNotHydrated(page);

  release();
  await waitForApp(page);
  await expect(page.getByText('Signed in successfully')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL('/');
});

test('a field selected before the app starts stays selected, so Delete then clears it', async ({ page }) => {
  const person = newPerson('selected');
  const release = await holdScripts(page);
  await page.goto('/signup', { waitUntil: 'commit' });
  await fillPersonFields(page, person);
  const phone = page.getByLabel('Phone number');
  await phone.selectText();
  await expectNotHydrated(page);

  release();
  await waitForApp(page);
  // The app has been handed what was typed before it started (the replay runs in a task of its own).
  await expect(page.locator('html')).not.toHaveAttribute('data-boot');
  expect(await phone.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([
    0,
    person.phone.length,
  ]);
  await phone.press('Delete');
  await expect(phone).toHaveValue('');
  await phone.pressSequentially('+91 98765 43210');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  const { data } = await adminClient().from('users').select('phonenumber').eq('email', person.email);
  expect(data).toEqual([{ phonenumber: '+919876543210' }]);
});
