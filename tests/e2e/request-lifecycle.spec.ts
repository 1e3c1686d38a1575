import { createCustomerAccount, createProviderAccount } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { adminClient } from './support/admin.js';
import { expect, test } from './support/fixtures.js';
import { openParty } from './provider-chat-parties.js';

/** Places a provider `km` north of a spot, with an availability, through the service key. */
async function placeProvider(id: string, spot: { lat: number; lon: number }, km: number, availability = 'available') {
  const { error } = await adminClient()
    .from('service-providers')
    .update({ latitude: spot.lat + km / 111.2, longitude: spot.lon, location: 'Port Blair', availability })
    .eq('uuid', id);
  if (error) throw new Error(error.message);
}

test('busy is seen by the customer; a decline offers "Try these instead"; the provider is notified live', async ({
  browser,
}, testInfo) => {
  const tag = `${testInfo.project.name}${String(testInfo.workerIndex)}`;
  // A spot of its own per project and attempt (the Andaman islands, far from the seeded providers),
  // so a retry never finds the providers an earlier attempt placed.
  const spot = { lat: (testInfo.project.name === 'phone' ? 11.2 : 12.4) + testInfo.retry * 0.3, lon: 92.7 };
  const provider = await createProviderAccount('Electrician', `decliner${tag}`);
  const nearest = await createProviderAccount('Electrician', `nearest${tag}`);
  const busy = await createProviderAccount('Electrician', `busyone${tag}`);
  const customer = await createCustomerAccount(`asker${tag}`);
  await placeProvider(provider.id, spot, 0.5);
  await placeProvider(nearest.id, spot, 3);
  await placeProvider(busy.id, spot, 1, 'busy');
  const placed = await adminClient()
    .from('users')
    .update({ latitude: spot.lat, longitude: spot.lon, location: 'Aberdeen Bazaar, Port Blair' })
    .eq('uuid', customer.id);
  expect(placed.error).toBeNull();
  const providerName = `${provider.firstName} ${provider.lastName}`;
  const nearestName = `${nearest.firstName} ${nearest.lastName}`;

  const pro = await openParty(browser, testInfo, provider.email, provider.password);
  const cus = await openParty(browser, testInfo, customer.email, customer.password);
  try {
    // The provider goes Busy from the dashboard header; the choice is remembered.
    await expect(pro.page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const busyButton = pro.page.getByRole('button', { name: 'Busy', exact: true });
    await busyButton.click();
    await expect(busyButton).toHaveAttribute('aria-pressed', 'true');
    // The buttons wait while the choice is saved; a reload before that would abort the save.
    await expect(busyButton).toBeEnabled();
    await pro.page.reload();
    await expect(pro.page.getByRole('button', { name: 'Busy', exact: true })).toHaveAttribute('aria-pressed', 'true');

    // The customer sees it in the directory and on the panel.
    await cus.page.goto(`/service-providers?${new URLSearchParams({ q: providerName }).toString()}`);
    const row = cus.page.getByRole('button', { name: `Show details of ${providerName}, Electrician` });
    await expect(row).toHaveAccessibleDescription(/Busy/);
    await row.click();
    const panel = cus.page.getByRole('dialog');
    await expect(panel.getByText('Busy', { exact: true })).toBeVisible();

    // The customer asks anyway; the provider's bell shows it live.
    await panel.getByRole('button', { name: 'Send request' }).click();
    await panel.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(cus.page.getByText('Connection request sent!')).toBeVisible();
    await expect(pro.page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    await expect(pro.page.getByTestId('notification-badge')).toHaveText('1');

    // Before accepting, the provider sees the first name, the place and the distance only.
    const requestRow = pro.page
      .getByRole('listitem')
      .filter({ hasText: customer.firstName })
      .filter({
        has: pro.page.getByRole('button', { name: `Decline request from ${customer.firstName}` }),
      });
    await expect(requestRow).toContainText('Aberdeen Bazaar, Port Blair');
    // Measured once at request time from the customer's ~1 km grid cell, in whole kilometres.
    await expect(requestRow).toContainText('1.0 km away');
    await expect(requestRow).not.toContainText(customer.lastName);
    await expect(requestRow).not.toContainText(customer.phone);

    await pro.page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const list = pro.page.getByRole('region', { name: 'Notifications' });
    await expect(list.getByRole('link', { name: /sent you a connection request/ })).toBeVisible();
    await expectNoSeriousA11yViolations(pro.page);
    await pro.page.keyboard.press('Escape');

    // The provider declines with a reason.
    await requestRow.getByRole('button', { name: `Decline request from ${customer.firstName}` }).click();
    await pro.page.getByLabel(`Reason for declining ${customer.firstName}`).selectOption('Too far');
    await pro.page.getByRole('button', { name: 'Confirm decline' }).click();
    await expect(pro.page.getByRole('listitem').filter({ hasText: 'You declined (Too far)' })).toBeVisible();

    // The customer's open panel shows it live, with "Try these instead": the busy one is left out.
    await expect(panel.getByText(`${provider.firstName} declined your request: Too far.`)).toBeVisible();
    const suggestions = panel.getByRole('region', { name: 'Try these instead' });
    await expect(suggestions.getByRole('listitem').first()).toContainText(nearestName);
    await expect(suggestions).not.toContainText(`${busy.firstName} ${busy.lastName}`);
    await expectNoSeriousA11yViolations(cus.page);
    await testInfo.attach('customer-try-these-instead', {
      body: await cus.page.screenshot(),
      contentType: 'image/png',
    });

    // One tap requests the first suggestion. Toasts pause while their window has no focus, and two
    // pages share this browser: the customer's window gets focus back (as when the person returns
    // to it), so the toast covering the list on a phone runs out. Closing it by a click would also
    // close the panel, as any click outside it does.
    await cus.page.evaluate(() => window.dispatchEvent(new Event('focus')));
    // The pointer is moved off too: a toast also pauses under it (on a phone it sits where the last tap was).
    await cus.page.mouse.move(1, 1);
    await expect(cus.page.getByText('Connection request sent!')).toBeHidden();
    await suggestions.getByRole('button', { name: `Request ${nearestName}` }).click();
    await expect(cus.page.getByText(`Request sent to ${nearestName}.`)).toBeVisible();
    const { data } = await adminClient()
      .from('messages')
      .select('status')
      .eq('from', customer.id)
      .eq('to', nearest.id)
      .single();
    expect(data?.status).toBe('pending');
  } finally {
    await pro.context.close();
    await cus.context.close();
  }
});
