import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, uniqueEmail, type Client, type TestBackend } from './support/backend.js';
import { latestMail, verifyMailLink } from './support/mail-links.js';
import { authFetch, decodeJwtPayload } from './support/auth-helpers.js';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend.close();
});

async function sessionOf(client: Client): Promise<{ access_token: string; refresh_token: string }> {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('expected a session');
  return data.session;
}

function refreshWith(refreshToken: string) {
  return authFetch(backend.url, backend.anonKey, '/token?grant_type=refresh_token', {
    method: 'POST',
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
}

describe('auth: refresh tokens', () => {
  it('rotates the refresh token and issues a new access token for the same session', async () => {
    const { client } = await backend.signUp(uniqueEmail('refresh'));
    const first = await sessionOf(client);
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.session?.refresh_token).not.toBe(first.refresh_token);
    const before = decodeJwtPayload(first.access_token);
    const after = decodeJwtPayload(data.session?.access_token ?? '');
    expect(after.session_id).toBe(before.session_id);
    expect(after.sub).toBe(before.sub);
  });

  it('hands back the active child when the previous token is reused at once (reuse interval)', async () => {
    const { client } = await backend.signUp(uniqueEmail('reuse'));
    const first = await sessionOf(client);
    const { data } = await client.auth.refreshSession();
    const second = data.session?.refresh_token;
    const reused = await refreshWith(first.refresh_token);
    expect(reused.status).toBe(200);
    expect(reused.body.refresh_token).toBe(second);
  });

  it('refuses a revoked token outside the reuse interval with refresh_token_already_used', async () => {
    const pg = backend.emulator?.pg;
    if (!pg) return;
    const { client } = await backend.signUp(uniqueEmail('reused-late'));
    const first = await sessionOf(client);
    await client.auth.refreshSession();
    await client.auth.refreshSession();
    await pg.query(`update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`, [
      first.refresh_token,
    ]);
    const reused = await refreshWith(first.refresh_token);
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('refresh_token_already_used');
    expect(reused.body.message).toBe('Invalid Refresh Token: Already Used');
  });

  it('refuses an unknown refresh token with refresh_token_not_found', async () => {
    const client = backend.anon();
    const { data, error } = await client.auth.refreshSession({ refresh_token: 'not-a-real-token' });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('refresh_token_not_found');
    expect(error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
  });

  it('refuses an empty refresh token as a validation error', async () => {
    const response = await refreshWith('');
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_failed');
  });
});

describe('auth: getUser', () => {
  it('returns the signed-in user', async () => {
    const email = uniqueEmail('get-user');
    const { client, id } = await backend.signUp(email, 'Get-user-pw1', { full_name: 'Ravi' });
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id, email, aud: 'authenticated', role: 'authenticated' });
    expect(data.user?.user_metadata).toMatchObject({ full_name: 'Ravi' });
    expect(data.user?.identities?.[0]).toMatchObject({ provider: 'email', id, user_id: id });
    expect(data.user && 'factors' in data.user).toBe(false);
  });

  it('answers 401 no_authorization without a bearer token and echoes the API version', async () => {
    const response = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { apikey: backend.anonKey, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await response.json()).toMatchObject({ code: 'no_authorization' });
  });

  it('answers 403 bad_jwt for the anon key (no sub) and for a tampered token', async () => {
    const anon = await authFetch(backend.url, backend.anonKey, '/user');
    expect(anon.status).toBe(403);
    expect(anon.body.code).toBe('bad_jwt');
    const { client } = await backend.signUp(uniqueEmail('tamper'));
    const token = (await sessionOf(client)).access_token;
    const tampered = `${token.slice(0, -4)}AAAA`;
    const response = await authFetch(backend.url, backend.anonKey, '/user', { token: tampered });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('bad_jwt');
    expect(String(response.body.message)).toMatch(/^invalid JWT: unable to parse or verify signature/);
  });
});

