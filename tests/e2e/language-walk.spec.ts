import type { Page, TestInfo } from '@playwright/test';
import { createCustomerAccount, createProviderAccount } from './support/accounts.js';
import { expectNoSeriousA11yViolations, settleAnimations } from './support/a11y.js';
import { adminClient } from './support/admin.js';
import { waitForApp } from './support/app-ready.js';
import { expect, test } from './support/fixtures.js';
import { expectNoEnglish, expectTextToFit } from './support/text-fit.js';

/** Kochi, MG Road: the customer's device position; the provider works from Kaloor, about 3 km away. */
test.use({ geolocation: { latitude: 9.9674, longitude: 76.2858 }, permissions: ['geolocation'] });

/** What people typed, and the brand: the only Latin-letter words a translated screen may show. */
const ALWAYS_ALLOWED = [
  'Mistri',
  'support@mistri.in',
  // The language menu names each language in its own script; the brands name themselves.
  'English',
  'Google',
  'GitHub',
  'Facebook',
  'Instagram',
  'LinkedIn',
  // The key to press, as printed on the keyboard.
  'Alt+T',
  // The provider's places.
  // The locality the gazetteer names for the test's device position (a place, not interface text).
  'Kadavanthra',
  'Kozhikode',
  'Kaloor, Kochi',
  'Kochi',
  'Kerala',
];

/** A customer, a Kochi provider who accepted the customer's request, and one chat message from the provider. */
async function customerWithChat(testInfo: TestInfo) {
  const tag = `${testInfo.project.name}${String(testInfo.workerIndex)}${Date.now().toString(36)}`;
  const provider = await createProviderAccount('Electrician', `walk${tag}`);
  const customer = await createCustomerAccount(`walker${tag}`);
  const admin = adminClient();
  const located = await admin
    .from('service-providers')
    .update({ location: 'Kaloor, Kochi', latitude: 9.9935, longitude: 76.2998 })
    .eq('uuid', provider.id);
  if (located.error) throw new Error(located.error.message);
  const request = await admin
    .from('messages')
    .insert({ from: customer.id, to: provider.id, is_chat: true, username: customer.firstName })
    .select('message_id')
    .single();
  if (request.error) throw new Error(request.error.message);
  const message = 'Namaskaram! 10:30?';
  const sent = await admin
    .from('chat_messages')
    .insert({ message_id: request.data.message_id, body: message, sender: provider.id });
  if (sent.error) throw new Error(sent.error.message);
  const allowed = [
    ...ALWAYS_ALLOWED,
    message,
    provider.email,
    customer.email,
    `${provider.firstName} ${provider.lastName}`,
    `${customer.firstName} ${customer.lastName}`,
    provider.firstName,
    provider.lastName,
    customer.firstName,
    customer.lastName,
  ];
  return { provider, customer, allowed };
}

/** The providers' names and places as they typed them (the directory lists other tests' providers too). */
async function providerData(): Promise<string[]> {
  const { data, error } = await adminClient().from('service-providers').select('first_name, last_name, location');
  if (error) throw new Error(error.message);
  return data.flatMap((row) => [`${row.first_name} ${row.last_name}`, row.first_name, row.last_name, row.location]);
}

/** Every check of a translated screen: nothing left in English, nothing cut off, axe clean, a screenshot. */
async function checkScreen(page: Page, testInfo: TestInfo, name: string, allowed: readonly string[]) {
  // Judge the page the app has drawn, in its fonts, with nothing still sliding in.
  await waitForApp(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await settleAnimations(page);
  await expectNoEnglish(page, [...allowed, ...(await providerData())]);
  await expectTextToFit(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** Signs in with the form, whatever language its labels are in. */
async function signInByForm(page: Page, email: string, password: string) {
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL('/');
}

/** Walks landing, sign-in, (sign-up,) nearby and a chat, signed in as the customer from sign-in on. */
async function walk(
  page: Page,
  testInfo: TestInfo,
  label: string,
  options: { signUp: boolean; units?: string[]; font?: string },
) {
  const { provider, customer, allowed: data } = await customerWithChat(testInfo);
  const allowed = [...data, ...(options.units ?? [])];
  const providerName = `${provider.firstName} ${provider.lastName}`;

  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkScreen(page, testInfo, `${label}-landing`, allowed);

  if (options.signUp) {
    await page.goto('/signup');
    await expect(page.locator('form input[type="email"]')).toBeVisible();
    await checkScreen(page, testInfo, `${label}-signup`, allowed);
  }

  await page.goto('/signin');
  await expect(page.locator('form input[type="email"]')).toBeVisible();
  await checkScreen(page, testInfo, `${label}-signin`, allowed);
  await signInByForm(page, customer.email, customer.password);
  if (options.font) {
    // The toast draws its text with the script's font too (the system fonts here have no Malayalam or Devanagari).
    const toast = page.locator('.Toastify__toast').first();
    await expect(toast).toBeVisible();
    expect(await toast.evaluate((element) => getComputedStyle(element).fontFamily)).toContain(options.font);
  }
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(customer.firstName) })).toBeVisible();
  await checkScreen(page, testInfo, `${label}-home`, allowed);

  await page.goto('/nearby-providers');
  await expect(page.getByText(providerName).first()).toBeVisible();
  await checkScreen(page, testInfo, `${label}-nearby`, allowed);

  await page.goto('/messages');
  await page
    .getByRole('button', { name: new RegExp(provider.firstName) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/chat\/\d+$/);
  await expect(page.getByRole('log')).toContainText('Namaskaram');
  await checkScreen(page, testInfo, `${label}-chat`, allowed);
}

for (const language of [
  { code: 'ml', lang: 'ml-IN', font: 'Noto Sans Malayalam' },
  { code: 'hi', lang: 'hi-IN', font: 'Noto Sans Devanagari' },
] as const) {
  test(`in ${language.code}, landing, sign-in, nearby and a chat show no English and nothing cut off`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.addInitScript((code) => {
      localStorage.setItem('mistri.locale', code);
    }, language.code);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
    await walk(page, testInfo, language.code, { signUp: false, font: language.font });
  });
}

test('pseudo-localised (every text 40% longer), landing, sign-in, sign-up, nearby and a chat keep every text whole', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.goto('/?pseudo=1');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('[');
  // Units come from Intl in the English the pseudo locale is made from.
  await walk(page, testInfo, 'pseudo', { signUp: true, units: ['km'] });
  // The switch is remembered on the device until `?pseudo=0`.
  await page.goto('/?pseudo=0');
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('[');
});
