/**
 * Issue 27, item 5: a job on an accepted connection is marked done by one side and confirmed or
 * disputed by the other, or counts as done 48 hours after the mark (the clock is moved by SQL);
 * cancelling after acceptance takes a reason the other side sees; each step notifies the other
 * side; done jobs count on the provider's card and dashboard. And a help-now request in flight can
 * be withdrawn. Every refusal is a clear 4xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './support/backend.js';
import { connect, newCustomer, newProvider, placeProvider, sendRequest, type Person } from './chat-people.js';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend.close();
});

async function sql(text: string, params: unknown[] = []): Promise<void> {
  const pg = backend.emulator?.pg;
  if (!pg) throw new Error('needs the embedded backend');
  await pg.query(text, params);
}

/** Moves a job's mark back in time, as if it had been made `hours` ago. */
async function markedHoursAgo(messageId: number, hours: number): Promise<void> {
  await sql(`update public.job_progress set marked_at = now() - make_interval(hours => $2) where message_id = $1`, [
    messageId,
    hours,
  ]);
}

async function jobsDone(provider: Person): Promise<number> {
  const { data, error } = await provider.client
    .from('service-providers')
    .select('jobs_done')
    .eq('uuid', provider.id)
    .single();
  if (error) throw new Error(error.message);
  return data.jobs_done;
}

async function notices(person: Person, messageId: number) {
  const { data, error } = await person.client
    .from('notifications')
    .select('kind, params, link')
    .eq('message_id', messageId)
    .like('kind', 'job_%')
    .order('id');
  if (error) throw new Error(error.message);
  return data;
}

const mark = (person: Person, messageId: number) => person.client.rpc('mark_job_done', { message_id: messageId });
const confirm = (person: Person, messageId: number) => person.client.rpc('confirm_job_done', { message_id: messageId });
const dispute = (person: Person, messageId: number) => person.client.rpc('dispute_job_done', { message_id: messageId });
const cancel = (person: Person, messageId: number, reason: string, note?: string) =>
  person.client.rpc('cancel_job', { message_id: messageId, reason, note });

