/**
 * Prices up front (issue 27, items 1 and 7): a provider's visiting charge and rate card are whole
 * rupees within bounds, at most 12 rate card lines with sane labels and min <= max; only the
 * provider sets them; everyone reads them as they read the directory; the directory filters by
 * "visiting charge up to ₹…" and sorts by the charge, lowest first, providers without one last.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Json } from '../../src/lib/database.types.js';
import { startTestBackend, type Client, type TestBackend } from './support/backend.js';
import { newCustomer, newProvider, type Person } from './chat-people.js';

type SearchArgs = Database['public']['Functions']['search_providers']['Args'];
type ProviderUpdate = Database['public']['Tables']['service-providers']['Update'];
type Row = Database['public']['Functions']['search_providers']['Returns'][number];

const TOWN = 'Zorbanagar, Kochi';
const KOCHI = { lat: 9.98, lon: 76.28 };
const CARD = [
  { label: 'Ceiling fan installation', min: 250, max: 400 },
  { label: 'Switchboard repair', min: 150, max: null },
];

let backend: TestBackend;
let anon: Client;
let owner: Person;
let otherProvider: Person;
let customer: Person;
/** Providers of TOWN by charge: 0, 150, 150, 400, none, none. */
const town: { id: string; charge: number | null }[] = [];

async function setPrices(person: Person, fields: Pick<ProviderUpdate, 'visiting_charge' | 'rate_card'>) {
  return person.client.from('service-providers').update(fields).eq('uuid', person.id).select('uuid');
}

async function search(args: SearchArgs): Promise<Row[]> {
  const { data, error, status } = await anon.rpc('search_providers', args);
  expect(error).toBeNull();
  expect(status).toBe(200);
  return data ?? [];
}

async function allPages(args: SearchArgs): Promise<Row[]> {
  const rows: Row[] = [];
  let after: string | undefined;
  for (let page = 0; page < 100; page += 1) {
    const batch = await search({ ...args, after });
    rows.push(...batch);
    if (batch.length < (args.page_size ?? 20)) return rows;
    after = batch.at(-1)?.cursor ?? undefined;
  }
  throw new Error('paging did not end');
}

/** Lowest charge first, providers without one last: each row's key never goes down. */
function expectChargeOrder(rows: Row[]): void {
  const keys = rows.map((row) => row.visiting_charge ?? Number.POSITIVE_INFINITY);
  for (let i = 1; i < keys.length; i += 1) expect(keys[i]).toBeGreaterThanOrEqual(keys[i - 1] ?? 0);
}

beforeAll(async () => {
  backend = await startTestBackend();
  anon = backend.anon();
  owner = await newProvider(backend, 'Electrician', 'Lathika', 'Varma');
  otherProvider = await newProvider(backend, 'Plumber', 'Jomon', 'Kuriakose');
  customer = await newCustomer(backend, 'Asha', 'Menon');
  const names = ['Anand', 'Bala', 'Chitra', 'Dileep', 'Elsa', 'Farhan'];
  const charges = [150, null, 0, 400, null, 150];
  for (const [i, first] of names.entries()) {
    const person = await newProvider(backend, i % 2 ? 'Plumber' : 'Electrician', first, 'Zorba');
    const charge = charges[i] ?? null;
    const { error } = await person.client
      .from('service-providers')
      .update({ location: TOWN, latitude: KOCHI.lat, longitude: KOCHI.lon, visiting_charge: charge })
      .eq('uuid', person.id);
    if (error) throw new Error(error.message);
    town.push({ id: person.id, charge });
  }
}, 120_000);

afterAll(async () => {
  await backend.close();
});

