import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/lib/database.types.js';
import { DEMO, startTestBackend, uniqueEmail, type Client, type TestBackend } from './support/backend.js';
import { rest } from './rest-support.js';

type Provider = Database['public']['Tables']['service-providers']['Row'];

// Runtime-created functions need direct database access, which only the embedded backend offers.
const external = Boolean(process.env.SUPABASE_URL);
const KOCHI = { lat: 9.9674, lon: 76.2858 };
const EARTH_RADIUS_KM = 6371;

let backend: TestBackend;
let anon: Client;
let directory: Provider[];

/** Great-circle distance on a sphere of radius 6371 km, as DESIGN.md specifies for nearby search. */
function distanceKm(lat: number, lon: number, p: Provider): number {
  const rad = (deg: number): number => (deg * Math.PI) / 180;
  const a =
    Math.sin(rad((p.latitude ?? 0) - lat) / 2) ** 2 +
    Math.cos(rad(lat)) * Math.cos(rad(p.latitude ?? 0)) * Math.sin(rad((p.longitude ?? 0) - lon) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Providers within `radius` of Kochi by the JS formula, leaving out the ones too close to the edge to call. */
function expectedNearby(radius: number, job?: string): { inside: string[]; edge: Set<string> } {
  const located = directory.filter((p) => p.latitude !== null && p.longitude !== null && (!job || p.job === job));
  const withDistance = located.map((p) => ({ p, d: distanceKm(KOCHI.lat, KOCHI.lon, p) }));
  return {
    inside: withDistance.filter(({ d }) => d <= radius - 1e-6).map(({ p }) => p.uuid),
    edge: new Set(withDistance.filter(({ d }) => Math.abs(d - radius) <= 1e-6).map(({ p }) => p.uuid)),
  };
}

beforeAll(async () => {
  backend = await startTestBackend();
  anon = backend.anon();
  const { data, error } = await anon.from('service-providers').select('*');
  if (error) throw new Error(error.message);
  directory = data;
});

afterAll(async () => {
  await backend.close();
});

describe('rpc nearby_providers', () => {
  it.each([
    [10, undefined],
    [3, undefined],
    [25, 'Plumber'],
    [25, 'Electrician'],
  ] as const)('finds the providers within %s km (job %s), available first, then nearest first', async (radius, job) => {
    const { data, error, status } = await anon.rpc('nearby_providers', { ...KOCHI, radius_km: radius, job });
    expect(error).toBeNull();
    expect(status).toBe(200);
    const rows = data ?? [];
    const { inside, edge } = expectedNearby(radius, job);
    expect(inside.length).toBeGreaterThan(0);
    expect(
      rows
        .map((r) => r.uuid ?? '')
        .filter((id) => !edge.has(id))
        .sort(),
    ).toEqual([...inside].sort());
    const available = rows.map((r) => r.availability === 'available');
    expect(available).toEqual([...available].sort((a, b) => Number(b) - Number(a)));
    for (const group of [true, false]) {
      const distances = rows.filter((r) => (r.availability === 'available') === group).map((r) => r.distance_km ?? 0);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    }
    expect(Math.max(...rows.map((r) => r.distance_km ?? Number.NaN))).toBeLessThanOrEqual(radius);
  });

  it("answers each provider's own columns, those the index carries and those read by key alike", async () => {
    const { data, error } = await anon.rpc('nearby_providers', { ...KOCHI, radius_km: 25 });
    expect(error).toBeNull();
    const rows = data ?? [];
    expect(rows.length).toBeGreaterThan(0);
    const byId = new Map(directory.map((p) => [p.uuid, p]));
    const columns = [
      'first_name',
      'last_name',
      'email',
      'phonenumber',
      'job',
      'location',
      'latitude',
      'longitude',
      'profilePicUrl',
      'created_at',
      'updated_at',
      'rating_count',
      'rating_avg',
      'availability',
      'visiting_charge',
      'jobs_done',
      'phone_verified',
      'id_checked',
    ] as const;
    for (const row of rows) {
      const provider = byId.get(row.uuid ?? '');
      expect(provider).toBeDefined();
      for (const column of columns)
        expect([row.uuid, column, row[column]]).toEqual([row.uuid, column, provider?.[column]]);
    }
    // Asked for alone, a column the index does not carry is still the provider's.
    const emails = await anon.rpc('nearby_providers', { ...KOCHI, radius_km: 25 }).select('uuid, email, updated_at');
    expect(emails.error).toBeNull();
    expect(emails.data?.map((r) => [r.uuid, r.email, r.updated_at])).toEqual(
      rows.map((r) => [r.uuid, byId.get(r.uuid ?? '')?.email, byId.get(r.uuid ?? '')?.updated_at]),
    );
  });

  it('uses the default radius of 10 km when none is given', async () => {
    const withDefault = await anon.rpc('nearby_providers', KOCHI);
    const explicit = await anon.rpc('nearby_providers', { ...KOCHI, radius_km: 10 });
    expect(withDefault.data?.map((r) => r.uuid)).toEqual(explicit.data?.map((r) => r.uuid));
  });

  it('applies select, filters, order and limit to the returned set', async () => {
    const all = (await anon.rpc('nearby_providers', { ...KOCHI, radius_km: 50 })).data ?? [];
    const { data, error } = await anon
      .rpc('nearby_providers', { ...KOCHI, radius_km: 50 })
      .select('uuid, distance_km')
      .eq('job', 'Electrician')
      .order('distance_km', { ascending: false })
      .limit(3);
    expect(error).toBeNull();
    const want = all
      .filter((r) => r.job === 'Electrician')
      .sort((a, b) => (b.distance_km ?? 0) - (a.distance_km ?? 0))
      .slice(0, 3)
      .map((r) => ({ uuid: r.uuid, distance_km: r.distance_km }));
    expect(data).toEqual(want);
  });

  it('counts the whole set while returning a page', async () => {
    const all = (await anon.rpc('nearby_providers', { ...KOCHI, radius_km: 50 })).data ?? [];
    const { data, count, status } = await anon
      .rpc('nearby_providers', { ...KOCHI, radius_km: 50 }, { count: 'exact' })
      .range(0, 1);
    expect(status).toBe(206);
    expect(count).toBe(all.length);
    expect(data?.map((r) => r.uuid)).toEqual(all.slice(0, 2).map((r) => r.uuid));
    const head = await anon.rpc('nearby_providers', { ...KOCHI, radius_km: 50 }, { head: true, count: 'exact' });
    expect(head.data).toBeNull();
    expect(head.count).toBe(all.length);
  });

  it('can be called with GET and query arguments', async () => {
    const viaGet = await anon.rpc('nearby_providers', { ...KOCHI, radius_km: 5 }, { get: true });
    const viaPost = await anon.rpc('nearby_providers', { ...KOCHI, radius_km: 5 });
    expect(viaGet.error).toBeNull();
    expect(viaGet.data).toEqual(viaPost.data);
    // A parameter with an operator is a filter on the result, one without is an argument.
    const filtered = await rest(
      backend,
      `/rpc/nearby_providers?lat=${String(KOCHI.lat)}&lon=${String(KOCHI.lon)}&radius_km=50&job=eq.Plumber&select=job`,
      { key: backend.anonKey },
    );
    expect(filtered.status).toBe(200);
    const jobs = (filtered.json as { job: string }[]).map((row) => row.job);
    expect(jobs.length).toBeGreaterThan(0);
    expect(new Set(jobs)).toEqual(new Set(['Plumber']));
  });

  it.each([
    ['a latitude of 95', { lat: 95, lon: 76 }, 'Invalid coordinates'],
    ['a longitude of -181', { lat: 9, lon: -181 }, 'Invalid coordinates'],
    ['a radius of 0', { ...KOCHI, radius_km: 0 }, 'Invalid radius'],
    ['a negative radius', { ...KOCHI, radius_km: -3 }, 'Invalid radius'],
    ['an unknown job', { ...KOCHI, job: 'Carpenter' }, 'Invalid job'],
  ])('answers 400 22023 for %s', async (_label, args, message) => {
    const { data, error, status } = await anon.rpc('nearby_providers', args);
    expect(status).toBe(400);
    expect(data).toBeNull();
    expect(error?.code).toBe('22023');
    expect(error?.message).toContain(message);
  });

  it('answers 400 22P02 for an argument of the wrong type', async () => {
    const response = await rest(backend, '/rpc/nearby_providers', {
      key: backend.anonKey,
      method: 'POST',
      body: JSON.stringify({ lat: 'north', lon: 76 }),
    });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ code: '22P02' });
  });

  it('answers 404 PGRST202 for missing or unknown arguments and unknown functions', async () => {
    const missing = await rest(backend, '/rpc/nearby_providers', {
      key: backend.anonKey,
      method: 'POST',
      body: JSON.stringify({ lat: 9 }),
    });
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.nearby_providers(lat) in the schema cache',
    });
    const unknownArg = await anon.rpc('nearby_providers', { ...KOCHI, city: 'Kochi' } as typeof KOCHI);
    expect(unknownArg.status).toBe(404);
    expect(unknownArg.error?.code).toBe('PGRST202');
    const unknownFn = await anon.rpc('nearest_providers' as 'nearby_providers', KOCHI);
    expect(unknownFn.status).toBe(404);
    expect(unknownFn.error?.message).toBe(
      'Could not find the function public.nearest_providers(lat, lon) in the schema cache',
    );
  });

  it('answers 405 PGRST101 for other methods', async () => {
    const response = await rest(backend, '/rpc/nearby_providers', {
      key: backend.anonKey,
      method: 'PATCH',
      body: JSON.stringify(KOCHI),
    });
    expect(response.status).toBe(405);
    expect(response.json).toMatchObject({ code: 'PGRST101', message: 'Cannot use the PATCH method on RPC' });
  });
});

