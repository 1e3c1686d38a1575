import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureBackend, type FixtureBackend } from './support/fixture-backend.js';

// The local messaging API stand-ins (SMS, WhatsApp, e-mail) and their capture by the mailbox.
let backend: FixtureBackend;
let api: string;
let mailbox: string;

const PHONE = '+919876543210';
const BASIC = `Basic ${Buffer.from('AC0123456789:any-token').toString('base64')}`;

interface Captured {
  channel: string;
  to: string;
  from: string | null;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

beforeAll(async () => {
  backend = await startFixtureBackend('edge-project');
  api = `${backend.emulator.url}/messaging`;
  mailbox = backend.emulator.mailboxUrl ?? '';
});

afterAll(async () => {
  await backend.close();
});

async function captured(to: string): Promise<Captured[]> {
  const response = await fetch(`${mailbox}/api/messages?${new URLSearchParams({ to }).toString()}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Captured[];
}

function sms(fields: Record<string, string>, authorization = BASIC): Promise<Response> {
  return fetch(`${api}/twilio/2010-04-01/Accounts/AC0123456789/Messages.json`, {
    method: 'POST',
    headers: { authorization },
    body: new URLSearchParams(fields),
  });
}

function whatsapp(body: unknown, authorization = 'Bearer local-token'): Promise<Response> {
  return fetch(`${api}/whatsapp/v21.0/1234567890/messages`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

function email(body: unknown, authorization = 'Bearer re_local'): Promise<Response> {
  return fetch(`${api}/email/emails`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('messaging stand-ins: what they answer and capture', () => {
  it('takes a Twilio-shaped SMS and captures it as sms', async () => {
    const text = 'New request: https://mistri.test/requests/7 reply soon';
    const response = await sms({ To: PHONE, From: '+15005550006', Body: text });
    expect(response.status).toBe(201);
    const answer = (await response.json()) as Record<string, unknown>;
    expect(answer).toMatchObject({ status: 'queued', to: PHONE, body: text, account_sid: 'AC0123456789' });
    expect(answer.sid).toMatch(/^SM[0-9a-f]{32}$/);
    const [message] = await captured(PHONE);
    expect(message).toMatchObject({ channel: 'sms', to: PHONE, from: '+15005550006', text });
    expect(message?.links).toEqual(['https://mistri.test/requests/7']);
  });

  it('takes a WhatsApp Cloud API text message and captures it as whatsapp', async () => {
    const response = await whatsapp({
      messaging_product: 'whatsapp',
      to: '919876543210',
      type: 'text',
      text: { body: 'Your request was accepted' },
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { contacts: unknown[]; messages: { id: string }[] };
    expect(answer).toMatchObject({
      messaging_product: 'whatsapp',
      contacts: [{ input: '919876543210', wa_id: '919876543210' }],
    });
    expect(answer.messages[0]?.id).toMatch(/^wamid\./);
    const list = await captured('+91 98765 43210');
    expect(list[0]).toMatchObject({ channel: 'whatsapp', to: PHONE, text: 'Your request was accepted' });
    expect(list.map((m) => m.channel)).toEqual(['whatsapp', 'sms']);
  });

  it('takes a Resend-shaped e-mail and captures one copy per recipient as email', async () => {
    const response = await email({
      from: 'Mistri <noreply@mistri.test>',
      to: ['asha@example.test', 'Ravi <ravi@example.test>'],
      subject: 'A new request',
      html: '<p>Open <a href="https://mistri.test/requests/9">the request</a></p>',
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
    for (const to of ['asha@example.test', 'RAVI@example.test']) {
      const [message] = await captured(to);
      expect(message).toMatchObject({
        channel: 'email',
        subject: 'A new request',
        from: 'Mistri <noreply@mistri.test>',
      });
      expect(message?.links).toEqual(['https://mistri.test/requests/9']);
    }
    const all = (await (await fetch(`${mailbox}/api/messages`)).json()) as Captured[];
    expect(all.map((m) => m.channel)).toEqual(['email', 'email', 'whatsapp', 'sms']);
  });

  it('shows every channel on the mailbox page', async () => {
    const page = await (await fetch(`${mailbox}/?to=${encodeURIComponent(PHONE)}`)).text();
    expect(page).toContain('<td>WhatsApp</td>');
    expect(page).toContain('<td>SMS</td>');
    expect(page).not.toContain('<td>E-mail</td>');
  });
});

describe('messaging stand-ins: bad requests answer as each real API does', () => {
  it('SMS: auth, To, From and Body are checked with Twilio error codes', async () => {
    const cases: [Response, number, number][] = [
      [await sms({ To: PHONE, From: '+15005550006', Body: 'x' }, ''), 401, 20003],
      [await sms({ From: '+15005550006', Body: 'x' }), 400, 21604],
      [await sms({ To: 'not-a-number', From: '+15005550006', Body: 'x' }), 400, 21211],
      [await sms({ To: PHONE, Body: 'x' }), 400, 21603],
      [await sms({ To: PHONE, From: '+15005550006', Body: ' ' }), 400, 21602],
      [await sms({ To: PHONE, From: '+15005550006', Body: 'x'.repeat(1601) }), 400, 21617],
    ];
    for (const [response, status, code] of cases) {
      expect(response.status).toBe(status);
      const body = (await response.json()) as { status: number; code: number; more_info: string };
      expect(body).toMatchObject({ status, code });
      expect(body.more_info).toBe(`https://www.twilio.com/docs/errors/${String(code)}`);
    }
  });

  it('WhatsApp: token, messaging_product, to and the text are checked with Graph API errors', async () => {
    const valid = { messaging_product: 'whatsapp', to: '919876543210', type: 'text', text: { body: 'hi' } };
    const cases: [Response, number, number][] = [
      [await whatsapp(valid, ''), 401, 190],
      [await whatsapp({ ...valid, messaging_product: undefined }), 400, 100],
      [await whatsapp({ ...valid, to: undefined }), 400, 100],
      [await whatsapp({ ...valid, to: 'abc' }), 400, 131009],
      [await whatsapp({ ...valid, text: {} }), 400, 100],
      [await whatsapp({ ...valid, type: 'image' }), 400, 100],
    ];
    for (const [response, status, code] of cases) {
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ error: { code, type: 'OAuthException' } });
    }
  });

  it('e-mail: the key and the fields are checked with Resend errors', async () => {
    const valid = { from: 'a@mistri.test', to: 'b@example.test', subject: 's', text: 't' };
    const cases: [Response, number, string][] = [
      [await email(valid, ''), 401, 'missing_api_key'],
      [await email({ ...valid, to: undefined }), 422, 'missing_required_field'],
      [await email({ ...valid, subject: '' }), 422, 'missing_required_field'],
      [await email({ ...valid, to: ['fine@example.test', 'not an address'] }), 422, 'validation_error'],
      [await email({ ...valid, from: 'nobody' }), 422, 'validation_error'],
      [await email({ ...valid, text: undefined }), 422, 'validation_error'],
      [await email('just a string'), 422, 'validation_error'],
    ];
    for (const [response, statusCode, name] of cases) {
      expect(response.status).toBe(statusCode);
      expect(await response.json()).toMatchObject({ statusCode, name });
    }
  });

  it('answers 404 for an unknown path and 405 for another method; nothing bad is captured', async () => {
    expect((await fetch(`${api}/twilio/2010-04-01/Accounts/AC1/Calls.json`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${api}/email/emails`)).status).toBe(405);
    expect(await captured('b@example.test')).toEqual([]);
    expect((await captured(PHONE)).length).toBe(2);
  });
});
