import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  DEMO_PASSWORD,
  startTestBackend,
  uniqueEmail,
  type Client,
  type TestBackend,
} from './support/backend.js';
import { nextChange, newRow, oldRow, subscribedToPostgres, watch, type Feed } from './support/realtime.js';

const ELECTRICIAN_ID = 'd0000000-0000-4000-8000-000000000001';
const PLUMBER_ID = 'd0000000-0000-4000-8000-000000000002';
const ISO_MS_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

let backend: TestBackend;
let electrician: Client;

beforeAll(async () => {
  backend = await startTestBackend();
  electrician = await backend.signIn(DEMO.electrician);
});

afterAll(async () => {
  await backend.close();
});

interface Customer {
  client: Client;
  id: string;
  email: string;
}

async function newCustomer(label: string): Promise<Customer> {
  const email = uniqueEmail(label);
  const { client, id } = await backend.signUp(email);
  return { client, id, email };
}

/** The customer's connection request to a provider; returns its message_id. */
async function request(customer: Customer, providerId: string): Promise<number> {
  const { data, error } = await customer.client
    .from('messages')
    .insert({ from: customer.id, to: providerId, username: customer.email })
    .select('message_id')
    .single();
  if (error) throw new Error(`request failed: ${error.message}`);
  return data.message_id;
}

/** A new customer with an accepted connection to the electrician. */
async function chatWithElectrician(label: string): Promise<{ customer: Customer; messageId: number }> {
  const customer = await newCustomer(label);
  const messageId = await request(customer, ELECTRICIAN_ID);
  const { error } = await electrician.from('messages').update({ is_chat: true }).eq('message_id', messageId);
  if (error) throw new Error(`accept failed: ${error.message}`);
  return { customer, messageId };
}

async function say(client: Client, messageId: number, body: string): Promise<number> {
  const { data, error } = await client
    .from('chat_messages')
    .insert({ message_id: messageId, body })
    .select('id')
    .single();
  if (error) throw new Error(`chat insert failed: ${error.message}`);
  return data.id;
}

function chatFilter(messageId: number, event: '*' | 'INSERT' | 'UPDATE' | 'DELETE' = '*') {
  return { event, schema: 'public', table: 'chat_messages', filter: `message_id=eq.${String(messageId)}` } as const;
}

function valuesOf(feed: Feed, key: string): unknown[] {
  return feed.changes.map((change) => newRow(change)[key]);
}

