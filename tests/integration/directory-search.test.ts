import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/lib/database.types.js';
import { startTestBackend, uniqueEmail, type Client, type TestBackend } from './support/backend.js';

type SearchArgs = Database['public']['Functions']['search_providers']['Args'];
type Row = Database['public']['Functions']['search_providers']['Returns'][number];
type Job = 'Electrician' | 'Plumber';

const KOCHI = { lat: 9.9674, lon: 76.2858 };

let backend: TestBackend;
let anon: Client;

async function addProvider(first: string, last: string, job: Job, location: string, lat?: number, lon?: number) {
  const email = uniqueEmail('directory');
  const { client, id } = await backend.signUp(email, 'Secret123', { job });
  const { error } = await client.from('service-providers').insert({
    uuid: id,
    email,
    first_name: first,
    last_name: last,
    job,
    location,
    latitude: lat ?? null,
    longitude: lon ?? null,
  });
  if (error) throw new Error(error.message);
  return id;
}

async function search(args: SearchArgs): Promise<Row[]> {
  const { data, error, status } = await anon.rpc('search_providers', args);
  expect(error).toBeNull();
  expect(status).toBe(200);
  return data ?? [];
}

/** Every page of a search, calling `between` after each page (to insert rows mid-listing). */
async function allPages(args: SearchArgs, between?: (page: number) => Promise<void>): Promise<Row[]> {
  const rows: Row[] = [];
  let after: string | undefined;
  for (let page = 0; page < 100; page += 1) {
    const batch = await search({ ...args, after });
    rows.push(...batch);
    if (batch.length < (args.page_size ?? 20)) return rows;
    after = batch.at(-1)?.cursor ?? undefined;
    expect(after).toBeTruthy();
    await between?.(page);
  }
  throw new Error('paging did not end');
}

const fullName = (r: Row): string => `${r.first_name ?? ''} ${r.last_name ?? ''}`;

beforeAll(async () => {
  backend = await startTestBackend();
  anon = backend.anon();
  await addProvider('Suresh', 'Menon', 'Plumber', 'Kakkanad, Kochi', 10.0159, 76.3419);
  await addProvider('Bindu', 'Thomas', 'Electrician', 'Kakkanad, Kochi', 10.0163, 76.3425);
  await addProvider('Rajan', 'Pillay', 'Plumber', 'Edappally, Kochi', 10.0261, 76.3125);
  await addProvider('Zubair', 'Khan', 'Electrician', 'Kakkanad Junction, Kochi');
});

afterAll(async () => {
  await backend.close();
});