describe('rpc provider_stats', () => {
  it('is refused to anon with 401 and counts the calling provider’s requests', async () => {
    const refused = await anon.rpc('provider_stats');
    expect(refused.status).toBe(401);
    expect(refused.error).toMatchObject({ code: '42501', message: 'permission denied for function provider_stats' });

    const provider = await backend.signUp(uniqueEmail('stats-provider'), undefined, { job: 'Plumber' });
    const row = await provider.client.from('service-providers').insert({ uuid: provider.id, job: 'Plumber' });
    expect(row.error).toBeNull();
    const before = await provider.client.rpc('provider_stats').single();
    expect(before.data).toEqual({ pending_requests: 0, accepted_connections: 0, customers: 0, jobs_done: 0 });

    const customer = await backend.signIn(DEMO.customer);
    const me = (await customer.auth.getUser()).data.user?.id ?? '';
    const sent = await customer.from('messages').insert({ from: me, to: provider.id });
    expect(sent.status).toBe(201);
    const pending = await provider.client.rpc('provider_stats').single();
    expect(pending.data).toEqual({ pending_requests: 1, accepted_connections: 0, customers: 1, jobs_done: 0 });

    const accepted = await provider.client.from('messages').update({ is_chat: true }).eq('from', me).select('is_chat');
    expect(accepted.data).toEqual([{ is_chat: true }]);
    const after = await provider.client.rpc('provider_stats').single();
    expect(after.data).toEqual({ pending_requests: 0, accepted_connections: 1, customers: 1, jobs_done: 0 });
  });
});

