import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JWT_SECRET } from 'local-supabase';
import { DEMO, DEMO_PASSWORD, startTestBackend, type TestBackend } from './support/backend.js';

let backend: TestBackend;
let userToken: string;
const tokens: Record<string, string> = {};

interface Case {
  label: string;
  method: string;
  path: string;
  body?: string;
  /** A key of `tokens`, a literal Authorization header value, or nothing (anon key). */
  auth?: string;
  contentType?: string;
  /** Browser-navigation endpoints answer errors with a redirect instead of a 4xx. */
  redirects?: boolean;
}

const INJECTIONS = [
  "' OR '1'='1",
  "a@b.co'; drop table auth.users; --",
  '"; select pg_sleep(5); --',
  '<script>alert(1)</script>@example.test',
  '${jndi:ldap://x}',
  '../../etc/passwd',
  '%00%27',
  'a'.repeat(5000),
];

const MEGABYTE = 'a'.repeat(1024 * 1024);

const deepData = `{"email":"deep@example.test","password":"abcdef","data":${'{"a":'.repeat(200)}1${'}'.repeat(200)}}`;

function json(value: unknown): string {
  return JSON.stringify(value);
}

const cases: Case[] = [
  // signup: bodies that are not objects, wrong types, bad values
  ...['{', '[]', '"text"', '123', 'null', 'true', '{"email":', 'email=a&password=b', '\u0000', '{}{}'].map(
    (body): Case => ({
      label: `signup body ${JSON.stringify(body).slice(0, 20)}`,
      method: 'POST',
      path: '/signup',
      body,
    }),
  ),
  { label: 'signup email number', method: 'POST', path: '/signup', body: json({ email: 1, password: 'abcdef' }) },
  {
    label: 'signup password number',
    method: 'POST',
    path: '/signup',
    body: json({ email: 'n@x.io', password: 123456 }),
  },
  {
    label: 'signup email array',
    method: 'POST',
    path: '/signup',
    body: json({ email: ['a@b.io'], password: 'abcdef' }),
  },
  {
    label: 'signup email operator',
    method: 'POST',
    path: '/signup',
    body: json({ email: { $ne: null }, password: 'abcdef' }),
  },
  {
    label: 'signup data string',
    method: 'POST',
    path: '/signup',
    body: json({ email: 'd@x.io', password: 'abcdef', data: 'x' }),
  },
  {
    label: 'signup data array',
    method: 'POST',
    path: '/signup',
    body: json({ email: 'd@x.io', password: 'abcdef', data: [1] }),
  },
  { label: 'signup no password', method: 'POST', path: '/signup', body: json({ email: 'np@x.io' }) },
  { label: 'signup empty body', method: 'POST', path: '/signup', body: '' },
  {
    label: 'signup long password',
    method: 'POST',
    path: '/signup',
    body: json({ email: 'lp@x.io', password: 'p'.repeat(73) }),
  },
  {
    label: 'signup long email',
    method: 'POST',
    path: '/signup',
    body: json({ email: `${'e'.repeat(260)}@x.io`, password: 'abcdef' }),
  },
  {
    label: 'signup NUL in email',
    method: 'POST',
    path: '/signup',
    body: '{"email":"a\\u0000@x.io","password":"abcdef"}',
  },
  {
    label: 'signup lone surrogate',
    method: 'POST',
    path: '/signup',
    body: '{"email":"s@x.io","password":"abc\\ud800def"}',
  },
  {
    label: 'signup NUL in data key',
    method: 'POST',
    path: '/signup',
    body: '{"email":"k@x.io","password":"abcdef","data":{"a\\u0000":1}}',
  },
  { label: 'signup deep data', method: 'POST', path: '/signup', body: deepData },
  { label: 'signup phone', method: 'POST', path: '/signup', body: json({ phone: '+15555550100', password: 'abcdef' }) },
  {
    label: 'signup email and phone',
    method: 'POST',
    path: '/signup',
    body: json({ email: 'b@x.io', phone: '+1555', password: 'abcdef' }),
  },
  {
    label: 'signup short challenge',
    method: 'POST',
    path: '/signup',
    body: json({ email: 'c@x.io', password: 'abcdef', code_challenge: 'abc', code_challenge_method: 's256' }),
  },
  {
    label: 'signup challenge without method',
    method: 'POST',
    path: '/signup',
    body: json({ email: 'c@x.io', password: 'abcdef', code_challenge: 'a'.repeat(43) }),
  },
  {
    label: 'signup bad challenge method',
    method: 'POST',
    path: '/signup',
    body: json({ email: 'c@x.io', password: 'abcdef', code_challenge: 'a'.repeat(43), code_challenge_method: 'md5' }),
  },
  {
    label: 'signup challenge chars',
    method: 'POST',
    path: '/signup',
    body: json({ email: 'c@x.io', password: 'abcdef', code_challenge: '!'.repeat(43), code_challenge_method: 'plain' }),
  },
  ...INJECTIONS.map((email): Case => ({
    label: `signup injection ${email.slice(0, 16)}`,
    method: 'POST',
    path: '/signup',
    body: json({ email, password: 'abcdef' }),
  })),

  // token grants
  {
    label: 'token without grant',
    method: 'POST',
    path: '/token',
    body: json({ email: DEMO.customer, password: DEMO_PASSWORD }),
  },
  { label: 'token unknown grant', method: 'POST', path: '/token?grant_type=client_credentials', body: '{}' },
  {
    label: 'token grant injection',
    method: 'POST',
    path: `/token?grant_type=${encodeURIComponent("password' or 1=1")}`,
    body: '{}',
  },
  ...['{', '[]', 'null', '"x"', 'email=a&password=b'].map((body): Case => ({
    label: `password grant body ${body}`,
    method: 'POST',
    path: '/token?grant_type=password',
    body,
  })),
  {
    label: 'password grant form content type',
    method: 'POST',
    path: '/token?grant_type=password',
    body: 'email=a%40b.io&password=x',
    contentType: 'application/x-www-form-urlencoded',
  },
  { label: 'password grant nothing', method: 'POST', path: '/token?grant_type=password', body: '{}' },
  {
    label: 'password grant email number',
    method: 'POST',
    path: '/token?grant_type=password',
    body: json({ email: 42, password: 'x' }),
  },
  {
    label: 'password grant password object',
    method: 'POST',
    path: '/token?grant_type=password',
    body: json({ email: DEMO.customer, password: { $gt: '' } }),
  },
  {
    label: 'password grant email and phone',
    method: 'POST',
    path: '/token?grant_type=password',
    body: json({ email: DEMO.customer, phone: '1', password: 'x' }),
  },
  {
    label: 'password grant unknown phone',
    method: 'POST',
    path: '/token?grant_type=password',
    body: json({ phone: '+15555550100', password: 'x' }),
  },
  ...INJECTIONS.map((email): Case => ({
    label: `password grant injection ${email.slice(0, 16)}`,
    method: 'POST',
    path: '/token?grant_type=password',
    body: json({ email, password: email }),
  })),
  {
    label: 'refresh grant number',
    method: 'POST',
    path: '/token?grant_type=refresh_token',
    body: json({ refresh_token: 5 }),
  },
  { label: 'refresh grant empty', method: 'POST', path: '/token?grant_type=refresh_token', body: '{}' },
  ...INJECTIONS.map((token): Case => ({
    label: `refresh grant injection ${token.slice(0, 16)}`,
    method: 'POST',
    path: '/token?grant_type=refresh_token',
    body: json({ refresh_token: token }),
  })),
  { label: 'pkce grant empty', method: 'POST', path: '/token?grant_type=pkce', body: '{}' },
  { label: 'pkce grant one field', method: 'POST', path: '/token?grant_type=pkce', body: json({ auth_code: 'x' }) },
  {
    label: 'pkce grant unknown code',
    method: 'POST',
    path: '/token?grant_type=pkce',
    body: json({ auth_code: "x' or 1=1", code_verifier: 'y' }),
  },
  {
    label: 'pkce grant wrong types',
    method: 'POST',
    path: '/token?grant_type=pkce',
    body: json({ auth_code: 1, code_verifier: [] }),
  },

  // endpoints that need a user
  { label: 'user without bearer', method: 'GET', path: '/user', auth: '' },
  { label: 'user with bare Bearer', method: 'GET', path: '/user', auth: 'Bearer' },
  { label: 'user with Basic', method: 'GET', path: '/user', auth: 'Basic dXNlcjpwYXNz' },
  { label: 'user with garbage token', method: 'GET', path: '/user', auth: 'Bearer x.y.z' },
  { label: 'user with anon key', method: 'GET', path: '/user' },
  { label: 'user with alg none', method: 'GET', path: '/user', auth: 'algNone' },
  { label: 'user with foreign secret', method: 'GET', path: '/user', auth: 'foreignSecret' },
  { label: 'user with expired token', method: 'GET', path: '/user', auth: 'expired' },
  { label: 'user with non-uuid sub', method: 'GET', path: '/user', auth: 'badSub' },
  { label: 'user with unknown sub', method: 'GET', path: '/user', auth: 'unknownSub' },
  { label: 'user with non-uuid session', method: 'GET', path: '/user', auth: 'badSession' },
  { label: 'user with unknown session', method: 'GET', path: '/user', auth: 'unknownSession' },
  { label: 'user with wrong audience', method: 'GET', path: '/user', auth: 'wrongAudience' },
  { label: 'update user bad JSON', method: 'PUT', path: '/user', auth: 'user', body: '{' },
  { label: 'update user data string', method: 'PUT', path: '/user', auth: 'user', body: json({ data: 'x' }) },
  {
    label: 'update user password number',
    method: 'PUT',
    path: '/user',
    auth: 'user',
    body: json({ password: 1234567 }),
  },
  { label: 'update user invalid email', method: 'PUT', path: '/user', auth: 'user', body: json({ email: 'nope' }) },
  {
    label: 'update user injection email',
    method: 'PUT',
    path: '/user',
    auth: 'user',
    body: json({ email: INJECTIONS[1] }),
  },
  {
    label: 'update user app_metadata',
    method: 'PUT',
    path: '/user',
    auth: 'user',
    body: json({ app_metadata: { role: 'service_role' } }),
  },
  { label: 'update user weak password', method: 'PUT', path: '/user', auth: 'user', body: json({ password: '1' }) },
  { label: 'update user without bearer', method: 'PUT', path: '/user', auth: '', body: json({ data: { a: 1 } }) },
  { label: 'update user phone', method: 'PUT', path: '/user', auth: 'user', body: json({ phone: '+15555550100' }) },
  { label: 'logout without bearer', method: 'POST', path: '/logout', auth: '', body: '' },
  { label: 'logout bad scope', method: 'POST', path: '/logout?scope=all', auth: 'user', body: '' },

  // recovery and verification
  ...['{', '{}', json({ email: 1 }), json({ email: 'bad' }), json({ email: INJECTIONS[0] })].map((body): Case => ({
    label: `recover body ${body.slice(0, 20)}`,
    method: 'POST',
    path: '/recover',
    body,
  })),
  {
    label: 'recover bad challenge',
    method: 'POST',
    path: '/recover',
    body: json({ email: DEMO.plumber, code_challenge: 'x', code_challenge_method: 's256' }),
  },
  { label: 'verify GET no params', method: 'GET', path: '/verify' },
  { label: 'verify GET type only', method: 'GET', path: '/verify?type=recovery' },
  { label: 'verify GET token only', method: 'GET', path: '/verify?token=abc' },
  { label: 'verify GET unknown token', method: 'GET', path: '/verify?token=abc&type=recovery', redirects: true },
  { label: 'verify GET unknown type', method: 'GET', path: '/verify?token=abc&type=teleport', redirects: true },
  {
    label: 'verify GET injection',
    method: 'GET',
    path: `/verify?token=${encodeURIComponent(INJECTIONS[0] ?? '')}&type=signup&redirect_to=javascript:alert(1)`,
    redirects: true,
  },
  { label: 'verify GET pkce unknown', method: 'GET', path: '/verify?token=pkce_abc&type=recovery', redirects: true },
  { label: 'verify POST bad JSON', method: 'POST', path: '/verify', body: '{' },
  { label: 'verify POST empty', method: 'POST', path: '/verify', body: '{}' },
  { label: 'verify POST type only', method: 'POST', path: '/verify', body: json({ type: 'recovery' }) },
  {
    label: 'verify POST both tokens',
    method: 'POST',
    path: '/verify',
    body: json({ type: 'recovery', token: '1', token_hash: '2' }),
  },
  {
    label: 'verify POST hash and email',
    method: 'POST',
    path: '/verify',
    body: json({ type: 'recovery', token_hash: '2', email: DEMO.plumber }),
  },
  {
    label: 'verify POST unknown hash',
    method: 'POST',
    path: '/verify',
    body: json({ type: 'recovery', token_hash: INJECTIONS[1] }),
  },
  {
    label: 'verify POST unknown type',
    method: 'POST',
    path: '/verify',
    body: json({ type: 'teleport', token_hash: 'x' }),
  },
  {
    label: 'verify POST token without address',
    method: 'POST',
    path: '/verify',
    body: json({ type: 'recovery', token: '123456' }),
  },
  {
    label: 'verify POST bad email',
    method: 'POST',
    path: '/verify',
    body: json({ type: 'recovery', token: '123456', email: 'bad' }),
  },
  {
    label: 'verify POST wrong code',
    method: 'POST',
    path: '/verify',
    body: json({ type: 'recovery', token: '123456', email: DEMO.plumber }),
  },
  {
    label: 'verify POST sms',
    method: 'POST',
    path: '/verify',
    body: json({ type: 'sms', token: '123456', phone: '+15555550100' }),
  },
  { label: 'verify POST type number', method: 'POST', path: '/verify', body: json({ type: 7, token_hash: 'x' }) },

  // OAuth
  { label: 'authorize without provider', method: 'GET', path: '/authorize' },
  { label: 'authorize unknown provider', method: 'GET', path: '/authorize?provider=myspace' },
  { label: 'authorize provider case', method: 'GET', path: '/authorize?provider=GOOGLE' },
  {
    label: 'authorize provider injection',
    method: 'GET',
    path: `/authorize?provider=${encodeURIComponent(INJECTIONS[2] ?? '')}`,
  },
  {
    label: 'authorize short challenge',
    method: 'GET',
    path: '/authorize?provider=google&code_challenge=abc&code_challenge_method=s256',
  },
  { label: 'authorize method only', method: 'GET', path: '/authorize?provider=github&code_challenge_method=s256' },
  {
    label: 'callback without state',
    method: 'POST',
    path: '/callback',
    body: 'name=x&email=x%40y.io',
    contentType: 'application/x-www-form-urlencoded',
    redirects: true,
  },
  {
    label: 'callback forged state',
    method: 'POST',
    path: '/callback',
    body: 'state=abc.def&email=x%40y.io',
    contentType: 'application/x-www-form-urlencoded',
    redirects: true,
  },
  { label: 'callback JSON garbage', method: 'POST', path: '/callback', body: '{', redirects: true },
  { label: 'callback GET garbage', method: 'GET', path: '/callback?state=%00', redirects: true },

  // MFA
  { label: 'enroll without bearer', method: 'POST', path: '/factors', auth: '', body: json({ factor_type: 'totp' }) },
  { label: 'enroll bad JSON', method: 'POST', path: '/factors', auth: 'user', body: '{' },
  { label: 'enroll no type', method: 'POST', path: '/factors', auth: 'user', body: '{}' },
  {
    label: 'enroll phone',
    method: 'POST',
    path: '/factors',
    auth: 'user',
    body: json({ factor_type: 'phone', phone: '+1555' }),
  },
  { label: 'enroll type number', method: 'POST', path: '/factors', auth: 'user', body: json({ factor_type: 1 }) },
  {
    label: 'challenge non-uuid factor',
    method: 'POST',
    path: '/factors/not-a-uuid/challenge',
    auth: 'user',
    body: '{}',
  },
  {
    label: 'challenge malformed escape',
    method: 'POST',
    path: '/factors/%E0%A4%A/challenge',
    auth: 'user',
    body: '{}',
  },
  {
    label: 'challenge unknown factor',
    method: 'POST',
    path: '/factors/00000000-0000-4000-8000-000000000000/challenge',
    auth: 'user',
    body: '{}',
  },
  {
    label: 'challenge injection factor',
    method: 'POST',
    path: `/factors/${encodeURIComponent("1' or '1'='1")}/challenge`,
    auth: 'user',
    body: '{}',
  },
  {
    label: 'verify factor bad challenge id',
    method: 'POST',
    path: '/factors/00000000-0000-4000-8000-000000000000/verify',
    auth: 'user',
    body: json({ challenge_id: 'x', code: '1' }),
  },
  {
    label: 'verify factor unknown',
    method: 'POST',
    path: '/factors/00000000-0000-4000-8000-000000000000/verify',
    auth: 'user',
    body: json({ challenge_id: '00000000-0000-4000-8000-000000000000', code: '123456' }),
  },
  { label: 'unenroll unknown', method: 'DELETE', path: '/factors/00000000-0000-4000-8000-000000000000', auth: 'user' },
  { label: 'unenroll non-uuid', method: 'DELETE', path: '/factors/xyz', auth: 'user' },

  // routing
  { label: 'unknown route', method: 'GET', path: '/admin/users' },
  { label: 'unknown nested route', method: 'GET', path: '/factors/a/b/c/d', auth: 'user' },
  { label: 'wrong method on user', method: 'DELETE', path: '/user', auth: 'user' },
  { label: 'wrong method on signup', method: 'PATCH', path: '/signup', body: '{}' },
  { label: 'wrong method on token', method: 'GET', path: '/token?grant_type=password' },
  { label: 'too large body', method: 'POST', path: '/signup', body: `{"data":"${'x'.repeat(9 * 1024 * 1024)}"}` },
  // 1 MB strings in every field the JSON endpoints read
  ...(
    [
      ['/signup', { email: MEGABYTE, password: 'Secret123' }],
      ['/signup', { email: 'mb@example.test', password: MEGABYTE }],
      ['/token?grant_type=password', { email: MEGABYTE, password: 'Secret123' }],
      ['/token?grant_type=password', { email: DEMO.customer, password: MEGABYTE }],
      ['/token?grant_type=refresh_token', { refresh_token: MEGABYTE }],
      ['/token?grant_type=pkce', { auth_code: MEGABYTE, code_verifier: MEGABYTE }],
      ['/recover', { email: MEGABYTE }],
      ['/verify', { type: 'recovery', token_hash: MEGABYTE }],
      ['/verify', { type: 'recovery', email: DEMO.customer, token: MEGABYTE }],
      ['/verify', { type: MEGABYTE, token_hash: 'abc' }],
    ] as const
  ).map(([path, body]): Case => ({
    label: `1 MB string: ${path} ${Object.keys(body).find((key) => (body as Record<string, string>)[key] === MEGABYTE) ?? ''}`,
    method: 'POST',
    path,
    body: json(body),
  })),
];

