/**
 * Reviews (issue 9): who may write, edit, reply and delete, the exact rating columns under
 * concurrent reviews, PostgREST-shaped refusals of bad input, and what provider_reviews reveals.
 * A connection is reviewable once accepted an hour ago with a message from each side (issue 22).
 *
 *   C ──accepted──▶ P    D ──pending──▶ P    E ──declined──▶ P    F: no request    Q: another provider
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accept, connect, newCustomer, newProvider, sendRequest, talkAndAge, type Person } from './chat-people.js';
import { DEMO, startTestBackend, type Client, type TestBackend } from './support/backend.js';

let backend: TestBackend;
let service: Client;
let C: Person, D: Person, E: Person, F: Person, P: Person, Q: Person;
const conn = { CP: 0, DP: 0, EP: 0, CQ: 0 };

interface Refusal {
  status: number;
  error: { code: string; message: string; details: unknown; hint: unknown } | null;
}

beforeAll(async () => {
  backend = await startTestBackend();
  service = backend.service();
  [C, D, E, F] = await Promise.all([
    newCustomer(backend, 'Chitra', 'Nair'),
    newCustomer(backend, 'Dev', 'Sharma'),
    newCustomer(backend, 'Esther', 'Mathew'),
    newCustomer(backend, 'Farhan', 'Ali'),
  ]);
  [P, Q] = await Promise.all([
    newProvider(backend, 'Electrician', 'Prasad', 'Menon'),
    newProvider(backend, 'Plumber', 'Quadir', 'Khan'),
  ]);
  conn.CP = await connect(C, P);
  await talkAndAge(service, C, P, conn.CP);
  conn.DP = await sendRequest(D, P);
  conn.EP = await sendRequest(E, P);
  // Declined: the provider answered without accepting.
  const declined = await P.client.from('messages').update({ is_chat: false }).eq('message_id', conn.EP);
  expect(declined.error).toBeNull();
  conn.CQ = await sendRequest(C, Q);
}, 120_000);

afterAll(async () => {
  await backend.close();
});

function review(messageId: number, provider: Person, customer: Person, rating = 5, body = 'Good work') {
  return { message_id: messageId, provider: provider.id, customer: customer.id, rating, body };
}

async function insertAs(client: Client, row: ReturnType<typeof review>) {
  return client.from('reviews').insert(row, { count: 'exact' });
}

async function ratingOf(provider: Person) {
  const { data, error } = await service
    .from('service-providers')
    .select('rating_count, rating_avg')
    .eq('uuid', provider.id)
    .single();
  if (error) throw new Error(error.message);
  return data;
}

describe('writing a review', () => {
  it('refuses anon, an unrelated customer, pending and declined requests, other providers', async () => {
    const anon = await insertAs(backend.anon(), review(conn.CP, P, C));
    expect(anon.status).toBe(401);

    const unrelated = await insertAs(F.client, review(conn.CP, P, F));
    expect(unrelated.status).toBe(403);
    expect(unrelated.error?.code).toBe('42501');

    const pending = await insertAs(D.client, review(conn.DP, P, D));
    expect(pending.status).toBe(403);
    const declined = await insertAs(E.client, review(conn.EP, P, E));
    expect(declined.status).toBe(403);

    const provider = await insertAs(P.client, review(conn.CP, P, P));
    expect(provider.status).toBe(403);
    const otherProvider = await insertAs(Q.client, review(conn.CP, P, Q));
    expect(otherProvider.status).toBe(403);

    const inAnotherName = await insertAs(C.client, review(conn.CP, P, D));
    expect(inAnotherName.status).toBe(403);
    const wrongProvider = await insertAs(C.client, review(conn.CP, Q, C));
    expect(wrongProvider.status).toBe(403);
    const notAcceptedYet = await insertAs(C.client, review(conn.CQ, Q, C));
    expect(notAcceptedYet.status).toBe(403);

    expect(await ratingOf(P)).toEqual({ rating_count: 0, rating_avg: null });
  });

  it('lets the customer of an accepted connection review once', async () => {
    const first = await insertAs(C.client, review(conn.CP, P, C, 4, 'Fixed the wiring quickly, nalla pani'));
    expect(first.status).toBe(201);
    expect(first.count).toBe(1);
    expect(await ratingOf(P)).toEqual({ rating_count: 1, rating_avg: 4 });

    const second = await insertAs(C.client, review(conn.CP, P, C, 1, 'Again'));
    expect(second.status).toBe(409);
    expect(second.error?.code).toBe('23505');
    expect(await ratingOf(P)).toEqual({ rating_count: 1, rating_avg: 4 });
  });

  it('answers bad ratings and long text with PostgREST-shaped 4xx', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ rating: 0 }, '23514'],
      [{ rating: 6 }, '23514'],
      [{ rating: 2.5 }, '22P02'],
      [{ rating: null }, '23502'],
      [{ rating: 5, body: 'x'.repeat(1001) }, '23514'],
    ];
    const G = await newCustomer(backend, 'Gita', 'Rao');
    const messageId = await connect(G, Q);
    await talkAndAge(service, G, Q, messageId);
    for (const [change, code] of bad) {
      const row = { ...review(messageId, Q, G), ...change };
      const response = (await G.client.from('reviews').insert(row as never)) as Refusal;
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(response.error?.code).toBe(code);
      expect(Object.keys(response.error ?? {}).sort()).toEqual(['code', 'details', 'hint', 'message']);
      expect(response.error?.message).toEqual(expect.any(String));
    }
    expect(await ratingOf(Q)).toEqual({ rating_count: 0, rating_avg: null });
  });
});

describe('changing a review', () => {
  let reviewId = 0;
  beforeAll(async () => {
    const { data, error } = await service.from('reviews').select('id').eq('message_id', conn.CP).single();
    if (error) throw new Error(error.message);
    reviewId = data.id;
  });

  it('lets the author edit rating and text, never the reply', async () => {
    const edit = await C.client
      .from('reviews')
      .update({ rating: 5, body: 'Came back next day to check, very good' }, { count: 'exact' })
      .eq('id', reviewId);
    expect(edit.error).toBeNull();
    expect(edit.count).toBe(1);
    expect(await ratingOf(P)).toEqual({ rating_count: 1, rating_avg: 5 });

    const reply = await C.client.from('reviews').update({ reply: 'I reply to myself' }).eq('id', reviewId);
    expect(reply.status).toBe(403);
    expect(reply.error?.code).toBe('42501');
  });

  it('lets the provider reply to reviews of themself only, and change nothing else', async () => {
    const reply = await P.client
      .from('reviews')
      .update({ reply: 'Thank you, chechi!' }, { count: 'exact' })
      .eq('id', reviewId);
    expect(reply.error).toBeNull();
    expect(reply.count).toBe(1);
    const { data } = await service.from('reviews').select('reply, replied_at').eq('id', reviewId).single();
    expect(data?.reply).toBe('Thank you, chechi!');
    expect(data?.replied_at).not.toBeNull();

    const rating = await P.client.from('reviews').update({ rating: 1 }).eq('id', reviewId);
    expect(rating.status).toBe(403);
    const moved = await P.client
      .from('reviews')
      .update({ provider: Q.id } as never)
      .eq('id', reviewId);
    expect(moved.status).toBe(403);

    const other = await Q.client.from('reviews').update({ reply: 'Not mine' }, { count: 'exact' }).eq('id', reviewId);
    expect(other.count).toBe(0);
    const stranger = await F.client.from('reviews').update({ rating: 1 }, { count: 'exact' }).eq('id', reviewId);
    expect(stranger.count).toBe(0);
    expect(await ratingOf(P)).toEqual({ rating_count: 1, rating_avg: 5 });
  });

  it('stops the author editing after 30 days', async () => {
    const { error } = await service
      .from('reviews')
      .update({ created_at: new Date(Date.now() - 31 * 86_400_000).toISOString() } as never)
      .eq('id', reviewId);
    expect(error).toBeNull();
    const late = await C.client.from('reviews').update({ rating: 2 }, { count: 'exact' }).eq('id', reviewId);
    expect(late.count).toBe(0);
    expect(await ratingOf(P)).toEqual({ rating_count: 1, rating_avg: 5 });
  });

  it('lets nobody delete through the API, and everyone read', async () => {
    for (const client of [backend.anon(), C.client, P.client, Q.client]) {
      const gone = await client.from('reviews').delete({ count: 'exact' }).eq('id', reviewId);
      expect([401, 403]).toContain(gone.status);
    }
    for (const client of [backend.anon(), F.client, Q.client]) {
      const { data } = await client.from('reviews').select('id, rating').eq('id', reviewId);
      expect(data).toEqual([{ id: reviewId, rating: 5 }]);
    }
  });

  it('keeps a provider from writing its own rating columns', async () => {
    const { error } = await P.client
      .from('service-providers')
      .update({ rating_count: 99, rating_avg: 1, location: 'Edappally, Kochi' })
      .eq('uuid', P.id);
    expect(error).toBeNull();
    expect(await ratingOf(P)).toEqual({ rating_count: 1, rating_avg: 5 });
  });
});

describe('rating columns under load', () => {
  it('stay exact when 50 customers review one provider at once, 5 of them within the daily cap', async () => {
    const provider = await newProvider(backend, 'Plumber', 'Lakshmi', 'Iyer');
    const customers: Person[] = [];
    for (let i = 0; i < 50; i += 1) customers.push(await newCustomer(backend, `Guest${String(i)}`, 'Reviewer'));
    const messageIds = await Promise.all(customers.map((customer) => sendRequest(customer, provider)));
    await Promise.all(customers.map((customer) => accept(provider, customer)));
    await Promise.all(customers.map((customer, i) => talkAndAge(service, customer, provider, messageIds[i] ?? 0)));
    const ratings = customers.map((_, i) => (i % 5) + 1);
    const results = await Promise.all(
      customers.map((customer, i) =>
        insertAs(customer.client, review(messageIds[i] ?? 0, provider, customer, ratings[i], `Review ${String(i)}`)),
      ),
    );
    const landed = ratings.filter((_, i) => results[i]?.status === 201);
    expect(landed).toHaveLength(5);
    const refused = results.filter((result) => result.status !== 201);
    expect(refused.map((result) => result.error?.hint)).toEqual(refused.map(() => 'provider_review_limit'));
    const sum = landed.reduce((a, b) => a + b, 0);
    expect(await ratingOf(provider)).toEqual({
      rating_count: 5,
      rating_avg: Math.round((sum / 5) * 100) / 100,
    });
    const { data: summary } = await backend.anon().rpc('provider_rating_summary', { provider: provider.id }).single();
    const stars = (n: number) => landed.filter((rating) => rating === n).length;
    expect(summary).toEqual({
      rating_count: 5,
      rating_avg: Math.round((sum / 5) * 100) / 100,
      stars_1: stars(1),
      stars_2: stars(2),
      stars_3: stars(3),
      stars_4: stars(4),
      stars_5: stars(5),
    });
  }, 120_000);
});

describe('provider_reviews', () => {
  it('shows first name and last initial, never an e-mail, phone or uuid', async () => {
    const { data, error } = await backend.anon().rpc('provider_reviews', { provider: P.id });
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(data?.[0]).toMatchObject({
      reviewer_name: 'Chitra N.',
      rating: 5,
      verified: true,
      reply: 'Thank you, chechi!',
    });
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
    expect(text).not.toMatch(/@/);
    expect(text).not.toMatch(/\+91|9800000001/);
  });

  it('pages newest first with before_id', async () => {
    const provider = await newProvider(backend, 'Electrician', 'Mini', 'Jose');
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const customer = await newCustomer(backend, `Page${String(i)}`, 'Tester');
      const messageId = await connect(customer, provider);
      await talkAndAge(service, customer, provider, messageId);
      const written = await customer.client.from('reviews').insert(review(messageId, provider, customer, 4, ''));
      if (written.error) throw new Error(written.error.message);
      // The author reads their review back through my_review() (the table hides message_id).
      const { data, error } = await customer.client.rpc('my_review', { request_id: messageId }).single();
      if (error) throw new Error(error.message);
      ids.push(data.id);
    }
    const anon = backend.anon();
    const first = await anon.rpc('provider_reviews', { provider: provider.id, max: 2 });
    expect(first.data?.map((row) => row.id)).toEqual([ids[2], ids[1]]);
    const next = await anon.rpc('provider_reviews', { provider: provider.id, max: 2, before_id: ids[1] });
    expect(next.data?.map((row) => row.id)).toEqual([ids[0]]);
  }, 60_000);

  it('scores top rated with a Bayesian average: one 5 does not beat many 4.8s', async () => {
    const { data } = await backend
      .anon()
      .rpc('rating_score', { rating_count: 1, rating_avg: 5, prior_mean: 4.2 })
      .single();
    const { data: many } = await backend
      .anon()
      .rpc('rating_score', { rating_count: 40, rating_avg: 4.8, prior_mean: 4.2 })
      .single();
    expect(Number(data)).toBeLessThan(Number(many));
    const { data: none } = await backend
      .anon()
      .rpc('rating_score', { rating_count: 0, rating_avg: 5, prior_mean: 4.2 });
    expect(none).toBeNull();
  });
});

describe('seeded reviews', () => {
  it('spread about 150 reviews, mostly 4-5 stars, leave several providers new, and review the demo electrician', async () => {
    const anon = backend.anon();
    // Providers' e-mail addresses are private (provider_private): only the service role finds them.
    const { data: accounts } = await service
      .from('provider_private')
      .select('uuid, email')
      .like('email', '%@mistri.test');
    const { data: providers } = await anon
      .from('service-providers')
      .select('uuid, rating_count')
      .in(
        'uuid',
        (accounts ?? []).map((account) => account.uuid),
      );
    const seeded = providers ?? [];
    const total = seeded.reduce((sum, provider) => sum + provider.rating_count, 0);
    expect(total).toBeGreaterThanOrEqual(140);
    expect(seeded.filter((provider) => provider.rating_count === 0).length).toBeGreaterThanOrEqual(5);
    const electricianId = accounts?.find((account) => account.email === DEMO.electrician)?.uuid;
    expect(seeded.find((provider) => provider.uuid === electricianId)?.rating_count).toBeGreaterThan(3);

    const { data: stars } = await anon
      .from('reviews')
      .select('rating')
      .in(
        'provider',
        seeded.map((provider) => provider.uuid),
      );
    const count = (rating: number) => (stars ?? []).filter((row) => row.rating === rating).length;
    expect(stars).toHaveLength(total);
    expect(count(4) + count(5)).toBeGreaterThan(0.7 * total);
    expect(count(2) + count(3)).toBeGreaterThan(0);
    expect(count(1)).toBeGreaterThan(0);
    expect((await anon.from('reviews').select('id').not('reply', 'is', null)).data?.length).toBeGreaterThan(10);
  });

  it("lists the demo electrician's reviews newest first", async () => {
    const { data: electrician } = await service
      .from('provider_private')
      .select('uuid')
      .eq('email', DEMO.electrician)
      .single();
    const { data } = await backend.anon().rpc('provider_reviews', { provider: electrician?.uuid ?? '' });
    const dates = (data ?? []).map((row) => row.created_at);
    expect(dates.length).toBeGreaterThan(3);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('gives the demo customer an accepted, unreviewed connection with the demo electrician', async () => {
    const customer = await backend.signIn(DEMO.customer);
    const { data: me } = await customer.auth.getUser();
    const { data: connections } = await customer
      .from('messages')
      .select('message_id, to, is_chat')
      .eq('from', me.user?.id ?? '');
    const { data: electrician } = await service
      .from('provider_private')
      .select('uuid')
      .eq('email', DEMO.electrician)
      .single();
    const withElectrician = (connections ?? []).find((row) => row.to === electrician?.uuid);
    expect(withElectrician?.is_chat).toBe(true);
    const { data: reviews, error } = await customer.rpc('my_review', { request_id: withElectrician?.message_id ?? 0 });
    expect({ reviews, error }).toEqual({ reviews: [], error: null });
    // It meets the rules for a review: a message from each side, accepted over an hour ago.
    const written = await customer.from('reviews').insert({
      message_id: withElectrician?.message_id ?? 0,
      provider: electrician?.uuid ?? '',
      rating: 5,
      body: 'Quick and careful.',
    });
    expect(written.status).toBe(201);
    const { data: mine } = await customer.rpc('my_review', { request_id: withElectrician?.message_id ?? 0 });
    expect(mine).toEqual([expect.objectContaining({ rating: 5, body: 'Quick and careful.' })]);
  });
});
