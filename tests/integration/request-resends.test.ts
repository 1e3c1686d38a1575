/**
 * Issue 22, finding 6: a request cannot ring a provider's bell without end, and a "name" cannot
 * carry a sentence into someone's notifications. A customer sends one request again at most 3
 * times in 24 hours; each request keeps one "new request" notice, which a re-send brings back
 * unread; names in notifications are first names cut at any Unicode whitespace, without control
 * or formatting characters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accept, newCustomer, newProvider, sendRequest, type Person } from './chat-people.js';
import { startTestBackend, type TestBackend } from './support/backend.js';

const external = Boolean(process.env.SUPABASE_URL);

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend.close();
});

async function setStatus(person: Person, messageId: number, status: 'pending' | 'cancelled') {
  return person.client.from('messages').update({ status }).eq('message_id', messageId).select('status');
}

async function newRequestNotes(provider: Person, messageId: number) {
  const { data, error } = await provider.client
    .from('notifications')
    .select('params, read_at')
    .eq('kind', 'new_request')
    .eq('message_id', messageId)
    .order('id');
  if (error) throw new Error(error.message);
  return data;
}

describe('sending one request again', () => {
  let customer: Person;
  let provider: Person;
  let messageId: number;

  beforeAll(async () => {
    customer = await newCustomer(backend, 'Kiran', 'Das');
    provider = await newProvider(backend, 'Electrician', 'Manu', 'Joseph');
    messageId = await sendRequest(customer, provider);
  });

  it('keeps one "new request" notice per request, unread again on each re-send, 3 times a day', async () => {
    const first = await newRequestNotes(provider, messageId);
    expect(first).toEqual([{ params: expect.objectContaining({ name: 'Kiran' }) as unknown, read_at: null }]);
    for (let round = 1; round <= 3; round += 1) {
      expect((await setStatus(customer, messageId, 'cancelled')).error).toBeNull();
      expect((await newRequestNotes(provider, messageId)).map((note) => note.read_at === null)).toEqual([false]);
      const again = await setStatus(customer, messageId, 'pending');
      expect(again.error, `re-send ${String(round)}`).toBeNull();
      expect(again.data).toEqual([{ status: 'pending' }]);
      expect(await newRequestNotes(provider, messageId)).toEqual([
        { params: expect.objectContaining({ name: 'Kiran' }) as unknown, read_at: null },
      ]);
    }
  });

  it('refuses the fourth re-send within 24 hours with a clear message, and rings nothing', async () => {
    expect((await setStatus(customer, messageId, 'cancelled')).error).toBeNull();
    await provider.client.rpc('mark_notifications_read');
    const fourth = await setStatus(customer, messageId, 'pending');
    expect(fourth.status).toBe(400);
    expect(fourth.error).toMatchObject({
      code: 'P0001',
      hint: 'too_many_resends',
      message: 'You have sent this request again 3 times today. Try again tomorrow, or ask another provider.',
    });
    const { data } = await customer.client.from('connections').select('status').eq('message_id', messageId).single();
    expect(data?.status).toBe('cancelled');
    expect((await newRequestNotes(provider, messageId)).filter((note) => note.read_at === null)).toEqual([]);
  });

  it.skipIf(external)('allows re-sends again once the last 24 hours hold fewer than 3', async () => {
    await backend.emulator?.pg.query(
      `update public.request_resends set resent_at = now() - interval '25 hours'
       where id = (select min(id) from public.request_resends where message_id = $1)`,
      [messageId],
    );
    expect((await setStatus(customer, messageId, 'pending')).error).toBeNull();
  });

  it('counts per customer and provider: another pair is not held back', async () => {
    const other = await newProvider(backend, 'Plumber', 'Other', 'Provider');
    const id = await sendRequest(customer, other);
    expect((await setStatus(customer, id, 'cancelled')).error).toBeNull();
    expect((await setStatus(customer, id, 'pending')).error).toBeNull();
  });
});

describe('names in notifications', () => {
  const cases: [string, string, string][] = [
    ['no-break spaces', 'Nimmi\u00a0Your\u00a0account\u00a0is\u00a0blocked,\u00a0call\u00a0+919000000000', 'Nimmi'],
    ['ideographic and em spaces', 'Nimmi\u3000Pay\u2003now', 'Nimmi'],
    ['a line separator', 'Nimmi\u2028Urgent', 'Nimmi'],
    ['a tab', 'Nimmi\tUrgent', 'Nimmi'],
    ['zero-width spaces', '\u200bNim\u200bmi\u200b', 'Nimmi'],
    ['a right-to-left override', '\u202eimmiN', 'immiN'],
    ['other formatting characters', '\u2066Nimmi\u2069\ufeff\u00ad', 'Nimmi'],
    ['control characters', 'Nim\u0007mi\u009b', 'Nimmi'],
    ['Malayalam with a zero-width joiner', 'ശ്രീ\u200dകുമാർ', 'ശ്രീ\u200dകുമാർ'],
  ];

  it.each(cases)('a customer name with %s reaches the provider as a first name only', async (_label, first, shown) => {
    const customer = await newCustomer(backend, first, 'Tail');
    const provider = await newProvider(backend, 'Electrician', 'Ravi', 'Shankar');
    const messageId = await sendRequest(customer, provider);
    expect(await newRequestNotes(provider, messageId)).toEqual([
      { params: expect.objectContaining({ name: shown }) as unknown, read_at: null },
    ]);
    const { data } = await provider.client.rpc('provider_requests');
    expect(data?.find((row) => row.message_id === messageId)?.first_name).toBe(shown);
    const { data: stored } = await provider.client
      .from('messages')
      .select('username')
      .eq('message_id', messageId)
      .single();
    expect(stored?.username).toBe(shown);
  });

  it("a provider's name reaches the customer as a first name only, in answers and chat", async () => {
    const customer = await newCustomer(backend, 'Leela', 'Mani');
    const provider = await newProvider(backend, 'Plumber', 'Ravi\u00a0Send\u00a0your\u00a0OTP\u00a0here\u202e', 'K');
    const messageId = await sendRequest(customer, provider);
    await accept(provider, customer);
    const sent = await provider.client.from('chat_messages').insert({ message_id: messageId, body: 'Coming at 5' });
    expect(sent.error).toBeNull();
    const { data } = await customer.client.from('notifications').select('kind, params').order('id');
    expect(data).toEqual([
      { kind: 'request_accepted', params: { name: 'Ravi' } },
      { kind: 'new_message', params: { name: 'Ravi', preview: 'Coming at 5' } },
    ]);
  });
});