/** Query values no endpoint should choke on: NUL, invalid UTF-8, bad escapes, a long string, JSON. */
const BAD_QUERY_VALUES: [string, string][] = [
  ['NUL', '%00'],
  ['NUL inside', 'a%00b'],
  ['invalid UTF-8', '%C3%28'],
  ['lone continuation bytes', '%FF%FE%80'],
  ['encoded lone surrogate', '%ED%A0%80'],
  ['bad escape', '%zz%'],
  ['long', 'a'.repeat(8000)],
  ['JSON object', encodeURIComponent('{"$ne":null}')],
];

/** Every query parameter the auth endpoints read, with the rest of a plausible request. */
const QUERY_PARAMS: {
  method: string;
  path: string;
  param: string;
  body?: string;
  auth?: string;
  redirects?: boolean;
}[] = [
  { method: 'GET', path: '/verify?type=recovery', param: 'token', redirects: true },
  { method: 'GET', path: '/verify?token=abc', param: 'type', redirects: true },
  { method: 'GET', path: '/verify?token=abc&type=recovery', param: 'redirect_to', redirects: true },
  { method: 'POST', path: '/recover', param: 'redirect_to', body: json({ email: 'nobody@example.test' }) },
  { method: 'POST', path: '/token', param: 'grant_type', body: '{}' },
  { method: 'POST', path: '/signup', param: 'redirect_to', body: '{}' },
  { method: 'GET', path: '/authorize', param: 'provider', redirects: true },
  { method: 'GET', path: '/authorize?provider=github', param: 'redirect_to', redirects: true },
  {
    method: 'GET',
    path: '/authorize?provider=github&code_challenge_method=s256',
    param: 'code_challenge',
    redirects: true,
  },
  { method: 'GET', path: '/callback', param: 'state', redirects: true },
  { method: 'GET', path: '/callback?state=x', param: 'code', redirects: true },
  { method: 'GET', path: '/callback', param: 'error_description', redirects: true },
  { method: 'POST', path: '/logout', param: 'scope', auth: 'user' },
  { method: 'PUT', path: '/user', param: 'redirect_to', body: '{}', auth: 'user' },
];