describe.skipIf(external)('rpc return shapes (functions created at runtime)', () => {
  beforeAll(async () => {
    const pg = backend.emulator?.pg;
    if (!pg) throw new Error('needs the embedded backend');
    await pg.exec(`
      create table public.rest_rpc_log (note text);
      grant insert, select on public.rest_rpc_log to anon;
      create function public.rest_rpc_void(note text) returns void language sql volatile
        as $$ insert into public.rest_rpc_log values (note) $$;
      create function public.rest_rpc_scalar(a integer, b integer default 2) returns integer language sql immutable
        as $$ select a * b $$;
      create function public.rest_rpc_series(n integer) returns setof integer language sql immutable
        as $$ select generate_series(1, n) $$;
      create function public.rest_rpc_pair(a text) returns public.rest_rpc_log language sql stable
        as $$ select row(a)::public.rest_rpc_log $$;
      create function public.rest_rpc_echo(jsonb) returns jsonb language sql immutable as $$ select $1 $$;
    `);
  });

  it('answers 204 without a body for a void function, and commits its write', async () => {
    const response = await rest(backend, '/rpc/rest_rpc_void', {
      key: backend.anonKey,
      method: 'POST',
      body: JSON.stringify({ note: 'hello' }),
    });
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    expect(response.headers.get('content-type')).toBeNull();
    const log = await rest(backend, '/rest_rpc_log?note=eq.hello', { key: backend.anonKey });
    expect(log.json).toEqual([{ note: 'hello' }]);
  });

  it('refuses a write through GET with 405 (read-only transaction)', async () => {
    const response = await rest(backend, '/rpc/rest_rpc_void?note=via-get', { key: backend.anonKey });
    expect(response.status).toBe(405);
    expect(response.json).toMatchObject({ code: '25006' });
  });

  it('answers scalars, arrays of scalars, objects and whole-body json', async () => {
    const scalar = await rest(backend, '/rpc/rest_rpc_scalar', {
      key: backend.anonKey,
      method: 'POST',
      body: '{"a": 21}',
    });
    expect(scalar.text).toBe('42');
    const series = await rest(backend, '/rpc/rest_rpc_series?n=3', { key: backend.anonKey });
    expect(series.json).toEqual([1, 2, 3]);
    const pair = await rest(backend, '/rpc/rest_rpc_pair', { key: backend.anonKey, method: 'POST', body: '{"a":"x"}' });
    expect(pair.json).toEqual({ note: 'x' });
    const echo = await rest(backend, '/rpc/rest_rpc_echo', {
      key: backend.anonKey,
      method: 'POST',
      body: '[1,{"b":2}]',
    });
    expect(echo.json).toEqual([1, { b: 2 }]);
  });
});
