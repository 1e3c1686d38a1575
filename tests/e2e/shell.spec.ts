import type { Route } from '@playwright/test';
import { createCustomerAccount } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { appStarted, waitForApp } from './support/app-ready.js';
import { builtFile } from './support/built-file.js';
import { expect, test } from './support/fixtures.js';
import { mainNav, toggleTheme } from './support/navigation.js';

test.describe('visitor landing page', () => {
  test('shows the hero, every section and the calls to action', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Mistri');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Reliable help for your home');
    for (const section of [
      'Two trades, done right',
      'From problem to fixed in four steps',
      'Home repairs without the guesswork',
      'Loved by homes across India',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByText('Our Services', { exact: true })).toBeVisible();
    await expect(page.getByText('How to start', { exact: true })).toBeVisible();
    await expect(page.getByText('Why choose us', { exact: true })).toBeVisible();
    await expect(page.getByText('Verified reviews', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL('/signup');
  });

  test('Our Services lead to the Electrical and Plumbing pages', async ({ page }) => {
    await page.goto('/');
    const services = page.getByRole('region', { name: 'Two trades, done right' });
    await services.getByRole('link', { name: /Electrical/ }).click();
    await expect(page).toHaveURL('/mistri-electricians');
    await page.goBack();
    await page
      .getByRole('region', { name: 'Two trades, done right' })
      .getByRole('link', { name: /Plumbing/ })
      .click();
    await expect(page).toHaveURL('/mistri-plumbers');
  });

  test('the search box opens the directory with the search', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search service providers' }).fill('plumber kochi');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/service-providers?q=plumber+kochi');
  });
});

test.describe('header and footer', () => {
  test("the navigation holds every entry plus Sign in and the customers' Sign up", async ({ page, isMobile }) => {
    await page.goto('/');
    const nav = await mainNav(page, isMobile);
    for (const entry of ['Home', 'Service Providers', 'Messages', 'Our team', 'Contact', 'Sign in']) {
      await expect(nav.getByRole('link', { name: entry, exact: true })).toBeVisible();
    }
    // Customers sign up on their own form; providers find Register from there.
    await expect(nav.getByRole('link', { name: 'Sign up', exact: true })).toHaveAttribute('href', '/signup');
    await expect(nav.getByRole('link', { name: 'Register', exact: true })).toHaveCount(0);
    if (isMobile) await expectNoSeriousA11yViolations(page);
    await nav.getByRole('link', { name: 'Our team', exact: true }).click();
    await expect(page).toHaveURL('/meetourteam');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  });

  test('the phone menu closes on Escape and gives focus back', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the hamburger menu exists on small screens only');
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Open menu' });
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await opener.click();
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('the footer has contact details, services and legal links, and no placeholder social icons', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Quickly Locate Reliable Electricians and Plumbers')).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
    await expect(footer.getByRole('link', { name: '+91 484 400 1234' })).toHaveAttribute('href', 'tel:+914844001234');
    await expect(footer.getByRole('link', { name: 'support@mistri.in' })).toHaveAttribute(
      'href',
      'mailto:support@mistri.in',
    );
    await expect(footer.getByRole('link', { name: 'Electrical' })).toHaveAttribute('href', '/mistri-electricians');
    await expect(footer.getByRole('link', { name: 'Plumbing' })).toHaveAttribute('href', '/mistri-plumbers');
    for (const legal of ['Report a Problem', 'Privacy Policy', 'Terms & Conditions']) {
      await expect(footer.getByRole('link', { name: legal })).toBeVisible();
    }
    await expect(footer.getByText(`© ${String(new Date().getFullYear())} Mistri`)).toBeVisible();
    // Icons appear only for profiles listed in src/config/social-profiles.ts, which has none yet.
    await expect(footer.getByRole('link', { name: /^Mistri on / })).toHaveCount(0);
  });
});

test('the theme toggle switches to dark and is remembered after a reload', async ({ page, isMobile }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);
  await toggleTheme(page, isMobile);
  await expect(html).toHaveClass(/dark/);
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await toggleTheme(page, isMobile);
  await expect(html).not.toHaveClass(/dark/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(html).not.toHaveClass(/dark/);
});

test('going offline keeps the page under a banner until the connection is back', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Reliable help');
  await waitForApp(page);
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: "You're offline." })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Reliable help');
  await expect(page.getByRole('heading', { name: "You're offline!" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: "You're offline." })).toHaveCount(0);
});

test('parts still loading when the connection drops wait for it, and the page stays', async ({ page, context }) => {
  // Code the page asks for once it has started (toasts, the update prompt, the reviews) is held
  // until the connection is gone, then failed as a dropped connection fails it.
  let network: 'booting' | 'holding' | 'offline' | 'online' = 'booting';
  const held: Route[] = [];
  await page.route('**/assets/*.js', async (route) => {
    const started = network === 'booting' && (await appStarted(page));
    // Asked while booting, answered later: by then the test may have moved on, so check again.
    if (started && network === 'booting') network = 'holding';
    if (network === 'holding') held.push(route);
    else if (network === 'offline') await route.abort('internetdisconnected');
    else await route.continue();
  });
  await page.goto('/');
  await waitForApp(page);
  await expect.poll(() => held.length).toBeGreaterThan(0);
  network = 'offline';
  await context.setOffline(true);
  for (const route of held.splice(0)) await route.abort('internetdisconnected');
  const reviews = page.getByRole('region', { name: 'Loved by homes across India' });
  await expect(reviews).toBeVisible();
  await reviews.scrollIntoViewIfNeeded();
  await expect(page.getByRole('status').filter({ hasText: "You're offline." })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Reliable help');
  await expect(reviews.getByRole('listitem')).toHaveCount(0);
  network = 'online';
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: "You're offline." })).toHaveCount(0);
  await expect(reviews.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Reliable help');
});

test('a page that cannot load offline shows the offline screen, and Retry loads it', async ({
  page,
  context,
  isMobile,
}) => {
  await page.goto('/contact');
  await waitForApp(page);
  await context.setOffline(true);
  const nav = await mainNav(page, isMobile);
  await nav.getByRole('link', { name: 'Our team', exact: true }).click();
  await expect(page.getByRole('heading', { name: "You're offline!" })).toBeVisible();
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meet our team' })).toBeVisible();
});

test('an unknown address shows the not-found screen with its picture', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  const picture = page.locator('img[src="/images/not-found.svg"]');
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL('/');
});

test('a page that fails to load shows the router error with status and message', async ({ page }) => {
  await page.route(builtFile('src/app/routes/signin.tsx'), (route) => route.abort());
  await page.goto('/');
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByText('Status 500')).toBeVisible();
  await expect(page.getByText(/dynamically imported module/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('for a signed-in person, a loading indicator shows until the startup has finished', async ({ page, signIn }) => {
  // A visitor has nobody to load and sees Home at once; someone with a session waits for the startup.
  const customer = await createCustomerAccount('startup');
  await signIn(customer.email, customer.password);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(builtFile('src/features/auth/startup/start-app.ts'), async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('status', { name: /Starting Mistri|Loading/ }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(customer.firstName);
});
