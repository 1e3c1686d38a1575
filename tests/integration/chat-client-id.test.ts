import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './support/backend.js';
import { connect, newCustomer, newProvider, type Person } from './chat-people.js';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend.close();
});

/** What the app's outbox does for one message: insert with its client id, or find the row a retry already stored. */
async function deliver(person: Person, messageId: number, body: string, clientId: string) {
  const inserted = await person.client
    .from('chat_messages')
    .insert({ message_id: messageId, body, client_id: clientId })
    .select('id, body')
    .single();
  if (inserted.error?.code !== '23505') return inserted;
  return person.client.from('chat_messages').select('id, body').eq('client_id', clientId).single();
}

async function bodiesOf(person: Person, messageId: number) {
  const { data, error } = await person.client
    .from('chat_messages')
    .select('body, client_id')
    .eq('message_id', messageId)
    .order('id');
  expect(error).toBeNull();
  return data ?? [];
}

describe('chat message client ids (offline outbox)', () => {
  it('a retried message is stored once, and the retry answers with the stored row', async () => {
    const customer = await newCustomer(backend);
    const provider = await newProvider(backend);
    const messageId = await connect(customer, provider);
    const clientId = randomUUID();

    const first = await deliver(customer, messageId, 'Is 10 am fine?', clientId);
    expect(first.error).toBeNull();
    const again = await customer.client
      .from('chat_messages')
      .insert({ message_id: messageId, body: 'Is 10 am fine?', client_id: clientId });
    expect(again.error?.code).toBe('23505');
    expect(again.status).toBe(409);
    const retried = await deliver(customer, messageId, 'Is 10 am fine?', clientId);
    expect(retried.error).toBeNull();
    expect(retried.data?.id).toBe(first.data?.id);

    expect(await bodiesOf(provider, messageId)).toEqual([{ body: 'Is 10 am fine?', client_id: clientId }]);
  });

  it('the same message sent from two tabs at once is stored once; distinct ids keep their order', async () => {
    const customer = await newCustomer(backend);
    const provider = await newProvider(backend);
    const messageId = await connect(customer, provider);
    const outbox = ['one', 'two', 'three'].map((body) => ({ body, clientId: randomUUID() }));

    // Two tabs drain the same outbox in order, at the same time.
    const drain = async () => {
      for (const { body, clientId } of outbox) {
        const result = await deliver(customer, messageId, body, clientId);
        expect(result.error).toBeNull();
      }
    };
    await Promise.all([drain(), drain()]);

    const rows = await bodiesOf(customer, messageId);
    expect(rows.map((row) => row.body)).toEqual(['one', 'two', 'three']);
    expect(rows.map((row) => row.client_id)).toEqual(outbox.map((message) => message.clientId));
  });

  it('a client id is unique across all conversations, and messages without one still go in', async () => {
    const customer = await newCustomer(backend);
    const provider = await newProvider(backend);
    const other = await newProvider(backend, 'Plumber');
    const messageId = await connect(customer, provider);
    const otherId = await connect(customer, other);
    const clientId = randomUUID();

    expect((await deliver(customer, messageId, 'hello', clientId)).error).toBeNull();
    const elsewhere = await customer.client
      .from('chat_messages')
      .insert({ message_id: otherId, body: 'hello', client_id: clientId });
    expect(elsewhere.error?.code).toBe('23505');
    // The provider cannot reuse it either (nor learn anything from the refusal but "taken").
    const reused = await provider.client
      .from('chat_messages')
      .insert({ message_id: messageId, body: 'hi', client_id: clientId });
    expect(reused.error?.code).toBe('23505');

    for (const body of ['older app 1', 'older app 2']) {
      const { error } = await customer.client.from('chat_messages').insert({ message_id: otherId, body });
      expect(error).toBeNull();
    }
    expect((await bodiesOf(customer, otherId)).map((row) => row.body)).toEqual(['older app 1', 'older app 2']);
  });
});
