import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend.js';
import { accept, connect, newCustomer, newProvider, sendRequest, type Person } from './chat-people.js';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend.close();
});

async function send(person: Person, messageId: number, body: string) {
  const { data, error } = await person.client
    .from('chat_messages')
    .insert({ message_id: messageId, body })
    .select()
    .single();
  if (error) throw new Error(`send: ${error.message}`);
  return data;
}

async function inbox(person: Person) {
  const { data, error } = await person.client.rpc('conversations');
  if (error) throw new Error(`conversations: ${error.message}`);
  return data;
}

describe('conversations() and conversation(id)', () => {
  it('lists a connection only once it is accepted, with the other party seen from each side', async () => {
    const customer = await newCustomer(backend, 'Devi', 'Raj');
    const provider = await newProvider(backend, 'Plumber', 'Sam', 'George');
    const messageId = await sendRequest(customer, provider);

    expect(await inbox(customer)).toEqual([]);
    expect(await inbox(provider)).toEqual([]);
    const pending = await customer.client.rpc('conversation', { conversation_id: messageId }).single();
    expect(pending.error).toBeNull();
    expect(pending.data).toMatchObject({ is_chat: false, counterpart_name: 'Sam George', counterpart_job: 'Plumber' });

    await accept(provider, customer);

    const [forCustomer] = await inbox(customer);
    expect(forCustomer).toMatchObject({
      message_id: messageId,
      customer_id: customer.id,
      provider_id: provider.id,
      is_chat: true,
      counterpart_id: provider.id,
      counterpart_name: 'Sam George',
      counterpart_job: 'Plumber',
      counterpart_phone: '+919800000002',
      message_count: 0,
      unread_count: 0,
      last_id: null,
    });
    const [forProvider] = await inbox(provider);
    expect(forProvider).toMatchObject({
      message_id: messageId,
      counterpart_id: customer.id,
      counterpart_name: 'Devi Raj',
      counterpart_job: null,
      counterpart_phone: '+919800000001',
    });
  });

  it('shows the last message, counts unread messages per side and orders by latest activity', async () => {
    const customer = await newCustomer(backend);
    const electrician = await newProvider(backend, 'Electrician', 'Elan', 'Joseph');
    const plumber = await newProvider(backend, 'Plumber', 'Paul', 'Mathew');
    const withElectrician = await connect(customer, electrician);
    const withPlumber = await connect(customer, plumber);

    await send(customer, withElectrician, 'Can you fix a switch?');
    await send(electrician, withElectrician, 'Yes, tomorrow.');
    const last = await send(electrician, withElectrician, 'Morning is fine?');
    await send(customer, withPlumber, 'A tap is leaking.');

    let rows = await inbox(customer);
    expect(rows.map((row) => row.message_id)).toEqual([withPlumber, withElectrician]);
    expect(rows[1]).toMatchObject({
      message_count: 3,
      last_id: last.id,
      last_body: 'Morning is fine?',
      last_sender: electrician.id,
      unread_count: 2,
    });
    expect(rows[0]).toMatchObject({ unread_count: 0, last_sender: customer.id });
    expect((await inbox(electrician))[0]).toMatchObject({ unread_count: 1 });

    await send(electrician, withElectrician, 'Reply please');
    rows = await inbox(customer);
    expect(rows[0]).toMatchObject({ message_id: withElectrician, unread_count: 3 });
  });

  it('hides other people’s connections', async () => {
    const customer = await newCustomer(backend);
    const provider = await newProvider(backend);
    const outsider = await newCustomer(backend, 'Out', 'Sider');
    const messageId = await connect(customer, provider);
    await send(customer, messageId, 'private');

    expect(await inbox(outsider)).toEqual([]);
    const one = await outsider.client.rpc('conversation', { conversation_id: messageId });
    expect(one.data).toEqual([]);
    const anon = await backend.anon().rpc('conversations');
    expect(anon.error?.code).toBe('42501');
  });
});

describe('mark_conversation_read(id)', () => {
  it('marks only the other party’s messages, only for a party, and clears the unread count', async () => {
    const customer = await newCustomer(backend);
    const provider = await newProvider(backend);
    const outsider = await newProvider(backend, 'Plumber', 'Not', 'Involved');
    const messageId = await connect(customer, provider);
    await send(provider, messageId, 'one');
    await send(provider, messageId, 'two');
    await send(customer, messageId, 'mine');

    expect((await outsider.client.rpc('mark_conversation_read', { conversation_id: messageId })).data).toBe(0);
    expect((await customer.client.rpc('mark_conversation_read', { conversation_id: messageId })).data).toBe(2);
    expect((await customer.client.rpc('mark_conversation_read', { conversation_id: messageId })).data).toBe(0);
    expect((await inbox(customer))[0]?.unread_count).toBe(0);
    expect((await inbox(provider))[0]?.unread_count).toBe(1);

    const { data: rows } = await provider.client
      .from('chat_messages')
      .select('body, read_at')
      .eq('message_id', messageId)
      .order('id');
    expect(rows?.map((row) => [row.body, row.read_at !== null])).toEqual([
      ['one', true],
      ['two', true],
      ['mine', false],
    ]);
  });
});

describe('sending before the request is accepted', () => {
  it('is refused by row level security', async () => {
    const customer = await newCustomer(backend);
    const provider = await newProvider(backend);
    const messageId = await sendRequest(customer, provider);
    const { error } = await customer.client.from('chat_messages').insert({ message_id: messageId, body: 'too early' });
    expect(error?.code).toBe('42501');
    expect(error?.message).toMatch(/row-level security/);
  });
});

describe('provider_stats()', () => {
  it('counts pending requests, accepted connections and every customer who asked', async () => {
    const provider = await newProvider(backend);
    const first = await newCustomer(backend);
    const second = await newCustomer(backend);
    const third = await newCustomer(backend);
    await connect(first, provider);
    await connect(second, provider);
    await sendRequest(third, provider);
    const { data, error } = await provider.client.rpc('provider_stats').single();
    expect(error).toBeNull();
    // "Users" counts the pending asker too: it is not the accepted connections again.
    expect(data).toEqual({ pending_requests: 1, accepted_connections: 2, customers: 3, jobs_done: 0 });
  });

  it('is zero for a provider nobody contacted', async () => {
    const { client } = await backend.signUp(uniqueEmail('lonely'), undefined, { job: 'Plumber' });
    const { data } = await client.rpc('provider_stats').single();
    expect(data).toEqual({ pending_requests: 0, accepted_connections: 0, customers: 0, jobs_done: 0 });
  });
});
