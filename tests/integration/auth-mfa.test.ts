import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, uniqueEmail, type Client, type TestBackend } from './support/backend.js';
import { authFetch, decodeJwtPayload } from './support/auth-helpers.js';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend.close();
});

function codeFor(secret: string): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();
}

function wrongCodeFor(secret: string): string {
  const right = Number(codeFor(secret));
  return String((right + 500_000) % 1_000_000).padStart(6, '0');
}

async function accessToken(client: Client): Promise<string> {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('expected a session');
  return data.session.access_token;
}

async function enrollTotp(client: Client, friendlyName = 'Phone app'): Promise<{ id: string; secret: string }> {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName });
  if (error) throw error;
  return { id: data.id, secret: data.totp.secret };
}

/** A user with a verified TOTP factor, signed in at aal2, plus the factor's secret. */
async function userWithVerifiedFactor(password: string) {
  const email = uniqueEmail('mfa');
  const { client } = await backend.signUp(email, password);
  const factor = await enrollTotp(client);
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeFor(factor.secret) });
  if (error) throw error;
  return { email, client, factor };
}

describe('auth: MFA TOTP enroll, challenge, verify', () => {
  it('enrolls a factor with a bare SVG QR code, a base32 secret and an otpauth URI', async () => {
    const { client } = await backend.signUp(uniqueEmail('enroll'));
    const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'My phone' });
    expect(error).toBeNull();
    expect(data?.type).toBe('totp');
    expect(data?.friendly_name).toBe('My phone');
    expect(data?.totp.qr_code.startsWith('data:image/svg+xml;utf-8,<svg')).toBe(true);
    expect(data?.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(data?.totp.uri ?? '');
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(data?.totp.secret);
    expect(uri.searchParams.get('algorithm')).toBe('SHA1');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(uri.searchParams.get('issuer')).toBeTruthy();

    const factors = await client.auth.mfa.listFactors();
    expect(factors.data?.all.map((factor) => [factor.id, factor.status])).toEqual([[data?.id, 'unverified']]);
    expect(factors.data?.totp).toEqual([]);
    const aal = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it('verifies a challenge: the session becomes aal2 with totp first in amr', async () => {
    const email = uniqueEmail('verify');
    const { client } = await backend.signUp(email, 'Mfa-password1');
    const other = await backend.signIn(email, 'Mfa-password1');
    const otherToken = await accessToken(other);
    const factor = await enrollTotp(client);
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => {
      events.push(event);
    });

    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data?.type).toBe('totp');
    expect(challenge.data?.expires_at).toBeGreaterThan(Date.now() / 1000);
    const challengeId = challenge.data?.id ?? '';

    const wrong = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId,
      code: wrongCodeFor(factor.secret),
    });
    expect(wrong.error?.status).toBe(422);
    expect(wrong.error?.code).toBe('mfa_verification_failed');
    expect(wrong.error?.message).toBe('Invalid TOTP code entered');

    const { data, error } = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId,
      code: codeFor(factor.secret),
    });
    expect(error).toBeNull();
    expect(data?.refresh_token).toBeTruthy();
    expect(data?.user.factors?.map((f) => f.status)).toEqual(['verified']);
    expect(events).toContain('MFA_CHALLENGE_VERIFIED');

    const claims = decodeJwtPayload(await accessToken(client));
    expect(claims.aal).toBe('aal2');
    const methods = (claims.amr as { method: string }[]).map((entry) => entry.method);
    expect(methods).toEqual(['totp', 'password']);

    const aal = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data?.currentLevel).toBe('aal2');
    expect(aal.data?.nextLevel).toBe('aal2');
    expect(aal.data?.currentAuthenticationMethods[0]).toMatchObject({ method: 'totp' });

    const { data: refreshed } = await client.auth.refreshSession();
    expect(decodeJwtPayload(refreshed.session?.access_token ?? '').aal).toBe('aal2');

    const otherResponse = await authFetch(backend.url, backend.anonKey, '/user', { token: otherToken });
    expect(otherResponse.status).toBe(403);
    expect(otherResponse.body.code).toBe('session_not_found');
  });

  it('refuses a verified challenge a second time and an expired challenge', async () => {
    const { client } = await backend.signUp(uniqueEmail('challenge-rules'));
    const factor = await enrollTotp(client);
    const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor.id });
    const challengeId = challenge?.id ?? '';
    expect(
      (await client.auth.mfa.verify({ factorId: factor.id, challengeId, code: codeFor(factor.secret) })).error,
    ).toBeNull();
    const again = await client.auth.mfa.verify({ factorId: factor.id, challengeId, code: codeFor(factor.secret) });
    expect(again.error?.status).toBe(422);

    const pg = backend.emulator?.pg;
    if (!pg) return;
    const { data: late } = await client.auth.mfa.challenge({ factorId: factor.id });
    await pg.query(`update auth.mfa_challenges set created_at = now() - interval '10 minutes' where id = $1`, [
      late?.id,
    ]);
    const expired = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: late?.id ?? '',
      code: codeFor(factor.secret),
    });
    expect(expired.error?.status).toBe(422);
    expect(expired.error?.code).toBe('mfa_challenge_expired');
  });

  it('refuses a duplicate friendly name, unknown factors and other users’ factors', async () => {
    const { client } = await backend.signUp(uniqueEmail('names'));
    const factor = await enrollTotp(client, 'Laptop');
    const duplicate = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Laptop' });
    expect(duplicate.error?.status).toBe(422);
    expect(duplicate.error?.code).toBe('mfa_factor_name_conflict');

    const unknown = await client.auth.mfa.challenge({ factorId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.error?.status).toBe(404);
    expect(unknown.error?.code).toBe('mfa_factor_not_found');
    const malformed = await client.auth.mfa.challenge({ factorId: 'not-a-uuid' });
    expect(malformed.error?.status).toBe(404);

    const { client: stranger } = await backend.signUp(uniqueEmail('stranger'));
    const foreign = await stranger.auth.mfa.challenge({ factorId: factor.id });
    expect(foreign.error?.code).toBe('mfa_factor_not_found');
    const foreignDelete = await stranger.auth.mfa.unenroll({ factorId: factor.id });
    expect(foreignDelete.error?.code).toBe('mfa_factor_not_found');
  });

  it('refuses other factor types', async () => {
    const { client } = await backend.signUp(uniqueEmail('types'));
    const token = await accessToken(client);
    const response = await authFetch(backend.url, backend.anonKey, '/factors', {
      method: 'POST',
      token,
      body: JSON.stringify({ factor_type: 'carrier-pigeon' }),
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_failed');
  });
});

describe('auth: MFA unenroll and aal rules', () => {
  it('needs aal2 to unenroll a verified factor, then downgrades the session', async () => {
    const { email, factor } = await userWithVerifiedFactor('Unenroll-pw1');
    const fresh = await backend.signIn(email, 'Unenroll-pw1');
    const aal = await fresh.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });

    const refused = await fresh.auth.mfa.unenroll({ factorId: factor.id });
    expect(refused.error?.status).toBe(422);
    expect(refused.error?.code).toBe('insufficient_aal');
    expect(refused.error?.message).toBe('AAL2 required to unenroll verified factor');

    const second = await fresh.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Second' });
    expect(second.error?.status).toBe(403);
    expect(second.error?.code).toBe('insufficient_aal');

    const changePassword = await fresh.auth.updateUser({ password: 'Changed-at-aal1' });
    expect(changePassword.error?.status).toBe(401);
    expect(changePassword.error?.code).toBe('insufficient_aal');

    const verified = await fresh.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeFor(factor.secret) });
    expect(verified.error).toBeNull();
    const removed = await fresh.auth.mfa.unenroll({ factorId: factor.id });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factor.id });

    const token = await accessToken(fresh);
    const user = await authFetch(backend.url, backend.anonKey, '/user', { token });
    expect(user.body).not.toHaveProperty('factors');
    const { data: refreshed } = await fresh.auth.refreshSession();
    const claims = decodeJwtPayload(refreshed.session?.access_token ?? '');
    expect(claims.aal).toBe('aal1');
    expect((claims.amr as { method: string }[]).map((entry) => entry.method)).toEqual(['password']);
  });

  it('lets an aal1 session unenroll an unverified factor', async () => {
    const { client } = await backend.signUp(uniqueEmail('unverified'));
    const factor = await enrollTotp(client);
    const { data, error } = await client.auth.mfa.unenroll({ factorId: factor.id });
    expect(error).toBeNull();
    expect(data).toEqual({ id: factor.id });
    expect((await client.auth.mfa.listFactors()).data?.all).toEqual([]);
  });
});
