import { chromium, expect, test, type Page } from '@playwright/test';
import { E2E } from './support/e2e-env.js';

test.use({ serviceWorkers: 'allow' });

async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('the app installs: the service worker takes over and Chromium reports no installability errors', async ({
  launchOptions,
  viewport,
}, testInfo) => {
  // Chromium never offers to install from an incognito-like context, so this one keeps a profile.
  const context = await chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    ...launchOptions,
    viewport,
    baseURL: E2E.baseUrl,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Reliable help');
    await waitForServiceWorkerControl(page);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
      display: string;
      icons: { sizes: string; purpose?: string }[];
      shortcuts: { url: string }[];
    };
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/nearby-providers', '/messages']);
  } finally {
    await context.close();
  }
});

test('with the network off, a visited page reloads and shows what it showed online', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await page.goto('/service-providers');
  const rows = page.getByRole('button', { name: /^Show details of / });
  await expect(rows.first()).toBeVisible();
  const firstProvider = await rows.first().getAttribute('aria-label');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Service Providers' })).toBeVisible();
  await expect(page.getByText(/You're offline\. Mistri shows what this device has saved/)).toBeVisible();
  await expect(page.getByRole('button', { name: firstProvider ?? '' })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(/You're offline/)).toHaveCount(0);
});