describe('marking a job done', () => {
  let customer: Person;
  let provider: Person;

  beforeAll(async () => {
    customer = await newCustomer(backend, 'Leela', 'Varghese');
    provider = await newProvider(backend, 'Electrician', 'Ravi', 'Menon');
  });

  it('is refused on a request that is not accepted, and to anyone but its two parties', async () => {
    const pendingProvider = await newProvider(backend, 'Plumber', 'Pending', 'Pillai');
    const pendingId = await sendRequest(customer, pendingProvider);
    const pending = await mark(customer, pendingId);
    expect(pending.status).toBe(400);
    expect(pending.error?.message).toMatch(/pending/);
    expect((await mark(pendingProvider, pendingId)).status).toBe(400);

    const declinedProvider = await newProvider(backend, 'Plumber', 'Declined', 'Das');
    const declinedId = await sendRequest(customer, declinedProvider);
    await declinedProvider.client.from('messages').update({ status: 'declined' }).eq('message_id', declinedId);
    expect((await mark(declinedProvider, declinedId)).status).toBe(400);
    expect((await cancel(customer, declinedId, 'no_longer_needed')).status).toBe(400);

    const accepted = await newProvider(backend, 'Plumber', 'Accepted', 'Abraham');
    const messageId = await connect(customer, accepted);
    const stranger = await newCustomer(backend, 'Stray', 'Person');
    const refused = await mark(stranger, messageId);
    expect(refused.status).toBe(403);
    expect(refused.error?.code).toBe('42501');
    expect((await mark(customer, 987654321)).status).toBe(403);
    const bad = await customer.client.rpc('mark_job_done', { message_id: 'x' as unknown as number });
    expect(bad.status).toBe(400);
    expect(bad.data).toBeNull();
  });

  it('goes marked, then done when the other side confirms; only the other side confirms', async () => {
    const messageId = await connect(customer, provider);
    const before = await jobsDone(provider);

    const marked = await mark(provider, messageId);
    expect(marked.error).toBeNull();
    expect(marked.data).toMatchObject({ state: 'marked', marked_by: provider.id, customer: customer.id });
    // Marking twice, or confirming one's own mark, is refused.
    expect((await mark(provider, messageId)).status).toBe(400);
    expect((await mark(customer, messageId)).error?.hint).toBe('confirm_or_dispute');
    const own = await confirm(provider, messageId);
    expect(own.status).toBe(403);
    expect(own.error?.message).toMatch(/other side/);

    const customerNotices = await notices(customer, messageId);
    expect(customerNotices.map((n) => [n.kind, n.link])).toEqual([['job_marked_done', `/chat/${messageId}`]]);
    expect(customerNotices[0]?.params).toMatchObject({ name: 'Ravi' });
    expect(JSON.stringify(customerNotices[0]?.params)).toMatch(/"expires_at":"\d{4}-/);

    const confirmed = await confirm(customer, messageId);
    expect(confirmed.error).toBeNull();
    expect(confirmed.data).toMatchObject({ state: 'done', confirmed_by: customer.id });
    expect(await jobsDone(provider)).toBe(before + 1);
    // The provider hears it; a done job is final.
    expect((await notices(provider, messageId)).map((n) => n.kind)).toEqual(['job_done']);
    expect((await dispute(customer, messageId)).status).toBe(400);
    expect((await mark(customer, messageId)).status).toBe(400);
    expect((await cancel(customer, messageId, 'no_longer_needed')).status).toBe(400);

    // Both parties read it; nobody else does; nobody writes it directly.
    const { data: seen } = await provider.client.from('job_progress').select('state').eq('message_id', messageId);
    expect(seen).toEqual([{ state: 'done' }]);
    const stranger = await newCustomer(backend, 'Nosy', 'Neighbour');
    const { data: hidden } = await stranger.client.from('job_progress').select('state').eq('message_id', messageId);
    expect(hidden).toEqual([]);
    const write = await customer.client
      .from('job_progress')
      .update({ state: 'marked' } as never)
      .eq('message_id', messageId);
    expect(write.error?.code).toBe('42501');
    // The provider cannot set their own count.
    await provider.client
      .from('service-providers')
      .update({ jobs_done: 500 } as never)
      .eq('uuid', provider.id);
    expect(await jobsDone(provider)).toBe(before + 1);
  });

  it("asks the customer for a review when the provider confirms the customer's mark", async () => {
    const other = await newProvider(backend, 'Plumber', 'Sunil', 'Thomas');
    const messageId = await connect(customer, other);
    expect((await mark(customer, messageId)).error).toBeNull();
    expect((await notices(other, messageId)).map((n) => n.kind)).toEqual(['job_marked_done']);
    expect((await confirm(other, messageId)).error).toBeNull();
    const [done] = await notices(customer, messageId);
    expect(done).toMatchObject({ kind: 'job_done', params: { name: 'Sunil', review: true } });
    expect(await jobsDone(other)).toBe(1);
  });
});

describe('48 hours after the mark', () => {
  it('counts as done without an answer, and settles on the next bell', async () => {
    const customer = await newCustomer(backend, 'Deepa', 'Rao');
    const provider = await newProvider(backend, 'Electrician', 'Arun', 'Nair');
    const messageId = await connect(customer, provider);
    expect((await mark(provider, messageId)).error).toBeNull();

    await markedHoursAgo(messageId, 47);
    expect((await provider.client.rpc('provider_stats')).data?.[0]?.jobs_done).toBe(0);
    expect((await customer.client.rpc('settle_done_jobs')).data).toBe(0);

    await markedHoursAgo(messageId, 49);
    // Reads know it is done before anything stores it.
    expect((await provider.client.rpc('provider_stats')).data?.[0]?.jobs_done).toBe(1);
    const { data: stateNow } = await customer.client.rpc('job_state', {
      state: 'marked',
      marked_at: new Date(Date.now() - 49 * 3_600_000).toISOString(),
    });
    expect(stateNow).toBe('done');
    // Too late to answer the mark.
    expect((await dispute(customer, messageId)).status).toBe(400);
    expect((await confirm(customer, messageId)).status).toBe(400);
    expect(await jobsDone(provider)).toBe(0);

    // Any bell stores it: the card counts it and both sides hear it.
    const someone = await newCustomer(backend, 'Bell', 'Ringer');
    expect((await someone.client.rpc('expire_overdue_requests')).error).toBeNull();
    const { data: stored } = await customer.client
      .from('job_progress')
      .select('state, confirmed_by, done_at')
      .eq('message_id', messageId)
      .single();
    expect(stored).toMatchObject({ state: 'done', confirmed_by: null });
    expect(await jobsDone(provider)).toBe(1);
    expect(await notices(customer, messageId)).toEqual([
      expect.objectContaining({ kind: 'job_marked_done' }),
      expect.objectContaining({ kind: 'job_done', params: { name: 'Arun', review: true } }),
    ]);
    expect((await notices(provider, messageId)).map((n) => n.kind)).toEqual(['job_done']);
    // Settling again changes nothing.
    await someone.client.rpc('settle_done_jobs');
    expect(await jobsDone(provider)).toBe(1);
  });

  it('does not count a disputed mark; the job can be marked again', async () => {
    const customer = await newCustomer(backend, 'Gita', 'Iyer');
    const provider = await newProvider(backend, 'Plumber', 'Manoj', 'Kurian');
    const messageId = await connect(customer, provider);
    expect((await mark(provider, messageId)).error).toBeNull();
    expect((await dispute(provider, messageId)).status).toBe(403);
    const disputed = await dispute(customer, messageId);
    expect(disputed.data).toMatchObject({ state: 'disputed' });
    expect((await notices(provider, messageId)).map((n) => n.kind)).toEqual(['job_disputed']);

    await markedHoursAgo(messageId, 72);
    await customer.client.rpc('expire_overdue_requests');
    expect(await jobsDone(provider)).toBe(0);
    expect((await provider.client.rpc('provider_stats')).data?.[0]?.jobs_done).toBe(0);

    // Marked again (by either side) and confirmed by the other.
    expect((await mark(customer, messageId)).data).toMatchObject({ state: 'marked', marked_by: customer.id });
    expect((await confirm(provider, messageId)).data).toMatchObject({ state: 'done' });
    expect(await jobsDone(provider)).toBe(1);
  });
});

describe('cancelling after acceptance', () => {
  it("needs a reason of the canceller's side, shows it to the other side, and ends the job", async () => {
    const customer = await newCustomer(backend, 'Mini', 'Joseph');
    const provider = await newProvider(backend, 'Electrician', 'Hari', 'Prasad');
    const messageId = await connect(customer, provider);

    for (const [reason, note] of [
      ['', undefined],
      ['because', undefined],
      ['cannot_make_it', undefined], // a provider's reason
      ['other', undefined],
      ['other', '   '],
      ['no_longer_needed', 'x'.repeat(301)],
    ] as const) {
      const refused = await cancel(customer, messageId, reason, note);
      expect(refused.status, `${reason} ${String(note)}`).toBe(400);
    }
    const noReason = await customer.client.rpc('cancel_job', { message_id: messageId } as never);
    expect(noReason.status).toBeGreaterThanOrEqual(400);
    expect(noReason.status).toBeLessThan(500);
    expect((await cancel(provider, messageId, 'found_someone_else')).status).toBe(400);

    const cancelled = await cancel(customer, messageId, 'found_someone_else', '  My cousin fixed it.  ');
    expect(cancelled.error).toBeNull();
    expect(cancelled.data).toMatchObject({
      state: 'cancelled',
      cancelled_by: customer.id,
      cancel_reason: 'found_someone_else',
      cancel_note: 'My cousin fixed it.',
    });
    const { data: seen } = await provider.client
      .from('job_progress')
      .select('cancel_reason, cancel_note')
      .eq('message_id', messageId)
      .single();
    expect(seen).toEqual({ cancel_reason: 'found_someone_else', cancel_note: 'My cousin fixed it.' });
    expect(await notices(provider, messageId)).toEqual([
      expect.objectContaining({
        kind: 'job_cancelled',
        params: { name: 'Mini', reason: 'found_someone_else', preview: 'My cousin fixed it.' },
      }),
    ]);

    // A cancelled job cannot be marked done or cancelled again; the chat stays open.
    const refused = await mark(provider, messageId);
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toMatch(/cancelled/);
    expect((await cancel(provider, messageId, 'cannot_make_it')).status).toBe(400);
    const chat = await provider.client.from('chat_messages').insert({ message_id: messageId, body: 'Okay, thanks.' });
    expect(chat.error).toBeNull();
  });

  it('works for the provider with "other" and a note, also after a mark', async () => {
    const customer = await newCustomer(backend, 'Rosy', 'Mathew');
    const provider = await newProvider(backend, 'Plumber', 'Biju', 'George');
    const messageId = await connect(customer, provider);
    expect((await mark(customer, messageId)).error).toBeNull();
    const cancelled = await cancel(provider, messageId, 'other', 'The part is not available anywhere.');
    expect(cancelled.data).toMatchObject({ state: 'cancelled', cancel_reason: 'other' });
    expect((await confirm(provider, messageId)).status).toBe(400);
    expect((await notices(customer, messageId)).map((n) => n.kind)).toEqual(['job_cancelled']);
  });
});

describe('counts on cards', () => {
  it('nearby, directory card and directory list carry the done jobs', async () => {
    const provider = await newProvider(backend, 'Electrician', 'Counted', 'Card');
    const lat = 23.5;
    const lon = 80.25;
    await sql('update public."service-providers" set latitude = $2, longitude = $3 where uuid = $1', [
      provider.id,
      lat,
      lon,
    ]);
    for (const name of ['One', 'Two', 'Three']) {
      const customer = await newCustomer(backend, name, 'Customer');
      const messageId = await connect(customer, provider);
      await mark(provider, messageId);
      if (name !== 'Three') await confirm(customer, messageId);
    }
    const anon = backend.anon();
    const { data: nearby, error } = await anon.rpc('nearby_providers', { lat, lon, radius_km: 5 });
    expect(error).toBeNull();
    expect(nearby?.find((row) => row.uuid === provider.id)?.jobs_done).toBe(2);
    const { data: card } = await anon.rpc('directory_card', { provider: provider.id });
    expect(card?.[0]?.jobs_done).toBe(2);
    const { data: page } = await anon.rpc('search_providers', { q: 'Counted Card' });
    expect(page?.find((row) => row.uuid === provider.id)?.jobs_done).toBe(2);
    const { data: stats } = await provider.client.rpc('provider_stats');
    expect(stats?.[0]).toMatchObject({ jobs_done: 2, accepted_connections: 3 });
  });
});

describe('withdrawing a help-now request', () => {
  it('ends every open copy, the providers see it withdrawn, and the customer may ask again', async () => {
    const lat = 24.5;
    const lon = 79.0;
    const providers = await Promise.all(
      ['A', 'B', 'C'].map((letter) => newProvider(backend, 'Plumber', `Withdrawn${letter}`, 'Kumar')),
    );
    for (const [index, provider] of providers.entries()) {
      await placeProvider(backend, provider.id, lat + (index + 1) / 111.2, lon);
    }
    const customer = await newCustomer(backend, 'Sheela', 'Paul');
    const nothing = await customer.client.rpc('cancel_help_now');
    expect(nothing.status).toBe(400);
    expect(nothing.error?.hint).toBe('help_now_not_in_flight');

    const asked = await customer.client.rpc('request_help_now', { job: 'Plumber', description: 'Leak', lat, lon });
    expect(asked.data).toHaveLength(3);
    const groupId = Number(asked.data?.[0]?.help_now_id);

    const withdrawn = await customer.client.rpc('cancel_help_now');
    expect(withdrawn.error).toBeNull();
    expect(withdrawn.data).toBe(3);
    const { data: group } = await customer.client.from('help_now').select('state, ended_at').eq('id', groupId).single();
    expect(group?.state).toBe('cancelled');
    expect(group?.ended_at).not.toBeNull();
    const { data: copies } = await customer.client.from('messages').select('status').eq('help_now_id', groupId);
    expect(copies?.map((copy) => copy.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);

    for (const provider of providers) {
      const { data: requests } = await provider.client.rpc('provider_requests');
      expect(requests?.[0]).toMatchObject({ status: 'cancelled', help_now: true });
    }
    const [first] = providers;
    if (!first) throw new Error('three providers expected');
    const late = await first.client
      .from('messages')
      .update({ status: 'accepted' })
      .eq('help_now_id', groupId)
      .eq('to', first.id);
    expect(late.status).toBe(400);
    expect((await customer.client.rpc('cancel_help_now')).status).toBe(400);
    // Nobody else withdraws it, and rounds do not move a withdrawn request on.
    await sql(`update public.help_now set round_started_at = now() - interval '11 minutes' where id = $1`, [groupId]);
    await customer.client.rpc('help_now_advance');
    expect((await customer.client.from('help_now').select('state').eq('id', groupId).single()).data?.state).toBe(
      'cancelled',
    );

    // Asking again is allowed; it goes to providers not asked before.
    const fresh = await newProvider(backend, 'Plumber', 'Fresh', 'Kumar');
    await placeProvider(backend, fresh.id, lat, lon);
    const again = await customer.client.rpc('request_help_now', {
      job: 'Plumber',
      description: 'Still leaking',
      lat,
      lon,
    });
    expect(again.error).toBeNull();
    expect(again.data?.map((copy) => copy.to)).toEqual([fresh.id]);
  });

  it('is refused once a provider accepted', async () => {
    const lat = 25.5;
    const lon = 79.0;
    const provider = await newProvider(backend, 'Electrician', 'Quick', 'Accepter');
    await placeProvider(backend, provider.id, lat, lon);
    const customer = await newCustomer(backend, 'Latha', 'Menon');
    const asked = await customer.client.rpc('request_help_now', { job: 'Electrician', lat, lon });
    const copy = asked.data?.[0];
    if (!copy) throw new Error('one copy expected');
    const accepted = await provider.client
      .from('messages')
      .update({ status: 'accepted' })
      .eq('message_id', copy.message_id);
    expect(accepted.error).toBeNull();
    const refused = await customer.client.rpc('cancel_help_now');
    expect(refused.status).toBe(400);
    // The accepted job is cancelled like any other, with a reason.
    expect((await cancel(customer, copy.message_id, 'no_longer_needed')).error).toBeNull();
  });
});
