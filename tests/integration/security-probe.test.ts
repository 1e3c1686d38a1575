/**
 * The findings of the outside security probe that live in the database and realtime: each attack
 * now fails, and the rightful user still gets what they should. (Passwords, rate limits, bad bytes
 * and redirects: auth-password, auth-limits, auth-malformed and auth-redirects.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accept, connect, newCustomer, newProvider, sendRequest, type Person } from './chat-people.js';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend.js';
import { latestMail, verifyMailLink } from './support/mail-links.js';
import { RawSocket, type Frame } from './support/raw-socket.js';
import { waitFor, type Row } from './support/realtime.js';

let backend: TestBackend;
const sockets: RawSocket[] = [];

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await backend.close();
});

async function token(person: Person): Promise<string> {
  const { data } = await person.client.auth.getSession();
  if (!data.session) throw new Error('expected a session');
  return data.session.access_token;
}

async function socketFor(accessToken?: string): Promise<{ socket: RawSocket; accessToken?: string }> {
  const socket = await RawSocket.open(backend.url, backend.anonKey);
  sockets.push(socket);
  return accessToken ? { socket, accessToken } : { socket };
}

function subscribedCount(socket: RawSocket): number {
  return socket
    .arrays()
    .filter(
      ([, , , event, payload]) =>
        event === 'system' && payload.extension === 'postgres_changes' && payload.status === 'ok',
    ).length;
}

/** Joins one topic per binding and waits until every binding is subscribed. */
async function subscribeAll(
  listener: { socket: RawSocket; accessToken?: string },
  bindings: Row[],
  label: string,
): Promise<void> {
  bindings.forEach((binding, index) => {
    listener.socket.join(`realtime:${label}-${String(index)}`, [binding], listener.accessToken);
  });
  await waitFor(() => subscribedCount(listener.socket) >= bindings.length, `${label}: all subscribed`, 10_000);
}

function eventsAfterJoin(socket: RawSocket): Frame[] {
  return socket
    .arrays()
    .filter(
      ([, , , event, payload]) =>
        event === 'postgres_changes' || (event === 'system' && payload.status !== 'ok') || event === 'phx_error',
    );
}

describe('realtime: a subscriber learns nothing about rows it may not select', () => {
  it('sends guessing filters of anon and of an unrelated customer nothing at all, while the parties get theirs', async () => {
    const customer = await newCustomer(backend, 'Meera', 'Nair');
    const provider = await newProvider(backend);
    const outsider = await newCustomer(backend, 'Outside', 'Person');
    const conversation = await connect(customer, provider);
    const secret = 'the gate code is 4711';

    const guesses = (table: 'chat_messages' | 'messages', filters: string[]): Row[] =>
      filters.map((filter) => ({ event: '*', schema: 'public', table, ...(filter ? { filter } : {}) }));
    const bindings = [
      ...guesses('chat_messages', [
        `body=eq.${secret}`,
        'body=gte.a',
        'body=lt.zzzz',
        'body=neq.nothing',
        `body=in.(${secret},other)`,
        'body=like.*gate*',
        `message_id=eq.${String(conversation)}`,
        `sender=eq.${provider.id}`,
        `message_id=eq.${String(conversation)},body=eq.${secret}`,
        'id=gt.0',
        '',
      ]),
      ...guesses('messages', [
        `from=eq.${customer.id}`,
        `to=eq.${provider.id}`,
        `from=eq.${customer.id},to=eq.${provider.id}`,
        'is_chat=eq.true',
        'message_id=gte.0',
        '',
      ]),
    ];
    const anon = await socketFor();
    const stranger = await socketFor(await token(outsider));
    await subscribeAll(anon, bindings, 'anon');
    await subscribeAll(stranger, bindings, 'stranger');
    const party = await socketFor(await token(customer));
    await subscribeAll(
      party,
      [
        { event: '*', schema: 'public', table: 'chat_messages', filter: `message_id=eq.${String(conversation)}` },
        { event: '*', schema: 'public', table: 'messages', filter: `from=eq.${customer.id}` },
      ],
      'party',
    );

    const { error: sendError } = await provider.client
      .from('chat_messages')
      .insert({ message_id: conversation, body: secret });
    expect(sendError).toBeNull();
    const { error: readError } = await customer.client.rpc('mark_conversation_read', {
      conversation_id: conversation,
    });
    expect(readError).toBeNull();
    const second = await newProvider(backend, 'Plumber');
    await sendRequest(customer, second);
    await accept(second, customer);

    const partyChanges = (): Row[] =>
      party.socket
        .arrays()
        .filter(([, , , event]) => event === 'postgres_changes')
        .map(([, , , , payload]) => payload.data as Row);
    await waitFor(() => partyChanges().length >= 4, 'the party’s four changes');
    const kinds = partyChanges().map((data) => `${String(data.table)} ${String(data.type)}`);
    expect(kinds.sort()).toEqual([
      'chat_messages INSERT',
      'chat_messages UPDATE',
      'messages INSERT',
      'messages UPDATE',
    ]);
    const message = partyChanges().find((data) => data.table === 'chat_messages' && data.type === 'INSERT');
    expect((message?.record as Row | undefined)?.body).toBe(secret);

    // A sentinel: the outsider's own request, which their guessing filters may see. Changes are
    // dispatched in commit order, so once it has come, the outsiders' share of the secret ones
    // (none) has been sent; a heartbeat's reply on each socket then follows anything sent before.
    const elsewhere = await newProvider(backend, 'Electrician');
    await sendRequest(outsider, elsewhere);
    const fromOutsider = ([, , , event, payload]: Frame) =>
      event === 'postgres_changes' &&
      (payload.data as Row | undefined)?.table === 'messages' &&
      (payload.data as { record?: Row } | undefined)?.record?.from === outsider.id;
    await stranger.socket.next('the outsider’s own request', fromOutsider);
    await Promise.all([anon.socket.heartbeat(), stranger.socket.heartbeat()]);
    expect(eventsAfterJoin(anon.socket)).toEqual([]);
    expect(eventsAfterJoin(stranger.socket).filter((frame) => !fromOutsider(frame))).toEqual([]);
  });
});

