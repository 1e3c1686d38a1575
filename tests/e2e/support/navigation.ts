import { expect, type Locator, type Page } from '@playwright/test';

/** The main navigation: the desktop bar, or the phone's menu (opened first). */
export async function mainNav(page: Page, isMobile: boolean): Promise<Locator> {
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    return menu;
  }
  return page.getByRole('banner');
}

/** Clicks the theme toggle wherever this screen size shows it. */
export async function toggleTheme(page: Page, isMobile: boolean): Promise<void> {
  const nav = await mainNav(page, isMobile);
  await nav.getByRole('button', { name: /Switch to (dark|light) theme/ }).click();
  if (isMobile) await page.keyboard.press('Escape');
}
