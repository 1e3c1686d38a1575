import { createCustomerAccount, createProviderAccount } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { expect, test } from './support/fixtures.js';
import { isPhone, messageLog, openParty, sendWithEnter } from './provider-chat-parties.js';

test('a customer connects, the provider accepts live, and both chat live', async ({ browser }, testInfo) => {
  // Names must be unique in the shared directory while the projects run in parallel.
  const tag = `${testInfo.project.name}${String(testInfo.workerIndex)}`;
  const provider = await createProviderAccount('Electrician', `sparky${tag}`);
  const customer = await createCustomerAccount(`asker${tag}`);
  const providerName = `${provider.firstName} ${provider.lastName}`;
  const customerName = `${customer.firstName} ${customer.lastName}`;

  const pro = await openParty(browser, testInfo, provider.email, provider.password);
  const cus = await openParty(browser, testInfo, customer.email, customer.password);
  try {
    // The provider's home is the dashboard, with no requests yet.
    await expect(pro.page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(pro.page.getByText('No requests yet')).toBeVisible();
    await expectNoSeriousA11yViolations(pro.page);

    // The customer sends a connection request from the directory.
    await cus.page.goto(`/service-providers?${new URLSearchParams({ q: providerName }).toString()}`);
    await cus.page.getByRole('button', { name: `Show details of ${providerName}, Electrician` }).click();
    await cus.page.getByRole('button', { name: 'Send request' }).click();
    await cus.page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(cus.page.getByText('Connection request sent!')).toBeVisible();

    // It appears on the provider's dashboard without a reload.
    // Before accepting, the provider knows the customer's first name only.
    const accept = pro.page.getByRole('button', { name: `Accept request from ${customer.firstName}` });
    await expect(accept).toBeVisible();
    await expect(pro.page.getByText('1 waiting for your answer')).toBeVisible();

    // The customer waits in the inbox; accepting makes the conversation appear there live.
    await cus.page.goto('/messages');
    await expect(cus.page.getByText('No conversations yet')).toBeVisible();
    // Accepting keeps the provider on the page; the row then offers the chat.
    await accept.click();
    await expect(pro.page.getByRole('button', { name: `Open chat with ${customerName}` })).toBeVisible();
    await expect(pro.page).not.toHaveURL(/\/chat\/\d+$/);
    await pro.page.getByRole('button', { name: `Open chat with ${customerName}` }).click();
    await expect(pro.page).toHaveURL(/\/chat\/\d+$/);
    await expect(pro.page.getByRole('heading', { level: 1, name: customerName })).toBeVisible();
    await expect(pro.page.getByRole('textbox', { name: 'Message' })).toHaveAttribute(
      'placeholder',
      `Write your message to ${customerName}`,
    );
    const customerRow = cus.page.getByRole('button', { name: new RegExp(providerName) });
    await expect(customerRow).toContainText('No messages yet');
    await expect(customerRow).not.toContainText('00:00');

    // The provider writes; the customer's inbox row shows it with an unread count, live.
    await sendWithEnter(pro.page, 'Hello! How can I help?');
    await expect(customerRow).toContainText('Hello! How can I help?');
    await expect(customerRow).toContainText('1 unread message');
    await expectNoSeriousA11yViolations(cus.page);

    // The customer opens the chat: the provider's name and job, a call link, the message.
    await customerRow.click();
    await expect(cus.page).toHaveURL(/\/chat\/\d+$/);
    await expect(cus.page.getByRole('heading', { level: 1, name: `${providerName} Electrician` })).toBeVisible();
    await expect(cus.page.getByRole('link', { name: `Call ${providerName}` })).toHaveAttribute(
      'href',
      `tel:${provider.phone}`,
    );
    await expect(messageLog(cus.page)).toContainText('Hello! How can I help?');
    await expectNoSeriousA11yViolations(cus.page);

    // The customer answers with the send button; the provider sees it without a reload.
    const box = cus.page.getByRole('textbox', { name: 'Message' });
    await box.fill('The fan in the hall stopped working.');
    await cus.page.getByRole('button', { name: 'Send message' }).click();
    await expect(cus.page.getByText('Message sent successfully')).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(messageLog(pro.page)).toContainText('The fan in the hall stopped working.');
    // Seen on the provider's open chat, so the customer's message is marked read.
    await expect(messageLog(cus.page)).toContainText('Seen');
    await expectNoSeriousA11yViolations(pro.page);

    // Away from the chat, a new message shows as unread in the provider's inbox (and sidebar badge).
    await pro.page.goto('/messages');
    const providerRow = pro.page.getByRole('button', { name: new RegExp(customerName) });
    await expect(providerRow).toContainText('The fan in the hall stopped working.');
    await expect(providerRow).not.toContainText('unread message');
    await sendWithEnter(cus.page, 'Can you come today?');
    await expect(providerRow).toContainText('Can you come today?');
    await expect(providerRow).toContainText('1 unread message');
    if (!isPhone(testInfo)) {
      await expect(pro.page.getByLabel('1 unread conversation')).toBeVisible();
    }
    await expectNoSeriousA11yViolations(pro.page);

    // Opening it clears the count; a reload keeps the same conversation for both.
    await providerRow.click();
    await expect(messageLog(pro.page)).toContainText('Can you come today?');
    await pro.page.reload();
    await expect(pro.page.getByRole('heading', { level: 1, name: customerName })).toBeVisible();
    await expect(messageLog(pro.page)).toContainText('Can you come today?');
    await cus.page.reload();
    await expect(cus.page.getByRole('heading', { level: 1, name: `${providerName} Electrician` })).toBeVisible();
    await pro.page.goto('/messages');
    await expect(pro.page.getByRole('button', { name: new RegExp(customerName) })).not.toContainText('unread message');
    await expect(pro.page.getByLabel(/unread conversation/)).toHaveCount(0);

    // The dashboard counts the accepted connection; the accepted request opens the chat directly.
    await pro.page.goto('/');
    await expect(pro.page.getByRole('term').filter({ hasText: 'Current Connections' })).toBeVisible();
    await expect(pro.page.getByText('0 waiting for your answer')).toBeVisible();
    await pro.page.getByRole('button', { name: `Open chat with ${customerName}` }).click();
    await expect(pro.page).toHaveURL(/\/chat\/\d+$/);
    await expect(pro.page.getByRole('heading', { level: 1, name: customerName })).toBeVisible();
  } finally {
    await pro.context.close();
    await cus.context.close();
  }
});
