import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, startTestBackend, uniqueEmail, type TestBackend } from './support/backend.js';
import { decodeJwtPayload } from './support/auth-helpers.js';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend.close();
});

describe('auth: health and settings', () => {
  it('answers GET /health like GoTrue', async () => {
    const response = await fetch(`${backend.url}/auth/v1/health`, { headers: { apikey: backend.anonKey } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body.name).toBe('GoTrue');
    expect(typeof body.version).toBe('string');
    expect(typeof body.description).toBe('string');
  });

  it('publishes an empty JWKS (HS256 tokens have no public key)', async () => {
    const response = await fetch(`${backend.url}/auth/v1/.well-known/jwks.json`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ keys: [] });
  });

  it("answers GET /settings with e-mail enabled, the test backend's auto-confirm and the providers config.toml enables", async () => {
    const response = await fetch(`${backend.url}/auth/v1/settings`, { headers: { apikey: backend.anonKey } });
    const body = (await response.json()) as { external: Record<string, boolean>; mailer_autoconfirm: boolean };
    expect(response.status).toBe(200);
    expect(body.external.email).toBe(true);
    expect(body.external.google).toBe(true);
    expect(body.external.github).toBe(true);
    expect(body.mailer_autoconfirm).toBe(true);
  });
});

describe('auth: CORS for a browser app on another origin', () => {
  const origin = 'http://localhost:5173';

  it('allows the preflight of an auth call with the API version header', async () => {
    const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey,authorization,content-type,x-client-info,x-supabase-api-version',
      },
    });
    expect(response.status).toBeLessThan(300);
    expect([origin, '*']).toContain(response.headers.get('access-control-allow-origin'));
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-supabase-api-version');
  });

  it('lets the page read X-Supabase-Api-Version on an error answer', async () => {
    const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        origin,
        apikey: backend.anonKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ email: DEMO.customer, password: 'wrong-password' }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    const exposed = (response.headers.get('access-control-expose-headers') ?? '').toLowerCase().split(/\s*,\s*/);
    expect(exposed).toContain('x-supabase-api-version');
  });
});

