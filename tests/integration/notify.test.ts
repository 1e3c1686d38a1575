/**
 * Issue 26: every new notification reaches its recipient outside the app. The database webhook
 * calls the `notify` Edge Function, which pushes (decrypted here by a local push receiver), texts
 * by SMS and WhatsApp and mails through the backend's messaging stand-ins, in the recipient's
 * language, respecting quiet hours, at most once per channel and target.
 */
import type { Transaction } from 'local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPushReceiver, type PushReceiver, type ReceiverSubscription } from '../../scripts/lib/push-receiver.js';
import { startTestBackend, type Client, type TestBackend } from './support/backend.js';
import { newCustomer, newProvider, sendRequest, type Person } from './chat-people.js';

const external = Boolean(process.env.SUPABASE_URL);
const SITE = 'https://mistri.test';

let backend: TestBackend;
let service: Client;
let receiver: PushReceiver;

beforeAll(async () => {
  if (external) return;
  receiver = await startPushReceiver();
  backend = await startTestBackend({ notify: true, siteUrl: SITE });
  service = backend.service();
});

afterAll(async () => {
  if (external) return;
  await backend.close();
  await receiver.close();
});

interface Captured {
  channel: string;
  to: string;
  subject?: string;
  text: string;
}

/** Messages the mailbox captured for `to` (an address or a +91 number), oldest first. */
async function captured(to: string): Promise<Captured[]> {
  const response = await fetch(`${backend.emulator?.mailboxUrl ?? ''}/api/messages?${new URLSearchParams({ to })}`);
  if (!response.ok) throw new Error(`mailbox ${String(response.status)}`);
  return ((await response.json()) as Captured[]).reverse();
}

/** Polls `read` until `done` holds (the webhook and the function run after the write commits). */
async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface DeliveryRow {
  id: number;
  channel: string;
  target: string;
  status: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
}

async function deliveries(notificationId: number): Promise<DeliveryRow[]> {
  const { data, error } = await service
    .from('notification_deliveries')
    .select('id, channel, target, status, attempts, last_error, next_attempt_at')
    .eq('notification_id', notificationId)
    .order('id');
  if (error) throw new Error(error.message);
  return data;
}

const settled = (rows: DeliveryRow[]): boolean => rows.length > 0 && rows.every((row) => row.status !== 'sending');

/** The id of the newest notification of `kind` for `person`, once the database wrote it. */
async function notificationId(person: Person, kind: string, messageId: number): Promise<number> {
  const { data, error } = await service
    .from('notifications')
    .select('id')
    .eq('recipient', person.id)
    .eq('kind', kind)
    .eq('message_id', messageId)
    .order('id', { ascending: false })
    .limit(1)
    .single();
  if (error) throw new Error(error.message);
  return data.id;
}

async function subscribe(person: Person, subscription: Pick<ReceiverSubscription, 'endpoint' | 'p256dh' | 'auth'>) {
  const { error } = await person.client.from('push_subscriptions').insert({
    endpoint: subscription.endpoint,
    p256dh: subscription.p256dh,
    auth: subscription.auth,
    user_agent: 'vitest',
  });
  if (error) throw new Error(`subscribe: ${error.message}`);
}

async function setLocale(person: Person, locale: 'en' | 'ml' | 'hi'): Promise<void> {
  const { error } = await person.client.auth.updateUser({ data: { locale } });
  if (error) throw new Error(error.message);
}

async function emailOf(person: Person): Promise<string> {
  const { data } = await person.client.auth.getUser();
  const email = data.user?.email;
  if (!email) throw new Error('no e-mail');
  return email;
}

