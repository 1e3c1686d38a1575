import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProjectConfig } from 'local-supabase';
import { DEMO, DEMO_PASSWORD, startTestBackend, uniqueEmail, type TestBackend } from './support/backend.js';
import { authFetch } from './support/auth-helpers.js';
import { latestMail, linkToken, mailCode, verifyMailLink } from './support/mail-links.js';
import { productionAuth } from './support/production-auth.js';

// Issue 22 finding 4: e-mail addresses are proven as production proves them.
const external = Boolean(process.env.SUPABASE_URL);
const SINGLE = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ config: productionAuth() });
});

afterAll(async () => {
  await backend.close();
});

async function confirmedUser(label: string, password = 'Confirmed-pw1'): Promise<{ email: string; token: string }> {
  const email = uniqueEmail(label);
  expect((await backend.anon().auth.signUp({ email, password })).error).toBeNull();
  const verified = await verifyMailLink(backend, latestMail(backend, email, 'Confirm Your Signup'));
  expect(verified.status).toBe(200);
  return { email, token: String(verified.body.access_token) };
}

describe('config.toml proves e-mail addresses', () => {
  it('turns on confirmations, double-confirmed changes and secure password changes', () => {
    expect(loadProjectConfig().config.auth.email).toMatchObject({
      enableConfirmations: true,
      doubleConfirmChanges: true,
      securePasswordChange: true,
      maxFrequency: 60,
    });
  });
});

describe.skipIf(external)('auth: sign-up with confirmations on', () => {
  it('answers the user without a session and mails a confirmation; the link signs in', async () => {
    const email = uniqueEmail('confirm-me');
    const { data, error } = await backend.anon().auth.signUp({ email, password: 'Confirm-me-1' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.confirmation_sent_at).toEqual(expect.any(String));
    expect(data.user?.identities).toHaveLength(1);

    const early = await backend.anon().auth.signInWithPassword({ email, password: 'Confirm-me-1' });
    expect(early.error?.code).toBe('email_not_confirmed');

    const mail = latestMail(backend, email, 'Confirm Your Signup');
    expect(linkToken(mail).type).toBe('signup');
    const link = new URL(mail.links[0] ?? '');
    const followed = await fetch(link, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const location = followed.headers.get('location') ?? '';
    expect(location).toContain('#access_token=');
    expect(location).toContain('type=signup');

    const later = await backend.anon().auth.signInWithPassword({ email, password: 'Confirm-me-1' });
    expect(later.error).toBeNull();
    expect(later.data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(later.data.user?.user_metadata).toMatchObject({ email_verified: true });
  });

  it('confirms with the mailed code as well', async () => {
    const email = uniqueEmail('confirm-code');
    await backend.anon().auth.signUp({ email, password: 'Confirm-code-1' });
    const code = mailCode(latestMail(backend, email, 'Confirm Your Signup'));
    const { data, error } = await backend.anon().auth.verifyOtp({ email, token: code, type: 'signup' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toEqual(expect.any(String));
  });

  it('keeps the seeded demo accounts confirmed', async () => {
    const { data, error } = await backend.anon().auth.signInWithPassword({
      email: DEMO.customer,
      password: DEMO_PASSWORD,
    });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
  });

  it('publishes mailer_autoconfirm false in /settings', async () => {
    const response = await authFetch(backend.url, backend.anonKey, '/settings');
    expect(response.body.mailer_autoconfirm).toBe(false);
  });
});

describe.skipIf(external)('auth: e-mail change confirmed by both addresses', () => {
  it('waits for both mails, in either order, before the address changes', async () => {
    const { email, token } = await confirmedUser('change-from');
    const next = uniqueEmail('change-to');
    const asked = await authFetch(backend.url, backend.anonKey, '/user', {
      method: 'PUT',
      token,
      body: JSON.stringify({ email: next }),
    });
    expect(asked.status).toBe(200);
    expect(asked.body.email).toBe(email);
    expect(asked.body.new_email).toBe(next);

    const toNew = latestMail(backend, next, 'Confirm Email Change');
    const toOld = latestMail(backend, email, 'Confirm Email Change');
    const first = await verifyMailLink(backend, toNew);
    expect(first).toEqual({ status: 200, body: { msg: SINGLE, code: 200 } });
    const between = await authFetch(backend.url, backend.anonKey, '/user', { token });
    expect(between.body.email).toBe(email);
    expect((await verifyMailLink(backend, toNew)).status).toBe(403);

    const second = await verifyMailLink(backend, toOld);
    expect(second.status).toBe(200);
    expect((second.body.user as { email: string }).email).toBe(next);
    const after = await authFetch(backend.url, backend.anonKey, '/user', { token });
    expect(after.body.email).toBe(next);
    expect(after.body.new_email).toBeUndefined();
  });

  it('answers the first link of a pair with the message in the redirect', async () => {
    const { email, token } = await confirmedUser('change-link');
    const next = uniqueEmail('change-link-to');
    await authFetch(backend.url, backend.anonKey, '/user', {
      method: 'PUT',
      token,
      body: JSON.stringify({ email: next }),
    });
    const link = latestMail(backend, email, 'Confirm Email Change').links[0] ?? '';
    const followed = await fetch(link, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    const location = new URL(followed.headers.get('location') ?? '');
    expect(new URLSearchParams(location.hash.slice(1)).get('message')).toBe(SINGLE);
    expect(location.hash).not.toContain('access_token');
  });
});

describe.skipIf(external)('auth: password change with secure_password_change', () => {
  it('lets a session from the last 24 hours change the password without a nonce', async () => {
    const { token } = await confirmedUser('recent-session');
    const changed = await authFetch(backend.url, backend.anonKey, '/user', {
      method: 'PUT',
      token,
      body: JSON.stringify({ password: 'Recent-new-pw1' }),
    });
    expect(changed.status).toBe(200);
  });

  it('asks an older session for the mailed nonce, refuses a wrong one and takes the right one', async () => {
    const pg = backend.emulator?.pg;
    if (!pg) return;
    const { email, token } = await confirmedUser('old-session');
    await pg.query(
      `update auth.sessions set created_at = now() - interval '25 hours' where user_id =
         (select id from auth.users where email = $1)`,
      [email],
    );
    const put = (body: Record<string, unknown>) =>
      authFetch(backend.url, backend.anonKey, '/user', { method: 'PUT', token, body: JSON.stringify(body) });

    const bare = await put({ password: 'Old-session-new1' });
    expect(bare.status).toBe(400);
    expect(bare.body.code).toBe('reauthentication_needed');
    expect(bare.body.message).toBe('Password update requires reauthentication');

    const asked = await authFetch(backend.url, backend.anonKey, '/reauthenticate', { token });
    expect(asked.status).toBe(200);
    const nonce = mailCode(latestMail(backend, email, 'Confirm reauthentication'));
    const wrong = String((Number(nonce) + 1) % 1_000_000).padStart(6, '0');
    const refused = await put({ password: 'Old-session-new1', nonce: wrong });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('reauthentication_not_valid');

    expect((await put({ password: 'Old-session-new1', nonce })).status).toBe(200);
    const signedIn = await backend.anon().auth.signInWithPassword({ email, password: 'Old-session-new1' });
    expect(signedIn.error).toBeNull();
    const reused = await put({ password: 'Old-session-new2', nonce });
    expect(reused.body.code).toBe('reauthentication_not_valid');
  });
});
