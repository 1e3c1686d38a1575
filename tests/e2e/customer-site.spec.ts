import { uniqueEmail } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { adminClient } from './support/admin.js';
import { expect, test } from './support/fixtures.js';
import { toggleTheme } from './support/navigation.js';

test('the contact page shows the hours and sends a checked message', async ({ page, isMobile }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  // The hours as Intl writes them for en-IN ("3:00 – 6:00 pm", with thin spaces).
  await expect(page.getByText('Mon–Fri:')).toBeVisible();
  await expect(page.getByText(/^3:00\s*–\s*6:00\s*pm$/)).toBeVisible();
  await expect(page.getByText('Sat and Sun:')).toBeVisible();
  await expect(page.getByText(/^8:00\s*–\s*10:00\s*am$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const send = page.getByRole('button', { name: 'Send Message' });
  await send.click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Message is required')).toBeVisible();
  await toggleTheme(page, isMobile);
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectNoSeriousA11yViolations(page);

  const email = uniqueEmail('contact');
  await page.getByLabel('Name', { exact: true }).fill('Asha Menon');
  await page.getByLabel('Email', { exact: true }).fill('asha@mail');
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Message' }).fill('The plumber I found was great. Can I leave a review?');
  await send.click();
  await expect(page.getByText('Thank you! Your message has been sent. We will reply by e-mail.')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');

  const { data, error } = await adminClient().from('contact_messages').select('name, message').eq('email', email);
  expect(error).toBeNull();
  expect(data).toEqual([{ name: 'Asha Menon', message: 'The plumber I found was great. Can I leave a review?' }]);
});

test('meet our team shows the team cards', async ({ page }) => {
  await page.goto('/meetourteam');
  await expect(page.getByRole('heading', { level: 1, name: 'Meet our team' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(6);
  await expect(page.getByRole('heading', { level: 2, name: 'Anjali Nair' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

for (const { path, trade, title } of [
  { path: '/mistri-electricians', trade: 'Electrician', title: 'Electricians: questions and answers' },
  { path: '/mistri-plumbers', trade: 'Plumber', title: 'Plumbers: questions and answers' },
]) {
  test(`the ${trade.toLowerCase()} FAQ answers ten questions in disclosure widgets`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const questions = page.locator('summary');
    await expect(questions).toHaveCount(10);
    const firstAnswer = page.getByText(/Sign in, make sure your location is set/);
    await expect(firstAnswer).toBeHidden();
    await questions.first().click();
    await expect(firstAnswer).toBeVisible();
    await questions.first().press('Enter');
    await expect(firstAnswer).toBeHidden();
    await expect(page.getByRole('link', { name: `${trade}s near me` })).toHaveAttribute(
      'href',
      `/nearby-providers?job=${trade}`,
    );
    await expectNoSeriousA11yViolations(page);
  });
}
