/**
 * Report and block (issue 28): reports and blocks are private to the person who made them; a
 * review reported by 3 different people leaves every public read path; a block stops requests,
 * chat messages and notifications both ways without telling the blocked person, and the old chat
 * stays readable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './support/backend.js';
import { connect, newCustomer, newProvider, sendRequest, talkAndAge, type Person } from './chat-people.js';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend.close();
});

const NOT_TAKING = 'This provider is not taking requests right now. Please ask another provider.';
const CLOSED = 'This conversation is not taking new messages.';

async function say(person: Person, messageId: number, body: string) {
  return person.client.from('chat_messages').insert({ message_id: messageId, body }).select('id').single();
}

async function report(person: Person, targetType: string, targetId: string, reason = 'abuse') {
  return person.client
    .from('reports')
    .insert({ target_type: targetType, target_id: targetId, reason, details: ' rude ' });
}

async function notificationKinds(person: Person): Promise<string[]> {
  const { data, error } = await person.client.from('notifications').select('kind').order('id');
  if (error) throw new Error(error.message);
  return data.map((row) => row.kind);
}

describe('reports', () => {
  it('are filed in the reporter’s name, read only by them, once per target', async () => {
    const provider = await newProvider(backend, 'Plumber', 'Rajesh', 'Menon');
    const customer = await newCustomer(backend, 'Divya', 'Nair');
    const other = await newCustomer(backend, 'Sam', 'Paul');

    const first = await report(customer, 'provider', provider.id, 'fraud');
    expect(first.error).toBeNull();
    const mine = await customer.client
      .from('reports')
      .select('reporter, target_type, target_id, reason, details, status');
    expect(mine.data).toEqual([
      {
        reporter: customer.id,
        target_type: 'provider',
        target_id: provider.id,
        reason: 'fraud',
        details: 'rude',
        status: 'open',
      },
    ]);
    expect((await other.client.from('reports').select('id')).data).toEqual([]);
    expect((await provider.client.from('reports').select('id')).data).toEqual([]);
    expect((await backend.anon().from('reports').select('id')).error?.code).toBe('42501');

    const again = await report(customer, 'provider', provider.id, 'spam');
    expect(again.error?.code).toBe('23505');
    const forged = await other.client
      .from('reports')
      .insert({ reporter: customer.id, target_type: 'provider', target_id: provider.id, reason: 'spam' } as never);
    expect(forged.error?.code).toBe('42501');
    const settled = await other.client
      .from('reports')
      .insert({ target_type: 'provider', target_id: provider.id, reason: 'spam', status: 'upheld' } as never);
    expect(settled.error?.code).toBe('42501');
    const anon = await backend
      .anon()
      .from('reports')
      .insert({ target_type: 'provider', target_id: provider.id, reason: 'spam' });
    expect(anon.error?.code).toBe('42501');
  });

  it('refuses bad input with a clear 4xx', async () => {
    const provider = await newProvider(backend);
    const customer = await newCustomer(backend);
    const bad: [string, string, string, string][] = [
      ['provider', 'not-a-uuid', 'spam', '22023'],
      ['review', 'abc', 'spam', '22023'],
      ['message', '999999999', 'spam', '22023'],
      ['customer', customer.id, 'spam', '22023'],
      ['provider', customer.id, 'spam', '22023'],
      ['provider', provider.id, 'bored', '23514'],
      ['person', provider.id, 'spam', '22023'],
    ];
    for (const [type, id, reason, code] of bad) {
      const { error, status } = await report(customer, type, id, reason);
      expect(error?.code, `${type} ${id} ${reason}`).toBe(code);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
    const selfReport = await report(provider, 'provider', provider.id);
    expect(selfReport.error?.code).toBe('22023');
  });

  it('lets a provider report a customer who asked, and a party report a chat message, 10 a day', async () => {
    const provider = await newProvider(backend, 'Electrician', 'Joby', 'Mathew');
    const customer = await newCustomer(backend, 'Reena', 'Das');
    const id = await connect(customer, provider);
    expect((await report(provider, 'customer', customer.id)).error).toBeNull();

    const ids: string[] = [];
    for (let n = 0; n < 11; n += 1) {
      const sent = await say(provider, id, `Message ${n}`);
      expect(sent.error).toBeNull();
      ids.push(String(sent.data?.id));
    }
    const own = await report(provider, 'message', ids[0] ?? '');
    expect(own.error?.code).toBe('22023');
    const outsider = await newCustomer(backend);
    expect((await report(outsider, 'message', ids[0] ?? '')).error?.code).toBe('22023');

    for (const messageId of ids.slice(0, 10)) {
      expect((await report(customer, 'message', messageId, 'spam')).error).toBeNull();
    }
    const eleventh = await report(customer, 'message', ids[10] ?? '', 'spam');
    expect(eleventh.error?.message).toBe('You have sent 10 reports today. Try again tomorrow.');
    expect(eleventh.status).toBe(400);
  });
});

describe('a review reported by three different people', () => {
  let provider: Person;
  let reviewId = '';
  const body = 'He shouted at my mother and left the wiring half done. Avoid this man.';

  beforeAll(async () => {
    provider = await newProvider(backend, 'Electrician', 'Manoj', 'Varma');
    const author = await newCustomer(backend, 'Kiran', 'Joseph');
    const id = await connect(author, provider);
    await talkAndAge(backend.service(), author, provider, id);
    const { error } = await author.client
      .from('reviews')
      .insert({ message_id: id, provider: provider.id, customer: author.id, rating: 4, body });
    expect(error).toBeNull();
    const { data } = await author.client.rpc('my_review', { request_id: id }).single();
    reviewId = String(data?.id);
  });

  async function visible(): Promise<{ list: boolean; recent: boolean; table: boolean; count: number }> {
    const anon = backend.anon();
    const list = await anon.rpc('provider_reviews', { provider: provider.id });
    const recent = await anon.rpc('recent_reviews', { max: 12 });
    const table = await anon.from('reviews').select('id').eq('id', Number(reviewId));
    const summary = await anon.rpc('provider_rating_summary', { provider: provider.id });
    return {
      list: (list.data ?? []).some((row) => String(row.id) === reviewId),
      recent: (recent.data ?? []).some((row) => String(row.id) === reviewId),
      table: (table.data ?? []).length === 1,
      count: summary.data?.[0]?.rating_count ?? -1,
    };
  }

  it('stays while two people report it, even when one reports twice', async () => {
    expect(await visible()).toEqual({ list: true, recent: true, table: true, count: 1 });
    const first = await newCustomer(backend);
    const second = await newCustomer(backend);
    expect((await report(first, 'review', reviewId)).error).toBeNull();
    expect((await report(second, 'review', reviewId)).error).toBeNull();
    expect((await report(second, 'review', reviewId, 'fake')).error?.code).toBe('23505');
    expect(await visible()).toEqual({ list: true, recent: true, table: true, count: 1 });
  });

  it('is hidden from every read path at the third, and the stored state says why', async () => {
    const third = await newCustomer(backend);
    expect((await report(third, 'review', reviewId, 'fake')).error).toBeNull();
    // The rating still counts it until an admin decides: three accounts must not move a score.
    expect(await visible()).toEqual({ list: false, recent: false, table: false, count: 1 });
    const stored = await backend
      .service()
      .from('reviews')
      .select('hidden_at, hidden_reason')
      .eq('id', Number(reviewId))
      .single();
    expect(stored.data?.hidden_reason).toBe('reports');
    expect(stored.data?.hidden_at).not.toBeNull();
  });
});

describe('a block', () => {
  it('is read, added and removed only by the blocker, and only for a connection', async () => {
    const provider = await newProvider(backend, 'Plumber', 'Anil', 'Kumar');
    const customer = await newCustomer(backend, 'Meena', 'Raj');
    const stranger = await newCustomer(backend, 'Tom', 'Jose');
    await sendRequest(customer, provider);

    expect((await provider.client.from('blocks').insert({ blocked: customer.id })).error).toBeNull();
    expect((await provider.client.from('blocks').select('blocker, blocked')).data).toEqual([
      { blocker: provider.id, blocked: customer.id },
    ]);
    expect((await customer.client.from('blocks').select('blocker')).data).toEqual([]);
    expect((await stranger.client.from('blocks').select('blocker')).data).toEqual([]);
    expect((await backend.anon().from('blocks').select('blocker')).error?.code).toBe('42501');

    const forged = await customer.client.from('blocks').insert({ blocker: provider.id, blocked: stranger.id });
    expect(forged.error?.code).toBe('42501');
    const unconnected = await stranger.client.from('blocks').insert({ blocked: provider.id });
    expect(unconnected.error?.code).toBe('42501');
    const undo = await customer.client.from('blocks').delete().eq('blocker', provider.id).select('blocker');
    expect(undo.data).toEqual([]);
    expect((await provider.client.from('blocks').select('blocked')).data).toHaveLength(1);

    const removed = await provider.client.from('blocks').delete().eq('blocked', customer.id).select('blocked');
    expect(removed.data).toEqual([{ blocked: customer.id }]);
  });

  for (const blockerSide of ['provider', 'customer'] as const) {
    it(`by the ${blockerSide} stops messages and notifications both ways; the old chat stays`, async () => {
      const provider = await newProvider(backend, 'Electrician', 'Suresh', 'Pillai');
      const customer = await newCustomer(backend, 'Asha', 'Varghese');
      const id = await connect(customer, provider);
      expect((await say(customer, id, 'Please come at 5.')).error).toBeNull();
      expect((await say(provider, id, 'OK, 5 pm.')).error).toBeNull();
      const [blocker, blocked] = blockerSide === 'provider' ? [provider, customer] : [customer, provider];
      const before = [await notificationKinds(provider), await notificationKinds(customer)];

      expect((await blocker.client.from('blocks').insert({ blocked: blocked.id })).error).toBeNull();
      for (const person of [blocked, blocker]) {
        const refused = await say(person, id, 'Hello?');
        expect(refused.error?.message).toBe(CLOSED);
        expect(refused.status).toBe(400);
      }
      for (const person of [customer, provider]) {
        const chat = await person.client.from('chat_messages').select('body').eq('message_id', id).order('id');
        expect(chat.data?.map((row) => row.body)).toEqual(['Please come at 5.', 'OK, 5 pm.']);
      }
      expect([await notificationKinds(provider), await notificationKinds(customer)]).toEqual(before);

      expect((await blocker.client.from('blocks').delete().eq('blocked', blocked.id)).error).toBeNull();
      expect((await say(blocked, id, 'Are you there?')).error).toBeNull();
    });

    it(`by the ${blockerSide} stops new requests and answers either way, without saying so`, async () => {
      const provider = await newProvider(backend, 'Plumber', 'Biju', 'George');
      const customer = await newCustomer(backend, 'Nisha', 'Mohan');
      const id = await sendRequest(customer, provider);
      const [blocker, blocked] = blockerSide === 'provider' ? [provider, customer] : [customer, provider];
      expect((await blocker.client.from('blocks').insert({ blocked: blocked.id })).error).toBeNull();
      const before = await notificationKinds(customer);

      const accepted = await provider.client.from('messages').update({ is_chat: true }).eq('message_id', id);
      expect(accepted.error?.message).toBe(NOT_TAKING);
      const declined = await provider.client.from('messages').update({ status: 'declined' }).eq('message_id', id);
      expect(declined.error).toBeNull();
      expect(await notificationKinds(customer)).toEqual(before);

      const again = await customer.client.from('messages').update({ status: 'pending' }).eq('message_id', id);
      expect(again.error?.message).toBe(NOT_TAKING);
      expect(again.error?.message).not.toMatch(/block/i);
      const row = await customer.client.from('messages').select('status').eq('message_id', id).single();
      expect(row.data?.status).toBe('declined');
    });
  }

  it('stops a fresh request once the old one is gone', async () => {
    const provider = await newProvider(backend, 'Plumber', 'Shaji', 'Paul');
    const customer = await newCustomer(backend, 'Laila', 'Khan');
    const id = await sendRequest(customer, provider);
    expect((await provider.client.from('blocks').insert({ blocked: customer.id })).error).toBeNull();
    expect((await backend.service().from('messages').delete().eq('message_id', id)).error).toBeNull();
    const fresh = await customer.client
      .from('messages')
      .insert({ from: customer.id, to: provider.id, username: customer.name, spname: provider.name });
    expect(fresh.error?.message).toBe(NOT_TAKING);
    expect(await notificationKinds(provider)).not.toContain('new_request');
  });
});
