import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/lib/database.types.js';
import { startTestBackend, uniqueEmail, type Client, type TestBackend } from './support/backend.js';
import { rest } from './rest-support.js';

type Provider = Database['public']['Tables']['service-providers']['Row'];

// Resource embedding works on a real stack; the local backend answers it with a clear 400.
const external = Boolean(process.env.SUPABASE_URL);

let backend: TestBackend;
let anon: Client;
/** The whole directory, read once; each case checks the server against the same predicate in JS. */
let all: Provider[];
let unlocated: string;

const ids = (rows: { uuid: string }[] | null): string[] => (rows ?? []).map((row) => row.uuid).sort();

beforeAll(async () => {
  backend = await startTestBackend();
  anon = backend.anon();
  // A provider without coordinates, so null handling has something to work on.
  const { client, id } = await backend.signUp(uniqueEmail('rest-read'), undefined, { job: 'Plumber' });
  const insert = await client.from('service-providers').insert({ uuid: id, first_name: 'Zed', job: 'Plumber' });
  if (insert.error) throw new Error(insert.error.message);
  unlocated = id;
  const { data, error } = await anon.from('service-providers').select('*');
  if (error) throw new Error(error.message);
  all = data;
});

afterAll(async () => {
  await backend.close();
});

describe('select', () => {
  it('returns all rows with * and only the named columns otherwise, camelCase included', async () => {
    expect(all.length).toBeGreaterThan(60);
    const { data, error, status } = await anon.from('service-providers').select('uuid, "profilePicUrl", job');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data?.length).toBe(all.length);
    expect(Object.keys(data?.[0] ?? {})).toEqual(['uuid', 'profilePicUrl', 'job']);
  });

  it('renames with alias:column and casts with ::type', async () => {
    const located = all.find((p) => p.latitude !== null);
    const { data, error } = await anon
      .from('service-providers')
      .select('id:uuid, lat:latitude::text')
      .eq('uuid', located?.uuid ?? '')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: located?.uuid, lat: String(located?.latitude) });
    const { data: nullCast } = await anon
      .from('service-providers')
      .select('id:uuid, lat:latitude::text')
      .eq('uuid', unlocated)
      .single();
    expect(nullCast).toEqual({ id: unlocated, lat: null });
  });

  it('keeps duplicate keys apart when * and a column are both selected', async () => {
    const response = await rest(backend, `/service-providers?select=*,job&limit=1`, { key: backend.anonKey });
    expect(response.status).toBe(200);
    expect(response.text).toMatch(/"job":"(Electrician|Plumber)".*"job":"(Electrician|Plumber)"/);
  });

  it('answers timestamps and numbers in PostgREST JSON form', () => {
    const located = all.find((p) => p.latitude !== null);
    expect(located?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?\+00:00$/);
    expect(typeof located?.latitude).toBe('number');
    expect(all.find((p) => p.uuid === unlocated)?.latitude).toBeNull();
  });
});

const providerIds = (client: Client) => client.from('service-providers').select('uuid');
type Query = ReturnType<typeof providerIds>;

