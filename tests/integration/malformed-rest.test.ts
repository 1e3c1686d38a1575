/**
 * Hundreds of malformed and hostile requests against /rest/v1, as anon and as a signed-in user.
 * Malformed ones must get a 4xx with PostgREST's error shape; requests that are well-formed but
 * carry SQL in their values must simply not match anything. None may get a 5xx, crash the
 * backend or change a table (row counts and checksums are compared with the service key).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestBackend, type TestBackend } from './support/backend.js';
import { PUBLIC_TABLES, rest, signedToken, tableFingerprint, userToken } from './rest-support.js';

// Limits that protect the embedded Postgres (WebAssembly) from deep recursion; PostgREST has none.
const external = Boolean(process.env.SUPABASE_URL);

type Expect = '4xx' | 'no-5xx';

interface Attack {
  name: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  expect: Expect;
  /** Only the embedded backend promises a 4xx here. */
  localOnly?: boolean;
}

const deep = (open: string, close: string, n: number): string => open.repeat(n) + close.repeat(n);
const enc = encodeURIComponent;

const BAD_BODIES: [string, string | Uint8Array<ArrayBuffer>][] = [
  ['empty', ''],
  ['truncated object', '{"name": "x",'],
  ['truncated array', '[{"name": "x"}'],
  ['bare word', 'nul'],
  ['JSON string', '"hello"'],
  ['JSON number', '42'],
  ['JSON true', 'true'],
  ['JSON null', 'null'],
  ['array of numbers', '[1, 2, 3]'],
  ['array of arrays', '[[1], [2]]'],
  ['array with null', '[null]'],
  ['objects with different keys', '[{"name": "a"}, {"email": "b"}]'],
  ['unknown column', '{"nope": 1}'],
  ['SQL as a key', '{"name; drop table users; --": 1}'],
  ['quoted key', '{"\\"name\\"": 1}'],
  ['__proto__ key', '{"__proto__": {"admin": true}}'],
  ['single quotes', "{'name': 'x'}"],
  ['trailing comma', '{"name": "x",}'],
  ['comment', '{"name": "x" /* hi */}'],
  ['NaN', '{"latitude": NaN}'],
  ['invalid UTF-8', new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
  ['BOM then JSON', '\uFEFF{"name": "x"}'],
];

const TYPE_BODIES: [string, string][] = [
  ['uuid "abc"', '{"uuid": "abc"}'],
  ['latitude "north"', '{"latitude": "north"}'],
  ['latitude as object', '{"latitude": {"deg": 9}}'],
  ['latitude as array', '{"latitude": [9, 76]}'],
  ['latitude 1e400', '{"latitude": 1e400}'],
  ['huge integer id', '{"message_id": 99999999999999999999999999}'],
  ['is_chat "maybe"', '{"is_chat": "maybe"}'],
  ['timestamp "soon"', '{"created_at": "soon"}'],
  ['NUL in text', '{"name": "a\\u0000b"}'],
  ['lone surrogate', '{"name": "\\ud800"}'],
];

const CUSTOMER_ID = 'c0000000-0000-4000-8000-000000000001';

function bodyAttacks(): Attack[] {
  const attacks: Attack[] = [];
  for (const table of PUBLIC_TABLES) {
    for (const [label, body] of BAD_BODIES) {
      attacks.push({ name: `POST ${table}: ${label}`, method: 'POST', path: `/${table}`, body, expect: '4xx' });
      attacks.push({
        name: `PATCH ${table}: ${label}`,
        method: 'PATCH',
        path: `/${table}?created_at=lt.1900-01-01`,
        body,
        expect: '4xx',
      });
    }
    for (const [label, body] of TYPE_BODIES) {
      attacks.push({ name: `POST ${table}: ${label}`, method: 'POST', path: `/${table}`, body, expect: '4xx' });
      // As in PostgREST, values are converted for the rows being updated: no row, no conversion error.
      attacks.push({
        name: `PATCH ${table} (no row): ${label}`,
        method: 'PATCH',
        path: `/${table}?created_at=lt.1900-01-01`,
        body,
        expect: 'no-5xx',
      });
    }
  }
  for (const [label, body] of TYPE_BODIES) {
    attacks.push({
      name: `PATCH the customer's users row: ${label}`,
      method: 'PATCH',
      path: `/users?uuid=eq.${CUSTOMER_ID}`,
      body,
      expect: '4xx',
    });
  }
  return attacks;
}

const BAD_PATHS = [
  '/nope',
  '/users;drop table users',
  `/${enc('"users"')}`,
  '/users%00',
  `/..${enc('/')}users`,
  '/users/extra',
  '/users/',
  '/%ZZ',
  `/${enc('ユーザー')}`,
  `/${'x'.repeat(5000)}`,
  '/rpc',
  '/rpc/',
  '/rpc/nope',
  `/rpc/${enc('nearby_providers;drop table users')}`,
  '/rpc/nearby_providers/extra',
  `/rpc/${enc('public.nearby_providers')}`,
  '/pg_catalog.pg_roles',
  `/${enc('auth.users')}`,
];

const BAD_QUERIES = [
  'nope=eq.1',
  'job=nope.1',
  'job=eq',
  'job=',
  'job=not.',
  'job=not.nope.x',
  'job=in.(a',
  'job=in.a,b',
  'job=is.maybe',
  'job=like(some).x',
  'job=fts(x.y',
  'or=(job.eq.1',
  'or=job.eq.1',
  'or=()',
  'or=(nope.eq.1)',
  'and=(or())',
  'not.or=(job)',
  'or=(job.eq.a,or(job.eq.b)',
  'select=nope',
  'select=uuid,',
  'select=uuid::unknowntype',
  'select=uuid::text;drop table users',
  `select=${enc('uuid;drop table users')}`,
  `select=${enc('uuid)from users--')}`,
  `select=${enc('"uuid"; delete from messages; --')}`,
  'select=count()',
  'select=uuid.sum()',
  'select=messages(*)',
  'select=...messages(*)',
  'select=data->>x',
  `order=${enc('uuid;drop table users')}`,
  `order=${enc('uuid desc, (select 1)')}`,
  'order=uuid.sideways',
  'order=uuid.asc.nullsmiddle',
  'order=nope',
  'order=messages(uuid)',
  `${enc('uuid;drop table users')}=eq.1`,
  `${enc('"uuid""')}=eq.1`,
  'messages.job=eq.1',
  'messages.order=uuid',
  'limit=-1',
  'offset=-1',
  'limit=99999999999999999999999',
  'offset=99999999999999999999999',
  'uuid=eq.abc',
  'latitude=gt.north',
  'created_at=lt.someday',
  'uuid=in.(abc,def)',
  'uuid=cs.{a}',
  'job=ov.(a,b)',
  'job=eq.a%00b',
  `job=sl.${enc('[1,2)')}`,
  `job=isdistinct.${enc('\u0000')}`,
];

function queryAttacks(): Attack[] {
  const attacks: Attack[] = [];
  for (const path of BAD_PATHS) {
    attacks.push({ name: `GET ${path.slice(0, 60)}`, path, expect: '4xx' });
    attacks.push({ name: `POST ${path.slice(0, 60)}`, method: 'POST', path, body: '{}', expect: '4xx' });
  }
  for (const table of ['service-providers', 'messages', 'users'] as const) {
    for (const query of BAD_QUERIES) {
      attacks.push({ name: `GET ${table}?${query}`, path: `/${table}?${query}`, expect: '4xx' });
    }
  }
  for (const query of BAD_QUERIES.slice(0, 20)) {
    attacks.push({
      name: `DELETE service-providers?${query}`,
      method: 'DELETE',
      path: `/service-providers?${query}`,
      expect: '4xx',
    });
  }
  return attacks;
}

const INJECTED_VALUES = [
  "' or 1=1 --",
  "Plumber'; delete from messages; --",
  '"); drop table users; --',
  '$1',
  'x::text',
  "') or true --",
  '1 or 1=1',
  '*',
  '%',
  '\\',
  '😀 emoji',
  'ﷺ ⁦rtl⁩',
  'a'.repeat(3000),
];

function injectionAttacks(): Attack[] {
  const attacks: Attack[] = [];
  for (const value of INJECTED_VALUES) {
    for (const op of ['eq', 'neq', 'like', 'ilike', 'in']) {
      const operand = op === 'in' ? `(${JSON.stringify(value)})` : value;
      attacks.push({
        name: `GET first_name=${op}.${value.slice(0, 30)}`,
        path: `/service-providers?first_name=${op}.${enc(operand)}`,
        expect: 'no-5xx',
      });
    }
    attacks.push({
      name: `GET or with ${value.slice(0, 30)}`,
      path: `/service-providers?or=${enc(`(first_name.eq.${JSON.stringify(value)},last_name.eq.x)`)}`,
      expect: 'no-5xx',
    });
    attacks.push({
      name: `PATCH matching nothing with ${value.slice(0, 30)}`,
      method: 'PATCH',
      path: `/service-providers?first_name=eq.${enc(value)}&last_name=eq.${enc(value)}`,
      body: JSON.stringify({ first_name: value }),
      expect: 'no-5xx',
    });
    attacks.push({
      name: `RPC job=${value.slice(0, 30)}`,
      method: 'POST',
      path: '/rpc/nearby_providers',
      body: JSON.stringify({ lat: 9.97, lon: 76.28, job: value }),
      expect: '4xx',
    });
  }
  return attacks;
}

function headerAttacks(): Attack[] {
  const get = (name: string, headers: Record<string, string>, expect: Expect = '4xx'): Attack => ({
    name,
    path: '/service-providers?select=uuid&limit=1',
    headers,
    expect,
  });
  return [
    get('Accept text/html', { accept: 'text/html' }),
    { ...get('Accept garbage', { accept: ';;;,,,' }), localOnly: true },
    get('Accept-Profile pg_catalog', { 'accept-profile': 'pg_catalog' }),
    get('Accept-Profile with SQL', { 'accept-profile': 'public; drop table users' }),
    get('Range backwards', { range: '5-2' }),
    get('Prefer strict with junk', { prefer: 'handling=strict, return=everything' }),
    get('Range garbage is ignored', { range: 'bytes=0-1' }, 'no-5xx'),
    get('Prefer garbage is ignored', { prefer: 'count=maybe, ;;;, tx=explode' }, 'no-5xx'),
    {
      name: 'Content-Profile auth on POST',
      method: 'POST',
      path: '/contact_messages',
      headers: { 'content-profile': 'auth' },
      body: '{"name":"x","email":"x@y.zz","message":"m"}',
      expect: '4xx',
    },
    { name: 'PUT', method: 'PUT', path: '/service-providers?uuid=eq.x', body: '{}', expect: '4xx' },
    { name: 'PROPFIND', method: 'PROPFIND', path: '/service-providers', expect: '4xx' },
    {
      name: 'RPC with PATCH',
      method: 'PATCH',
      path: '/rpc/nearby_providers',
      body: '{"lat":1,"lon":1}',
      expect: '4xx',
    },
  ];
}

function rpcAttacks(): Attack[] {
  const post = (name: string, body: string, localOnly = false): Attack => ({
    name: `RPC ${name}`,
    method: 'POST',
    path: '/rpc/nearby_providers',
    body,
    expect: '4xx',
    localOnly,
  });
  return [
    post('lat as array', '{"lat": [1], "lon": 1}'),
    post('lat as object', '{"lat": {"a": 1}, "lon": 1}'),
    post('lat with SQL', '{"lat": "1; drop table users", "lon": 1}'),
    post('lat Infinity', '{"lat": "Infinity", "lon": 1}'),
    post('lat NaN', '{"lat": "NaN", "lon": 1}'),
    post('radius 1e400', '{"lat": 1, "lon": 1, "radius_km": -1e400}'),
    post('unknown argument', '{"lat": 1, "lon": 1, "nope": 1}'),
    post('SQL argument name', '{"lat": 1, "lon); drop table users; --": 1}'),
    post('array body', '[1, 2]'),
    post('string body', '"lat"'),
    post('broken JSON', '{"lat":'),
    post('deeply nested JSON', `{"lat": ${deep('[', ']', 5000)}, "lon": 1}`, true),
    {
      name: 'RPC GET with SQL argument',
      path: `/rpc/nearby_providers?lat=${enc('1); drop table users; --')}&lon=1`,
      expect: '4xx',
    },
    { name: 'RPC GET without arguments', path: '/rpc/nearby_providers', expect: '4xx' },
    { name: 'RPC GET unknown filter column', path: '/rpc/nearby_providers?lat=1&lon=1&nope=eq.1', expect: '4xx' },
  ];
}

const MEGABYTE = 'a'.repeat(1024 * 1024);

function limitAttacks(): Attack[] {
  return [
    {
      name: 'contact message with a 1 MB name',
      method: 'POST',
      path: '/contact_messages',
      body: JSON.stringify({ name: MEGABYTE, email: 'mb@example.test', message: 'hello' }),
      expect: '4xx',
    },
    {
      name: 'contact message padded with spaces past its limit',
      method: 'POST',
      path: '/contact_messages',
      body: JSON.stringify({ name: `A${' '.repeat(200_000)}`, email: 'pad@example.test', message: 'hello' }),
      expect: '4xx',
    },
    {
      name: 'contact messages in bulk',
      method: 'POST',
      path: '/contact_messages',
      body: JSON.stringify([
        { name: 'One', email: 'bulk@example.test', message: 'first' },
        { name: 'Two', email: 'bulk@example.test', message: 'second' },
      ]),
      expect: '4xx',
    },
    {
      name: 'RPC with a 1 MB string argument',
      method: 'POST',
      path: '/rpc/nearby_providers',
      body: JSON.stringify({ lat: MEGABYTE, lon: 1 }),
      expect: '4xx',
    },
    { name: 'filter with a 1 MB value', path: `/service-providers?first_name=eq.${MEGABYTE}`, expect: 'no-5xx' },
    {
      name: 'POST deeply nested body',
      method: 'POST',
      path: '/contact_messages',
      body: `{"name": ${deep('[', ']', 20000)}}`,
      expect: '4xx',
      localOnly: true,
    },
    {
      name: 'POST deeply nested objects',
      method: 'POST',
      path: '/contact_messages',
      body: `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
      expect: '4xx',
      localOnly: true,
    },
    {
      name: 'deep or tree',
      path: `/service-providers?or=${enc(`(${'or('.repeat(200)}job.eq.x${')'.repeat(200)})`)}`,
      expect: '4xx',
      localOnly: true,
    },
    {
      name: 'regex nested 2000 deep',
      path: `/service-providers?first_name=match.${enc(deep('(', ')', 2000))}`,
      expect: '4xx',
      localOnly: true,
    },
    {
      name: 'tsquery nested 2000 deep',
      path: `/service-providers?first_name=fts.${enc(deep('(', ')', 2000))}`,
      expect: '4xx',
      localOnly: true,
    },
    {
      name: 'array nested 10 deep',
      path: `/service-providers?first_name=cs.${enc(deep('{', '}', 10))}`,
      expect: '4xx',
    },
    {
      name: '2000 selected columns',
      path: `/service-providers?select=${Array.from({ length: 2000 }, () => 'uuid').join(',')}`,
      expect: '4xx',
      localOnly: true,
    },
    {
      name: '200 stars',
      path: `/service-providers?select=${Array.from({ length: 200 }, () => '*').join(',')}`,
      expect: '4xx',
      localOnly: true,
    },
    {
      name: 'in list of 2000 values',
      path: `/service-providers?first_name=in.(${Array.from({ length: 2000 }, (_, i) => `v${String(i)}`).join(',')})`,
      expect: 'no-5xx',
    },
    {
      name: '500 and-ed filters',
      path: `/service-providers?${Array.from({ length: 500 }, (_, i) => `first_name=neq.v${String(i)}`).join('&')}`,
      expect: 'no-5xx',
    },
  ];
}

const ATTACKS = [
  ...bodyAttacks(),
  ...queryAttacks(),
  ...injectionAttacks(),
  ...headerAttacks(),
  ...rpcAttacks(),
  ...limitAttacks(),
].filter((attack) => !(external && attack.localOnly));

let backend: TestBackend;
let before: Record<string, string>;
const keys: { label: string; apikey: string; token: string }[] = [];

beforeAll(async () => {
  backend = await startTestBackend();
  const customer = await backend.signIn(DEMO.customer);
  const session = (await customer.auth.getSession()).data.session;
  if (!session) throw new Error('no session for the demo customer');
  keys.push({ label: 'anon', apikey: backend.anonKey, token: backend.anonKey });
  keys.push({ label: 'user', apikey: backend.anonKey, token: session.access_token });
  before = await tableFingerprint(backend);
});

afterAll(async () => {
  await backend.close();
});

function unsignedToken(claims: Record<string, unknown>): string {
  const part = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

function isPostgrestError(json: unknown): boolean {
  if (typeof json !== 'object' || json === null) return false;
  const body = json as Record<string, unknown>;
  return typeof body.message === 'string' && 'code' in body && 'details' in body && 'hint' in body;
}

describe('malformed and hostile requests', () => {
  it(`has a few hundred cases (${String(ATTACKS.length)})`, () => {
    expect(ATTACKS.length).toBeGreaterThan(300);
  });

  it.each(['anon', 'user'])('never answers 5xx, and answers 4xx to malformed input (as %s)', async (label) => {
    const key = keys.find((k) => k.label === label);
    if (!key) throw new Error(`no key ${label}`);
    const wrong: string[] = [];
    for (const attack of ATTACKS) {
      const response = await rest(backend, attack.path, {
        key: key.apikey,
        token: key.token,
        method: attack.method ?? 'GET',
        ...(attack.headers ? { headers: attack.headers } : {}),
        ...(attack.body === undefined ? {} : { body: attack.body }),
      });
      const fourXx = response.status >= 400 && response.status < 500;
      const ok =
        attack.expect === '4xx'
          ? fourXx && (response.status === 404 || isPostgrestError(response.json))
          : response.status < 500;
      if (!ok) wrong.push(`${attack.name} → ${String(response.status)} ${response.text.slice(0, 160)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers bad tokens with 401 and PostgREST codes', async () => {
    const now = Math.floor(Date.now() / 1000);
    const cases: [string, string, number, string][] = [
      ['garbage', 'not-a-jwt', 401, 'PGRST301'],
      ['two parts', 'abc.def', 401, 'PGRST301'],
      [
        'wrong signature',
        `${(await userToken('c0000000-0000-4000-8000-000000000001', DEMO.customer)).slice(0, -4)}AAAA`,
        401,
        'PGRST301',
      ],
      ['expired', await userToken('c0000000-0000-4000-8000-000000000001', DEMO.customer, -60), 401, 'PGRST303'],
      ['unsigned (alg none) service role', unsignedToken({ role: 'service_role', exp: now + 60 }), 401, 'PGRST301'],
      ['unknown role', await signedToken({ role: 'hacker', exp: now + 60 }), 401, '22023'],
      ['superuser role', await signedToken({ role: 'postgres', exp: now + 60 }), 403, '42501'],
    ];
    for (const [label, token, status, code] of cases) {
      const response = await rest(backend, '/service-providers?select=uuid&limit=1', { key: backend.anonKey, token });
      expect({ label, status: response.status, code: (response.json as { code?: string }).code }).toEqual({
        label,
        status,
        code,
      });
      if (status === 401 && code.startsWith('PGRST')) {
        expect(response.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
      }
    }
  });

  it('still serves normal requests and left every table unchanged', async () => {
    const response = await rest(backend, '/service-providers?select=uuid&limit=1', { key: backend.anonKey });
    expect(response.status).toBe(200);
    expect(await tableFingerprint(backend)).toEqual(before);
  });
});