describe('auth: updateUser', () => {
  it('merges data key by key and a null value deletes a key', async () => {
    const { client } = await backend.signUp(uniqueEmail('merge'), 'Merge-pw-1', { a: 1, b: 'two' });
    const first = await client.auth.updateUser({ data: { b: null, c: { nested: true } } });
    expect(first.error).toBeNull();
    expect(first.data.user?.user_metadata).toMatchObject({ a: 1, c: { nested: true } });
    expect(first.data.user?.user_metadata).not.toHaveProperty('b');
    const { data } = await client.auth.getUser();
    expect(data.user?.user_metadata).toMatchObject({ a: 1, c: { nested: true } });
    const { data: refreshed } = await client.auth.refreshSession();
    const claims = decodeJwtPayload(refreshed.session?.access_token ?? '');
    expect(claims.user_metadata).toMatchObject({ a: 1, c: { nested: true } });
  });

  it('changes the password: the new one signs in, the old one does not', async () => {
    const email = uniqueEmail('password');
    const { client } = await backend.signUp(email, 'Old-password1');
    const { error } = await client.auth.updateUser({ password: 'New-password1' });
    expect(error).toBeNull();
    const fresh = backend.anon();
    expect((await fresh.auth.signInWithPassword({ email, password: 'New-password1' })).error).toBeNull();
    const old = await backend.anon().auth.signInWithPassword({ email, password: 'Old-password1' });
    expect(old.error?.code).toBe('invalid_credentials');
  });

  it('refuses the same password and a weak one', async () => {
    const { client } = await backend.signUp(uniqueEmail('same'), 'Same-password1');
    const same = await client.auth.updateUser({ password: 'Same-password1' });
    expect(same.error?.status).toBe(422);
    expect(same.error?.code).toBe('same_password');
    const weak = await client.auth.updateUser({ password: 'abc' });
    expect(weak.error?.status).toBe(422);
    expect(weak.error?.code).toBe('weak_password');
  });

  it('ends the other sessions of the user when the password changes', async () => {
    const email = uniqueEmail('other-sessions');
    const { client } = await backend.signUp(email, 'First-password1');
    const other = await backend.signIn(email, 'First-password1');
    await client.auth.updateUser({ password: 'Second-password1' });
    const token = (await sessionOf(other)).access_token;
    const response = await authFetch(backend.url, backend.anonKey, '/user', { token });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('session_not_found');
    expect((await client.auth.getUser()).error).toBeNull();
  });

  it('changes the e-mail once the mail to the new address is confirmed', async () => {
    const email = uniqueEmail('old-address');
    const next = uniqueEmail('new-address');
    const { client } = await backend.signUp(email, 'Email-change-pw1');
    const { data, error } = await client.auth.updateUser({ email: next });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.new_email).toBe(next);
    if (!backend.mailbox) return;
    const confirmed = await verifyMailLink(backend, latestMail(backend, next, 'Confirm Email Change'));
    expect(confirmed.status).toBe(200);
    const user = confirmed.body.user as { email: string; identities: { identity_data: Record<string, unknown> }[] };
    expect(user.email).toBe(next);
    expect(user.identities[0]?.identity_data).toMatchObject({ email: next });
    expect(
      (await backend.anon().auth.signInWithPassword({ email: next, password: 'Email-change-pw1' })).error,
    ).toBeNull();
    const old = await backend.anon().auth.signInWithPassword({ email, password: 'Email-change-pw1' });
    expect(old.error?.code).toBe('invalid_credentials');
  });

  it('refuses an e-mail that belongs to someone else with email_exists', async () => {
    const taken = uniqueEmail('taken');
    await backend.signUp(taken);
    const { client } = await backend.signUp(uniqueEmail('wants-taken'));
    const { error } = await client.auth.updateUser({ email: taken });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('email_exists');
  });

  it('refuses app_metadata from a user with not_admin', async () => {
    const { client } = await backend.signUp(uniqueEmail('app-meta'));
    const token = (await sessionOf(client)).access_token;
    const response = await authFetch(backend.url, backend.anonKey, '/user', {
      method: 'PUT',
      token,
      body: JSON.stringify({ app_metadata: { role: 'admin' } }),
    });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('not_admin');
  });
});

describe('auth: signOut', () => {
  it('global sign-out ends every session; the old access token is then refused', async () => {
    const email = uniqueEmail('logout-global');
    const { client } = await backend.signUp(email, 'Logout-pw-1');
    const other = await backend.signIn(email, 'Logout-pw-1');
    const token = (await sessionOf(client)).access_token;
    const otherSession = await sessionOf(other);
    const { error } = await client.auth.signOut();
    expect(error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();
    const response = await authFetch(backend.url, backend.anonKey, '/user', { token });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('session_not_found');
    const { error: userError } = await client.auth.getUser(token);
    expect(userError?.name).toBe('AuthSessionMissingError');
    const refreshed = await refreshWith(otherSession.refresh_token);
    expect(refreshed.status).toBe(400);
    expect(refreshed.body.code).toBe('refresh_token_not_found');
  });

  it('local sign-out ends only this session; others sign-out keeps this one', async () => {
    const email = uniqueEmail('logout-scopes');
    const { client: first } = await backend.signUp(email, 'Logout-pw-2');
    const second = await backend.signIn(email, 'Logout-pw-2');
    const third = await backend.signIn(email, 'Logout-pw-2');
    const firstToken = (await sessionOf(first)).access_token;
    const secondToken = (await sessionOf(second)).access_token;
    const thirdToken = (await sessionOf(third)).access_token;

    expect((await first.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await authFetch(backend.url, backend.anonKey, '/user', { token: firstToken })).status).toBe(403);
    expect((await authFetch(backend.url, backend.anonKey, '/user', { token: secondToken })).status).toBe(200);

    expect((await second.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await authFetch(backend.url, backend.anonKey, '/user', { token: secondToken })).status).toBe(200);
    expect((await authFetch(backend.url, backend.anonKey, '/user', { token: thirdToken })).status).toBe(403);
    expect((await second.auth.getSession()).data.session).not.toBeNull();
  });

  it('answers 204 with no body and refuses an unknown scope', async () => {
    const { client } = await backend.signUp(uniqueEmail('logout-raw'));
    const token = (await sessionOf(client)).access_token;
    const bad = await authFetch(backend.url, backend.anonKey, '/logout?scope=everyone', {
      method: 'POST',
      token,
      body: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation_failed');
    const ok = await authFetch(backend.url, backend.anonKey, '/logout', { method: 'POST', token, body: '' });
    expect(ok.status).toBe(204);
    expect(ok.body).toEqual({});
  });
});