const filterCases: { name: string; apply: (q: Query) => Query; expected: (p: Provider) => boolean }[] = [
  { name: 'eq', apply: (q) => q.eq('job', 'Plumber'), expected: (p) => p.job === 'Plumber' },
  { name: 'neq', apply: (q) => q.neq('job', 'Plumber'), expected: (p) => p.job !== 'Plumber' },
  { name: 'gt', apply: (q) => q.gt('latitude', 12), expected: (p) => p.latitude !== null && p.latitude > 12 },
  { name: 'gte', apply: (q) => q.gte('latitude', 12), expected: (p) => p.latitude !== null && p.latitude >= 12 },
  { name: 'lt', apply: (q) => q.lt('longitude', 76), expected: (p) => p.longitude !== null && p.longitude < 76 },
  { name: 'lte', apply: (q) => q.lte('longitude', 76), expected: (p) => p.longitude !== null && p.longitude <= 76 },
  { name: 'like with *', apply: (q) => q.like('first_name', 'A*'), expected: (p) => p.first_name.startsWith('A') },
  {
    name: 'ilike',
    apply: (q) => q.ilike('last_name', '*NA*'),
    expected: (p) => p.last_name.toLowerCase().includes('na'),
  },
  {
    name: 'in with a quoted value',
    apply: (q) => q.in('first_name', ['Tomy', 'Jijo', 'not, a name']),
    expected: (p) => ['Tomy', 'Jijo'].includes(p.first_name),
  },
  { name: 'is null', apply: (q) => q.is('latitude', null), expected: (p) => p.latitude === null },
  { name: 'not is null', apply: (q) => q.not('latitude', 'is', null), expected: (p) => p.latitude !== null },
  { name: 'not eq', apply: (q) => q.not('job', 'eq', 'Electrician'), expected: (p) => p.job !== 'Electrician' },
  {
    name: 'two filters (and)',
    apply: (q) => q.eq('job', 'Electrician').gt('latitude', 10),
    expected: (p) => p.job === 'Electrician' && p.latitude !== null && p.latitude > 10,
  },
  {
    name: 'or',
    apply: (q) => q.or('job.eq.Plumber,latitude.gt.20'),
    expected: (p) => p.job === 'Plumber' || (p.latitude !== null && p.latitude > 20),
  },
  {
    name: 'or with nested and',
    apply: (q) => q.or('first_name.eq.Tomy,and(job.eq.Plumber,longitude.lt.77)'),
    expected: (p) => p.first_name === 'Tomy' || (p.job === 'Plumber' && p.longitude !== null && p.longitude < 77),
  },
  {
    name: 'value with spaces (sent as +)',
    apply: (q) => q.eq('location', all.find((p) => p.location.includes(' '))?.location ?? ''),
    expected: (p) => p.location === all.find((x) => x.location.includes(' '))?.location,
  },
  { name: 'match() (eq per key)', apply: (q) => q.match({ job: 'Plumber' }), expected: (p) => p.job === 'Plumber' },
  {
    name: 'regex match',
    apply: (q) => q.filter('first_name', 'match', '^S'),
    expected: (p) => /^S/.test(p.first_name),
  },
  {
    name: 'regex imatch',
    apply: (q) => q.filter('first_name', 'imatch', '^s'),
    expected: (p) => /^s/i.test(p.first_name),
  },
];

describe('filters', () => {
  it.each(filterCases)('$name', async ({ apply, expected }) => {
    const { data, error } = await apply(providerIds(anon));
    expect(error).toBeNull();
    const want = ids(all.filter(expected));
    expect(ids(data)).toEqual(want);
  });

  it('finds the provider without coordinates with is.null', async () => {
    const { data } = await anon.from('service-providers').select('uuid').is('latitude', null);
    expect(ids(data)).toContain(unlocated);
  });
});

