import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './support/backend.js';
import { connect, newCustomer, newProvider } from './chat-people.js';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend.close();
});

describe('concurrency', () => {
  it('keeps every one of 2 x 100 messages sent by both parties at the same time', async () => {
    const customer = await newCustomer(backend);
    const provider = await newProvider(backend);
    const messageId = await connect(customer, provider);
    const bodies = (who: string) => Array.from({ length: 100 }, (_, index) => `${who} ${String(index)}`);

    const results = await Promise.all([
      ...bodies('customer').map((body) =>
        customer.client.from('chat_messages').insert({ message_id: messageId, body }),
      ),
      ...bodies('provider').map((body) =>
        provider.client.from('chat_messages').insert({ message_id: messageId, body }),
      ),
    ]);
    expect(results.filter((result) => result.error !== null)).toEqual([]);

    const { data: rows, error } = await customer.client
      .from('chat_messages')
      .select('body, sender')
      .eq('message_id', messageId);
    expect(error).toBeNull();
    expect(rows).toHaveLength(200);
    const stored = new Set(rows?.map((row) => row.body));
    for (const body of [...bodies('customer'), ...bodies('provider')]) expect(stored.has(body)).toBe(true);
    expect(rows?.filter((row) => row.sender === customer.id)).toHaveLength(100);

    const { data: inbox } = await provider.client.rpc('conversations');
    expect(inbox?.[0]).toMatchObject({ message_id: messageId, message_count: 200, unread_count: 100 });
  });

  it('leaves exactly one request after 20 identical requests at once', async () => {
    const customer = await newCustomer(backend);
    const provider = await newProvider(backend);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        customer.client.from('messages').insert({ from: customer.id, to: provider.id, username: customer.name }),
      ),
    );
    expect(results.filter((result) => result.error === null)).toHaveLength(1);
    const refusals = results.map((result) => result.error?.code).filter((code) => code !== undefined);
    expect(refusals).toEqual(Array.from({ length: 19 }, () => '23505'));

    const { data: rows } = await provider.client.from('messages').select('message_id').eq('from', customer.id);
    expect(rows).toHaveLength(1);
  });
});
