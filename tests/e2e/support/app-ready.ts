import type { Page } from '@playwright/test';

/**
 * Waits until the app has taken over the page: a prerendered page shows (and its links work)
 * before its script has started, but reacts to the app's own events (going offline) only after.
 * React marks the elements it owns.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.getElementById('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
  });
}
