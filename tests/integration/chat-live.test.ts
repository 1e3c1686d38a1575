import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './support/backend.js';
import { nextChange, newRow, waitFor, watch } from './support/realtime.js';
import { accept, connect, newCustomer, newProvider, sendRequest } from './chat-people.js';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend.close();
});

describe('live connection requests', () => {
  it('shows the provider a new request and the customer its acceptance', async () => {
    const customer = await newCustomer(backend);
    const provider = await newProvider(backend);
    const forProvider = await watch(provider.client, 'provider-requests', {
      event: '*',
      schema: 'public',
      table: 'messages',
      filter: `to=eq.${provider.id}`,
    });
    const forCustomer = await watch(customer.client, 'customer-connections', {
      event: '*',
      schema: 'public',
      table: 'messages',
      filter: `from=eq.${customer.id}`,
    });

    const messageId = await sendRequest(customer, provider);
    const arrived = await nextChange(forProvider, 'the request', (change) => change.eventType === 'INSERT');
    expect(newRow(arrived)).toMatchObject({ message_id: messageId, from: customer.id, is_chat: false });

    await accept(provider, customer);
    const accepted = await nextChange(forCustomer, 'the acceptance', (change) => change.eventType === 'UPDATE');
    expect(newRow(accepted)).toMatchObject({ message_id: messageId, is_chat: true });
  });
});

describe('live chat messages', () => {
  it('delivers an inbox subscription the messages of the listed conversations only', async () => {
    const customer = await newCustomer(backend);
    const first = await newProvider(backend);
    const second = await newProvider(backend, 'Plumber');
    const third = await newProvider(backend);
    const one = await connect(customer, first);
    const two = await connect(customer, second);
    const unlisted = await connect(customer, third);

    const inbox = await watch(customer.client, 'inbox', {
      event: '*',
      schema: 'public',
      table: 'chat_messages',
      filter: `message_id=in.(${String(one)},${String(two)})`,
    });
    for (const [sender, conversation, body] of [
      [third, unlisted, 'not listed'],
      [first, one, 'from the electrician'],
      [second, two, 'from the plumber'],
    ] as const) {
      const { error } = await sender.client.from('chat_messages').insert({ message_id: conversation, body });
      expect(error).toBeNull();
    }
    await waitFor(() => inbox.changes.length >= 2, 'two live messages');
    const bodies = inbox.changes.map((change) => newRow(change).body);
    expect(bodies.sort()).toEqual(['from the electrician', 'from the plumber']);
  });

  it('tells the sender when the other party has read their messages', async () => {
    const customer = await newCustomer(backend);
    const provider = await newProvider(backend);
    const messageId = await connect(customer, provider);
    const conversation = await watch(customer.client, 'conversation', {
      event: '*',
      schema: 'public',
      table: 'chat_messages',
      filter: `message_id=eq.${String(messageId)}`,
    });
    await customer.client.from('chat_messages').insert({ message_id: messageId, body: 'Are you free today?' });
    await nextChange(conversation, 'own message', (change) => change.eventType === 'INSERT');

    const { data: marked } = await provider.client.rpc('mark_conversation_read', { conversation_id: messageId });
    expect(marked).toBe(1);
    const read = await nextChange(conversation, 'the read mark', (change) => change.eventType === 'UPDATE');
    expect(newRow(read)).toMatchObject({ body: 'Are you free today?', sender: customer.id });
    expect(newRow(read).read_at).toEqual(expect.any(String));
  });

  it('does not deliver a conversation’s messages to someone outside it', async () => {
    const customer = await newCustomer(backend);
    const provider = await newProvider(backend);
    const outsider = await newCustomer(backend);
    const messageId = await connect(customer, provider);
    const snooping = await watch(outsider.client, 'snoop', {
      event: '*',
      schema: 'public',
      table: 'chat_messages',
      filter: `message_id=eq.${String(messageId)}`,
    });
    const watching = await watch(provider.client, 'party', {
      event: 'INSERT',
      schema: 'public',
      table: 'chat_messages',
      filter: `message_id=eq.${String(messageId)}`,
    });
    await customer.client.from('chat_messages').insert({ message_id: messageId, body: 'secret' });
    await nextChange(watching, 'the party’s copy', () => true);
    expect(snooping.changes).toEqual([]);
  });
});
