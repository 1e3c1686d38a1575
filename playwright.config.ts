import { defineConfig } from '@playwright/test';
import { E2E } from './tests/e2e/support/e2e-env.js';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  // One folder per preview port, so two suites on different ports never clean each other's results.
  outputDir: `test-results/e2e-${String(E2E.previewPort)}`,
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 120_000,
  // Two workers, each with up to three browsers, share this 2-core machine with the backend and
  // the preview server (load average 10-12): a page can take over 8 s to boot there.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: E2E.baseUrl,
    video: 'off',
    // A service worker would serve assets past page.route(); tests/e2e/pwa.spec.ts allows it.
    serviceWorkers: 'block',
    // DOM snapshots and sources, without the screencast: its frames kept Chromium's compositor
    // busy in every test, passing or not, and the failure screenshot is taken anyway.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'phone',
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    {
      name: 'desktop',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
  ],
});