describe('realtime: postgres_changes delivery', () => {
  it('delivers a chat INSERT to both parties through an eq filter, as typed JSON', async () => {
    const { customer, messageId } = await chatWithElectrician('insert');
    const customerFeed = await watch(
      customer.client,
      `chat-${String(messageId)}-customer`,
      chatFilter(messageId, 'INSERT'),
    );
    const providerFeed = await watch(electrician, `chat-${String(messageId)}-provider`, chatFilter(messageId));

    const id = await say(electrician, messageId, 'Hello from Rajan');

    const received = await nextChange(customerFeed, 'the chat insert', (change) => newRow(change).id === id);
    expect(received).toMatchObject({
      schema: 'public',
      table: 'chat_messages',
      eventType: 'INSERT',
      errors: null,
      new: { id, message_id: messageId, sender: ELECTRICIAN_ID, body: 'Hello from Rajan', read_at: null },
      old: {},
    });
    expect(received.commit_timestamp).toMatch(ISO_MS_UTC);
    expect(typeof newRow(received).created_at).toBe('string');
    await nextChange(providerFeed, 'the sender sees its own insert', (change) => newRow(change).id === id);
  });

  it('delivers an UPDATE with the new row and the old primary key', async () => {
    const { customer, messageId } = await chatWithElectrician('update');
    const feed = await watch(customer.client, `chat-${String(messageId)}-all`, chatFilter(messageId));
    const id = await say(electrician, messageId, 'Did the fuse hold?');
    await nextChange(feed, 'the insert', (change) => change.eventType === 'INSERT' && newRow(change).id === id);

    const { data, error } = await customer.client
      .from('chat_messages')
      .update({ read_at: new Date().toISOString() })
      .eq('id', id)
      .select('read_at')
      .single();
    expect(error).toBeNull();

    const update = await nextChange(feed, 'the update', (change) => change.eventType === 'UPDATE');
    expect(newRow(update)).toMatchObject({ id, message_id: messageId, body: 'Did the fuse hold?' });
    expect(Date.parse(String(newRow(update).read_at))).toBe(Date.parse(String(data?.read_at)));
    expect(oldRow(update)).toEqual({ id });
  });

  it('delivers a DELETE with only the primary key of the old row on an RLS table', async () => {
    const { customer, messageId } = await chatWithElectrician('delete');
    const id = await say(electrician, messageId, 'Wrong chat, sorry');
    const feed = await watch(customer.client, `chat-${String(id)}-delete`, {
      event: 'DELETE',
      schema: 'public',
      table: 'chat_messages',
      filter: `id=eq.${String(id)}`,
    });

    const { error } = await backend.service().from('chat_messages').delete().eq('id', id);
    expect(error).toBeNull();

    const deleted = await nextChange(feed, 'the delete', (change) => change.eventType === 'DELETE');
    expect(deleted).toMatchObject({ schema: 'public', table: 'chat_messages', errors: null, new: {} });
    expect(oldRow(deleted)).toEqual({ id });
  });

  it("does not deliver another customer's connection request", async () => {
    const alice = await newCustomer('alice');
    const bob = await newCustomer('bob');
    const bobFeed = await watch(bob.client, `requests-${bob.id}`, { event: '*', schema: 'public', table: 'messages' });
    const aliceFeed = await watch(alice.client, `requests-${alice.id}`, {
      event: 'INSERT',
      schema: 'public',
      table: 'messages',
    });

    await request(alice, ELECTRICIAN_ID);
    await nextChange(aliceFeed, "alice's own request", (change) => newRow(change).from === alice.id);
    // Changes arrive in commit order: once Bob has his own later request, Alice's would have come first.
    await request(bob, PLUMBER_ID);
    await nextChange(bobFeed, "bob's own request", (change) => newRow(change).from === bob.id);

    expect(valuesOf(bobFeed, 'from')).not.toContain(alice.id);
  });

  it('delivers to a provider only the requests addressed to them', async () => {
    const plumber = await backend.signIn(DEMO.plumber);
    const customer = await newCustomer('two-requests');
    const electricianFeed = await watch(electrician, `inbox-${customer.id}-e`, {
      event: 'INSERT',
      schema: 'public',
      table: 'messages',
    });
    const plumberFeed = await watch(plumber, `inbox-${customer.id}-p`, {
      event: 'INSERT',
      schema: 'public',
      table: 'messages',
    });

    const toPlumber = await request(customer, PLUMBER_ID);
    const toElectrician = await request(customer, ELECTRICIAN_ID);

    await nextChange(electricianFeed, 'the request to the electrician', (c) => newRow(c).message_id === toElectrician);
    await nextChange(plumberFeed, 'the request to the plumber', (c) => newRow(c).message_id === toPlumber);
    expect(valuesOf(electricianFeed, 'message_id')).not.toContain(toPlumber);
    expect(valuesOf(plumberFeed, 'message_id')).not.toContain(toElectrician);
  });

  it('starts delivering once the access token changes to an identity that may see the row', async () => {
    const { customer, messageId } = await chatWithElectrician('owner');
    const stranger = await newCustomer('stranger');
    const feed = await watch(stranger.client, `chat-${String(messageId)}-stranger`, chatFilter(messageId, 'INSERT'));
    const control = await watch(electrician, `chat-${String(messageId)}-control`, chatFilter(messageId, 'INSERT'));

    const hidden = await say(electrician, messageId, 'Only for the customer');
    await nextChange(control, 'the first message at the sender', (change) => newRow(change).id === hidden);

    // Signing in as the customer makes supabase-js push the new access token to joined channels.
    const { error } = await stranger.client.auth.signInWithPassword({ email: customer.email, password: DEMO_PASSWORD });
    expect(error).toBeNull();
    await subscribedToPostgres(feed, 2);

    const visible = await say(electrician, messageId, 'Now you can read this');
    await nextChange(feed, 'the message after the token change', (change) => newRow(change).id === visible);
    expect(valuesOf(feed, 'id')).not.toContain(hidden);
  });

  it('applies in, neq and not.like filters, several joined with commas', async () => {
    const { customer, messageId } = await chatWithElectrician('operators');
    const chat = `message_id=eq.${String(messageId)}`;
    const table = { event: 'INSERT', schema: 'public', table: 'chat_messages' } as const;
    const name = (suffix: string) => `ops-${String(messageId)}-${suffix}`;
    const listed = await watch(customer.client, name('in'), { ...table, filter: 'body=in.(one,"three, with comma")' });
    const notTwo = await watch(customer.client, name('neq'), { ...table, filter: `${chat},body=neq.two` });
    const notT = await watch(customer.client, name('not-like'), { ...table, filter: `${chat},body=not.like.t%` });
    const control = await watch(customer.client, name('all'), { ...table, filter: chat });

    for (const body of ['one', 'two', 'three, with comma', 'four', 'end']) await say(electrician, messageId, body);
    // Frames on one socket keep commit order: once "end" is in, every earlier change has been sent.
    await nextChange(control, 'the last message', (change) => newRow(change).body === 'end');

    expect(valuesOf(listed, 'body')).toEqual(['one', 'three, with comma']);
    expect(valuesOf(notTwo, 'body')).toEqual(['one', 'three, with comma', 'four', 'end']);
    expect(valuesOf(notT, 'body')).toEqual(['one', 'four', 'end']);
  });

  it('answers unsubscribe with ok and closes the channel', async () => {
    const { customer, messageId } = await chatWithElectrician('leave');
    const feed = await watch(customer.client, `chat-${String(messageId)}-leave`, chatFilter(messageId));
    expect(await customer.client.removeChannel(feed.channel)).toBe('ok');
    expect(customer.client.getChannels()).toHaveLength(0);
  });
});