const queryCases: Case[] = QUERY_PARAMS.flatMap((target) =>
  BAD_QUERY_VALUES.map(([label, value]): Case => {
    const separator = target.path.includes('?') ? '&' : '?';
    return {
      label: `${target.method} ${target.path} ${target.param}=${label}`,
      method: target.method,
      path: `${target.path}${separator}${target.param}=${value}`,
      ...(target.body !== undefined ? { body: target.body } : {}),
      ...(target.auth !== undefined ? { auth: target.auth } : {}),
      ...(target.redirects ? { redirects: true } : {}),
    };
  }),
);

async function sign(claims: Record<string, unknown>, secret = JWT_SECRET): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));
}

beforeAll(async () => {
  backend = await startTestBackend();
  const client = await backend.signIn(DEMO.electrician);
  const { data } = await client.auth.getSession();
  userToken = data.session?.access_token ?? '';
  const now = Math.floor(Date.now() / 1000);
  const base = { role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 600 };
  const userId = 'd0000000-0000-4000-8000-000000000001';
  const header = Buffer.from(json({ alg: 'none', typ: 'JWT' })).toString('base64url');
  const payload = Buffer.from(json({ ...base, sub: userId })).toString('base64url');
  Object.assign(tokens, {
    user: `Bearer ${userToken}`,
    algNone: `Bearer ${header}.${payload}.`,
    foreignSecret: `Bearer ${await sign({ ...base, sub: userId }, 'another-secret-that-is-at-least-32-characters')}`,
    expired: `Bearer ${await sign({ ...base, sub: userId, iat: now - 7200, exp: now - 3600 })}`,
    badSub: `Bearer ${await sign({ ...base, sub: "1' or '1'='1" })}`,
    unknownSub: `Bearer ${await sign({ ...base, sub: '00000000-0000-4000-8000-00000000dead' })}`,
    badSession: `Bearer ${await sign({ ...base, sub: userId, session_id: 'nope' })}`,
    unknownSession: `Bearer ${await sign({ ...base, sub: userId, session_id: '00000000-0000-4000-8000-00000000beef' })}`,
    wrongAudience: `Bearer ${await sign({ ...base, sub: userId, aud: 'somebody-else' })}`,
  });
});

