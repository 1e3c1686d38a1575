import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accept, newCustomer, newProvider, sendRequest, type Person } from './chat-people.js';
import { startTestBackend, type TestBackend } from './support/backend.js';

// Embedding against Mistri's own schema: the rows inside an embed are filtered by RLS as the caller.
let backend: TestBackend;
let provider: Person;
let asha: Person;
let ravi: Person;
let ashaRequest: number;

beforeAll(async () => {
  backend = await startTestBackend();
  provider = await newProvider(backend, 'Plumber', 'Mani', 'Lal');
  asha = await newCustomer(backend, 'Asha', 'Nair');
  ravi = await newCustomer(backend, 'Ravi', 'Menon');
  ashaRequest = await sendRequest(asha, provider);
  await sendRequest(ravi, provider);
  await accept(provider, asha);
  const { error } = await asha.client.from('chat_messages').insert({ message_id: ashaRequest, body: 'Namaste' });
  if (error) throw new Error(error.message);
}, 120_000);

afterAll(async () => {
  await backend.close();
});

describe('embedding in the Mistri schema', () => {
  it('embeds the provider of a request (many-to-one) with supabase-js', async () => {
    const { data, error } = await asha.client
      .from('messages')
      .select('message_id, is_chat, provider:service-providers(first_name, job)')
      .eq('message_id', ashaRequest)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      message_id: ashaRequest,
      is_chat: true,
      provider: { first_name: 'Mani', job: 'Plumber' },
    });
  });

  it("shows each customer only their own requests inside a provider's embed", async () => {
    const read = async (person: Person) => {
      const { data, error } = await person.client
        .from('service-providers')
        .select('uuid, messages(from)')
        .eq('uuid', provider.id)
        .single();
      expect(error).toBeNull();
      return data?.messages.map((message) => message.from);
    };
    expect(await read(asha)).toEqual([asha.id]);
    expect(await read(ravi)).toEqual([ravi.id]);
    expect((await read(provider))?.sort()).toEqual([asha.id, ravi.id].sort());
  });

  it('embeds chat messages only for the parties of an accepted connection', async () => {
    const { data } = await asha.client.from('messages').select('message_id, chat_messages(body)');
    expect(data).toEqual([{ message_id: ashaRequest, chat_messages: [{ body: 'Namaste' }] }]);
    const { data: ravis } = await ravi.client.from('messages').select('chat_messages(body)');
    expect(ravis).toEqual([{ chat_messages: [] }]);
  });

  it('keeps !inner and the embed filters under RLS too', async () => {
    const { data } = await ravi.client
      .from('service-providers')
      .select('uuid, messages!inner(message_id)')
      .eq('messages.is_chat', true);
    expect(data).toEqual([]);
    const { data: ashas } = await asha.client
      .from('service-providers')
      .select('uuid, messages!inner(message_id)')
      .eq('messages.is_chat', true);
    expect(ashas).toEqual([{ uuid: provider.id, messages: [{ message_id: ashaRequest }] }]);
  });

  it('answers an anonymous embed of a table anon may not read like PostgREST (401 42501)', async () => {
    const { error, status } = await backend.anon().from('service-providers').select('uuid, messages(message_id)');
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });
});