describe('order, limit, offset and ranges', () => {
  const byUuid = (a: Provider, b: Provider): number => (a.uuid < b.uuid ? -1 : a.uuid > b.uuid ? 1 : 0);
  const byLatitudeDesc = (): Provider[] =>
    [...all].sort((a, b) => (b.latitude ?? Infinity) - (a.latitude ?? Infinity) || byUuid(a, b));

  it('orders by several columns with directions and nulls placement', async () => {
    const { data } = await anon
      .from('service-providers')
      .select('uuid, latitude')
      .order('latitude', { ascending: false, nullsFirst: true })
      .order('uuid');
    expect(data?.map((row) => row.uuid)).toEqual(byLatitudeDesc().map((p) => p.uuid));
    expect(data?.[0]?.latitude).toBeNull();
    const last = await anon.from('service-providers').select('uuid, latitude').order('latitude', { nullsFirst: false });
    expect(last.data?.at(-1)?.latitude).toBeNull();
    expect(last.data?.[0]?.latitude).toBe(Math.min(...all.flatMap((p) => (p.latitude === null ? [] : [p.latitude]))));
  });

  it('pages with range() and reports the exact count with 206 Partial Content', async () => {
    const { data, count, status } = await anon
      .from('service-providers')
      .select('uuid', { count: 'exact' })
      .order('latitude', { ascending: false, nullsFirst: true })
      .order('uuid')
      .range(5, 9);
    expect(status).toBe(206);
    expect(count).toBe(all.length);
    expect(data?.map((row) => row.uuid)).toEqual(
      byLatitudeDesc()
        .slice(5, 10)
        .map((p) => p.uuid),
    );
  });

  it('answers 200 with the whole set and Content-Range first-last/total', async () => {
    const response = await rest(backend, '/service-providers?select=uuid&job=eq.Plumber', {
      key: backend.anonKey,
      headers: { prefer: 'count=exact' },
    });
    const plumbers = all.filter((p) => p.job === 'Plumber').length;
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBe(`0-${String(plumbers - 1)}/${String(plumbers)}`);
  });

  it('honours the Range header and combines it with limit', async () => {
    const ranged = await rest(backend, '/service-providers?select=uuid&order=uuid', {
      key: backend.anonKey,
      headers: { range: '2-4', 'range-unit': 'items' },
    });
    expect(ranged.status).toBe(200);
    expect(ranged.headers.get('content-range')).toBe('2-4/*');
    const sorted = [...all].map((p) => p.uuid).sort();
    expect((ranged.json as { uuid: string }[]).map((row) => row.uuid)).toEqual(sorted.slice(2, 5));
    const limited = await rest(backend, '/service-providers?select=uuid&order=uuid&limit=2', {
      key: backend.anonKey,
      headers: { range: '0-10' },
    });
    expect((limited.json as { uuid: string }[]).map((row) => row.uuid)).toEqual(sorted.slice(0, 2));
    const disjoint = await rest(backend, '/service-providers?select=uuid&limit=2', {
      key: backend.anonKey,
      headers: { range: '5-10' },
    });
    expect(disjoint.status).toBe(416);
  });

  it('answers */0 for an empty result and 416 for an offset past the end', async () => {
    const empty = await rest(backend, '/service-providers?select=uuid&job=eq.Carpenter', {
      key: backend.anonKey,
      headers: { prefer: 'count=exact' },
    });
    expect(empty.status).toBe(200);
    expect(empty.headers.get('content-range')).toBe('*/0');
    expect(empty.json).toEqual([]);
    const past = await rest(backend, `/service-providers?select=uuid&offset=${String(all.length + 5)}`, {
      key: backend.anonKey,
      headers: { prefer: 'count=exact' },
    });
    expect(past.status).toBe(416);
    expect(past.json).toMatchObject({ code: 'PGRST103', message: 'Requested range not satisfiable' });
  });

  it('counts without rows with head: true', async () => {
    const { data, count, status } = await anon
      .from('service-providers')
      .select('*', { count: 'exact', head: true })
      .eq('job', 'Electrician');
    expect(status).toBe(200);
    expect(data).toBeNull();
    expect(count).toBe(all.filter((p) => p.job === 'Electrician').length);
  });

  it('limits with limit() and skips with offset', async () => {
    const sorted = all.map((p) => p.uuid).sort();
    const { data } = await anon.from('service-providers').select('uuid').order('uuid').limit(3);
    expect(data?.map((row) => row.uuid)).toEqual(sorted.slice(0, 3));
    const skipped = await rest(backend, '/service-providers?select=uuid&order=uuid&limit=3&offset=4', {
      key: backend.anonKey,
    });
    expect((skipped.json as { uuid: string }[]).map((row) => row.uuid)).toEqual(sorted.slice(4, 7));
  });
});