afterAll(async () => {
  await backend.close();
});

function authorizationFor(auth: string | undefined): string | null {
  if (auth === undefined) return `Bearer ${backend.anonKey}`;
  if (auth === '') return null;
  return tokens[auth] ?? auth;
}

/** Sends a case as supabase-js would (apikey, API version, JSON body), without following redirects. */
async function send(testCase: Case): Promise<{ response: Response; text: string }> {
  const headers: Record<string, string> = { apikey: backend.anonKey, 'x-supabase-api-version': '2024-01-01' };
  const authorization = authorizationFor(testCase.auth);
  if (authorization) headers.authorization = authorization;
  if (testCase.body !== undefined) headers['content-type'] = testCase.contentType ?? 'application/json;charset=UTF-8';
  const response = await fetch(`${backend.url}/auth/v1${testCase.path}`, {
    method: testCase.method,
    headers,
    redirect: 'manual',
    ...(testCase.body !== undefined ? { body: testCase.body } : {}),
  });
  return { response, text: await response.text() };
}

describe('auth: malformed requests get a 4xx (never a 5xx)', () => {
  it(`covers a hundred or so cases (${cases.length})`, () => {
    expect(cases.length).toBeGreaterThanOrEqual(100);
  });

  it.each(cases.map((c) => [c.label, c] as const))('%s', async (_label, testCase) => {
    const { response, text } = await send(testCase);
    if (testCase.redirects) {
      expect(response.status).toBeGreaterThanOrEqual(300);
      expect(response.status).toBeLessThan(500);
      if (response.status < 400) {
        const location = response.headers.get('location') ?? '';
        expect(location).toMatch(/[#&?]error_code=/);
        expect(location).not.toContain('access_token=');
      }
      return;
    }
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const body = JSON.parse(text) as { code?: unknown; message?: unknown };
    expect(typeof body.code).toBe('string');
    expect(typeof body.message).toBe('string');
    if (response.status !== 413) expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  });

  it.each(queryCases.map((c) => [c.label, c] as const))('query %s', async (_label, testCase) => {
    const { response, text } = await send(testCase);
    expect(response.status).toBeLessThan(500);
    if (response.status >= 400) {
      const body = JSON.parse(text) as { code?: unknown; message?: unknown };
      expect(typeof body.code).toBe('string');
      expect(typeof body.message).toBe('string');
    } else if (response.status >= 300) {
      expect(testCase.redirects).toBe(true);
      expect(response.headers.get('location') ?? '').not.toContain('access_token=');
    }
  });

  it('answers a NUL byte in a query string with 400 validation_failed', async () => {
    const response = await fetch(`${backend.url}/auth/v1/verify?token=%00&type=recovery`, {
      headers: { apikey: backend.anonKey },
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('validation_failed');
  });

  it('still serves normal requests afterwards', async () => {
    const client = await backend.signIn(DEMO.customer);
    expect((await client.auth.getUser()).data.user?.email).toBe(DEMO.customer);
  });
});