describe('auth: sign-up', () => {
  it('creates a confirmed user with metadata and returns a session', async () => {
    const client = backend.anon();
    const email = uniqueEmail('signup');
    const { data, error } = await client.auth.signUp({
      email,
      password: 'Secret-pass-1',
      options: { data: { full_name: 'Meera Nair', job: 'Plumber' } },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.session?.expires_in).toBe(3600);
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.user_metadata).toMatchObject({ full_name: 'Meera Nair', job: 'Plumber' });
    expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(data.user?.identities?.map((identity) => identity.provider)).toEqual(['email']);

    const claims = decodeJwtPayload(data.session?.access_token ?? '');
    expect(claims).toMatchObject({
      iss: `${backend.url}/auth/v1`,
      sub: data.user?.id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(claims.user_metadata).toMatchObject({ full_name: 'Meera Nair' });
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) as number }]);
    expect(typeof claims.session_id).toBe('string');
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
  });

  it('stores a bcrypt hash made by pgcrypto and an e-mail identity', async () => {
    const pg = backend.emulator?.pg;
    if (!pg) return;
    const email = uniqueEmail('hash');
    const { id } = await backend.signUp(email, 'Another-secret1');
    const { rows } = await pg.query<{ hash: string; ok: boolean }>(
      `select encrypted_password as hash, encrypted_password = extensions.crypt('Another-secret1', encrypted_password) as ok
       from auth.users where id = $1`,
      [id],
    );
    // GoTrue's bcrypt cost: 10.
    expect(rows[0]?.hash).toMatch(/^\$2[abxy]?\$10\$/);
    expect(rows[0]?.ok).toBe(true);
    const identities = await pg.query<{ provider: string; provider_id: string }>(
      'select provider, provider_id from auth.identities where user_id = $1',
      [id],
    );
    expect(identities.rows).toEqual([{ provider: 'email', provider_id: id }]);
  });

  it('refuses an e-mail that is already registered (any case)', async () => {
    const { data, error } = await backend
      .anon()
      .auth.signUp({ email: DEMO.customer.toUpperCase(), password: 'Whatever-1' });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('user_already_exists');
    expect(error?.message).toBe('User already registered');
  });

  it('refuses an invalid e-mail with a validation error', async () => {
    const { error } = await backend.anon().auth.signUp({ email: 'not-an-email', password: 'Long-enough1' });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('validation_failed');
    expect(error?.message).toBe('Unable to validate email address: invalid format');
  });

  it.each([
    ['too short and only digits', '123456', ['length', 'characters']],
    ['only lower-case letters', 'abcdefgh', ['characters']],
    ['no digit', 'Abcdefgh', ['characters']],
    ['long enough but short of 8', 'Abc1234', ['length']],
  ])('refuses a password that is %s with weak_password and its reasons', async (_label, password, reasons) => {
    const { data, error } = await backend.anon().auth.signUp({ email: uniqueEmail('weak'), password });
    expect(data.user).toBeNull();
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
    expect(error && 'reasons' in error ? error.reasons : null).toEqual(reasons);
    if (reasons.includes('length')) expect(error?.message).toContain('Password should be at least 8 characters.');
    if (reasons.includes('characters')) {
      expect(error?.message).toContain(
        'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyz, ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
      );
    }
  });

  it('refuses a password longer than 72 bytes, and accepts one of exactly 72', async () => {
    const tooLong = await backend.anon().auth.signUp({ email: uniqueEmail('long'), password: `Aa1${'x'.repeat(70)}` });
    expect(tooLong.error?.status).toBe(400);
    expect(tooLong.error?.code).toBe('validation_failed');
    const longest = await backend.anon().auth.signUp({ email: uniqueEmail('long'), password: `Aa1${'x'.repeat(69)}` });
    expect(longest.error).toBeNull();
  });
});

describe('auth: password sign-in', () => {
  it('signs in a seeded account', async () => {
    const client = backend.anon();
    const { data, error } = await client.auth.signInWithPassword({ email: DEMO.customer, password: DEMO_PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(DEMO.customer);
    expect(data.user?.user_metadata).toMatchObject({ full_name: 'Asha Menon' });
    expect(data.user?.last_sign_in_at).toBeTruthy();
    expect(data.session?.token_type).toBe('bearer');
    const { data: current } = await client.auth.getUser();
    expect(current.user?.id).toBe(data.user?.id);
  });

  it('treats the e-mail case-insensitively', async () => {
    const { error } = await backend
      .anon()
      .auth.signInWithPassword({ email: 'Customer@Mistri.TEST', password: DEMO_PASSWORD });
    expect(error).toBeNull();
  });

  it.each([
    ['a wrong password', DEMO.customer, 'wrong-password'],
    ['an unknown e-mail', 'nobody@mistri.test', DEMO_PASSWORD],
    ['an empty password', DEMO.customer, ''],
  ])('rejects %s with invalid_credentials', async (_label, email, password) => {
    const { data, error } = await backend.anon().auth.signInWithPassword({ email, password });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('invalid_credentials');
    expect(error?.message).toBe('Invalid login credentials');
  });

  it('reports a short password as weakPassword but still signs in', async () => {
    const pg = backend.emulator?.pg;
    if (!pg) return;
    const email = uniqueEmail('short');
    const { id } = await backend.signUp(email, 'Long-enough1');
    await pg.query(
      `update auth.users set encrypted_password = extensions.crypt('abc', extensions.gen_salt('bf', 10)) where id = $1`,
      [id],
    );
    const { data, error } = await backend.anon().auth.signInWithPassword({ email, password: 'abc' });
    expect(error).toBeNull();
    expect(data.weakPassword?.reasons).toEqual(['length', 'characters']);
  });
});