describe('single and maybeSingle', () => {
  const someone = (): Provider => all[3] ?? (all[0] as Provider);

  it('single() returns the object for exactly one row', async () => {
    const { data, error, status } = await anon
      .from('service-providers')
      .select('uuid, first_name')
      .eq('uuid', someone().uuid)
      .single();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual({ uuid: someone().uuid, first_name: someone().first_name });
  });

  it.each([
    ['no rows', 'Carpenter', 0],
    ['many rows', 'Plumber', -1],
  ] as const)('single() with %s answers 406 PGRST116', async (_label, job, rows) => {
    const n = rows === -1 ? all.filter((p) => p.job === job).length : rows;
    const { data, error, status } = await anon.from('service-providers').select('uuid').eq('job', job).single();
    expect(status).toBe(406);
    expect(data).toBeNull();
    expect(error).toEqual({
      code: 'PGRST116',
      details: `The result contains ${String(n)} rows`,
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    });
  });

  it('maybeSingle() gives null for no row and the row for one', async () => {
    const none = await anon.from('service-providers').select('uuid').eq('job', 'Carpenter').maybeSingle();
    expect(none.error).toBeNull();
    expect(none.data).toBeNull();
    const one = await anon.from('service-providers').select('uuid').eq('uuid', someone().uuid).maybeSingle();
    expect(one.data).toEqual({ uuid: someone().uuid });
  });
});

describe('read errors', () => {
  it('answers 404 PGRST205 for an unknown table', async () => {
    const { error, status } = await anon.from('providers' as 'users').select('*');
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 'public.providers' in the schema cache",
    });
  });

  it.each([
    ['select', '/service-providers?select=uuid,nope'],
    ['filter', '/service-providers?nope=eq.1'],
    ['order', '/service-providers?order=nope.desc'],
    ['or', '/service-providers?or=(nope.eq.1,job.eq.Plumber)'],
  ])('answers 400 42703 for an unknown column in %s', async (_where, path) => {
    const response = await rest(backend, path, { key: backend.anonKey });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ code: '42703', message: 'column service-providers.nope does not exist' });
  });

  it('answers 400 PGRST100 for an unknown operator', async () => {
    const response = await rest(backend, '/service-providers?job=equals.Plumber', { key: backend.anonKey });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ code: 'PGRST100' });
    expect((response.json as { message: string }).message).toContain('failed to parse filter');
  });

  it('answers 400 22P02 for a value of the wrong type', async () => {
    const { error, status } = await anon.from('service-providers').select('uuid').eq('uuid', 'abc');
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '22P02', message: 'invalid input syntax for type uuid: "abc"' });
  });

  it('answers 401 42501 when anon reads a table it has no grant on', async () => {
    const { error, status } = await anon.from('users').select('*');
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: '42501', message: 'permission denied for table users' });
  });

  it('answers 406 PGRST106 for a schema that is not exposed', async () => {
    const { error, status } = await anon
      .schema('private' as 'public')
      .from('users')
      .select('*');
    expect(status).toBe(406);
    expect(error).toMatchObject({
      code: 'PGRST106',
      hint: 'Only the following schemas are exposed: public',
    });
  });

  it('answers 400 PGRST200 for an embed without a relationship', async () => {
    const response = await rest(backend, '/service-providers?select=*,contact_messages(*)', { key: backend.anonKey });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ code: 'PGRST200' });
  });
});

describe.skipIf(external)('schema cache', () => {
  it('picks up tables and columns created while running', async () => {
    const pg = backend.emulator?.pg;
    if (!pg) throw new Error('needs the embedded backend');
    await pg.exec(`
      create table public."rest-Reload" ("itemName" text primary key);
      grant select on public."rest-Reload" to anon;
      insert into public."rest-Reload" values ('first');
    `);
    const table = await rest(backend, '/rest-Reload?select=itemName', { key: backend.anonKey });
    expect(table.json).toEqual([{ itemName: 'first' }]);
    await pg.exec(`alter table public."rest-Reload" add column "addedLater" integer default 7`);
    const column = await rest(backend, '/rest-Reload?select=itemName,addedLater&addedLater=eq.7', {
      key: backend.anonKey,
    });
    expect(column.json).toEqual([{ itemName: 'first', addedLater: 7 }]);
  });
});
