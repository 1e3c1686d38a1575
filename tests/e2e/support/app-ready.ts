import type { Page } from '@playwright/test';

/** Runs in the page: whether React owns `#main` yet (React marks the elements it owns). */
export function appOwnsMain(): boolean {
  const main = document.getElementById('main');
  return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
}

/** Whether the app has taken over the page now (false while the page is being replaced). */
export function appStarted(page: Page): Promise<boolean> {
  return page.evaluate(appOwnsMain).catch(() => false);
}

/**
 * Waits until the app has taken over the page: a prerendered page shows (and its links work)
 * before its script has started, but reacts to the app's own events (going offline) only after.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(appOwnsMain);
}
