import { createCustomerAccount, createProviderAccount } from './support/accounts.js';
import { waitForMail } from './support/mailbox.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { adminClient, anonClient } from './support/admin.js';
import { expect, test } from './support/fixtures.js';
import { toggleTheme } from './support/navigation.js';

/** A valid 1x1 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function customerRow(uuid: string) {
  const { data, error } = await adminClient()
    .from('users')
    .select('first_name, phonenumber, location, latitude, longitude, profilePicUrl')
    .eq('uuid', uuid)
    .single();
  if (error) throw new Error(error.message);
  return data;
}

test('pages that need a signed-in person say so', async ({ page }) => {
  for (const path of ['/your-profile', '/your-profile/edit', '/your-profile/preferences', '/sp-profile']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'You are not signed in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' }).last()).toBeVisible();
  }
});

test('a customer picks a place by typing, sets a photo and edits the profile', async ({ page, signIn, isMobile }) => {
  test.setTimeout(120_000);
  const customer = await createCustomerAccount('editor');
  await signIn(customer.email, customer.password);

  await page.goto('/your-profile');
  await expect(
    page.getByRole('heading', { level: 1, name: `${customer.firstName} ${customer.lastName}` }),
  ).toBeVisible();
  await expect(page.getByText(customer.phone.replace(/^\+91(\d{5})(\d{5})$/, '+91 $1 $2'))).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('main').getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL('/your-profile/edit');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs).toContainText('Home');
  await expect(crumbs).toContainText('Profile');
  await expect(crumbs.getByText('Edit')).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousA11yViolations(page);

  // Location: type, choose with the keyboard, confirm.
  await page.getByRole('button', { name: /^(Change|Set) location$/ }).click();
  const place = page.getByRole('combobox', { name: 'Your place' });
  await expect(place).toHaveAttribute('placeholder', 'Enter your place name');
  await place.fill('Thriss');
  await expect(page.getByRole('option', { name: /Thrissur/ })).toBeVisible();
  await expect(place).toHaveAttribute('aria-expanded', 'true');
  await expectNoSeriousA11yViolations(page);
  await place.press('ArrowDown');
  await expect(place).toHaveAttribute('aria-activedescendant', /option-0$/);
  await place.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Confirm your location' });
  await expect(confirm).toContainText('Confirm Thrissur, Kerala, India?');
  await expectNoSeriousA11yViolations(page);
  // The "Thrissur" report: a chosen place is not searched for again.
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(place).toHaveValue('Thrissur, Kerala, India');
  // The search waits 100 ms after the last key: the page's clock runs past that at once, so a
  // search the click or ArrowDown started would have begun before the checks below.
  await page.clock.install();
  await place.click();
  await place.press('ArrowDown');
  await page.clock.runFor(1_000);
  await expect(page.locator('.place-search [role="status"]')).toHaveText('');
  await expect(page.getByRole('listbox', { name: 'Places' }).getByRole('option')).toHaveCount(0);
  await expect(page.getByText(/No places found/)).toHaveCount(0);
  await place.press('Backspace');
  await place.pressSequentially('a');
  await expect(page.getByRole('option', { name: /^Thrissur, Kerala/ })).toBeVisible();
  await place.press('ArrowDown');
  await place.press('Enter');
  await expect(confirm).toContainText('Confirm Thrissur, Kerala, India?');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Location saved')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Location' })).toContainText('Thrissur, Kerala');
  await expect.poll(async () => (await customerRow(customer.id)).location).toBe('Thrissur, Kerala');
  const located = await customerRow(customer.id);
  expect(located.latitude).toBeCloseTo(10.52, 1);
  expect(located.longitude).toBeCloseTo(76.21, 1);

  // Photo: wrong type and too big are refused, a PNG is scaled, stored and shown.
  const photo = page.getByLabel('Upload a photo');
  await expect(page.getByText('A .jpg or .png picture; a large one is made smaller for you.')).toBeVisible();
  await photo.setInputFiles({ name: 'drawing.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByText('Please choose a .jpg or .png picture.')).toBeVisible();
  await photo.setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('a text file') });
  await expect(
    page.getByText('This file is not a picture we can read. Please choose a .jpg or .png photo.'),
  ).toHaveCount(1);
  await photo.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByText('Photo updated')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Profile picture of / }).first()).toHaveAttribute(
    'src',
    new RegExp(`/storage/v1/object/sign/profile_pic/users/${customer.id}\\.jpg\\?token=`),
  );
  const stored = await adminClient().storage.from('profile_pic').download(`users/${customer.id}.jpg`);
  expect(stored.error).toBeNull();
  expect(stored.data?.type).toBe('image/jpeg');

  // Details: clear buttons, the spec's rules, then a good save goes back to the profile.
  const firstName = page.getByLabel('First name', { exact: true });
  await page.getByRole('button', { name: 'Clear first name' }).click();
  await expect(firstName).toHaveValue('');
  await expect(firstName).toBeFocused();
  await firstName.fill('A'.repeat(51));
  await page.getByLabel('Phone number', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('First name can have at most 50 characters')).toBeVisible();
  await expect(page.getByText('Enter a 10-digit Indian phone number, like +91 98765 43210')).toBeVisible();
  await firstName.fill('Aleena');
  await expect(page.getByText('First name can have at most 50 characters')).toBeHidden();
  await page.getByLabel('Phone number', { exact: true }).fill('98765 43210');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page).toHaveURL('/your-profile');
  await expect(page.getByRole('heading', { level: 1, name: `Aleena ${customer.lastName}` })).toBeVisible();
  await expect(page.getByText('+91 98765 43210')).toBeVisible();
  await expect(page.getByRole('main').getByText('Thrissur, Kerala')).toBeVisible();

  // Both pages stay readable in the dark theme.
  await toggleTheme(page, isMobile);
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectNoSeriousA11yViolations(page);
  await page.goto('/your-profile/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Change location' }).click();
  const darkPlace = page.getByRole('combobox', { name: 'Your place' });
  await darkPlace.fill('Koch');
  await expect(page.getByRole('listbox', { name: 'Places' }).getByRole('option').first()).toBeVisible();
  await darkPlace.press('ArrowDown');
  await expectNoSeriousA11yViolations(page);
});

test('the location picker uses the device position, and says so when access is denied', async ({
  page,
  context,
  signIn,
}) => {
  const customer = await createCustomerAccount('locator');
  await signIn(customer.email, customer.password);
  await page.goto('/your-profile/edit');
  await page.getByRole('button', { name: /^(Change|Set) location$/ }).click();
  const useDevice = page.getByRole('button', { name: 'Use my current location' });

  await context.clearPermissions();
  await useDevice.click();
  await expect(page.getByText('Location access was denied. Please enable it in your browser settings.')).toBeVisible();

  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 9.9674, longitude: 76.2858 });
  await useDevice.click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm your location' });
  // No geocoding key in the test build: the offline gazetteer names the nearest locality.
  await expect(confirm).toContainText('Confirm Kadavanthra, Kochi?');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('region', { name: 'Location' })).toContainText('Kadavanthra, Kochi');
  // Stored as the place only: "near" is how a screen words it, in the reader's language.
  await expect.poll(async () => (await customerRow(customer.id)).location).toBe('Kadavanthra, Kochi');
});

test('a customer changes the password with the code e-mailed to them and signs in with it', async ({
  page,
  signIn,
}) => {
  const customer = await createCustomerAccount('rekey');
  await signIn(customer.email, customer.password);
  await page.goto('/your-profile');
  await page.getByRole('link', { name: /Account Preferences/ }).click();
  await expect(page).toHaveURL('/your-profile/preferences');
  await expect(page.getByLabel('Your Email')).toHaveValue(customer.email);
  await expectNoSeriousA11yViolations(page);

  const sendCode = page.getByRole('button', { name: 'Send me a code' });
  await sendCode.click();
  await expect(page.getByText('Please enter a new password')).toBeVisible();
  await expect(page.getByText('Please confirm the new password')).toBeVisible();
  await page.getByLabel('Set a new password', { exact: true }).fill('Fresh2024pw');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('Fresh2024px');
  await sendCode.click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm New Password', { exact: true }).fill('Fresh2024pw');
  await sendCode.click();

  // The code goes to the account's address; nothing changes until it is entered.
  await expect(page.getByRole('status').filter({ hasText: customer.email })).toContainText(
    `We have e-mailed a 6-digit code to ${customer.email}.`,
  );
  const mail = await waitForMail(customer.email, /reauthentication/i);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await expectNoSeriousA11yViolations(page);
  // A wrong code is refused only for sessions over 24 hours old, as GoTrue does
  // (tests/integration covers that); this session is new.
  await page.getByLabel('Code from the e-mail').fill(code);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  // The old password no longer works; the new one does, through the sign-in form.
  const old = await anonClient().auth.signInWithPassword({ email: customer.email, password: customer.password });
  expect(old.error).not.toBeNull();
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL('/your-profile');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL('/');
  await signIn(customer.email, 'Fresh2024pw');
});

test('a provider edits their profile and job, and the directory shows it', async ({ page, signIn }, testInfo) => {
  const provider = await createProviderAccount(
    'Electrician',
    `switch${testInfo.project.name}${String(testInfo.workerIndex)}${Date.now().toString(36)}`,
  );
  const name = `${provider.firstName} ${provider.lastName}`;
  await signIn(provider.email, provider.password);
  await page.goto('/sp-profile');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();
  await expect(page.getByText(/has no reviews yet/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('main').getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL('/sp-profile/edit');
  const job = page.getByLabel('Job');
  await expect(job).toHaveValue('Electrician');
  await expect(job.locator('option[disabled]')).toHaveText('Choose your job');
  await job.selectOption('Plumber');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Your details are updated')).toBeVisible();
  await expect(page).toHaveURL('/sp-profile');
  await expect(page.getByRole('main').getByText('Plumber').first()).toBeVisible();

  await page.goto(`/service-providers?${new URLSearchParams({ q: name, job: 'Plumber' }).toString()}`);
  await expect(page.getByRole('button', { name: `Show details of ${name}, Plumber` })).toBeVisible();

  // The provider's Account Preferences tile opens the same preferences form.
  await page.goto('/sp-profile');
  await page.getByRole('link', { name: /Account Preferences/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account Preferences' })).toBeVisible();
  await expect(page.getByLabel('Your Email')).toHaveValue(provider.email);
});