describe('search_providers: search', () => {
  it('tolerates a misspelt trade: "electrision" lists electricians only, by name', async () => {
    const rows = await search({ q: 'electrision', page_size: 100 });
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.every((r) => r.job === 'Electrician')).toBe(true);
    const names = rows.map((r) => fullName(r).toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('finds a misspelt locality, whatever the case and spacing: "  KAKANAD "', async () => {
    const rows = await search({ q: '  KAKANAD ' });
    expect(rows.slice(0, 3).map(fullName).sort()).toEqual(['Bindu Thomas', 'Suresh Menon', 'Zubair Khan']);
    const relevance = rows.map((r) => r.relevance ?? Number.NaN);
    expect(relevance).toEqual([...relevance].sort((a, b) => b - a));
  });

  it('finds a misspelt name: "Rajen  Pilai" ranks the Rajan Pillai and Rajan Pillay in the top three', async () => {
    const rows = await search({ q: 'Rajen  Pilai' });
    const top = rows.slice(0, 3).map(fullName);
    expect(top).toContain('Rajan Pillai');
    expect(top).toContain('Rajan Pillay');
    expect(rows.every((r) => /raj|pil/i.test(fullName(r)))).toBe(true);
  });

  it('combines a trade word with a locality: "plumber kakanad"', async () => {
    const rows = await search({ q: 'plumber kakanad' });
    expect(rows[0] && fullName(rows[0])).toBe('Suresh Menon');
    expect(rows.every((r) => r.job === 'Plumber')).toBe(true);
  });

  it('filters by trade and returns nothing for nonsense', async () => {
    const plumbers = await search({ job: 'Plumber', page_size: 100 });
    expect(plumbers.length).toBeGreaterThan(5);
    expect(plumbers.every((r) => r.job === 'Plumber')).toBe(true);
    expect(await search({ q: 'qqxxzzvv' })).toEqual([]);
  });
});

describe('search_providers: sorts and pages', () => {
  it('pages Name A–Z by keyset with no duplicates or gaps while providers are added between pages', async () => {
    const before = await search({ page_size: 100 });
    const added: string[] = [];
    const rows = await allPages({ sort: 'name', page_size: 7 }, async (page) => {
      if (page < 3) {
        added.push(await addProvider('Aaron', `Early ${String(page)}`, 'Plumber', 'Kochi'));
        added.push(await addProvider('Zeno', `Late ${String(page)}`, 'Plumber', 'Kochi'));
      }
    });
    const ids = rows.map((r) => r.uuid);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of before) expect(ids).toContain(r.uuid);
    const keys = rows.map((r) => fullName(r).toLowerCase());
    expect(keys).toEqual([...keys].sort());
    expect(ids.filter((id) => id !== null && added.includes(id)).length).toBe(3);
  });

  it('sorts Nearest with the distance and pages it without duplicates', async () => {
    const rows = await allPages({ sort: 'nearest', ...KOCHI, page_size: 9 }, async (page) => {
      if (page === 1) await addProvider('Near', 'Newcomer', 'Electrician', 'Kochi', KOCHI.lat, KOCHI.lon);
    });
    const distances = rows.map((r) => r.distance_km ?? Number.NaN);
    expect(distances.every(Number.isFinite)).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(new Set(rows.map((r) => r.uuid)).size).toBe(rows.length);
    expect(rows.map(fullName)).not.toContain('Zubair Khan');
  });

  it('orders providers at one point by uuid and pages through the tie with no gap', async () => {
    const spot = { lat: 10.0312, lon: 76.3081 };
    for (let i = 0; i < 6; i += 1)
      await addProvider('Tied', `Neighbour ${String(i)}`, 'Plumber', 'Kochi', spot.lat, spot.lon);
    const whole = await search({ sort: 'nearest', ...spot, page_size: 100 });
    const paged = await allPages({ sort: 'nearest', ...spot, page_size: 4 });
    expect(paged.slice(0, whole.length).map((r) => r.uuid)).toEqual(whole.map((r) => r.uuid));
    const tiedDistance = whole.find((r) => fullName(r).startsWith('Tied Neighbour'))?.distance_km;
    const tied = whole.filter((r) => r.distance_km === tiedDistance);
    expect(tied.filter((r) => fullName(r).startsWith('Tied Neighbour'))).toHaveLength(6);
    const ids = tied.map((r) => r.uuid ?? '');
    expect(ids).toEqual([...ids].sort());
    expect(new Set(paged.map((r) => r.uuid)).size).toBe(paged.length);
  });

  it('pages a crowd at neighbouring positions as one big page orders it, with and without a trade', async () => {
    // Far from the seed's providers, so the first pages come position by position (over several
    // widening rounds) and the big page, whose last row is far away, from the GiST index.
    const spot = { lat: 23.0, lon: 69.0 };
    const crowd: [number, number, Job, number][] = [
      [23.0, 69.0, 'Plumber', 5],
      [23.0, 69.01, 'Electrician', 3],
      [23.0, 68.99, 'Plumber', 3],
      [23.01, 69.0, 'Plumber', 2],
      [22.99, 69.01, 'Electrician', 2],
      [23.02, 69.0, 'Plumber', 2],
      [23.0, 69.03, 'Electrician', 1],
    ];
    for (const [lat, lon, job, count] of crowd) {
      for (let i = 0; i < count; i += 1)
        await addProvider('Crowd', `Member ${String(lat)} ${String(lon)} ${String(i)}`, job, 'Kutch', lat, lon);
    }
    for (const job of [undefined, 'Plumber'] as const) {
      const whole = await search({ sort: 'nearest', ...spot, job, page_size: 100 });
      const paged: Row[] = [];
      let after: string | undefined;
      while (paged.length < 21) {
        const page = await search({ sort: 'nearest', ...spot, job, page_size: 3, after });
        paged.push(...page);
        after = page.at(-1)?.cursor ?? undefined;
        expect(after).toBeTruthy();
      }
      expect(paged.map((r) => r.uuid)).toEqual(whole.slice(0, paged.length).map((r) => r.uuid));
      const crowdSize = job ? 12 : 18;
      expect(whole.slice(0, crowdSize).every((r) => fullName(r).startsWith('Crowd Member'))).toBe(true);
    }
  });

  it('pages Relevance with the same rows as one big page', async () => {
    const whole = await search({ q: 'kochi road', page_size: 100 });
    const paged = await allPages({ q: 'kochi road', page_size: 4 });
    expect(paged.map((r) => r.uuid)).toEqual(whole.map((r) => r.uuid));
    expect(whole.length).toBeGreaterThan(4);
  });

  it('pages a common name across its localities in score order, with and without a trade', async () => {
    // One name in three localities (one score: its pairs' rows merge by uuid), a near spelling, and
    // a provider who takes the name later: Relevance walks the (name, locality) pairs best first.
    const people: [string, string, Job, string][] = [
      ...Array.from({ length: 4 }, (_, i): [string, string, Job, string] => [
        'Anand',
        'Kurup',
        i % 2 ? 'Plumber' : 'Electrician',
        'Vyttila, Kochi',
      ]),
      ...Array.from({ length: 3 }, (_, i): [string, string, Job, string] => [
        'Anand',
        'Kurup',
        i % 2 ? 'Electrician' : 'Plumber',
        'Thrippunithura, Kochi',
      ]),
      ['Anand', 'Kurup', 'Plumber', 'Aluva'],
      ['Anandh', 'Kurupp', 'Plumber', 'Vyttila, Kochi'],
      ['Anandh', 'Kurupp', 'Electrician', 'Aluva'],
    ];
    const ids: string[] = [];
    for (const [first, last, job, location] of people) ids.push(await addProvider(first, last, job, location));
    const renamed = await addProvider('Someone', 'Else', 'Plumber', 'Aluva');
    const { error } = await backend
      .service()
      .from('service-providers')
      .update({ first_name: 'Anand', last_name: 'Kurup' })
      .eq('uuid', renamed);
    expect(error).toBeNull();
    ids.push(renamed);

    for (const job of [undefined, 'Plumber'] as const) {
      const q = 'anand kurup';
      const whole = await search({ q, job, page_size: 100 });
      const paged = await allPages({ q, job, page_size: 2 });
      expect(paged.map((r) => r.uuid)).toEqual(whole.map((r) => r.uuid));
      // The same providers as the name order finds, which reads the provider rows directly.
      const byName = await allPages({ q, job, sort: 'name', page_size: 100 });
      expect(new Set(whole.map((r) => r.uuid))).toEqual(new Set(byName.map((r) => r.uuid)));
      const expected = ids.filter((_, i) => !job || (people[i]?.[2] ?? 'Plumber') === job);
      expect(whole.map((r) => r.uuid)).toEqual(expect.arrayContaining(expected));
      // Each row's own score, highest first; one name's rows of one score by uuid.
      const nameRank = new Map(byName.map((r, i) => [fullName(r).toLowerCase(), i]));
      for (let i = 1; i < whole.length; i += 1) {
        const [a, b] = [whole[i - 1], whole[i]];
        if (!a || !b) continue;
        const [sa, sb] = [a.relevance ?? 0, b.relevance ?? 0];
        expect(sa).toBeGreaterThanOrEqual(sb);
        if (sa !== sb) continue;
        const [na, nb] = [nameRank.get(fullName(a).toLowerCase()) ?? 0, nameRank.get(fullName(b).toLowerCase()) ?? 0];
        if (fullName(a) === fullName(b)) expect((a.uuid ?? '') < (b.uuid ?? '')).toBe(true);
        else expect(na).toBeLessThan(nb);
      }
      expect(new Set(whole.map((r) => r.relevance)).size).toBe(2);
    }
  });

  it('gives the distance under any sort once the location is known', async () => {
    const rows = await search({ sort: 'name', ...KOCHI, job: 'Plumber' });
    expect(rows.some((r) => typeof r.distance_km === 'number')).toBe(true);
  });
});

/** Sets a provider's rating and availability as the review triggers and the dashboard would. */
async function rate(id: string, count: number, avg: number | null, availability = 'available') {
  const { error } = await backend
    .service()
    .from('service-providers')
    .update({ rating_count: count, rating_avg: avg, availability })
    .eq('uuid', id);
  if (error) throw new Error(error.message);
}

describe('search_providers: Top rated, Available now and minimum rating', () => {
  const PLACE = 'Vazhakkala, Kochi';
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const made: [string, Job, number, number | null, string][] = [
      ['Forty Good', 'Electrician', 40, 4.8, 'available'],
      ['One Five', 'Plumber', 1, 5, 'available'],
      ['Twenty Fair', 'Electrician', 20, 3.5, 'busy'],
      ['Ten Great', 'Plumber', 10, 4.9, 'away'],
      ['Amal New', 'Electrician', 0, null, 'available'],
      ['Zara New', 'Plumber', 0, null, 'busy'],
    ];
    for (const [name, job, count, avg, availability] of made) {
      const [first = '', last = ''] = name.split(' ');
      const id = await addProvider(first, last, job, PLACE);
      await rate(id, count, avg, availability);
      ids[name] = id;
    }
  });

  it('orders by the Bayesian rating_score, highest first, providers without reviews last by name', async () => {
    const rows = await search({ q: 'vazhakala', sort: 'top' });
    expect(rows.map(fullName)).toEqual(['Forty Good', 'Ten Great', 'One Five', 'Twenty Fair', 'Amal New', 'Zara New']);
    const { data: prior } = await anon.rpc('rating_prior_mean');
    const { data: expected } = await anon.rpc('rating_score', {
      rating_count: 1,
      rating_avg: 5,
      prior_mean: prior ?? 0,
    });
    expect(rows.find((r) => r.uuid === ids['One Five'])?.rating_score).toBe(expected);
    expect(rows.at(-1)?.rating_score).toBeNull();
  });

  it('merges providers found by name into a Top rated locality search, in rating_score order', async () => {
    const star = await addProvider('Vazhakkala', 'Star', 'Plumber', 'Kothrud, Pune');
    await rate(star, 30, 4.9);
    const rows = await search({ q: 'vazhakkala', sort: 'top' });
    expect(rows.map((r) => r.uuid)).toContain(star);
    const key = (r: Row) => [r.rating_score ?? -1, r.rating_count ?? 0] as const;
    for (let i = 1; i < rows.length; i += 1) {
      const [prev, next] = [key(rows[i - 1] as Row), key(rows[i] as Row)];
      expect(prev[0] > next[0] || (prev[0] === next[0] && prev[1] >= next[1])).toBe(true);
    }
    await backend.service().from('service-providers').delete().eq('uuid', star);
  });

  it('pages the whole directory Top rated without duplicates or gaps while providers and ratings change', async () => {
    const before = await search({ sort: 'top', page_size: 100 });
    const scores = before.map((r) => r.rating_score ?? -1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const added: string[] = [];
    const rows = await allPages({ sort: 'top', page_size: 8 }, async (page) => {
      if (page < 2) {
        const id = await addProvider('Paging', `Star ${String(page)}`, 'Plumber', 'Kochi');
        await rate(id, 50, 5);
        added.push(id, await addProvider('Paging', `Newcomer ${String(page)}`, 'Plumber', 'Kochi'));
      }
    });
    const seen = rows.map((r) => r.uuid);
    expect(new Set(seen).size).toBe(seen.length);
    for (const r of before) expect(seen).toContain(r.uuid);
    // Stars added above the current page are not shown again; newcomers without reviews come at the end.
    expect(seen.filter((id) => id !== null && added.includes(id)).length).toBe(2);
  });

  it('keeps only available providers with "Available now", in every sort', async () => {
    for (const sort of ['name', 'top', 'relevance'] as const) {
      const rows = await search({ q: 'vazhakkala', sort, available: true });
      expect(rows.map(fullName).sort()).toEqual(['Amal New', 'Forty Good', 'One Five']);
      expect(rows.every((r) => r.availability === 'available')).toBe(true);
    }
  });

  it('keeps providers rated at least min_rating (and leaves out those without reviews)', async () => {
    const rows = await search({ q: 'vazhakkala', min_rating: 4.8, sort: 'top' });
    expect(rows.map(fullName)).toEqual(['Forty Good', 'Ten Great', 'One Five']);
    const all = await search({ min_rating: 4.5, page_size: 100 });
    expect(all.length).toBeGreaterThan(3);
    expect(all.every((r) => r.rating_count !== null && r.rating_count > 0 && Number(r.rating_avg) >= 4.5)).toBe(true);
    const topAvailable = await search({ sort: 'top', min_rating: 4, available: true, job: 'Plumber', page_size: 100 });
    expect(topAvailable.map((r) => r.uuid)).toContain(ids['One Five']);
    expect(topAvailable.map((r) => r.uuid)).not.toContain(ids['Ten Great']);
    expect(topAvailable.every((r) => r.job === 'Plumber' && r.availability === 'available')).toBe(true);
  });

  it('returns what the cards show: rating, availability and response time fields', async () => {
    const [row] = await search({ q: 'forty good vazhakkala' });
    expect(row).toMatchObject({
      uuid: ids['Forty Good'],
      rating_count: 40,
      rating_avg: 4.8,
      availability: 'available',
      response_seconds: null,
    });
  });

  it('needs every word to match the name or the locality: "ten vazhakala" finds Ten Great only', async () => {
    const rows = await search({ q: 'ten vazhakala' });
    expect(rows.map(fullName)).toEqual(['Ten Great']);
    expect(rows[0]?.relevance).toBeGreaterThan(0.5);
  });
});