describe('contact messages are bounded', () => {
  const message = (email: string, extra: Row = {}) => ({ name: 'Asha', email, message: 'Please call me.', ...extra });

  it('checks lengths on the raw text, so padding with spaces does not get through', async () => {
    const anon = backend.anon();
    const padded = await anon
      .from('contact_messages')
      .insert(message(uniqueEmail('pad'), { name: `A${' '.repeat(200)}` }));
    expect(padded.status).toBe(400);
    expect(padded.error?.code).toBe('23514');
    const long = await anon
      .from('contact_messages')
      .insert(message(uniqueEmail('long'), { message: 'x'.repeat(2001) }));
    expect(long.error?.code).toBe('23514');
  });

  it('stores one row per request: a bulk insert stores nothing', async () => {
    const email = uniqueEmail('bulk');
    const bulk = await backend
      .anon()
      .from('contact_messages')
      .insert([message(email), message(email)]);
    expect(bulk.status).toBe(400);
    expect(bulk.error?.message).toBe('Send one contact message per request.');
    const { count } = await backend
      .service()
      .from('contact_messages')
      .select('*', { count: 'exact', head: true })
      .eq('email', email);
    expect(count).toBe(0);
  });

  it('takes at most 5 an hour per e-mail address', async () => {
    const email = uniqueEmail('busy');
    const earlier = Array.from({ length: 5 }, () => message(email));
    expect((await backend.service().from('contact_messages').insert(earlier)).error).toBeNull();
    const sixth = await backend.anon().from('contact_messages').insert(message(email.toUpperCase()));
    expect(sixth.status).toBe(429);
    expect(sixth.error?.message).toBe('Too many contact messages: at most 5 per hour. Please try again later.');
  });

  it('takes at most 5 an hour from one client address, then answers 429', async () => {
    for (let i = 0; i < 5; i += 1) {
      const sent = await backend
        .anon()
        .from('contact_messages')
        .insert(message(uniqueEmail(`visitor${String(i)}`)));
      expect(sent.error).toBeNull();
    }
    const sixth = await backend
      .anon()
      .from('contact_messages')
      .insert(message(uniqueEmail('visitor6')));
    expect(sixth.status).toBe(429);
    const stored = await backend
      .service()
      .from('contact_messages')
      .select('client_address')
      .like('email', 'visitor%')
      .limit(1)
      .single();
    expect(stored.data?.client_address).toBe('127.0.0.1');
  });
});