/** Calls notify as the webhook does (or with another secret). */
function callNotify(
  body: unknown,
  secret = backend.notify?.functionSecrets.NOTIFY_WEBHOOK_SECRET ?? '',
): Promise<Response> {
  return fetch(`${backend.url}/functions/v1/notify`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-webhook-secret': secret },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Quiet hours from the last full hour to two hours after it, in India: now is inside, their end over an hour away. */
function quietAroundNow(): { quiet_from: string; quiet_until: string } {
  const hour = new Date(Date.now() + 5.5 * 3600_000).getUTCHours();
  const at = (offset: number): string => `${String((hour + offset + 24) % 24).padStart(2, '0')}:00`;
  return { quiet_from: at(0), quiet_until: at(2) };
}

describe.skipIf(external)('notify delivers each new notification', () => {
  const titles = {
    en: 'Anitha sent you a connection request',
    ml: 'Anitha നിങ്ങൾക്ക് ഒരു അഭ്യർത്ഥന അയച്ചു',
    hi: 'Anitha ने आपको कनेक्शन अनुरोध भेजा',
  } as const;

  it.each(['en', 'ml', 'hi'] as const)(
    'a new request is pushed and mailed to the provider in their language (%s)',
    async (locale) => {
      const customer = await newCustomer(backend, 'Anitha', 'Roy');
      const provider = await newProvider(backend, 'Plumber', 'Babu', 'Thomas');
      await setLocale(provider, locale);
      const device = receiver.subscribe();
      await subscribe(provider, device);

      const requestId = await sendRequest(customer, provider);
      const [push] = await receiver.waitFor(1, device);
      const id = await notificationId(provider, 'new_request', requestId);
      expect(push?.payload).toEqual({
        title: titles[locale],
        body: expect.any(String) as unknown,
        link: `/requests?request=${String(requestId)}`,
        tag: `new_request-${String(requestId)}`,
        kind: 'new_request',
        id,
      });
      expect(push?.vapidValid).toBe(true);
      expect(push?.vapidKey).toBe(backend.notify?.functionSecrets.VAPID_PUBLIC_KEY);
      expect(push?.urgency).toBe('high');

      const email = await emailOf(provider);
      const [mail] = await until(
        () => captured(email),
        (list) => list.some((m) => m.channel === 'email'),
        'e-mail',
      );
      expect(mail?.subject).toBe(titles[locale]);
      expect(mail?.text).toContain(`${SITE}/requests?request=${String(requestId)}`);

      const rows = await until(() => deliveries(id), settled, 'deliveries');
      expect(rows.map((row) => [row.channel, row.status, row.attempts])).toEqual([
        ['push', 'sent', 1],
        ['email', 'sent', 1],
      ]);
    },
  );

  it('a verified phone gets SMS and WhatsApp with the link to the exact chat', async () => {
    const customer = await newCustomer(backend, 'Meera', 'Nair');
    const provider = await newProvider(backend, 'Electrician', 'Ravi', 'Kumar');
    await setLocale(customer, 'hi');
    const phone = '+919876543210';

    // Verifying the phone: a wrong code is refused, the texted one verifies it.
    const sent = await customer.client.functions.invoke('phone-code', { body: { action: 'send', phone } });
    expect(sent.error).toBeNull();
    expect(sent.data).toEqual({ sent: true });
    const [codeSms] = await until(
      () => captured(phone),
      (list) => list.length > 0,
      'the code by SMS',
    );
    expect(codeSms?.channel).toBe('sms');
    expect(codeSms?.text).toContain('मिस्त्री');
    const code = /\b(\d{6})\b/.exec(codeSms?.text ?? '')?.[1] ?? '';
    const wrong = await customer.client.functions.invoke('phone-code', {
      body: { action: 'verify', phone, code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.response?.status).toBe(400);
    expect(await wrong.response?.json()).toEqual({ error: 'wrong_code' });
    const again = await customer.client.functions.invoke('phone-code', { body: { action: 'send', phone } });
    expect(again.response?.status).toBe(429);
    const verified = await customer.client.functions.invoke('phone-code', { body: { action: 'verify', phone, code } });
    expect(verified.data).toEqual({ verified: true });
    const { data: own } = await customer.client.from('contact_phones').select('phone, verified_at').single();
    expect(own?.phone).toBe(phone);
    expect(own?.verified_at).not.toBeNull();

    const { error } = await customer.client
      .from('notification_preferences')
      .insert({ channels: { request_accepted: ['sms', 'whatsapp'] } });
    expect(error).toBeNull();

    const requestId = await sendRequest(customer, provider);
    await provider.client.from('messages').update({ is_chat: true }).eq('message_id', requestId);
    const texts = await until(
      () => captured(phone),
      (list) => list.filter((m) => m.channel !== 'sms' || !/\d{6}/.test(m.text)).length >= 2,
      'SMS and WhatsApp',
    );
    const link = `${SITE}/chat/${String(requestId)}`;
    const sms = texts.find((m) => m.channel === 'sms' && m.text.includes(link));
    const whatsapp = texts.find((m) => m.channel === 'whatsapp');
    expect(sms?.text).toContain('Ravi ने आपका अनुरोध स्वीकार कर लिया');
    expect(whatsapp?.text).toContain(link);
    // Not by e-mail: the preferences chose the phone only for this kind.
    const id = await notificationId(customer, 'request_accepted', requestId);
    const rows = await until(() => deliveries(id), settled, 'deliveries');
    expect(rows.map((row) => [row.channel, row.target, row.status])).toEqual([
      ['sms', phone, 'sent'],
      ['whatsapp', phone, 'sent'],
    ]);
  });

  it('an unverified phone and bad phone-code input get clear 4xx answers', async () => {
    const customer = await newCustomer(backend, 'Lata', 'Menon');
    const bad = await customer.client.functions.invoke('phone-code', { body: { action: 'send', phone: '12345' } });
    expect(bad.response?.status).toBe(400);
    expect(await bad.response?.json()).toEqual({ error: 'invalid_phone' });
    const unknown = await customer.client.functions.invoke('phone-code', { body: { action: 'dance' } });
    expect(unknown.response?.status).toBe(400);
    const noCode = await customer.client.functions.invoke('phone-code', {
      body: { action: 'verify', phone: '+919812345678', code: '123456' },
    });
    expect(await noCode.response?.json()).toEqual({ error: 'no_code' });
    const anonymous = await backend
      .anon()
      .functions.invoke('phone-code', { body: { action: 'send', phone: '+919812345678' } });
    expect(anonymous.response?.status).toBe(401);
  });

  it('quiet hours hold a message until they end, while a new request may pass', async () => {
    const customer = await newCustomer(backend, 'Kiran', 'Das');
    const provider = await newProvider(backend, 'Plumber', 'Joseph', 'Mathew');
    const device = receiver.subscribe();
    await subscribe(provider, device);
    const { error } = await provider.client
      .from('notification_preferences')
      .insert({ channels: {}, ...quietAroundNow(), quiet_allows_requests: true });
    expect(error).toBeNull();

    const requestId = await sendRequest(customer, provider);
    await receiver.waitFor(1, device);
    await provider.client.from('messages').update({ is_chat: true }).eq('message_id', requestId);
    await customer.client
      .from('chat_messages')
      .insert({ message_id: requestId, sender: customer.id, body: 'Are you free?' });
    const messageNotice = await until(
      () => notificationId(provider, 'new_message', requestId).catch(() => 0),
      (id) => id > 0,
      'the message notification',
    );
    const [held] = await until(() => deliveries(messageNotice), settled, 'held delivery');
    expect(held?.status).toBe('held');
    expect(Date.parse(held?.next_attempt_at ?? '')).toBeGreaterThan(Date.now() + 3600_000);
    expect(device.received).toHaveLength(1);

    // Quiet hours over: the next run sends it.
    await service
      .from('notification_deliveries')
      .update({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
      .eq('id', held?.id ?? 0);
    expect((await callNotify({ retry: true })).status).toBe(200);
    const pushes = await receiver.waitFor(2, device);
    expect(pushes[1]?.payload).toMatchObject({
      kind: 'new_message',
      body: 'Are you free?',
      link: `/chat/${String(requestId)}`,
    });
    expect((await deliveries(messageNotice))[0]?.status).toBe('sent');
  });

  it('quiet hours that do not let requests through hold a new request; read meanwhile, it is not sent', async () => {
    const customer = await newCustomer(backend, 'Arun', 'Pillai');
    const provider = await newProvider(backend, 'Electrician', 'Sunil', 'Varghese');
    const device = receiver.subscribe();
    await subscribe(provider, device);
    await provider.client.from('notification_preferences').insert({
      channels: { new_request: ['push'] },
      ...quietAroundNow(),
      quiet_allows_requests: false,
      time_zone: 'Asia/Kolkata',
    });
    const requestId = await sendRequest(customer, provider);
    const id = await notificationId(provider, 'new_request', requestId);
    const [held] = await until(() => deliveries(id), settled, 'deliveries');
    expect(held?.status).toBe('held');

    // Seen in the app before quiet hours end: the held push is dropped.
    await provider.client.rpc('mark_notifications_read');
    await service
      .from('notification_deliveries')
      .update({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
      .eq('id', held?.id ?? 0);
    expect(await (await callNotify({ retry: true })).json()).toMatchObject({ attempted: 1, sent: 0 });
    expect((await deliveries(id))[0]).toMatchObject({ status: 'skipped', last_error: 'read in the app meanwhile' });
    expect(device.received).toEqual([]);
  });

  it('delivers at most once per channel and target when the webhook fires again', async () => {
    const customer = await newCustomer(backend, 'Deepa', 'Iyer');
    const provider = await newProvider(backend, 'Plumber', 'Manoj', 'Kurian');
    const device = receiver.subscribe();
    await subscribe(provider, device);
    const requestId = await sendRequest(customer, provider);
    await receiver.waitFor(1, device);
    const id = await notificationId(provider, 'new_request', requestId);
    await until(() => deliveries(id), settled, 'deliveries');

    const replays = await Promise.all(
      [1, 2, 3].map(() => callNotify({ type: 'INSERT', table: 'notifications', schema: 'public', record: { id } })),
    );
    for (const replay of replays) {
      expect(replay.status).toBe(200);
      expect(await replay.json()).toMatchObject({ claimed: 0, sent: 0 });
    }
    expect(device.received).toHaveLength(1);
    const email = await emailOf(provider);
    expect((await captured(email)).filter((m) => m.channel === 'email')).toHaveLength(1);
    expect((await deliveries(id)).map((row) => row.channel)).toEqual(['push', 'email']);
  });

  it('delivers a burst of notifications once each, started together in batches', async () => {
    const provider = await newProvider(backend, 'Electrician', 'Burst', 'Kumar');
    const device = receiver.subscribe();
    await subscribe(provider, device);
    const customers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => newCustomer(backend, `Burst${String(index)}`, 'Customer')),
    );
    const requests = await Promise.all(customers.map((customer) => sendRequest(customer, provider)));
    const pushes = await receiver.waitFor(12, device);
    const ids = await Promise.all(requests.map((requestId) => notificationId(provider, 'new_request', requestId)));
    expect(new Set(pushes.map((push) => (push.payload as { id: number }).id))).toEqual(new Set(ids));
    for (const id of ids) {
      const rows = await until(() => deliveries(id), settled, 'deliveries');
      expect(rows.map((row) => [row.channel, row.status, row.attempts])).toEqual([
        ['push', 'sent', 1],
        ['email', 'sent', 1],
      ]);
    }
    const email = await emailOf(provider);
    expect((await captured(email)).filter((m) => m.channel === 'email')).toHaveLength(12);
  });

  it('starts a batch in order, null for a notification that is gone, for the service role only', async () => {
    const customer = await newCustomer(backend, 'Order', 'Check');
    const provider = await newProvider(backend, 'Plumber', 'Order', 'Checked');
    const requestId = await sendRequest(customer, provider);
    const id = await notificationId(provider, 'new_request', requestId);
    await until(() => deliveries(id), settled, 'deliveries');

    const started = await backend
      .service()
      .rpc('notification_deliveries_start_many', { p_notification_ids: [id, -1, id] });
    expect(started.error).toBeNull();
    const plans = started.data as ({ notification: { id: number }; claimed: unknown[] } | null)[];
    expect(plans.map((plan) => plan?.notification.id ?? null)).toEqual([id, null, id]);
    // Its deliveries were claimed by the webhook's own call: nothing is claimed twice.
    expect(plans.map((plan) => plan?.claimed.length ?? null)).toEqual([0, null, 0]);

    const refused = await customer.client.rpc('notification_deliveries_start_many', { p_notification_ids: [id] });
    expect(refused.error?.code).toBe('42501');
  });

  it('a request sent again reaches the provider again, once per re-send', async () => {
    const customer = await newCustomer(backend, 'Lakshmi', 'Menon');
    const provider = await newProvider(backend, 'Electrician', 'Shaji', 'Mathew');
    const device = receiver.subscribe();
    await subscribe(provider, device);
    const requestId = await sendRequest(customer, provider);
    await receiver.waitFor(1, device);
    const id = await notificationId(provider, 'new_request', requestId);
    await until(
      () => deliveries(id),
      (rows) => rows.length === 2 && settled(rows),
      'first deliveries',
    );

    for (const status of ['cancelled', 'pending'] as const) {
      const { error } = await customer.client.from('messages').update({ status }).eq('message_id', requestId);
      expect(error).toBeNull();
    }
    const pushes = await receiver.waitFor(2, device);
    // The same notice, issued again: the device replaces the first push with the second.
    expect(pushes.map((push) => (push.payload as { id: number; tag: string }).id)).toEqual([id, id]);
    expect(new Set(pushes.map((push) => (push.payload as { tag: string }).tag))).toEqual(
      new Set([`new_request-${String(requestId)}`]),
    );
    const rows = await until(
      () => deliveries(id),
      (list) => list.length === 4 && settled(list),
      'second deliveries',
    );
    expect(rows.map((row) => [row.channel, row.status])).toEqual([
      ['push', 'sent'],
      ['email', 'sent'],
      ['push', 'sent'],
      ['email', 'sent'],
    ]);
    const email = await emailOf(provider);
    expect((await captured(email)).filter((m) => m.channel === 'email')).toHaveLength(2);

    // The webhook firing again for the same issue delivers nothing more.
    const replay = await callNotify({ type: 'UPDATE', table: 'notifications', schema: 'public', record: { id } });
    expect(await replay.json()).toMatchObject({ claimed: 0, sent: 0 });
    expect(device.received).toHaveLength(2);
  });

  it('tries again a delivery its function left sending for 10 minutes, up to the last attempt', async () => {
    const customer = await newCustomer(backend, 'Nisha', 'Varghese');
    const provider = await newProvider(backend, 'Plumber', 'Joby', 'Antony');
    const device = receiver.subscribe();
    await subscribe(provider, device);
    const requestId = await sendRequest(customer, provider);
    await receiver.waitFor(1, device);
    const id = await notificationId(provider, 'new_request', requestId);
    const [push, mail] = await until(() => deliveries(id), settled, 'deliveries');
    const stall = (row: DeliveryRow | undefined, attempts: number) =>
      service
        .from('notification_deliveries')
        .update({ status: 'sending', attempts, updated_at: new Date(Date.now() - 11 * 60_000).toISOString() })
        .eq('id', row?.id ?? 0);
    expect((await stall(push, 1)).error).toBeNull();
    // Its last attempt stalled too: given up, not tried a sixth time.
    expect((await stall(mail, 4)).error).toBeNull();

    expect(await (await callNotify({ retry: true })).json()).toMatchObject({ attempted: 1, sent: 1 });
    await receiver.waitFor(2, device);
    const rows = await deliveries(id);
    expect(rows.find((row) => row.id === push?.id)).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    expect(rows.find((row) => row.id === mail?.id)).toMatchObject({
      status: 'failed',
      attempts: 5,
      next_attempt_at: null,
      last_error: 'the function stopped before recording an outcome',
    });
    // Recent "sending" rows belong to a running function: left alone.
    expect(
      (
        await service
          .from('notification_deliveries')
          .update({ status: 'sending' })
          .eq('id', push?.id ?? 0)
      ).error,
    ).toBeNull();
    expect(await (await callNotify({ retry: true })).json()).toMatchObject({ attempted: 0 });
  });

  it('removes a subscription the push service says is gone (410)', async () => {
    const customer = await newCustomer(backend, 'Gita', 'Rao');
    const provider = await newProvider(backend, 'Electrician', 'Abdul', 'Khader');
    const dead = receiver.subscribe(410);
    const live = receiver.subscribe();
    await subscribe(provider, dead);
    await subscribe(provider, live);
    const requestId = await sendRequest(customer, provider);
    await receiver.waitFor(1, live);
    const id = await notificationId(provider, 'new_request', requestId);
    const rows = await until(() => deliveries(id), settled, 'deliveries');
    expect(rows.filter((row) => row.channel === 'push').map((row) => [row.target, row.status])).toEqual([
      [dead.endpoint, 'gone'],
      [live.endpoint, 'sent'],
    ]);
    const { data } = await provider.client.from('push_subscriptions').select('endpoint');
    expect(data?.map((row) => row.endpoint)).toEqual([live.endpoint]);
  });

  it('refuses a push endpoint in a private network without contacting it', async () => {
    const customer = await newCustomer(backend, 'Hari', 'Shankar');
    const provider = await newProvider(backend, 'Plumber', 'Tomy', 'George');
    const keys = receiver.subscribe();
    await subscribe(provider, { ...keys, endpoint: 'https://10.0.0.5/push/abc' });
    await subscribe(provider, { ...receiver.subscribe(), endpoint: 'https://169.254.169.254/latest/meta-data/x' });
    const before = receiver.requests;
    const requestId = await sendRequest(customer, provider);
    const id = await notificationId(provider, 'new_request', requestId);
    const rows = await until(() => deliveries(id), settled, 'deliveries');
    const push = rows.filter((row) => row.channel === 'push');
    expect(push.map((row) => row.status)).toEqual(['refused', 'refused']);
    expect(push[0]?.last_error).toMatch(/10\.0\.0\.5 is not a known push service/);
    expect(receiver.requests).toBe(before);
  });

  it('retries a failed push with backoff, through the retry path', async () => {
    const customer = await newCustomer(backend, 'Usha', 'Krishnan');
    const provider = await newProvider(backend, 'Electrician', 'Biju', 'Paul');
    const flaky = receiver.subscribe(503);
    await subscribe(provider, flaky);
    const requestId = await sendRequest(customer, provider);
    const id = await notificationId(provider, 'new_request', requestId);
    const [failed] = await until(
      () => deliveries(id).then((rows) => rows.filter((row) => row.channel === 'push')),
      settled,
      'the failed push',
    );
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    const wait = Date.parse(failed?.next_attempt_at ?? '') - Date.now();
    expect(wait).toBeGreaterThan(20_000);
    expect(wait).toBeLessThan(40_000);

    // Not due yet: a retry run leaves it alone.
    expect(await (await callNotify({ retry: true })).json()).toMatchObject({ attempted: 0 });
    flaky.status = 201;
    await service
      .from('notification_deliveries')
      .update({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
      .eq('id', failed?.id ?? 0);
    expect(await (await callNotify({ retry: true })).json()).toMatchObject({ attempted: 1, sent: 1 });
    await receiver.waitFor(1, flaky);
    const [sent] = (await deliveries(id)).filter((row) => row.channel === 'push');
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, next_attempt_at: null });
  });

  it('answers bad calls with clear 4xx errors', async () => {
    expect((await callNotify({ retry: true }, 'wrong')).status).toBe(401);
    expect((await callNotify('{not json')).status).toBe(400);
    expect((await callNotify({ type: 'INSERT', table: 'notifications', record: { id: 'x' } })).status).toBe(400);
    expect((await callNotify([1, 2])).status).toBe(400);
    const get = await fetch(`${backend.url}/functions/v1/notify`);
    expect(get.status).toBe(405);
    const key = await fetch(`${backend.url}/functions/v1/push-key`);
    expect(await key.json()).toEqual({ publicKey: backend.notify?.functionSecrets.VAPID_PUBLIC_KEY });
  });
});

/** Thrown to roll back the transaction webhooksQueued counted in, carrying the count out. */
class RolledBack extends Error {
  constructor(readonly queued: number) {
    super('rolled back');
  }
}

const QUEUED_NOTIFY_SQL =
  "select count(*)::int as n from net.http_request_queue where url like '%/functions/v1/notify'";

/**
 * How many notify webhooks `write` queues, counted in its own transaction before it commits (the
 * local pg_net sends only committed requests), which is then rolled back.
 */
async function webhooksQueued(
  write: (sql: (text: string, params?: readonly unknown[]) => Promise<void>) => Promise<void>,
): Promise<number> {
  const pg = backend.emulator?.pg;
  if (!pg) throw new Error('no local database');
  const queued = async (tx: Transaction) => (await tx.query<{ n: number }>(QUEUED_NOTIFY_SQL)).rows[0]?.n ?? 0;
  try {
    await pg.transaction(async (tx) => {
      const before = await queued(tx);
      await write(async (text, params) => {
        await tx.query(text, params ? [...params] : undefined);
      });
      throw new RolledBack((await queued(tx)) - before);
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.queued;
    throw error;
  }
  throw new Error('the transaction was not rolled back');
}

describe.skipIf(external)('the webhook runs only for a notification with somewhere to go', () => {
  const notice = (recipient: string, kind: string) =>
    [
      `insert into public.notifications (recipient, kind, link) values ($1, $2, '/messages')`,
      [recipient, kind],
    ] as const;

  it('skips a chat notice to a person without push, and calls notify once they have a device', async () => {
    const customer = await newCustomer(backend, 'Reshma', 'Iyer');
    // Chat notices go by push only (the default); requests go by e-mail too, which every account has.
    expect(await webhooksQueued((sql) => sql(...notice(customer.id, 'new_message')))).toBe(0);
    expect(await webhooksQueued((sql) => sql(...notice(customer.id, 'new_request')))).toBe(1);

    await subscribe(customer, receiver.subscribe());
    expect(await webhooksQueued((sql) => sql(...notice(customer.id, 'new_message')))).toBe(1);
    // Chosen channels with nowhere to go: SMS without a verified phone.
    expect(
      await webhooksQueued(async (sql) => {
        await sql(
          `insert into public.notification_preferences (user_id, channels) values ($1, '{"new_message": ["sms"]}')
           on conflict (user_id) do update set channels = excluded.channels`,
          [customer.id],
        );
        await sql(...notice(customer.id, 'new_message'));
      }),
    ).toBe(0);
  });

  it('still calls notify for a notice issued again while an earlier issue holds a delivery', async () => {
    const customer = await newCustomer(backend, 'Farhan', 'Ali');
    const reissued = await webhooksQueued(async (sql) => {
      await sql(...notice(customer.id, 'new_message'));
      await sql(
        `insert into public.notification_deliveries (notification_id, notified_at, channel, target, status, next_attempt_at)
         select n.id, n.created_at, 'push', 'https://push.example.test/gone', 'held', now() + interval '1 hour'
         from public.notifications n where n.recipient = $1`,
        [customer.id],
      );
      await sql(`update public.notifications set created_at = now() + interval '1 second' where recipient = $1`, [
        customer.id,
      ]);
    });
    // The insert queued nothing (no push); the new issue is posted so notify skips the held delivery.
    expect(reissued).toBe(1);
  });
});

describe.skipIf(external)('the notification tables belong to their owner', () => {
  let alice: Person;
  let bob: Person;

  beforeAll(async () => {
    alice = await newCustomer(backend, 'Alice', 'A');
    bob = await newCustomer(backend, 'Bob', 'B');
  });

  it('push subscriptions: own rows only, valid keys and endpoints only', async () => {
    const device = receiver.subscribe();
    await subscribe(alice, device);
    expect((await bob.client.from('push_subscriptions').select('id')).data).toEqual([]);
    const forBob = await bob.client.from('push_subscriptions').insert({
      user_id: alice.id,
      endpoint: 'https://fcm.googleapis.com/fcm/send/z',
      p256dh: device.p256dh,
      auth: device.auth,
    });
    expect(forBob.error?.code).toBe('42501');
    const plainHttp = await bob.client
      .from('push_subscriptions')
      .insert({ endpoint: 'http://fcm.googleapis.com/fcm/send/z', p256dh: device.p256dh, auth: device.auth });
    expect(plainHttp.error?.code).toBe('23514');
    const shortKey = await bob.client
      .from('push_subscriptions')
      .insert({ endpoint: 'https://fcm.googleapis.com/fcm/send/y', p256dh: 'BAAA', auth: device.auth });
    expect(shortKey.error?.code).toBe('23514');
    const removed = await bob.client.from('push_subscriptions').delete().eq('endpoint', device.endpoint).select();
    expect(removed.data).toEqual([]);
  });

  it('preferences: valid channels only; phones and deliveries are not writable by people', async () => {
    const wrong = await alice.client.from('notification_preferences').insert({ channels: { new_request: ['pigeon'] } });
    expect(wrong.error?.code).toBe('23514');
    const fine = await alice.client
      .from('notification_preferences')
      .insert({ channels: { new_request: ['push', 'sms'] }, quiet_from: '22:00', quiet_until: '07:00' });
    expect(fine.error).toBeNull();
    expect((await bob.client.from('notification_preferences').select('user_id')).data).toEqual([]);
    const phone = await alice.client
      .from('contact_phones')
      .insert({ phone: '+919876543210', verified_at: new Date().toISOString() });
    expect(phone.error?.code).toBe('42501');
    const rows = await alice.client.from('notification_deliveries').select('id');
    expect(rows.error?.code).toBe('42501');
    const plan = await alice.client.rpc('notification_delivery_plan', { p_notification_id: 1 });
    expect(plan.error?.code).toBe('42501');
  });
});
