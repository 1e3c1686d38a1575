import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { exportJWK, generateKeyPair, jwtVerify, createRemoteJWKSet, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { GENEROUS_LIMITS } from '../shared/rate-limits.js';
import { startTestBackend, uniqueEmail, type Client, type TestBackend } from './support/backend.js';

const external = Boolean(process.env.SUPABASE_URL);
const PASSWORD = 'Secret123';

let backend: TestBackend;
let admin: Client['auth']['admin'];

beforeAll(async () => {
  backend = await startTestBackend({
    config: { ...GENEROUS_LIMITS, auth: { ...GENEROUS_LIMITS.auth, enableAnonymousSignIns: true } },
  });
  admin = backend.service().auth.admin;
});

afterAll(async () => {
  await backend.close();
});

function lastMailTo(email: string): { text: string; links: string[] } {
  const mail = backend.mailbox?.list(email)[0];
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

function codeIn(text: string): string {
  const code = /code: (\d{6})/.exec(text)?.[1];
  if (!code) throw new Error(`no code in: ${text}`);
  return code;
}

describe('admin users', () => {
  it('creates, reads, updates, lists with pages and deletes users with the service-role key', async () => {
    const email = uniqueEmail('admin');
    const created = await admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { name: 'Asha' },
      app_metadata: { plan: 'pro' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user?.id ?? '';
    expect(created.data.user).toMatchObject({
      email,
      user_metadata: { name: 'Asha' },
      app_metadata: { provider: 'email', providers: ['email'], plan: 'pro' },
    });
    expect(created.data.user?.email_confirmed_at).toBeTruthy();

    const signedIn = await backend.anon().auth.signInWithPassword({ email, password: PASSWORD });
    expect(signedIn.error).toBeNull();

    const updated = await admin.updateUserById(id, { user_metadata: { city: 'Kochi' }, ban_duration: '1h' });
    expect(updated.data.user?.user_metadata).toEqual({ name: 'Asha', city: 'Kochi' });
    const banned = await backend.anon().auth.signInWithPassword({ email, password: PASSWORD });
    expect(banned.error).not.toBeNull();

    expect((await admin.getUserById(id)).data.user?.id).toBe(id);
    expect((await admin.createUser({ email, password: PASSWORD })).error?.message).toBe(
      'A user with this email address has already been registered',
    );
    expect((await admin.createUser({ email: 'not-an-email' })).error?.message).toBe(
      'Unable to validate email address: invalid format',
    );

    const first = await admin.listUsers({ page: 1, perPage: 1 });
    expect(first.data.users).toHaveLength(1);
    expect(first.data).toMatchObject({ nextPage: 2 });
    expect((first.data as { total?: number }).total).toBeGreaterThan(1);
    expect((await admin.listUsers({ page: -1, perPage: 1 })).error?.message).toBe('Bad Pagination Parameters');

    expect((await admin.deleteUser(id)).error).toBeNull();
    expect((await admin.getUserById(id)).error?.message).toBe('User not found');
  });

  it('refuses the admin API to anything but the service role', async () => {
    const { client } = await backend.signUp(uniqueEmail('notadmin'), PASSWORD);
    const session = (await client.auth.getSession()).data.session;
    const response = await fetch(`${backend.url}/auth/v1/admin/users`, {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${session?.access_token ?? ''}` },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'not_admin', message: 'User not allowed' });
  });

  it('lists and deletes a user’s MFA factors', async () => {
    const { client, id } = await backend.signUp(uniqueEmail('factors'), PASSWORD);
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'phone' });
    expect(enrolled.error).toBeNull();
    const listed = await admin.mfa.listFactors({ userId: id });
    expect(listed.data?.factors.map((factor) => factor.friendly_name)).toEqual(['phone']);
    const removed = await admin.mfa.deleteFactor({ userId: id, id: enrolled.data?.id ?? '' });
    expect(removed.error).toBeNull();
    expect((await admin.mfa.listFactors({ userId: id })).data?.factors).toEqual([]);
  });
});

describe.skipIf(external)('links, invites and one-time codes', () => {
  it('generates every link type, and a generated magic link signs in through /verify', async () => {
    const email = uniqueEmail('links');
    const signup = await admin.generateLink({ type: 'signup', email, password: PASSWORD });
    expect(signup.data.properties?.verification_type).toBe('signup');
    expect(signup.data.user?.email_confirmed_at).toBeFalsy();

    const verified = await backend
      .anon()
      .auth.verifyOtp({ token_hash: signup.data.properties?.hashed_token ?? '', type: 'signup' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();

    const magic = await admin.generateLink({ type: 'magiclink', email });
    const otp = magic.data.properties?.email_otp ?? '';
    const session = await backend.anon().auth.verifyOtp({ email, token: otp, type: 'email' });
    expect(session.error).toBeNull();
    expect(session.data.session?.user.email).toBe(email);

    const change = await admin.generateLink({ type: 'email_change_new', email, newEmail: uniqueEmail('new') });
    expect(change.data.properties?.verification_type).toBe('email_change');
    const recovery = await admin.generateLink({ type: 'recovery', email });
    expect(recovery.data.properties?.action_link).toContain('/auth/v1/verify?token=');
    expect((await admin.generateLink({ type: 'recovery', email: uniqueEmail('nobody') })).error?.message).toBe(
      'User with this email not found',
    );
  });

  it('invites by e-mail: an invited user and a mail whose code confirms the address', async () => {
    const email = uniqueEmail('invite');
    const invited = await admin.inviteUserByEmail(email, { data: { team: 'plumbers' } });
    expect(invited.error).toBeNull();
    expect(invited.data.user?.invited_at).toBeTruthy();
    const code = codeIn(lastMailTo(email).text);
    const accepted = await backend.anon().auth.verifyOtp({ email, token: code, type: 'invite' });
    expect(accepted.error).toBeNull();
    expect(accepted.data.user?.user_metadata).toMatchObject({ team: 'plumbers' });
  });

  it('signs in with an e-mail OTP, resends nothing for unknown or confirmed addresses, reauthenticates', async () => {
    const email = uniqueEmail('otp');
    const client = backend.anon();
    expect((await client.auth.signInWithOtp({ email, options: { data: { via: 'otp' } } })).error).toBeNull();
    const first = codeIn(lastMailTo(email).text);
    expect((await client.auth.resend({ type: 'signup', email })).error).toBeNull();
    const resent = codeIn(lastMailTo(email).text);
    expect(resent).not.toBe(first);
    const signedIn = await client.auth.verifyOtp({ email, token: resent, type: 'email' });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.user_metadata).toMatchObject({ via: 'otp' });

    const mails = backend.mailbox?.list(email).length ?? 0;
    expect((await client.auth.resend({ type: 'signup', email })).error).toBeNull();
    expect(backend.mailbox?.list(email)).toHaveLength(mails);

    // GoTrue answers 422 otp_disabled here, which tells who has an account; the answer is uniform.
    const nobody = uniqueEmail('none');
    const noCreate = await backend.anon().auth.signInWithOtp({ email: nobody, options: { shouldCreateUser: false } });
    expect(noCreate.error).toBeNull();
    expect(backend.mailbox?.list(nobody)).toEqual([]);

    expect((await client.auth.reauthenticate()).error).toBeNull();
    expect(lastMailTo(email).text).toMatch(/Enter the code: \d{6}/);
  });
});

describe('anonymous sign-in and switched-off features', () => {
  it('signs in anonymously when config.toml enables it, and answers GoTrue’s message when not', async () => {
    const anonymous = await backend.anon().auth.signInAnonymously({ options: { data: { guest: true } } });
    expect(anonymous.error).toBeNull();
    expect(anonymous.data.user?.is_anonymous).toBe(true);
    expect(anonymous.data.session?.access_token).toBeTruthy();

    const plain = await startTestBackend();
    try {
      const refused = await plain.anon().auth.signInAnonymously();
      expect(refused.error?.message).toBe('Anonymous sign-ins are disabled');
    } finally {
      await plain.close();
    }
  });

  it('answers SSO, manual linking, Web3 and ID-token sign-in as disabled', async () => {
    const client = backend.anon();
    expect((await client.auth.signInWithSSO({ domain: 'example.com' })).error?.message).toBe('SAML 2.0 is disabled');
    const idToken = await client.auth.signInWithIdToken({ provider: 'google', token: 'not-a-jwt' });
    expect(idToken.error?.message).toBe('Bad ID token');
    const web3 = await fetch(`${backend.url}/auth/v1/token?grant_type=web3`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ chain: 'ethereum', message: 'm', signature: '0x00' }),
    });
    expect(await web3.json()).toMatchObject({ code: 'web3_provider_disabled', message: 'Web3 provider is disabled' });
    const { client: member } = await backend.signUp(uniqueEmail('link'), PASSWORD);
    const linking = await member.auth.linkIdentity({ provider: 'github', options: { skipBrowserRedirect: true } });
    expect(linking.error?.message).toBe('Manual linking is disabled');
  });
});

describe.skipIf(external)('asymmetric signing keys', () => {
  it('signs access tokens with the RS256 key of signing_keys_path, publishes it, and every API accepts them', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = { ...(await exportJWK(privateKey)), kid: 'test-key-1', alg: 'RS256' };
    const dir = mkdtempSync(join(tmpdir(), 'mistri-keys-'));
    writeFileSync(join(dir, 'signing_keys.json'), JSON.stringify([jwk]));
    const keyed = await startTestBackend({
      config: {
        ...GENEROUS_LIMITS,
        auth: { ...GENEROUS_LIMITS.auth, signingKeysPath: join(dir, 'signing_keys.json') },
      },
    });
    try {
      const email = uniqueEmail('rs256');
      const { client } = await keyed.signUp(email, PASSWORD);
      const token = (await client.auth.getSession()).data.session?.access_token ?? '';
      expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'RS256', kid: 'test-key-1' });

      const jwks = createRemoteJWKSet(new URL(`${keyed.url}/auth/v1/.well-known/jwks.json`));
      const { payload } = await jwtVerify(token, jwks);
      expect(payload.email).toBe(email);
      const published = (await (await fetch(`${keyed.url}/auth/v1/.well-known/jwks.json`)).json()) as {
        keys: Record<string, unknown>[];
      };
      expect(published.keys[0]).not.toHaveProperty('d');

      expect((await client.auth.getClaims()).data?.claims.email).toBe(email);
      expect((await client.from('users').select('*')).error).toBeNull();
      expect((await client.storage.from('profile_pic').list('users')).error).toBeNull();
      const raw = createClient(keyed.url, keyed.anonKey, {
        accessToken: () => Promise.resolve(token),
        realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
      });
      expect((await raw.from('users').select('*')).error).toBeNull();
    } finally {
      await keyed.close();
    }
  });
});
