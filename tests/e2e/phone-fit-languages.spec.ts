import { mkdirSync } from 'node:fs';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { createCustomerAccount, createProviderAccount } from './support/accounts.js';
import { settleAnimations } from './support/a11y.js';
import { adminClient } from './support/admin.js';
import { waitForApp } from './support/app-ready.js';
import { expect, test } from './support/fixtures.js';
import { expectTextToFit } from './support/text-fit.js';

/** Where the screenshots the issue asks for go when SCREENS_DIR is set (else the test's output folder). */
const SCREENS_DIR = process.env.SCREENS_DIR;

interface Words {
  first: string;
  last: string;
  message: string;
}

/** A customer whose request a provider with a long name in the reader's script accepted, a message and a review. */
async function people(testInfo: TestInfo, words: Words) {
  const tag = `${testInfo.project.name}${String(testInfo.workerIndex)}${Date.now().toString(36)}`;
  const provider = await createProviderAccount('Plumber', `fit${tag}`);
  const customer = await createCustomerAccount(`fitter${tag}`);
  const admin = adminClient();
  const named = await admin
    .from('service-providers')
    .update({ first_name: words.first, last_name: words.last, location: 'Kaloor, Kochi' })
    .eq('uuid', provider.id);
  if (named.error) throw new Error(named.error.message);
  const request = await admin
    .from('messages')
    .insert({ from: customer.id, to: provider.id, is_chat: true, username: customer.firstName })
    .select('message_id')
    .single();
  if (request.error) throw new Error(request.error.message);
  const messageId = request.data.message_id;
  const sent = await admin.from('chat_messages').insert({
    message_id: messageId,
    sender: provider.id,
    body: words.message,
  });
  if (sent.error) throw new Error(sent.error.message);
  const reviewed = await admin
    .from('reviews')
    .insert({ message_id: messageId, provider: provider.id, customer: customer.id, rating: 5, body: 'നല്ല പണി' });
  if (reviewed.error) throw new Error(reviewed.error.message);
  return { provider, customer };
}

/** Every word of the element's text sits on one line: no line break inside a word. */
async function wordsWhole(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

async function settled(page: Page) {
  await waitForApp(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await settleAnimations(page);
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  if (testInfo.project.name !== 'phone') return;
  const path = SCREENS_DIR ? `${SCREENS_DIR}/${name}.png` : testInfo.outputPath(`${name}.png`);
  if (SCREENS_DIR) mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path });
}

