/**
 * Notifications (issue 10) are written by the database for each event and belong to one person;
 * response times are the exact median over a hand-made history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, uniqueEmail, type Client, type TestBackend } from './support/backend.js';
import { newCustomer, newProvider, sendRequest, talkAndAge, type Person } from './chat-people.js';
import { newRow, nextChange, watch } from './support/realtime.js';

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

async function kinds(person: Person): Promise<string[]> {
  const { data, error } = await person.client
    .from('notifications')
    .select('kind, created_at, id')
    .order('id', { ascending: true });
  if (error) throw new Error(error.message);
  return data.map((row) => row.kind);
}

async function unread(person: Person): Promise<number> {
  const { data, error } = await person.client.from('notifications').select('id').is('read_at', null);
  if (error) throw new Error(error.message);
  return data.length;
}

describe('notifications are created by the database for each event', () => {
  let customer: Person;
  let provider: Person;

  beforeAll(async () => {
    customer = await newCustomer(backend, 'Anitha', 'Roy');
    provider = await newProvider(backend, 'Plumber', 'Babu', 'Thomas');
  });

  it('new request → provider; declined → customer; sent again → provider; accepted → customer', async () => {
    const id = await sendRequest(customer, provider);
    expect(await kinds(provider)).toEqual(['new_request']);
    const [first] = (await provider.client.from('notifications').select('*')).data ?? [];
    expect(first).toMatchObject({
      recipient: provider.id,
      message_id: id,
      params: { name: 'Anitha', expires_at: expect.any(String) as unknown },
      link: '/requests',
      read_at: null,
    });
    // Language-neutral: no English sentence is stored, only what the client words.
    expect(Object.keys(first ?? {})).not.toContain('title');
    expect(await kinds(customer)).toEqual([]);

    await provider.client
      .from('messages')
      .update({ status: 'declined', decline_reason: 'Too far' })
      .eq('message_id', id);
    expect(await kinds(customer)).toEqual(['request_declined']);
    const declined = (await customer.client.from('notifications').select('params, link').single()).data;
    expect(declined).toEqual({ params: { name: 'Babu', reason: 'Too far' }, link: '/messages' });
    // Answering the request read the provider's notice of it.
    const answered = (await provider.client.from('notifications').select('read_at').eq('message_id', id)).data;
    expect(answered?.map((n) => n.read_at !== null)).toEqual([true]);

    await customer.client.from('messages').update({ status: 'pending' }).eq('message_id', id);
    // The request sent again brings its one notice back, unread.
    expect(await kinds(provider)).toEqual(['new_request']);
    expect(await unread(provider)).toBe(1);
    await provider.client.from('messages').update({ is_chat: true }).eq('message_id', id);
    expect(await kinds(customer)).toEqual(['request_declined', 'request_accepted']);
    expect(await unread(provider)).toBe(0);
  });

  it('a chat message → the other party once until read; reading the conversation reads it', async () => {
    const other = await newCustomer(backend, 'Shyla', 'George');
    const id = await sendRequest(other, provider);
    await provider.client.from('messages').update({ status: 'accepted' }).eq('message_id', id);
    await other.client.from('chat_messages').insert({ message_id: id, body: 'Is 5 pm fine?' });
    await other.client.from('chat_messages').insert({ message_id: id, body: 'Or tomorrow?' });
    const notes = (await provider.client.from('notifications').select('kind, params, read_at').eq('message_id', id))
      .data;
    expect(notes?.filter((n) => n.kind === 'new_message')).toEqual([
      { kind: 'new_message', params: { name: 'Shyla', preview: 'Is 5 pm fine?' }, read_at: null },
    ]);
    expect((await other.client.from('notifications').select('kind').eq('kind', 'new_message')).data).toEqual([]);
    await provider.client.rpc('mark_conversation_read', { conversation_id: id });
    const after = (await provider.client.from('notifications').select('read_at').eq('kind', 'new_message')).data;
    expect(after?.every((n) => n.read_at !== null)).toBe(true);
    // The provider's reply notifies the customer.
    await provider.client.from('chat_messages').insert({ message_id: id, body: '5 pm is fine' });
    expect(await kinds(other)).toEqual(['request_accepted', 'new_message']);
  });

  it("a new review → the provider; a reply to it → the review's author", async () => {
    const reviewer = await newCustomer(backend, 'Mini', 'Menon');
    const id = await sendRequest(reviewer, provider);
    await provider.client.from('messages').update({ status: 'accepted' }).eq('message_id', id);
    // A review needs a real conversation, at least an hour old.
    await talkAndAge(service, reviewer, provider, id);
    const inserted = await reviewer.client
      .from('reviews')
      .insert({ message_id: id, provider: provider.id, rating: 4, body: 'Neat work' });
    expect(inserted.error).toBeNull();
    const [mine] = (await reviewer.client.rpc('my_review', { request_id: id })).data ?? [];
    const written = { data: mine };
    const [review] =
      (await provider.client.from('notifications').select('kind, params, link').eq('kind', 'new_review')).data ?? [];
    expect(review).toEqual({ kind: 'new_review', params: { name: 'Mini', rating: 4 }, link: '/dashboard' });

    await reviewer.client
      .from('reviews')
      .update({ body: 'Neat work, on time' })
      .eq('id', written.data?.id ?? 0);
    expect(await kinds(reviewer)).toEqual(['request_accepted', 'new_message']);
    await provider.client
      .from('reviews')
      .update({ reply: 'Thank you!' })
      .eq('id', written.data?.id ?? 0);
    const [reply] =
      (await reviewer.client.from('notifications').select('kind, params, link').eq('kind', 'review_reply')).data ?? [];
    expect(reply).toEqual({
      kind: 'review_reply',
      params: { name: 'Babu', preview: 'Thank you!' },
      link: `/service-providers?provider=${provider.id}`,
    });
  });

  it.skipIf(external)('an expiry notifies the customer once it is stored', async () => {
    const late = await newCustomer(backend, 'Usha', 'Pillai');
    const id = await sendRequest(late, provider);
    await backend.emulator?.pg.query(
      `update public.messages set requested_at = now() - interval '25 hours' where message_id = $1`,
      [id],
    );
    expect(await kinds(late)).toEqual([]);
    expect((await late.client.rpc('expire_overdue_requests')).data).toBe(1);
    const [note] = (await late.client.from('notifications').select('kind, params, message_id')).data ?? [];
    expect(note).toEqual({ kind: 'request_expired', params: { name: 'Babu' }, message_id: id });
    expect((await late.client.rpc('expire_overdue_requests')).data).toBe(0);
    expect(await kinds(late)).toEqual(['request_expired']);
  });

  it('arrive live through realtime for their owner only', async () => {
    const watcher = await newProvider(backend, 'Electrician', 'Live', 'Watcher');
    const outsider = await newProvider(backend, 'Electrician', 'Nosy', 'Neighbour');
    const filter = { event: 'INSERT', schema: 'public', table: 'notifications' } as const;
    const mine = await watch(watcher.client, 'notes-watcher', filter);
    const theirs = await watch(outsider.client, 'notes-outsider', filter);
    const asker = await newCustomer(backend, 'Leela', 'Mani');
    await sendRequest(asker, watcher);
    const change = await nextChange(mine, 'the new request notice', () => true);
    expect(newRow(change)).toMatchObject({ recipient: watcher.id, kind: 'new_request' });
    // A sentinel: the outsider's own notice comes after the watcher's in commit order, so once it
    // is here the watcher's would have been too, had it been sent to them.
    const other = await newCustomer(backend, 'Sentinel', 'Asker');
    await sendRequest(other, outsider);
    await nextChange(theirs, 'the outsider’s own notice', () => true);
    expect(theirs.changes.map((seen) => newRow(seen).recipient)).toEqual([outsider.id]);
  });
});

describe('notifications belong to their owner', () => {
  let owner: Person;
  let other: Person;
  let noteId: number;

  beforeAll(async () => {
    owner = await newProvider(backend, 'Electrician', 'Owner', 'Person');
    other = await newProvider(backend, 'Electrician', 'Other', 'Person');
    const asker = await newCustomer(backend);
    await sendRequest(asker, owner);
    const { data } = await owner.client.from('notifications').select('id').single();
    noteId = data?.id ?? 0;
  });

  it('only the owner reads them', async () => {
    expect((await other.client.from('notifications').select('id').eq('id', noteId)).data).toEqual([]);
    const anon = await backend.anon().from('notifications').select('id');
    expect(anon.status).toBe(401);
    expect((await owner.client.from('notifications').select('id').eq('id', noteId)).data).toEqual([{ id: noteId }]);
  });

  it('only the owner marks them read, and only read_at can change', async () => {
    const byOther = await other.client
      .from('notifications')
      .update({ read_at: new Date().toISOString() }, { count: 'exact' })
      .eq('id', noteId);
    expect(byOther.count).toBe(0);
    const retitle = await owner.client
      .from('notifications')
      .update({ params: { name: 'Forged' } })
      .eq('id', noteId);
    expect(retitle.error?.code).toBe('42501');
    expect((await other.client.rpc('mark_notifications_read')).data).toBe(0);
    expect((await owner.client.rpc('mark_notifications_read')).data).toBe(1);
    const row = (await owner.client.from('notifications').select('read_at').eq('id', noteId).single()).data;
    expect(row?.read_at).not.toBeNull();
  });

  it('nobody creates or deletes them through the API', async () => {
    const forged = await other.client
      .from('notifications')
      .insert({ recipient: owner.id, kind: 'new_request', params: { name: 'Forged' }, link: '/requests' });
    expect(forged.error?.code).toBe('42501');
    const removed = await owner.client.from('notifications').delete().eq('id', noteId);
    expect(removed.error?.code).toBe('42501');
    const notify = await owner.client.rpc(
      'notify' as 'mark_notifications_read',
      {
        p_recipient: other.id,
        p_kind: 'new_request',
        p_message_id: null,
        p_params: { name: 'Forged' },
        p_link: '/',
      } as never,
    );
    expect(notify.error).not.toBeNull();
    expect((await other.client.from('notifications').select('id')).data).toEqual([]);
  });
});

describe('response time', () => {
  it('is the exact median from request to answer over the last 90 days, from 3 answers on', async () => {
    const provider = await newProvider(backend, 'Plumber', 'Median', 'Maker');
    const few = await newProvider(backend, 'Plumber', 'Two', 'Answers');
    const customers = await Promise.all(
      Array.from({ length: 7 }, async () => (await backend.signUp(uniqueEmail('history'))).id),
    );
    const now = Date.now();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
    const row = (from: string, to: string, status: string, requestedAgo: number, answeredAfter: number | null) => ({
      from,
      to,
      status,
      requested_at: at(requestedAgo),
      answered_at: answeredAfter === null ? null : at(requestedAgo - answeredAfter),
    });
    const history = [
      row(customers[0] ?? '', provider.id, 'accepted', 600, 10),
      row(customers[1] ?? '', provider.id, 'declined', 2000, 25),
      row(customers[2] ?? '', provider.id, 'accepted', 3000, 47),
      row(customers[3] ?? '', provider.id, 'declined', 9000, 120),
      // Older than 90 days: left out.
      row(customers[4] ?? '', provider.id, 'accepted', 91 * 24 * 60, 1),
      // No answer: left out.
      row(customers[5] ?? '', provider.id, 'pending', 30, null),
      row(customers[6] ?? '', provider.id, 'cancelled', 500, null),
      row(customers[0] ?? '', few.id, 'accepted', 100, 5),
      row(customers[1] ?? '', few.id, 'accepted', 100, 7),
    ];
    const inserted = await service.from('messages').insert(history as never);
    expect(inserted.error).toBeNull();
    const { data, error } = await backend
      .anon()
      .rpc('provider_response_times', { provider_ids: [provider.id, few.id] });
    expect(error).toBeNull();
    const byId = new Map((data ?? []).map((r) => [r.provider_id, r]));
    // Answers after 10, 25, 47 and 120 minutes: the median is (25 + 47) / 2 = 36 minutes.
    expect(byId.get(provider.id)).toEqual({ provider_id: provider.id, answers: 4, median_seconds: 36 * 60 });
    expect(byId.get(few.id)).toEqual({ provider_id: few.id, answers: 2, median_seconds: null });

    // The same figure reaches nearby results.
    await provider.client.from('service-providers').update({ latitude: 20.5, longitude: 79.5 }).eq('uuid', provider.id);
    const nearby = await backend.anon().rpc('nearby_providers', { lat: 20.5, lon: 79.5, radius_km: 1 });
    expect(nearby.data?.find((r) => r.uuid === provider.id)?.response_seconds).toBe(36 * 60);
  });

  it('follows each answer into nearby results, and is hidden once the newest answer is 90 days old', async () => {
    const provider = await newProvider(backend, 'Electrician', 'Quick', 'Replier');
    const stale = await newProvider(backend, 'Electrician', 'Long', 'Gone');
    const customers = await Promise.all(
      Array.from({ length: 4 }, async () => (await backend.signUp(uniqueEmail('answers'))).id),
    );
    const now = Date.now();
    const daysAgo = (days: number, minutes = 0) => new Date(now - days * 86_400_000 - minutes * 60_000).toISOString();
    const inserted = await service.from('messages').insert([
      {
        from: customers[0],
        to: provider.id,
        status: 'accepted',
        requested_at: daysAgo(1, 30),
        answered_at: daysAgo(1, 20),
      },
      {
        from: customers[1],
        to: provider.id,
        status: 'declined',
        requested_at: daysAgo(2, 30),
        answered_at: daysAgo(2, 0),
      },
      {
        from: customers[2],
        to: provider.id,
        status: 'pending',
        requested_at: new Date(now - 50 * 60_000).toISOString(),
      },
      {
        from: customers[0],
        to: stale.id,
        status: 'accepted',
        requested_at: daysAgo(95, 10),
        answered_at: daysAgo(95, 5),
      },
      {
        from: customers[1],
        to: stale.id,
        status: 'accepted',
        requested_at: daysAgo(94, 10),
        answered_at: daysAgo(94, 5),
      },
      {
        from: customers[2],
        to: stale.id,
        status: 'accepted',
        requested_at: daysAgo(93, 10),
        answered_at: daysAgo(93, 5),
      },
    ] as never);
    expect(inserted.error).toBeNull();
    for (const person of [provider, stale]) {
      await person.client.from('service-providers').update({ latitude: 21.5, longitude: 80.5 }).eq('uuid', person.id);
    }
    const seconds = async (id: string) =>
      (await backend.anon().rpc('nearby_providers', { lat: 21.5, lon: 80.5, radius_km: 1 })).data?.find(
        (r) => r.uuid === id,
      )?.response_seconds;
    // Two answers (10 and 30 minutes): not yet three.
    expect(await seconds(provider.id)).toBeNull();
    // The third answer, given now after the request waited about 50 minutes: the median is 30 minutes.
    const answered = await provider.client
      .from('messages')
      .update({ status: 'accepted' })
      .eq('from', customers[2] ?? '')
      .eq('to', provider.id);
    expect(answered.error).toBeNull();
    expect(await seconds(provider.id)).toBe(30 * 60);
    // Three answers, all more than 90 days old: nothing shown.
    expect(await seconds(stale.id)).toBeNull();
  });
});
