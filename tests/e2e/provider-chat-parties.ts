import {
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { signIn } from './support/fixtures.js';

/** A signed-in person in their own browser context. */
export interface Party {
  context: BrowserContext;
  page: Page;
}

/**
 * A second (third, ...) browser context with this project's viewport and base URL, plus `extra`:
 * `browser.newContext()` does not apply the project's `use` options by itself.
 */
export function projectContext(
  browser: Browser,
  testInfo: TestInfo,
  extra: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const { baseURL, viewport, isMobile, hasTouch } = testInfo.project.use;
  return browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    ...(viewport ? { viewport } : {}),
    ...(isMobile !== undefined ? { isMobile } : {}),
    ...(hasTouch !== undefined ? { hasTouch } : {}),
    ...extra,
  });
}

/** A signed-in person in a browser context of their own (see projectContext). */
export async function openParty(browser: Browser, testInfo: TestInfo, email: string, password: string): Promise<Party> {
  const context = await projectContext(browser, testInfo);
  const page = await context.newPage();
  await signIn(page, email, password);
  return { context, page };
}

/** True on the phone project, where the provider sidebar and the chat's conversation list are hidden. */
export function isPhone(testInfo: TestInfo): boolean {
  return testInfo.project.name === 'phone';
}

/** Types a chat message and sends it with Enter; waits for the toast and the cleared box. */
export async function sendWithEnter(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
  await expect(page.getByText('Message sent successfully')).toBeVisible();
  await expect(box).toHaveValue('');
}

/** The message log of the open chat. */
export function messageLog(page: Page) {
  return page.getByRole('log');
}