for (const language of [
  {
    code: 'ml',
    lang: 'ml-IN',
    accepted: 'നിങ്ങളുടെ അഭ്യർത്ഥന സ്വീകരിച്ചു',
    firstName: 'പേര്',
    star: '5 നക്ഷത്രങ്ങൾ',
    words: {
      first: 'ശ്രീകൃഷ്ണകുമാർ',
      last: 'ഉണ്ണികൃഷ്ണൻപിള്ള',
      message: 'ഇതുവരെ വന്നില്ലെങ്കിൽ നാളെ രാവിലെ പത്തരയ്ക്ക് ഞാൻ വരാം, ടാപ്പ് മാറ്റേണ്ടി വരും.',
    },
    queued: 'നാളെ രാവിലെ പത്തരയ്ക്ക് വരാമോ? ഗേറ്റ് കോഡ് 2468 ആണ്.',
  },
  {
    code: 'hi',
    lang: 'hi-IN',
    accepted: 'ने आपका अनुरोध स्वीकार कर लिया',
    firstName: 'पहला नाम',
    star: '5 सितारे',
    words: {
      first: 'रामकृष्णप्रसाद',
      last: 'श्रीवास्तवचतुर्वेदी',
      message: 'अभी तक नहीं आया तो कल सुबह साढ़े दस बजे आऊँगा, नल बदलना पड़ेगा।',
    },
    queued: 'कल सुबह साढ़े दस बजे आ सकते हैं? गेट कोड 2468 है।',
  },
] as const) {
  test(`in ${language.code} at phone width: messages, the bell, Edit Profile, the histogram and the outbox fit`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const { provider, customer } = await people(testInfo, language.words);
    await page.addInitScript((code) => {
      localStorage.setItem('mistri.locale', code);
    }, language.code);
    await page.goto('/signin');
    await expect(page.locator('html')).toHaveAttribute('lang', language.lang, { timeout: 30_000 });
    await page.locator('input[type="email"]').fill(customer.email);
    await page.locator('input[type="password"]').fill(customer.password);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL('/');

    // Messages: the name breaks between words only; the preview keeps more than its first word.
    await page.goto('/messages');
    const fullName = `${language.words.first} ${language.words.last}`;
    const row = page.getByRole('button', { name: new RegExp(`^${language.words.first}`) }).first();
    await expect(row).toBeVisible();
    await settled(page);
    expect(await wordsWhole(row.getByText(fullName, { exact: true }))).toEqual([]);
    expect(await wordsWhole(row.getByText(language.words.message))).toEqual([]);
    await expectTextToFit(page);
    await shoot(page, testInfo, `${language.code}-messages`);

    // The bell speaks the reader's language, with the age through Intl.
    const badge = page.getByTestId('notification-badge');
    await expect(badge).toBeVisible();
    const bell = badge.locator('..');
    await bell.click();
    // The bell's own panel (the Messages list is a region with a list too).
    const panel = page.locator(`[id="${(await bell.getAttribute('aria-controls')) ?? 'missing'}"]`);
    await expect(panel).toContainText(language.accepted);
    await expect(panel).not.toContainText(/accepted your request|min ago|just now/);
    await settled(page);
    await expectTextToFit(page);
    await shoot(page, testInfo, `${language.code}-bell`);
    await page.keyboard.press('Escape');

    // Edit Profile: labels and hints from the catalog.
    await page.goto('/your-profile/edit');
    await expect(page.getByText(language.firstName, { exact: true })).toBeVisible();
    await expect(page.getByText(/First name|Phone number|upload under/)).toHaveCount(0);
    await settled(page);
    await expectTextToFit(page);
    await shoot(page, testInfo, `${language.code}-edit-profile`);

    // The provider's reviews: each star label on one line.
    await page.goto(`/service-providers?provider=${provider.id}`);
    const perStar = page.getByRole('list').filter({ has: page.getByText(language.star) });
    // The panel waits for four calls; on a machine running both browsers at once they have taken 8 s.
    await expect(perStar).toBeVisible({ timeout: 30_000 });
    await perStar.scrollIntoViewIfNeeded();
    await settled(page);
    const label = perStar.getByText(language.star);
    expect(await label.evaluate((element) => element.getClientRects().length)).toBe(1);
    expect(await label.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThan(30);
    await expectTextToFit(page);
    await shoot(page, testInfo, `${language.code}-histogram`);

    // The outbox: a message that cannot go keeps its text and a status on one or two lines.
    await page.route('**/rest/v1/chat_messages*', (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
    );
    await page.goto('/messages');
    await row.click();
    const box = page.getByRole('textbox');
    await expect(box).toBeEnabled();
    await box.fill(language.queued);
    await box.press('Enter');
    const tray = page.locator('ol[aria-label]').filter({ has: page.getByRole('listitem') });
    await expect(tray.getByRole('listitem')).toHaveCount(1);
    await expect(tray.getByRole('listitem')).toContainText(language.queued);
    await settled(page);
    const status = tray.locator('[role="alert"], [role="status"]').first();
    await expect(status).toBeVisible();
    const lineHeight = await status.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect(await status.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThanOrEqual(
      lineHeight * 2 + 1,
    );
    await expectTextToFit(page);
    await shoot(page, testInfo, `${language.code}-outbox`);
  });
}
