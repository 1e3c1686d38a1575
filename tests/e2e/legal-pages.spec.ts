import type { Page, TestInfo } from '@playwright/test';
import { adminClient } from './support/admin.js';
import { expectNoSeriousA11yViolations, settleAnimations } from './support/a11y.js';
import { createCustomerAccount } from './support/accounts.js';
import { waitForApp } from './support/app-ready.js';
import { expect, signIn, test } from './support/fixtures.js';
import { toggleTheme } from './support/navigation.js';
import { expectNoEnglish, expectTextToFit } from './support/text-fit.js';

/** The three pages and their main heading in each language. */
const PAGES = [
  { path: '/privacy-policy', en: 'Privacy Policy', ml: 'സ്വകാര്യതാ നയം', hi: 'गोपनीयता नीति' },
  { path: '/terms-and-conditions', en: 'Terms & Conditions', ml: 'നിബന്ധനകളും വ്യവസ്ഥകളും', hi: 'नियम और शर्तें' },
  { path: '/report-a-problem', en: 'Report a Problem', ml: 'പ്രശ്നം റിപ്പോർട്ട് ചെയ്യുക', hi: 'समस्या बताएँ' },
] as const;

/** Words a translated page keeps in Latin letters: the brand, the grievance officer's contact, "ID". */
const KEPT_IN_LATIN = [
  'Mistri',
  // The language menu names each language in its own script; the theme key as printed on the keyboard.
  'English',
  'Alt+T',
  'ID',
  'SMS',
  'Meera Krishnan',
  'grievance@mistri.in',
  'support@mistri.in',
  'Mistri Services',
  '2nd Floor, Marine Drive',
  'Ernakulam, Kochi 682031',
  'Kerala, India',
];

async function checkPage(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await waitForApp(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await settleAnimations(page);
  await expectTextToFit(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test.describe('the legal pages', () => {
  test('the footer links to each page, readable and axe clean in the light and the dark theme', async ({
    page,
    isMobile,
  }, testInfo) => {
    await page.goto('/');
    for (const { path, en } of PAGES) {
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: en }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: en })).toBeVisible();
      await expect(page).toHaveTitle(`${en} · Mistri`);
      await checkPage(page, testInfo, `en${path.replace(/\//g, '-')}`);
    }

    await toggleTheme(page, isMobile);
    await expect(page.locator('html')).toHaveClass(/dark/);
    for (const { path, en } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: en })).toBeVisible();
      await checkPage(page, testInfo, `en-dark${path.replace(/\//g, '-')}`);
    }
  });

  test('the Privacy Policy says what is kept, for how long, the rights and the grievance officer', async ({ page }) => {
    await page.goto('/privacy-policy');
    for (const heading of [
      'What we keep',
      'Why we keep it',
      'How long we keep it',
      'Who sees it',
      'Your rights',
      'Grievance officer',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(heading) })).toBeVisible();
    }
    await expect(page.getByText('Digital Personal Data Protection Act, 2023').first()).toBeVisible();
    await expect(page.getByText(/deleted 30 days after an admin/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'grievance@mistri.in' })).toHaveAttribute(
      'href',
      'mailto:grievance@mistri.in',
    );
    await page.getByRole('link', { name: 'Your rights' }).click();
    await expect(page).toHaveURL(/#your-rights$/);
    await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/your-profile/edit');
    await expect(page.getByRole('link', { name: 'Account Preferences' }).first()).toHaveAttribute(
      'href',
      '/your-profile/preferences',
    );
  });

  for (const language of [
    { code: 'ml', lang: 'ml-IN' },
    { code: 'hi', lang: 'hi-IN' },
  ] as const) {
    test(`in ${language.code}, every page is translated, fits and is axe clean`, async ({ page }, testInfo) => {
      await page.addInitScript((code) => {
        localStorage.setItem('mistri.locale', code);
      }, language.code);
      for (const entry of PAGES) {
        await page.goto(entry.path);
        await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
        await expect(page.getByRole('heading', { level: 1, name: entry[language.code] })).toBeVisible();
        await expectNoEnglish(page, KEPT_IN_LATIN);
        await checkPage(page, testInfo, `${language.code}${entry.path.replace(/\//g, '-')}`);
      }
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each page is prerendered with its title and description', async ({ page }) => {
    for (const { path, en } of PAGES) {
      await page.goto(path);
      await expect(page).toHaveTitle(`${en} · Mistri`);
      await expect(page.getByRole('heading', { level: 1, name: en })).toBeVisible();
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(50);
    }
    await expect(page.getByRole('button', { name: 'Send report' })).toBeVisible();
  });
});

