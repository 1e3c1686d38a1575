import type { RealtimeChannel } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClient, startTestBackend, type TestBackend } from './support/backend.js';
import { subscribeOutcome, waitFor, type Row } from './support/realtime.js';
import { connect, newCustomer, newProvider, type Person } from './chat-people.js';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend.close();
});

interface Feed {
  channel: RealtimeChannel;
  payloads: Row[];
}

/** Joins `person`'s own chat feed, or `topic` as that person, as the app does. */
async function joinFeed(person: Person, topic = `chats:${person.id}`): Promise<Feed> {
  await person.client.realtime.setAuth();
  const payloads: Row[] = [];
  const channel = person.client
    .channel(topic, { config: { private: true } })
    .on('broadcast', { event: '*' }, (message: { payload: Row }) => payloads.push(message.payload));
  const outcome = await subscribeOutcome(channel);
  if (outcome.status !== 'SUBSCRIBED') {
    throw new Error(`${topic} did not subscribe: ${outcome.status} ${outcome.error?.message ?? ''}`);
  }
  return { channel, payloads };
}

function bodies(feed: Feed): unknown[] {
  return feed.payloads.map((payload) => (payload.record as Row | null)?.body);
}

describe('the chat feed (broadcast from the database)', () => {
  it('gives both parties every new message and read mark of their conversation', async () => {
    const customer = await newCustomer(backend);
    const provider = await newProvider(backend);
    const conversation = await connect(customer, provider);
    const customerFeed = await joinFeed(customer);
    const providerFeed = await joinFeed(provider);

    const { error } = await customer.client.from('chat_messages').insert({ message_id: conversation, body: 'Hello' });
    expect(error).toBeNull();
    for (const feed of [customerFeed, providerFeed]) {
      const insert = await waitFor(() => feed.payloads.find((p) => p.operation === 'INSERT'), 'the new message');
      expect(insert).toMatchObject({
        table: 'chat_messages',
        schema: 'public',
        old_record: null,
        record: { message_id: conversation, body: 'Hello', sender: customer.id, read_at: null },
      });
    }

    const { data: marked } = await provider.client.rpc('mark_conversation_read', { conversation_id: conversation });
    expect(marked).toBe(1);
    const update = await waitFor(() => customerFeed.payloads.find((p) => p.operation === 'UPDATE'), 'the read mark');
    expect(update).toMatchObject({ record: { body: 'Hello' }, old_record: { read_at: null } });
    expect(typeof (update.record as Row).read_at).toBe('string');
  });

  it('refuses anyone a feed that is not their own, and sends them nothing of others’ chats', async () => {
    const customer = await newCustomer(backend);
    const provider = await newProvider(backend);
    const outsider = await newCustomer(backend);
    const conversation = await connect(customer, provider);

    await outsider.client.realtime.setAuth();
    for (const topic of [`chats:${customer.id}`, `chats:${provider.id}`, 'chats:', 'chats']) {
      const refused = await subscribeOutcome(outsider.client.channel(topic, { config: { private: true } }));
      expect(refused.status, topic).toBe('CHANNEL_ERROR');
    }
    const anonymous = makeClient(backend.url, backend.anonKey);
    const anon = await subscribeOutcome(anonymous.channel(`chats:${customer.id}`, { config: { private: true } }));
    expect(anon.status).toBe('CHANNEL_ERROR');
    const customerFeed = await joinFeed(customer);
    const outsiderFeed = await joinFeed(outsider);
    const providerFeed = await joinFeed(provider);
    // Only the database writes to a feed: a forged broadcast over HTTP does not reach it.
    const forged = { table: 'chat_messages', operation: 'INSERT', record: { body: 'forged' } };
    await outsider.client
      .channel(`chats:${customer.id}`, { config: { private: true } })
      .httpSend('INSERT', forged)
      .catch(() => null);
    await customer.client.from('chat_messages').insert({ message_id: conversation, body: 'private' });
    await waitFor(() => bodies(providerFeed).includes('private'), 'the party’s copy');
    await waitFor(() => bodies(customerFeed).includes('private'), 'the sender’s copy');
    expect(bodies(customerFeed)).toEqual(['private']);
    expect(outsiderFeed.payloads).toEqual([]);
  });
});