describe('the visiting charge and rate card rules', () => {
  it('takes whole rupees from 0 (free inspection) to 10,000 and a rate card up to 12 lines', async () => {
    const twelve = Array.from({ length: 12 }, (_, i) => ({ label: `Job ${String(i + 1)}`, min: i * 100, max: null }));
    for (const fields of [
      { visiting_charge: 0 },
      { visiting_charge: 10000 },
      { visiting_charge: null },
      { visiting_charge: 200, rate_card: CARD },
      { rate_card: [{ label: 'Full house rewiring', min: 45000, max: 125000 }] },
      { rate_card: [{ label: 'Fan', min: 300, max: 300 }] },
      { rate_card: twelve },
      { rate_card: [] },
    ]) {
      const { data, error, status } = await setPrices(owner, fields);
      expect(error, JSON.stringify(fields)).toBeNull();
      expect(status).toBe(200);
      expect(data).toHaveLength(1);
    }
  });

  it('refuses a charge below 0, above 10,000 or with paise, with a 400', async () => {
    for (const charge of [-1, 10001, 2147483647]) {
      const { error, status } = await setPrices(owner, { visiting_charge: charge });
      expect(status, String(charge)).toBe(400);
      expect(error?.code).toBe('23514');
      expect(error?.message).toContain('service-providers_visiting_charge_range');
    }
    const { error, status } = await setPrices(owner, { visiting_charge: 99.5 });
    expect(status).toBe(400);
    expect(error?.code).toBe('22P02');
  });

  it('refuses a rate card that breaks a rule, with a 400', async () => {
    const line = { label: 'Ceiling fan installation', min: 250, max: 400 };
    const bad: NonNullable<Json>[] = [
      Array.from({ length: 13 }, (_, i) => ({ ...line, label: `Job ${String(i)}` })),
      [{ ...line, label: '' }],
      [{ ...line, label: '   ' }],
      [{ ...line, label: ' Fan' }],
      [{ ...line, label: 'x'.repeat(61) }],
      [{ ...line, min: 500, max: 400 }],
      [{ ...line, min: -1 }],
      [{ ...line, min: 250.5 }],
      [{ ...line, max: 1000001 }],
      [{ ...line, min: '250' }],
      [{ label: 'Fan', max: 400 }],
      [{ ...line, note: 'extra' }],
      ['Ceiling fan ₹250'],
      { label: 'Fan', min: 250 },
      'Fan 250',
    ];
    for (const card of bad) {
      const { error, status } = await setPrices(owner, { rate_card: card });
      expect(status, JSON.stringify(card)).toBe(400);
      expect(error?.code).toBe('23514');
      expect(error?.message).toContain('service-providers_rate_card_valid');
    }
    // The generated types already forbid a null rate card; the database refuses it too.
    const { error, status } = await setPrices(owner, JSON.parse('{"rate_card": null}') as ProviderUpdate);
    expect(status).toBe(400);
    expect(error?.code).toBe('23502');
  });
});

