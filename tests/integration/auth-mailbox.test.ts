import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from 'local-supabase';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend.js';

// The mailbox page belongs to the embedded backend (a real stack has Mailpit instead).
const external = Boolean(process.env.SUPABASE_URL);

let backend: TestBackend;
let mailboxUrl: string;

beforeAll(async () => {
  backend = await startTestBackend();
  mailboxUrl = backend.emulator?.mailboxUrl ?? '';
});

afterAll(async () => {
  await backend.close();
});

async function messagesTo(email: string): Promise<MailMessage[]> {
  const response = await fetch(`${mailboxUrl}/api/messages?to=${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as MailMessage[];
}

describe.skipIf(external)('mailbox page and API', () => {
  it('lists sent mail newest first as JSON, filtered by recipient', async () => {
    const email = uniqueEmail('mailbox');
    await backend.signUp(email);
    await backend.anon().auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:5173/first' });
    await backend.anon().auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:5173/second' });
    const messages = await messagesTo(email);
    expect(messages).toHaveLength(2);
    expect(messages.map((message) => message.to)).toEqual([email, email]);
    expect(messages[0]?.links[0]).toContain(encodeURIComponent('http://localhost:5173/second'));
    expect(messages[1]?.links[0]).toContain(encodeURIComponent('http://localhost:5173/first'));
    expect(await messagesTo(uniqueEmail('nobody'))).toEqual([]);
  });

  it('shows an HTML inbox with clickable messages and a message view with its links', async () => {
    const email = uniqueEmail('inbox');
    await backend.signUp(email);
    await backend.anon().auth.resetPasswordForEmail(email);
    const [message] = await messagesTo(email);
    if (!message) throw new Error('expected a message');

    const inbox = await fetch(`${mailboxUrl}/?to=${encodeURIComponent(email)}`);
    expect(inbox.status).toBe(200);
    expect(inbox.headers.get('content-type')).toContain('text/html');
    const inboxHtml = await inbox.text();
    expect(inboxHtml).toContain(`href="/messages/${message.id}"`);
    expect(inboxHtml).toContain('Reset Your Password');
    expect(inboxHtml).toContain(email);

    const view = await fetch(`${mailboxUrl}/messages/${message.id}`);
    expect(view.status).toBe(200);
    const viewHtml = await view.text();
    const link = message.links[0] ?? '';
    expect(viewHtml).toContain(`<a href="${link.replaceAll('&', '&amp;')}">`);
    expect(viewHtml).toContain('<iframe title="Message body" sandbox=');

    const missing = await fetch(`${mailboxUrl}/messages/not-a-message`);
    expect(missing.status).toBe(404);
  });

  it('escapes what it shows and clears on request', async () => {
    backend.mailbox?.send({
      to: 'x@example.test',
      subject: '<script>alert(1)</script>',
      html: '<p>hi</p>',
      text: 'hi',
      links: [],
    });
    const inbox = await (await fetch(mailboxUrl)).text();
    expect(inbox).not.toContain('<script>alert(1)</script>');
    expect(inbox).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');

    const cleared = await fetch(`${mailboxUrl}/api/messages`, { method: 'DELETE' });
    expect(cleared.status).toBe(200);
    const all = (await (await fetch(`${mailboxUrl}/api/messages`)).json()) as MailMessage[];
    expect(all).toEqual([]);
  });
});
