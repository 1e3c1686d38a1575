import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { expect, test } from './support/fixtures.js';

/** Chooses a language in the header (desktop) or the phone's menu, as a visitor would. */
async function chooseLanguage(
  page: Page,
  isMobile: boolean,
  value: string,
  names = { label: 'Language', openMenu: 'Open menu', menu: 'Menu' },
): Promise<void> {
  let nav = page.getByRole('banner');
  if (isMobile) {
    await page.getByRole('button', { name: names.openMenu }).click();
    nav = page.getByRole('dialog', { name: names.menu });
  }
  await nav.getByRole('combobox', { name: names.label }).selectOption(value);
}

const languages = [
  {
    code: 'ml',
    lang: 'ml-IN',
    hero: 'നിങ്ങളുടെ വീടിന് വിശ്വസ്തമായ സഹായം',
    section: 'രണ്ട് തൊഴിലുകൾ, ശരിയായി ചെയ്തത്',
    signIn: 'സൈൻ ഇൻ',
    names: { label: 'ഭാഷ', openMenu: 'മെനു തുറക്കുക', menu: 'മെനു' },
  },
  {
    code: 'hi',
    lang: 'hi-IN',
    hero: 'आपके घर के लिए भरोसेमंद मदद',
    section: 'दो काम, पूरी सही तरह से',
    signIn: 'साइन इन',
    names: { label: 'भाषा', openMenu: 'मेन्यू खोलें', menu: 'मेन्यू' },
  },
] as const;

for (const language of languages) {
  test(`a visitor switches to ${language.code}: the screens, <html lang> and the choice survive a reload`, async ({
    page,
    isMobile,
  }, testInfo) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await chooseLanguage(page, isMobile, language.code);

    await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(language.hero);
    await expect(page.getByRole('heading', { level: 2, name: language.section })).toBeVisible();
    // The script's own font is fetched for this language only.
    await expect
      .poll(() =>
        page.evaluate(
          (family) => document.fonts.check(`16px "${family}"`),
          language.code === 'ml' ? 'Noto Sans Malayalam' : 'Noto Sans Devanagari',
        ),
      )
      .toBe(true);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`landing-${language.code}.png`), fullPage: false });

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(language.hero);

    await page.goto('/signin');
    await expect(page.getByRole('heading', { level: 1, name: language.signIn })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`signin-${language.code}.png`), fullPage: false });

    // And back to English from the same menu, now labelled in the chosen language.
    await chooseLanguage(page, isMobile, 'en', language.names);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });
}

test.describe('a first visit', () => {
  test.use({ locale: 'hi-IN' });

  test("follows the browser's languages", async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('आपके घर के लिए भरोसेमंद मदद');
  });
});
