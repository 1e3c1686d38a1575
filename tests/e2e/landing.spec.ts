import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { adminClient } from './support/admin.js';
import { createCustomerAccount } from './support/accounts.js';
import { DEMO } from './support/e2e-env.js';
import { expect, signIn, test } from './support/fixtures.js';

const KOCHI = { latitude: 9.9674, longitude: 76.2858 };
const LOCATION_DENIED_ALERT =
  "Mistri cannot see where you are: location access is blocked for this site. Allow location in your browser's site settings and press Locate again, or set your place by hand in Edit Profile.";

test.describe('signed-in customer home', () => {
  test('greets by the local hour and asks for a location before Locate', async ({ page, isMobile }) => {
    const account = await createCustomerAccount('greet');
    await page.clock.setFixedTime(new Date('2024-05-10T17:00:00'));
    await signIn(page, account.email, account.password);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Good Evening, ${account.firstName} ${account.lastName}`,
    );
    // Finding 10: nobody's place is invented; the phone header invites to set it.
    await expect(page.getByRole('link', { name: /^Your location:/ })).toHaveCount(0);
    await expect(page.getByText('Kerala')).toHaveCount(0);
    if (isMobile) await expect(page.getByRole('link', { name: 'Set your location' })).toBeVisible();

    const search = page.getByRole('group', { name: 'Search Nearby' });
    await expect(search.getByRole('radio', { name: 'Plumbers' })).toBeChecked();
    await search.getByRole('radio', { name: 'Electricians' }).check();
    await page.getByRole('button', { name: 'Locate' }).click();
    // No location permission in this browser: the person is told why and what to do.
    const alert = page.getByRole('alert').filter({ hasText: 'location access is blocked' });
    await expect(alert).toHaveText(LOCATION_DENIED_ALERT);
    await expect(page).toHaveURL('/');
    await expectNoSeriousA11yViolations(page);
    await alert.getByRole('link', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL('/your-profile/edit');
  });

  test('the saved location is shown and Locate opens the nearby page with the choice', async ({ page }) => {
    await signIn(page, DEMO.customer);
    await expect(page.getByRole('link', { name: 'Your location: MG Road, Kochi. Change location' })).toBeVisible();
    await page.getByRole('radio', { name: 'Electricians' }).check();
    await page.getByRole('button', { name: 'Locate' }).click();
    await expect(page).toHaveURL('/nearby-providers?job=Electrician');
  });

  test('the profile picture links to the customer profile', async ({ page, isMobile }) => {
    test.skip(isMobile, 'phones reach the profile through the menu');
    await signIn(page, DEMO.customer);
    await page.getByRole('link', { name: 'Your profile' }).click();
    await expect(page).toHaveURL('/your-profile');
  });
});

test.describe('device location at startup', () => {
  test.use({ geolocation: KOCHI, permissions: ['geolocation'] });

  test('is put into words, shown in the header and saved on the customer row', async ({ page }) => {
    const account = await createCustomerAccount('located');
    await signIn(page, account.email, account.password);
    const location = page.getByRole('link', { name: /^Your location:/ }).first();
    await expect(location).toBeVisible();
    const label = ((await location.getAttribute('aria-label')) ?? '')
      .replace(/^Your location: /, '')
      .replace(/\. Change location$/, '');
    expect(label.length).toBeGreaterThan(2);

    await expect
      .poll(
        async () =>
          (await adminClient().from('users').select('location, latitude, longitude').eq('uuid', account.id)).data,
      )
      .toEqual([
        {
          location: label,
          latitude: expect.closeTo(KOCHI.latitude, 1) as unknown,
          longitude: expect.closeTo(KOCHI.longitude, 1) as unknown,
        },
      ]);

    await page.getByRole('button', { name: 'Locate' }).click();
    await expect(page).toHaveURL('/nearby-providers?job=Plumber');
  });
});

test('a provider sees the provider layout on Home, with theme toggle and profile link', async ({ page, isMobile }) => {
  await signIn(page, DEMO.plumber);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Your profile' })).toHaveAttribute('href', '/sp-profile');
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Requests' })).toBeVisible();
    await expect(menu.getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeVisible();
    await expect(menu.getByRole('link', { name: /^Your location:/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await menu.getByRole('link', { name: 'Requests' }).click();
  } else {
    await page.getByRole('complementary').getByRole('link', { name: 'Requests' }).click();
  }
  await expect(page).toHaveURL('/requests');
});

test('the landing page shows the newest real reviews, each leading to its provider', async ({ page }) => {
  const { data, error } = await adminClient().rpc('recent_reviews', { max: 3 });
  if (error) throw new Error(error.message);
  expect(data).toHaveLength(3);
  const [newest] = data;
  if (!newest) throw new Error('no review');
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Loved by homes across India' });
  await section.scrollIntoViewIfNeeded();
  const cards = section.getByRole('listitem');
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText(newest.body);
  await expect(cards.first()).toContainText(`${newest.reviewer_name} · Verified customer`);
  await expect(section.getByText('Anjali Nair')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await cards.first().getByRole('link', { name: newest.provider_name }).click();
  await expect(page).toHaveURL(`/service-providers?provider=${newest.provider}`);
  await expect(page.getByRole('dialog', { name: 'Service provider' })).toContainText(newest.provider_name);
});

test('reviews that failed while the connection was down arrive once it is back', async ({ page, context }) => {
  let connected = false;
  await page.route('**/rest/v1/rpc/recent_reviews*', (route) =>
    connected ? route.continue() : route.abort('internetdisconnected'),
  );
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Loved by homes across India' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('alert')).toContainText('Try again');
  await context.setOffline(true);
  connected = true;
  await context.setOffline(false);
  await expect(section.getByRole('listitem')).toHaveCount(3);
  await expect(section.getByRole('alert')).toHaveCount(0);
});