describe('who sets and who reads them', () => {
  beforeAll(async () => {
    const { error } = await setPrices(owner, { visiting_charge: 200, rate_card: CARD });
    expect(error).toBeNull();
  });

  it('lets nobody else set a provider’s charge or rate card', async () => {
    for (const person of [otherProvider, customer]) {
      const { data, error } = await person.client
        .from('service-providers')
        .update({ visiting_charge: 5, rate_card: [{ label: 'Cheap', min: 1, max: null }] })
        .eq('uuid', owner.id)
        .select('uuid');
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
    const { error, status } = await anon
      .from('service-providers')
      .update({ visiting_charge: 5 })
      .eq('uuid', owner.id)
      .select('uuid');
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
    const { data } = await anon
      .from('service-providers')
      .select('visiting_charge, rate_card')
      .eq('uuid', owner.id)
      .single();
    expect(data).toEqual({ visiting_charge: 200, rate_card: CARD });
  });

  it('shows them to everyone: the row, the directory, the card and Nearby', async () => {
    for (const client of [anon, customer.client, otherProvider.client]) {
      const { data, error } = await client
        .from('service-providers')
        .select('visiting_charge, rate_card')
        .eq('uuid', owner.id)
        .single();
      expect(error).toBeNull();
      expect(data).toEqual({ visiting_charge: 200, rate_card: CARD });
    }
    const found = await search({ q: 'Lathika Varma' });
    expect(found.find((row) => row.uuid === owner.id)?.visiting_charge).toBe(200);
    const card = await anon.rpc('directory_card', { provider: owner.id });
    expect(card.data?.[0]?.visiting_charge).toBe(200);
    const nearby = await anon.rpc('nearby_providers', { ...KOCHI, radius_km: 2 });
    expect(nearby.error).toBeNull();
    const charges = new Map((nearby.data ?? []).map((row) => [row.uuid, row.visiting_charge]));
    for (const { id, charge } of town) expect(charges.get(id)).toBe(charge);
  });
});

describe('the seed', () => {
  it('gives demo providers realistic charges, some free or unset, and a few rate cards', async () => {
    const { data } = await anon.from('service-providers').select('uuid, visiting_charge, rate_card');
    const seeded = (data ?? []).filter((row) => /^[ad]0000000-0000-4000-8000-0000000000\d\d$/.test(row.uuid));
    expect(seeded.length).toBeGreaterThan(50);
    const charges = seeded.map((row) => row.visiting_charge);
    expect(charges).toContain(0);
    expect(charges).toContain(null);
    for (const charge of charges) if (charge !== null) expect(charge).toBeLessThanOrEqual(350);
    const rajan = seeded.find((row) => row.uuid === 'd0000000-0000-4000-8000-000000000001');
    expect(rajan?.visiting_charge).toBe(200);
    expect(rajan?.rate_card).toContainEqual({ label: 'Ceiling fan installation', min: 250, max: 400 });
    expect(
      seeded.filter((row) => Array.isArray(row.rate_card) && row.rate_card.length > 0).length,
    ).toBeGreaterThanOrEqual(4);
  });
});

describe('the directory filter and sort', () => {
  it('keeps only providers whose charge is at most max_charge', async () => {
    const upTo150 = await search({ q: 'Zorbanagar', max_charge: 150 });
    expect(upTo150.map((row) => row.visiting_charge).sort()).toEqual([0, 150, 150]);
    const free = await search({ q: 'Zorbanagar', max_charge: 0 });
    expect(free.map((row) => row.first_name)).toEqual(['Chitra']);
    const all = await allPages({ max_charge: 200, sort: 'top' });
    expect(all.length).toBeGreaterThan(3);
    for (const row of all) expect(row.visiting_charge).toBeLessThanOrEqual(200);
    const { count } = await anon
      .from('service-providers')
      .select('uuid', { count: 'exact', head: true })
      .lte('visiting_charge', 200);
    expect(all).toHaveLength(count ?? -1);
    for (const sort of ['name', 'relevance', 'nearest'] as const) {
      const rows = await allPages({ q: 'Zorbanagar', sort, max_charge: 150, ...KOCHI });
      expect(rows.map((row) => row.first_name).sort(), sort).toEqual(['Anand', 'Chitra', 'Farhan']);
    }
  });

  it('sorts lowest charge first, providers without a charge last, across pages', async () => {
    const rows = await allPages({ q: 'Zorbanagar', sort: 'charge', page_size: 2 });
    expect(rows.map((row) => [row.first_name, row.visiting_charge])).toEqual([
      ['Chitra', 0],
      ['Anand', 150],
      ['Farhan', 150],
      ['Dileep', 400],
      ['Bala', null],
      ['Elsa', null],
    ]);
    const everyone = await allPages({ sort: 'charge', page_size: 7 });
    const { count } = await anon.from('service-providers').select('uuid', { count: 'exact', head: true });
    expect(everyone).toHaveLength(count ?? -1);
    expect(new Set(everyone.map((row) => row.uuid)).size).toBe(everyone.length);
    expectChargeOrder(everyone);
    expect(everyone.at(-1)?.visiting_charge).toBeNull();
    const plumbers = await allPages({ sort: 'charge', job: 'Plumber', max_charge: 300 });
    expect(plumbers.every((row) => row.job === 'Plumber' && (row.visiting_charge ?? 999) <= 300)).toBe(true);
    expectChargeOrder(plumbers);
  });

  it('answers a bad max_charge, sort or cursor with a 400', async () => {
    const negative = await anon.rpc('search_providers', { max_charge: -1 });
    expect(negative.status).toBe(400);
    expect(negative.error?.code).toBe('22023');
    const cheapest = await anon.rpc('search_providers', { sort: 'cheapest' });
    expect(cheapest.status).toBe(400);
    expect(cheapest.error?.message).toContain('charge');
    const nameCursor = (await search({ sort: 'name', page_size: 1 }))[0]?.cursor ?? '';
    const wrong = await anon.rpc('search_providers', { sort: 'charge', after: nameCursor });
    expect(wrong.status).toBe(400);
    expect(wrong.error?.code).toBe('22023');
    const forged = btoa(JSON.stringify(['charge', ['x', 'a'], owner.id]));
    const bad = await anon.rpc('search_providers', { sort: 'charge', after: forged });
    expect(bad.status).toBe(400);
  });
});
