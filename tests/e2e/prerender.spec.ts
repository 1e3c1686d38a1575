import type { ConsoleMessage, Page } from '@playwright/test';
import { DEMO } from './support/e2e-env.js';
import { expect, signIn, test } from './support/fixtures.js';
import { mainNav, toggleTheme } from './support/navigation.js';

/** Every prerendered public page, its tab title and its main heading. */
const PAGES = [
  { path: '/', title: 'Mistri', heading: /Reliable help for your home/ },
  { path: '/signin', title: 'Sign in · Mistri', heading: 'Sign in' },
  { path: '/signup', title: 'Sign Up · Mistri', heading: 'Sign Up' },
  { path: '/register', title: 'Register · Mistri', heading: 'Register' },
  { path: '/service-providers', title: 'Service Providers · Mistri', heading: 'Service Providers' },
  { path: '/mistri-electricians', title: 'Electricians · Mistri', heading: 'Electricians: questions and answers' },
  { path: '/mistri-plumbers', title: 'Plumbers · Mistri', heading: 'Plumbers: questions and answers' },
  { path: '/contact', title: 'Contact · Mistri', heading: 'Contact' },
  { path: '/meetourteam', title: 'Meet our team · Mistri', heading: 'Meet our team' },
] as const;

/** Console errors, warnings and uncaught exceptions of `page` from now on (hydration mismatches among them). */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** Notes, before any script of the page runs, the first element the HTML put in #root and the boot decision. */
async function watchBoot(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const marks = window as unknown as {
        prerendered: Element | null;
        boot: string | undefined;
        darkRemoved: boolean;
      };
      marks.prerendered = document.querySelector('#root > *');
      marks.boot = document.documentElement.dataset.boot;
      marks.darkRemoved = false;
      new MutationObserver(() => {
        if (!document.documentElement.classList.contains('dark')) marks.darkRemoved = true;
      }).observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    });
  });
}

async function bootMarks(page: Page): Promise<{ kept: boolean; boot: string | null; darkRemoved: boolean }> {
  return page.evaluate(() => {
    const marks = window as unknown as { prerendered: Element | null; boot: string | undefined; darkRemoved: boolean };
    return { kept: marks.prerendered?.isConnected ?? false, boot: marks.boot ?? null, darkRemoved: marks.darkRemoved };
  });
}

/** Waits until React has hydrated the page's heading (React marks the elements it owns), then for its title. */
async function waitForApp(page: Page, title: string): Promise<void> {
  await page.waitForFunction(() => {
    const heading = document.querySelector('main h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'));
  });
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveTitle(title);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, title, heading } of PAGES) {
    test(`${path} shows its content, title and description`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Mistri' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(50);
    });
  }

  test('the sign-in form is there to read before the script arrives', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  });
});

test.describe('hydration', () => {
  // As for a visitor: the service worker registers (blocked, its registration would log an error).
  test.use({ serviceWorkers: 'allow' });
  test('every public page hydrates its HTML without errors or warnings', async ({ page }) => {
    const problems = collectProblems(page);
    await watchBoot(page);
    for (const { path, title, heading } of PAGES) {
      await page.goto(path);
      await waitForApp(page, title);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await bootMarks(page), path).toEqual({ kept: true, boot: 'hydrate', darkRemoved: false });
    }
    expect(problems).toEqual([]);
  });

  test('a hydrated page stays interactive: form checks, theme, client-side navigation', async ({ page, isMobile }) => {
    const problems = collectProblems(page);
    await watchBoot(page);
    await page.goto('/signin');
    await waitForApp(page, 'Sign in · Mistri');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Email is required')).toBeVisible();

    await toggleTheme(page, isMobile);
    await expect(page.locator('html')).toHaveClass(/dark/);

    // A link followed by the router keeps the document: the mark set before hydration survives.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    const nav = await mainNav(page, isMobile);
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('a dark theme is dark from the first paint and stays so through hydration', async ({ page, isMobile }) => {
    const problems = collectProblems(page);
    await watchBoot(page);
    await page.goto('/signin');
    await waitForApp(page, 'Sign in · Mistri');
    await toggleTheme(page, isMobile);
    await expect(page.locator('html')).toHaveClass(/dark/);

    for (const { path, title } of [PAGES[0], PAGES[4], PAGES[7]]) {
      await page.goto(path);
      await waitForApp(page, title);
      await expect(page.locator('html')).toHaveClass(/dark/);
      expect(await bootMarks(page), path).toEqual({ kept: true, boot: 'hydrate', darkRemoved: false });
      // After hydration the toggle reads the remembered theme (it rendered the neutral one to match the HTML).
      const nav = await mainNav(page, isMobile);
      await expect(nav.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
      if (isMobile) await page.keyboard.press('Escape');
    }
    expect(problems).toEqual([]);
  });
});

/** Opens /signin and checks it is rendered in `heading`'s language from the first paint: no English heading ever shows. */
async function expectSignInOnlyIn(page: Page, heading: string, lang: string): Promise<void> {
  const problems = collectProblems(page);
  await watchBoot(page);
  await page.addInitScript(() => {
    const shown = new Set<string>();
    (window as unknown as { headingsShown: Set<string> }).headingsShown = shown;
    document.addEventListener('DOMContentLoaded', () => {
      const note = () => {
        const title = document.querySelector('h1');
        if (title?.checkVisibility()) shown.add(title.textContent);
      };
      note();
      new MutationObserver(note).observe(document.documentElement, {
        subtree: true,
        childList: true,
        attributes: true,
      });
    });
  });
  await page.goto('/signin');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  expect((await bootMarks(page)).boot).toBe('render');
  expect(await page.evaluate(() => [...(window as unknown as { headingsShown: Set<string> }).headingsShown])).toEqual([
    heading,
  ]);
  expect(problems).toEqual([]);
}

test.describe('another language', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a remembered Malayalam gets the page rendered in it, never the English HTML', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('mistri.locale', 'ml');
    });
    await expectSignInOnlyIn(page, 'സൈൻ ഇൻ', 'ml-IN');
  });

  test.describe('a Hindi browser', () => {
    test.use({ locale: 'hi-IN' });

    test('on a first visit gets the page rendered in Hindi, never the English HTML', async ({ page }) => {
      await expectSignInOnlyIn(page, 'साइन इन', 'hi-IN');
    });
  });
});

test.describe('signed in', () => {
  test.use({ serviceWorkers: 'allow' });
  test('a prerendered public page is rendered afresh, never showing the visitor header', async ({ page }) => {
    await signIn(page, DEMO.customer);
    const problems = collectProblems(page);
    await watchBoot(page);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    expect((await bootMarks(page)).boot).toBe('render');
    // The prerendered (visitor) HTML stayed hidden and is gone: no "Sign in" link in the header.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Asha/ })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a provider opening / gets the dashboard, not the prerendered landing page', async ({ page }) => {
    await signIn(page, DEMO.electrician);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Reliable help for your home/ })).toHaveCount(0);
  });
});
