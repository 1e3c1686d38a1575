import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend.js';
import { authFetch, decodeJwtPayload } from './support/auth-helpers.js';
import { SoftAuthenticator, type CreationOptions, type RequestOptions } from './support/soft-authenticator.js';
import { WEBAUTHN_CONFIG, WEBAUTHN_ORIGIN } from './support/webauthn-config.js';

// WebAuthn factors are switched on by the local backend's config; a hosted stack has its own settings.
const external = Boolean(process.env.SUPABASE_URL);
const ORIGIN = WEBAUTHN_ORIGIN;

interface Challenge<T> {
  id: string;
  type: string;
  expires_at: number;
  webauthn: { type: 'create' | 'request'; credential_options: { publicKey: T } };
}

describe.skipIf(external)('MFA with a WebAuthn factor', () => {
  let backend: TestBackend;
  let email: string;
  const key = new SoftAuthenticator('localhost', ORIGIN);
  let factorId: string;

  const call = (path: string, token: string, body?: unknown) =>
    authFetch(backend.url, backend.anonKey, path, {
      method: 'POST',
      token,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  const passwordSession = async (): Promise<string> => {
    const client = await backend.signIn(email, 'Demo1234');
    return (await client.auth.getSession()).data.session?.access_token ?? '';
  };

  beforeAll(async () => {
    backend = await startTestBackend({ config: WEBAUTHN_CONFIG });
    email = uniqueEmail('webauthn-mfa');
    await backend.signUp(email, 'Demo1234');
  });
  afterAll(async () => {
    await backend.close();
  });

  it('enrolls, registers the key at the first challenge and raises the session to aal2', async () => {
    const token = await passwordSession();
    const enrolled = await call('/factors', token, { factor_type: 'webauthn', friendly_name: 'Desk key' });
    expect(enrolled.body).toEqual({ id: expect.any(String) as string, type: 'webauthn', friendly_name: 'Desk key' });
    factorId = String(enrolled.body.id);

    const challenge = (await call(`/factors/${factorId}/challenge`, token, {}))
      .body as unknown as Challenge<CreationOptions>;
    expect(challenge).toMatchObject({ type: 'webauthn', webauthn: { type: 'create' } });
    expect(challenge.webauthn.credential_options.publicKey).toMatchObject({ rp: { id: 'localhost' } });
    const verified = await call(`/factors/${factorId}/verify`, token, {
      challenge_id: challenge.id,
      webauthn: { type: 'create', credential_response: key.create(challenge.webauthn.credential_options.publicKey) },
    });
    expect(verified.status).toBe(200);
    const claims = decodeJwtPayload(String(verified.body.access_token));
    expect(claims.aal).toBe('aal2');
    expect(claims.amr).toContainEqual(expect.objectContaining({ method: 'mfa/webauthn' }));
  });

  it('asks a later sign-in for an assertion by that key alone', async () => {
    const token = await passwordSession();
    expect(decodeJwtPayload(token).aal).toBe('aal1');
    const challenge = (await call(`/factors/${factorId}/challenge`, token, {}))
      .body as unknown as Challenge<RequestOptions>;
    expect(challenge.webauthn.type).toBe('request');
    expect(challenge.webauthn.credential_options.publicKey.allowCredentials).toHaveLength(1);

    const otherKey = new SoftAuthenticator('localhost', ORIGIN);
    otherKey.create({ challenge: 'x', rp: {}, user: { id: 'x' } });
    const impostor = await call(`/factors/${factorId}/verify`, token, {
      challenge_id: challenge.id,
      webauthn: {
        type: 'request',
        credential_response: otherKey.get({ challenge: challenge.webauthn.credential_options.publicKey.challenge }),
      },
    });
    expect(impostor.status).toBe(422);
    expect(impostor.body.code).toBe('mfa_verification_failed');

    const wrongKind = await call(`/factors/${factorId}/verify`, token, {
      challenge_id: challenge.id,
      webauthn: { type: 'create', credential_response: otherKey.create({ challenge: 'x', rp: {}, user: { id: 'x' } }) },
    });
    expect(wrongKind.body.code).toBe('mfa_verification_failed');

    const verified = await call(`/factors/${factorId}/verify`, token, {
      challenge_id: challenge.id,
      webauthn: { type: 'request', credential_response: key.get(challenge.webauthn.credential_options.publicKey) },
    });
    expect(verified.status).toBe(200);
    expect(decodeJwtPayload(String(verified.body.access_token)).aal).toBe('aal2');
  });

  it('answers malformed verify requests with 400', async () => {
    const token = await passwordSession();
    const challenge = (await call(`/factors/${factorId}/challenge`, token, {}))
      .body as unknown as Challenge<RequestOptions>;
    const verify = (body: unknown) => call(`/factors/${factorId}/verify`, token, body);
    expect((await verify({ challenge_id: challenge.id })).body.msg).toBe('WebAuthn config required');
    expect((await verify({ challenge_id: challenge.id, webauthn: { type: 'sign' } })).body.msg).toBe(
      'WebAuthn type must be create or request',
    );
    expect((await verify({ challenge_id: challenge.id, webauthn: { type: 'request' } })).body.msg).toBe(
      'credential_response required',
    );
    const garbage = await verify({ challenge_id: challenge.id, webauthn: { type: 'request', credential_response: 7 } });
    expect(garbage.status).toBe(422);
    expect((await verify({ challenge_id: challenge.id, webauthn: 'yes' })).status).toBe(400);
  });
});

describe.skipIf(external)('MFA with WebAuthn switched off', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    // Mistri's config.toml turns WebAuthn factors on; this backend has them off, as GoTrue's default.
    backend = await startTestBackend({
      config: { ...WEBAUTHN_CONFIG, auth: { ...WEBAUTHN_CONFIG.auth, mfaWebAuthn: { enroll: false, verify: false } } },
    });
  });
  afterAll(async () => {
    await backend.close();
  });

  it("answers GoTrue's 422 mfa_webauthn_enroll_not_enabled", async () => {
    const { client } = await backend.signUp(uniqueEmail('no-webauthn'));
    const token = (await client.auth.getSession()).data.session?.access_token ?? '';
    const response = await authFetch(backend.url, backend.anonKey, '/factors', {
      method: 'POST',
      token,
      body: JSON.stringify({ factor_type: 'webauthn', friendly_name: 'Key' }),
    });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('mfa_webauthn_enroll_not_enabled');
  });
});
