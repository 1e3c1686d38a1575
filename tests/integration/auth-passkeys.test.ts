import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend.js';
import { authFetch, decodeJwtPayload } from './support/auth-helpers.js';
import { SoftAuthenticator, type CreationOptions, type RequestOptions } from './support/soft-authenticator.js';
import { WEBAUTHN_CONFIG, WEBAUTHN_ORIGIN } from './support/webauthn-config.js';

// Passkeys are switched on by the local backend's config; a hosted stack has its own settings.
const external = Boolean(process.env.SUPABASE_URL);

const ORIGIN = WEBAUTHN_ORIGIN;

interface Ceremony<T> {
  challenge_id: string;
  options: T;
  expires_at: number;
}

describe.skipIf(external)('passkeys: registration, sign-in and management', () => {
  let backend: TestBackend;
  let userId: string;
  let token: string;
  const authenticator = new SoftAuthenticator('localhost', ORIGIN);
  let passkeyId: string;

  const call = (path: string, init: { method?: string; body?: unknown; token?: string } = {}) =>
    authFetch(backend.url, backend.anonKey, path, {
      method: init.method ?? 'POST',
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      ...(init.token ? { token: init.token } : {}),
    });

  async function register(owner: SoftAuthenticator, accessToken = token): Promise<string> {
    const options = await call('/passkeys/registration/options', { token: accessToken });
    const ceremony = options.body as unknown as Ceremony<CreationOptions>;
    const verified = await call('/passkeys/registration/verify', {
      token: accessToken,
      body: { challenge_id: ceremony.challenge_id, credential: owner.create(ceremony.options) },
    });
    expect(verified.status).toBe(200);
    return String(verified.body.id);
  }

  async function signInWith(device: SoftAuthenticator, origin?: string) {
    const options = await call('/passkeys/authentication/options');
    const ceremony = options.body as unknown as Ceremony<RequestOptions>;
    const assertion = device.get(ceremony.options, origin ? { origin } : {});
    const body = { challenge_id: ceremony.challenge_id, credential: assertion };
    return { response: await call('/passkeys/authentication/verify', { body }), body };
  }

  beforeAll(async () => {
    backend = await startTestBackend({ config: WEBAUTHN_CONFIG });
    const { client, id } = await backend.signUp(uniqueEmail('passkey'));
    userId = id;
    token = (await client.auth.getSession()).data.session?.access_token ?? '';
  });
  afterAll(async () => {
    await backend.close();
  });

  it('offers discoverable-credential options bound to the relying party and the user', async () => {
    const response = await call('/passkeys/registration/options', { token });
    expect(response.status).toBe(200);
    const ceremony = response.body as unknown as Ceremony<Record<string, unknown>>;
    expect(ceremony.challenge_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ceremony.expires_at).toBeGreaterThan(Date.now() / 1000 + 200);
    expect(ceremony.options).toMatchObject({
      rp: { id: 'localhost', name: 'Mistri tests' },
      user: { id: Buffer.from(userId).toString('base64url') },
      authenticatorSelection: { residentKey: 'required' },
      attestation: 'none',
    });
    expect(ceremony.options.pubKeyCredParams).toContainEqual({ type: 'public-key', alg: -7 });
  });

  it('registers a passkey and signs in with it into a working session', async () => {
    passkeyId = await register(authenticator);
    const listed = await call('/passkeys', { method: 'GET', token });
    expect(listed.body).toEqual([{ id: passkeyId, created_at: expect.any(String) as string }]);

    const { response } = await signInWith(authenticator);
    expect(response.status).toBe(200);
    const accessToken = String(response.body.access_token);
    expect(decodeJwtPayload(accessToken)).toMatchObject({ sub: userId, aal: 'aal1' });
    expect(response.body.refresh_token).toEqual(expect.any(String));
    const me = await call('/user', { method: 'GET', token: accessToken });
    expect(me.body.id).toBe(userId);
    const afterUse = await call('/passkeys', { method: 'GET', token });
    expect((afterUse.body as unknown as { last_used_at?: string }[])[0]?.last_used_at).toEqual(expect.any(String));
  });

  it('refuses a replayed assertion, a wrong origin, a forged signature and an unknown authenticator', async () => {
    const { body } = await signInWith(authenticator);
    const replay = await call('/passkeys/authentication/verify', { body });
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe('webauthn_challenge_not_found');

    const elsewhere = await signInWith(authenticator, 'https://phishing.example');
    expect(elsewhere.response.body.code).toBe('webauthn_verification_failed');

    const options = await call('/passkeys/authentication/options');
    const ceremony = options.body as unknown as Ceremony<RequestOptions>;
    const assertion = authenticator.get(ceremony.options);
    const forged = {
      ...assertion,
      response: { ...assertion.response, signature: assertion.response.signature.slice(0, -4) + 'AAAA' },
    };
    const rejected = await call('/passkeys/authentication/verify', {
      body: { challenge_id: ceremony.challenge_id, credential: forged },
    });
    expect(rejected.status).toBe(400);
    expect(rejected.body.code).toBe('webauthn_verification_failed');

    const stranger = new SoftAuthenticator('localhost', ORIGIN);
    const strangerOptions = (await call('/passkeys/registration/options', { token }))
      .body as unknown as Ceremony<CreationOptions>;
    stranger.create(strangerOptions.options);
    const unknown = await signInWith(stranger);
    expect(unknown.response.status).toBe(400);
    expect(unknown.response.body.code).toBe('webauthn_verification_failed');
  });

  it("keeps a registration challenge to its own user and refuses a stranger's credential answer", async () => {
    const other = await backend.signUp(uniqueEmail('other-passkey'));
    const otherToken = (await other.client.auth.getSession()).data.session?.access_token ?? '';
    const options = (await call('/passkeys/registration/options', { token }))
      .body as unknown as Ceremony<CreationOptions>;
    const credential = new SoftAuthenticator('localhost', ORIGIN).create(options.options);
    const stolen = await call('/passkeys/registration/verify', {
      token: otherToken,
      body: { challenge_id: options.challenge_id, credential },
    });
    expect(stolen.body.code).toBe('webauthn_challenge_not_found');
  });

  it('renames and deletes passkeys; a deleted passkey signs in no more', async () => {
    const renamed = await call(`/passkeys/${passkeyId}`, { method: 'PATCH', token, body: { friendly_name: 'Laptop' } });
    expect(renamed.body).toMatchObject({ id: passkeyId, friendly_name: 'Laptop' });
    const missing = await call('/passkeys/00000000-0000-0000-0000-000000000000', {
      method: 'PATCH',
      token,
      body: { friendly_name: 'x' },
    });
    expect(missing.status).toBe(404);
    expect((await call(`/passkeys/${passkeyId}`, { method: 'PATCH', token, body: {} })).body.msg).toBe(
      'friendly_name is required',
    );

    const second = new SoftAuthenticator('localhost', ORIGIN);
    const secondId = await register(second);
    const adminList = await authFetch(backend.url, backend.serviceRoleKey, `/admin/users/${userId}/passkeys`);
    expect((adminList.body as unknown as { id: string }[]).map((entry) => entry.id)).toEqual([passkeyId, secondId]);
    const adminDelete = await authFetch(
      backend.url,
      backend.serviceRoleKey,
      `/admin/users/${userId}/passkeys/${secondId}`,
      {
        method: 'DELETE',
      },
    );
    expect(adminDelete.status).toBe(204);
    expect((await signInWith(second)).response.body.code).toBe('webauthn_verification_failed');

    expect((await call(`/passkeys/${passkeyId}`, { method: 'DELETE', token })).status).toBe(204);
    expect((await call('/passkeys', { method: 'GET', token })).body).toEqual([]);
    expect((await signInWith(authenticator)).response.body.code).toBe('webauthn_verification_failed');
  });

  it('answers malformed requests with 4xx', async () => {
    expect((await call('/passkeys/registration/options')).status).toBe(403);
    expect((await call('/passkeys/authentication/verify', { body: {} })).body).toMatchObject({
      code: 'validation_failed',
      msg: 'challenge_id is required',
    });
    expect(
      (await call('/passkeys/authentication/verify', { body: { challenge_id: 'x', credential: {} } })).body.msg,
    ).toBe('challenge_id must be a valid UUID');
    const options = (await call('/passkeys/authentication/options')).body as unknown as Ceremony<RequestOptions>;
    const garbage = await call('/passkeys/authentication/verify', {
      body: { challenge_id: options.challenge_id, credential: 'not a credential' },
    });
    expect(garbage.status).toBe(400);
    expect(garbage.body.code).toBe('webauthn_verification_failed');
    const raw = await fetch(`${backend.url}/auth/v1/passkeys/authentication/verify`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: '{"challenge_id":',
    });
    expect(raw.status).toBe(400);
    const adminBad = await authFetch(backend.url, backend.serviceRoleKey, '/admin/users/nobody/passkeys');
    expect(adminBad.status).toBe(404);
  });
});

