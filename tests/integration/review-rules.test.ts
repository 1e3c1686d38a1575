/**
 * Issue 22, findings 9 and 11: reviews come from real customers, and reveal no one.
 * A review needs a confirmed e-mail address or phone number, a connection accepted at least an
 * hour ago with a message from each side, and room in the provider's 5 reviews a day; the API
 * never hands out a review's author (customer) or connection (message_id).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, newCustomer, newProvider, talkAndAge, type Person } from './chat-people.js';
import { startTestBackend, type Client, type TestBackend } from './support/backend.js';

const external = Boolean(process.env.SUPABASE_URL);

let backend: TestBackend;
let service: Client;

beforeAll(async () => {
  backend = await startTestBackend();
  service = backend.service();
});

afterAll(async () => {
  await backend.close();
});

function write(customer: Person, provider: Person, messageId: number, rating = 5) {
  return customer.client
    .from('reviews')
    .insert({ message_id: messageId, provider: provider.id, customer: customer.id, rating, body: 'Good work' });
}

async function say(person: Person, messageId: number, body: string): Promise<void> {
  const { error } = await person.client.from('chat_messages').insert({ message_id: messageId, body });
  if (error) throw new Error(error.message);
}

async function acceptedAgo(messageId: number, hours: number): Promise<void> {
  const { error } = await service
    .from('messages')
    .update({ answered_at: new Date(Date.now() - hours * 3_600_000).toISOString() } as never)
    .eq('message_id', messageId);
  if (error) throw new Error(error.message);
}

describe('who may review', () => {
  let provider: Person;

  beforeAll(async () => {
    provider = await newProvider(backend, 'Electrician', 'Suresh', 'Babu');
  });

  it('not a customer who connected minutes ago, until an hour has passed', async () => {
    const customer = await newCustomer(backend, 'Fresh', 'Account');
    const messageId = await connect(customer, provider);
    await say(customer, messageId, 'Hello');
    await say(provider, messageId, 'Hi');
    const early = await write(customer, provider, messageId);
    expect(early.status).toBe(400);
    expect(early.error).toMatchObject({
      code: 'P0001',
      hint: 'review_too_soon',
      message: 'You can write a review one hour after your request was accepted.',
    });
    await acceptedAgo(messageId, 1.1);
    expect((await write(customer, provider, messageId)).status).toBe(201);
  });

  it('not without a message from each side', async () => {
    const customer = await newCustomer(backend, 'Silent', 'Pair');
    const messageId = await connect(customer, provider);
    await acceptedAgo(messageId, 3);
    const expected = {
      code: 'P0001',
      hint: 'review_needs_conversation',
      message: 'You can write a review once you and the provider have each sent at least one message.',
    };
    expect((await write(customer, provider, messageId)).error).toMatchObject(expected);
    await say(customer, messageId, 'Are you coming?');
    expect((await write(customer, provider, messageId)).error).toMatchObject(expected);
    await say(provider, messageId, 'On my way');
    expect((await write(customer, provider, messageId)).status).toBe(201);
  });

  it.skipIf(external)('not from an account whose e-mail and phone are both unconfirmed', async () => {
    const customer = await newCustomer(backend, 'Throwaway', 'Account');
    const messageId = await connect(customer, provider);
    await talkAndAge(service, customer, provider, messageId);
    const pg = backend.emulator?.pg;
    await pg?.query('update auth.users set email_confirmed_at = null, phone_confirmed_at = null where id = $1', [
      customer.id,
    ]);
    const refused = await write(customer, provider, messageId);
    expect(refused.status).toBe(400);
    expect(refused.error).toMatchObject({
      code: 'P0001',
      hint: 'review_needs_confirmed_account',
      message: 'Confirm your e-mail address or phone number before writing a review.',
    });
    await pg?.query('update auth.users set phone = $2, phone_confirmed_at = now() where id = $1', [
      customer.id,
      `91${String(Date.now()).slice(-10)}`,
    ]);
    expect((await write(customer, provider, messageId)).status).toBe(201);
  });
});

describe("a provider's daily cap", () => {
  it('takes 5 new reviews in 24 hours, then refuses with a clear message', async () => {
    const provider = await newProvider(backend, 'Plumber', 'Popular', 'Plumber');
    const customers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => newCustomer(backend, `Fan${String(i)}`, 'Reviewer')),
    );
    const ids: number[] = [];
    for (const customer of customers) {
      const messageId = await connect(customer, provider);
      await talkAndAge(service, customer, provider, messageId);
      ids.push(messageId);
    }
    for (let i = 0; i < 5; i += 1) {
      const customer = customers[i];
      if (!customer) throw new Error('missing customer');
      expect((await write(customer, provider, ids[i] ?? 0)).status, `review ${String(i + 1)}`).toBe(201);
    }
    const sixth = customers[5];
    if (!sixth) throw new Error('missing customer');
    const refused = await write(sixth, provider, ids[5] ?? 0);
    expect(refused.status).toBe(400);
    expect(refused.error).toMatchObject({
      code: 'P0001',
      hint: 'provider_review_limit',
      message: 'This provider has had 5 new reviews in the last 24 hours. Please write yours tomorrow.',
    });

    // A day later there is room again.
    const { error } = await service
      .from('reviews')
      .update({ created_at: new Date(Date.now() - 25 * 3_600_000).toISOString() } as never)
      .eq('message_id', ids[0] ?? 0);
    expect(error).toBeNull();
    expect((await write(sixth, provider, ids[5] ?? 0)).status).toBe(201);
  });
});

describe('what a review reveals', () => {
  let author: Person;
  let provider: Person;
  let messageId: number;

  beforeAll(async () => {
    author = await newCustomer(backend, 'Private', 'Author');
    provider = await newProvider(backend, 'Electrician', 'Curious', 'Provider');
    messageId = await connect(author, provider);
    await talkAndAge(service, author, provider, messageId);
    const { error } = await write(author, provider, messageId, 4);
    if (error) throw new Error(error.message);
  });

  it('no account id or connection id to anyone through the table', async () => {
    const stranger = await newCustomer(backend, 'Some', 'Stranger');
    for (const client of [backend.anon(), stranger.client, provider.client, author.client]) {
      for (const column of ['customer', 'message_id', '*']) {
        const { data, error, status } = await client.from('reviews').select(column).eq('provider', provider.id);
        expect(data, `${column}: ${JSON.stringify(data)}`).toBeNull();
        expect([401, 403]).toContain(status);
        expect(error?.code).toBe('42501');
      }
      const byAuthor = await client.from('reviews').select('id').eq('customer', author.id);
      expect(byAuthor.error?.code).toBe('42501');
    }
    const { data } = await backend
      .anon()
      .from('reviews')
      .select('id, provider, rating, body, reply, created_at, updated_at, replied_at')
      .eq('provider', provider.id);
    expect(data).toEqual([expect.objectContaining({ provider: provider.id, rating: 4, body: 'Good work' })]);
  });

  it('the author finds their own review through my_review; nobody else does', async () => {
    const mine = await author.client.rpc('my_review', { request_id: messageId });
    expect(mine.data).toEqual([expect.objectContaining({ rating: 4, body: 'Good work' })]);
    expect((await provider.client.rpc('my_review', { request_id: messageId })).data).toEqual([]);
    const anon = await backend.anon().rpc('my_review', { request_id: messageId });
    expect([401, 403, 404]).toContain(anon.status);
  });

  it('the author still edits it, and the provider still replies', async () => {
    const { data: listed } = await backend.anon().rpc('provider_reviews', { provider: provider.id });
    const id = listed?.[0]?.id ?? 0;
    // Counted, not returned: `return=representation` would read every column back.
    const edit = await author.client.from('reviews').update({ rating: 5 }, { count: 'exact' }).eq('id', id);
    expect({ error: edit.error, count: edit.count }).toEqual({ error: null, count: 1 });
    const reply = await provider.client.from('reviews').update({ reply: 'Thank you' }, { count: 'exact' }).eq('id', id);
    expect({ error: reply.error, count: reply.count }).toEqual({ error: null, count: 1 });
    const { data: after } = await backend.anon().rpc('provider_reviews', { provider: provider.id });
    expect(after?.[0]).toMatchObject({ rating: 5, reply: 'Thank you', reviewer_name: 'Private A.' });
  });
});