test.describe('Report a Problem', () => {
  test('checks the form inline, then a visitor files a report with a contact e-mail', async ({ page }) => {
    await page.goto('/report-a-problem');
    await waitForApp(page);
    const send = page.getByRole('button', { name: 'Send report' });
    await send.click();
    await expect(page.getByText('Choose what it is about')).toBeVisible();
    await expect(page.getByText('Describe the problem', { exact: true })).toBeVisible();
    await expect(page.getByLabel('What happened?')).toHaveAttribute('aria-invalid', 'true');

    const description = `The map stays grey on my phone ${String(Date.now())}`;
    await page.getByLabel('What is it about?').selectOption({ label: 'The app does not work as it should' });
    await page.getByLabel('What happened?').fill('Too short');
    await page.getByLabel('Your e-mail (optional)').fill('not-an-address');
    await send.click();
    await expect(page.getByText('Describe the problem in at least 10 characters')).toBeVisible();
    await expect(page.getByText('Enter a valid e-mail address, or leave it empty')).toBeVisible();
    await expect(page.getByText('Choose what it is about')).toBeHidden();

    await page.getByLabel('What happened?').fill(description);
    await page.getByLabel('Your e-mail (optional)').fill('visitor@example.in');
    await send.click();
    await expect(page.getByRole('status').filter({ hasText: 'We have your report' })).toBeVisible();
    await expect(page.getByLabel('What happened?')).toHaveValue('');

    const { data, error } = await adminClient()
      .from('problem_reports')
      .select('reporter, category, contact_email')
      .eq('description', description);
    expect(error).toBeNull();
    expect(data).toEqual([{ reporter: null, category: 'app', contact_email: 'visitor@example.in' }]);
  });

  test('a signed-in person files in their own name, without an e-mail field', async ({ page }, testInfo) => {
    const customer = await createCustomerAccount('problem');
    await signIn(page, customer.email, customer.password);
    await page.goto('/report-a-problem');
    await expect(page.getByText(`You are filing this as ${customer.email}`)).toBeVisible();
    await expect(page.getByLabel('Your e-mail (optional)')).toHaveCount(0);

    const description = `My request vanished after a reload ${testInfo.project.name} ${String(Date.now())}`;
    await page.getByLabel('What is it about?').selectOption('account');
    await page.getByLabel('What happened?').fill(description);
    await page.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'We have your report' })).toBeVisible();

    const { data } = await adminClient()
      .from('problem_reports')
      .select('reporter, category, contact_email')
      .eq('description', description);
    expect(data).toEqual([{ reporter: customer.id, category: 'account', contact_email: null }]);
  });
});

test.describe('the privacy notice on sign-up', () => {
  for (const { path, button } of [
    { path: '/signup', button: 'Sign Up' },
    { path: '/register', button: 'Register' },
  ]) {
    test(`${path} shows it above "${button}" with links to the policy and the terms`, async ({ page }) => {
      await page.goto(path);
      const form = page.locator('form').filter({ has: page.getByRole('button', { name: button, exact: true }) });
      await expect(form.getByText(/We keep your name, e-mail and phone number/)).toBeVisible();
      await expect(form.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
        'href',
        '/terms-and-conditions',
      );
      await form.getByRole('link', { name: 'Privacy Policy' }).click();
      await expect(page).toHaveURL('/privacy-policy');
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    });
  }
});
