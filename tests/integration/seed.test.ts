import { DEMO, DEMO_PASSWORD, startTestBackend, type TestBackend } from './support/backend.js';
import { CARD_COLUMNS } from '../../src/features/providers/lib/card-columns.js';

const KOCHI_MG_ROAD = { lat: 9.9674, lon: 76.2858 };
const CITIES = ['Kochi', 'Thiruvananthapuram', 'Kozhikode', 'Bengaluru', 'Chennai', 'Mumbai', 'Delhi', 'Hyderabad'];

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend.close();
});

describe('seed data', () => {
  it('has at least 60 providers of both jobs across the eight cities, with Indian phone numbers', async () => {
    const { data, error } = await backend.anon().from('service-providers').select('*');
    expect(error).toBeNull();
    const providers = data ?? [];
    expect(providers.length).toBeGreaterThanOrEqual(60);
    expect(new Set(providers.map((p) => p.job))).toEqual(new Set(['Electrician', 'Plumber']));
    // The phones are private (provider_private); the public rows carry none.
    const phones = await backend.service().from('provider_private').select('phonenumber');
    expect(phones.data?.length).toBe(providers.length);
    for (const { phonenumber } of phones.data ?? []) expect(phonenumber).toMatch(/^\+91[6-9]\d{9}$/);
    for (const provider of providers) {
      expect(provider.phonenumber).toBe('');
      expect(provider.location).toMatch(/^[^,]+, [A-Za-z ]+$/);
      expect(provider.first_name.length).toBeGreaterThan(1);
    }
    for (const city of CITIES) {
      expect(providers.filter((p) => p.location.endsWith(`, ${city}`)).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('has at least 10 providers within 10 km of Kochi MG Road, of both jobs', async () => {
    const { data, error } = await backend.anon().rpc('nearby_providers', KOCHI_MG_ROAD);
    expect(error).toBeNull();
    const near = data ?? [];
    expect(near.length).toBeGreaterThanOrEqual(10);
    expect(near.every((p) => (p.distance_km ?? Infinity) <= 10)).toBe(true);
    expect(new Set(near.map((p) => p.job))).toEqual(new Set(['Electrician', 'Plumber']));
  });

  it("answers the app's nearby request with the card's columns only, nearest first", async () => {
    const { data, error } = await backend
      .anon()
      .rpc('nearby_providers', { ...KOCHI_MG_ROAD, radius_km: 10 }, { get: true })
      .select(CARD_COLUMNS)
      .limit(5);
    expect(error).toBeNull();
    const rows = data ?? [];
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(CARD_COLUMNS.split(',').sort());
    const all = await backend.anon().rpc('nearby_providers', KOCHI_MG_ROAD).limit(5);
    expect(rows.map((row) => row.uuid)).toEqual((all.data ?? []).map((row) => row.uuid));
  });

  it.each([DEMO.customer, DEMO.electrician, DEMO.plumber])('lets %s sign in with the demo password', async (email) => {
    const client = await backend.signIn(email, DEMO_PASSWORD);
    const { data } = await client.auth.getUser();
    expect(data.user?.email).toBe(email);
  });

  it('gives each demo account its profile row, and providers their job in the auth metadata', async () => {
    const customer = await backend.signIn(DEMO.customer);
    const { data: me } = await customer.auth.getUser();
    const { data: row } = await customer
      .from('users')
      .select('*')
      .eq('uuid', me.user?.id ?? '')
      .single();
    expect(row?.location).toBe('MG Road, Kochi');
    expect(me.user?.user_metadata.job).toBeUndefined();

    for (const [email, job] of [
      [DEMO.electrician, 'Electrician'],
      [DEMO.plumber, 'Plumber'],
    ] as const) {
      const client = await backend.signIn(email);
      const { data } = await client.auth.getUser();
      expect(data.user?.user_metadata.job).toBe(job);
      const { data: provider } = await client
        .from('service-providers')
        .select('job')
        .eq('uuid', data.user?.id ?? '')
        .single();
      expect(provider?.job).toBe(job);
    }
  });
});