describe.skipIf(external)('passkeys and WebAuthn factors: bad bytes never reach a 5xx', () => {
  let backend: TestBackend;
  let token: string;
  let factorId: string;
  beforeAll(async () => {
    backend = await startTestBackend({ config: WEBAUTHN_CONFIG });
    const { client } = await backend.signUp(uniqueEmail('bad-bytes'));
    token = (await client.auth.getSession()).data.session?.access_token ?? '';
    const factor = await authFetch(backend.url, backend.anonKey, '/factors', {
      method: 'POST',
      token,
      body: JSON.stringify({ factor_type: 'webauthn', friendly_name: 'Key' }),
    });
    factorId = String(factor.body.id);
  });
  afterAll(async () => {
    await backend.close();
  });

  const bodies = [
    '{',
    '[]',
    '"text"',
    'null',
    '\u0000',
    JSON.stringify({ challenge_id: '\u0000', credential: { id: 'a'.repeat(100_000) } }),
    JSON.stringify({ challenge_id: '00000000-0000-0000-0000-000000000000', credential: { id: 1, response: [] } }),
    JSON.stringify({ friendly_name: ['x'] }),
    JSON.stringify({ challenge_id: 5, webauthn: { type: 'request', credential_response: { response: 'x' } } }),
    `{"credential":${'['.repeat(500)}${']'.repeat(500)}}`,
  ];
  const routes = [
    ['POST', '/passkeys/registration/options'],
    ['POST', '/passkeys/registration/verify'],
    ['POST', '/passkeys/authentication/options'],
    ['POST', '/passkeys/authentication/verify'],
    ['PATCH', '/passkeys/00000000-0000-0000-0000-000000000000'],
    ['PATCH', '/passkeys/%00'],
    ['DELETE', '/passkeys/not-an-id'],
    ['POST', '/factors/FACTOR/challenge'],
    ['POST', '/factors/FACTOR/verify'],
  ] as const;

  it.each(routes)('%s %s answers every malformed body with a 4xx', async (method, path) => {
    for (const body of bodies) {
      const response = await fetch(`${backend.url}/auth/v1${path.replace('FACTOR', factorId)}`, {
        method,
        headers: { apikey: backend.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
      });
      expect(response.status, `${method} ${path} ${body.slice(0, 40)}`).toBeGreaterThanOrEqual(200);
      expect(response.status, `${method} ${path} ${body.slice(0, 40)}`).toBeLessThan(500);
    }
  });
});

describe.skipIf(external)('passkeys while [auth.passkey] is off', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend();
  });
  afterAll(async () => {
    await backend.close();
  });

  it("answers GoTrue's 404 passkey_disabled", async () => {
    const response = await authFetch(backend.url, backend.anonKey, '/passkeys/authentication/options', {
      method: 'POST',
      body: '{}',
    });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'passkey_disabled', msg: 'Passkeys are disabled' });
  });
});