describe('who may be a provider', () => {
  it('refuses a provider row to a customer account and to anyone else’s e-mail', async () => {
    const { client, id } = await backend.signUp(uniqueEmail('customer-as-provider'));
    const asCustomer = await client.from('service-providers').insert({ uuid: id, job: 'Electrician' });
    expect(asCustomer.error?.code).toBe('42501');

    const email = uniqueEmail('real-provider');
    const provider = await backend.signUp(email, undefined, { job: 'Plumber' });
    const impersonating = await provider.client
      .from('service-providers')
      .insert({ uuid: provider.id, job: 'Plumber', email: 'customer@mistri.test' });
    expect(impersonating.status).toBe(400);
    expect(impersonating.error?.message).toBe("A provider profile's e-mail is the account's own e-mail address.");

    const rightful = await provider.client
      .from('service-providers')
      .insert({ uuid: provider.id, job: 'Plumber', email: email.toUpperCase() })
      .select('email')
      .single();
    expect(rightful.error).toBeNull();
    const changed = await provider.client
      .from('service-providers')
      .update({ email: 'someone@else.test' })
      .eq('uuid', provider.id);
    expect(changed.error?.message).toBe("A provider profile's e-mail is the account's own e-mail address.");
  });

  it('fills an omitted provider e-mail with the account’s, and follows an account e-mail change', async () => {
    const email = uniqueEmail('omitted');
    const provider = await backend.signUp(email, undefined, { job: 'Electrician' });
    const row = await provider.client.from('service-providers').insert({ uuid: provider.id, job: 'Electrician' });
    expect(row.error).toBeNull();
    // The e-mail is the provider's own (provider_private), never in the public directory row.
    const own = await provider.client.from('provider_private').select('email').single();
    expect(own.data?.email).toBe(email);
    const next = uniqueEmail('moved');
    expect((await provider.client.auth.updateUser({ email: next })).error).toBeNull();
    if (backend.mailbox) {
      expect((await verifyMailLink(backend, latestMail(backend, next, 'Confirm Email Change'))).status).toBe(200);
    }
    const moved = await provider.client.from('provider_private').select('email').single();
    expect(moved.data?.email).toBe(next);
    const shown = await backend.anon().from('service-providers').select('email').eq('uuid', provider.id).single();
    expect(shown.data?.email).toBe('');
  });

  it('refuses a users row to a provider account, and gives one to a customer', async () => {
    const provider = await backend.signUp(uniqueEmail('provider-as-customer'), undefined, { job: 'Plumber' });
    const refused = await provider.client.from('users').insert({ uuid: provider.id, first_name: 'Sneaky' });
    expect(refused.error?.code).toBe('42501');
    const customer = await backend.signUp(uniqueEmail('plain-customer'));
    expect((await customer.client.from('users').insert({ uuid: customer.id, first_name: 'Plain' })).error).toBeNull();
  });

  it('lets a customer have 10 pending requests, refuses the 11th with a clear message, and frees a slot on acceptance', async () => {
    const customer = await newCustomer(backend);
    const providers: Person[] = [];
    for (let i = 0; i < 11; i += 1) providers.push(await newProvider(backend, i % 2 ? 'Plumber' : 'Electrician'));
    for (const provider of providers.slice(0, 10)) await sendRequest(customer, provider);
    const eleventh = providers[10];
    if (!eleventh) throw new Error('expected 11 providers');
    const refused = await customer.client.from('messages').insert({ from: customer.id, to: eleventh.id });
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toBe(
      'You have 10 requests waiting for an answer. Wait for a reply or cancel one before sending another.',
    );
    const first = providers[0];
    if (!first) throw new Error('expected a provider');
    await accept(first, customer);
    await sendRequest(customer, eleventh);
  });
});

describe('read_at is set once, by the recipient, to the server time', () => {
  it('refuses a far-future time, a reset to null and the sender, and keeps the first time', async () => {
    const customer = await newCustomer(backend);
    const provider = await newProvider(backend);
    const conversation = await connect(customer, provider);
    const sent = await provider.client
      .from('chat_messages')
      .insert({ message_id: conversation, body: 'On my way' })
      .select('id')
      .single();
    const id = sent.data?.id;
    if (id === undefined) throw new Error('no message');

    const bySender = await provider.client
      .from('chat_messages')
      .update({ read_at: new Date().toISOString() })
      .eq('id', id)
      .select('id');
    expect(bySender.data).toEqual([]);

    const before = Date.now();
    const future = await customer.client
      .from('chat_messages')
      .update({ read_at: '2999-01-01T00:00:00Z' })
      .eq('id', id)
      .select('read_at')
      .single();
    expect(future.error).toBeNull();
    const readAt = Date.parse(String(future.data?.read_at));
    expect(readAt).toBeGreaterThanOrEqual(before - 5000);
    expect(readAt).toBeLessThanOrEqual(Date.now() + 5000);

    const reset = await customer.client.from('chat_messages').update({ read_at: null }).eq('id', id);
    expect(reset.status).toBe(400);
    expect(reset.error?.message).toBe('A message is marked read only once.');
    const again = await customer.client
      .from('chat_messages')
      .update({ read_at: new Date().toISOString() })
      .eq('id', id);
    expect(again.error?.message).toBe('A message is marked read only once.');
    const stored = await customer.client.from('chat_messages').select('read_at').eq('id', id).single();
    expect(Date.parse(String(stored.data?.read_at))).toBe(readAt);
  });
});