describe('search_providers: bad parameters answer 400 with a clear message', () => {
  it.each([
    ['a negative page size', { page_size: -1 }, /page_size/],
    ['a huge page size', { page_size: 100_000 }, /page_size/],
    ['a huge query', { q: 'x'.repeat(5000) }, /too long/],
    ['an unknown sort', { sort: 'cheapest' }, /Invalid sort/],
    ['nearest without a location', { sort: 'nearest' }, /location/],
    ['half a location', { lat: 9.9 }, /coordinates/],
    ['an unknown trade', { job: 'Carpenter' }, /Invalid job/],
    ['a forged cursor', { after: 'not-a-cursor' }, /Invalid cursor/],
    ['a minimum rating above 5', { min_rating: 6 }, /min_rating/],
    ['a minimum rating below 1', { min_rating: 0 }, /min_rating/],
  ] as const)('%s', async (_label, args, message) => {
    const { data, error, status } = await anon.rpc('search_providers', args);
    expect(status).toBe(400);
    expect(data).toBeNull();
    expect(error?.code).toBe('22023');
    expect(error?.message).toMatch(message);
  });

  it('rejects a cursor from another sort', async () => {
    const [first] = await search({ sort: 'name', page_size: 1 });
    const { status, error } = await anon.rpc('search_providers', {
      sort: 'nearest',
      ...KOCHI,
      after: first?.cursor ?? '',
    });
    expect(status).toBe(400);
    expect(error?.message).toMatch(/Invalid cursor/);
  });
});
