import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from 'local-supabase';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend.js';
import { fragmentParams, makePkceClient, redirectLocation } from './support/auth-helpers.js';

// The mail is read from the embedded backend's mailbox, so this suite needs the local backend.
const external = Boolean(process.env.SUPABASE_URL);
const APP_URL = 'http://localhost:5173/reset-password';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend.close();
});

function latestMail(email: string): MailMessage {
  const mail = backend.mailbox?.list(email)[0];
  if (!mail) throw new Error(`no mail for ${email}`);
  return mail;
}

function linkOf(mail: MailMessage): URL {
  const link = mail.links[0];
  if (!link) throw new Error('mail has no link');
  return new URL(link);
}

function codeOf(mail: MailMessage): string {
  const code = /enter the code: (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error('mail has no code');
  return code;
}

describe.skipIf(external)('auth: password recovery (implicit flow)', () => {
  it('mails a verify link whose redirect signs the user in with type=recovery, then the password can change', async () => {
    const email = uniqueEmail('recover');
    await backend.signUp(email, 'Forgotten-password1');
    const client = backend.anon();
    const { data, error } = await client.auth.resetPasswordForEmail(email, { redirectTo: APP_URL });
    expect(error).toBeNull();
    expect(data).toEqual({});

    const mail = latestMail(email);
    expect(mail.subject).toBe('Reset Your Password');
    const link = linkOf(mail);
    expect(`${link.origin}${link.pathname}`).toBe(`${backend.url}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe(APP_URL);
    expect(link.searchParams.get('token')).toMatch(/^[0-9a-f]{56}$/);

    const { status, location } = await redirectLocation(link.toString());
    expect(status).toBe(303);
    expect(location.startsWith(`${APP_URL}#`)).toBe(true);
    const fragment = fragmentParams(location);
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('expires_in')).toBe('3600');
    expect(Number(fragment.get('expires_at'))).toBeGreaterThan(Date.now() / 1000);
    expect(fragment.has('sb')).toBe(true);

    const { error: sessionError } = await client.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(sessionError).toBeNull();
    const { error: updateError } = await client.auth.updateUser({ password: 'Remembered-password1' });
    expect(updateError).toBeNull();
    expect(
      (await backend.anon().auth.signInWithPassword({ email, password: 'Remembered-password1' })).error,
    ).toBeNull();
    const old = await backend.anon().auth.signInWithPassword({ email, password: 'Forgotten-password1' });
    expect(old.error?.code).toBe('invalid_credentials');

    const again = await redirectLocation(link.toString());
    expect(again.status).toBe(303);
    const failure = fragmentParams(again.location);
    expect(failure.get('error')).toBe('access_denied');
    expect(failure.get('error_code')).toBe('otp_expired');
    expect(failure.get('error_description')).toBe('Email link is invalid or has expired');
  });

  it('answers 200 {} for an unknown address and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const { data, error } = await backend.anon().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(backend.mailbox?.list(email)).toEqual([]);
  });

  it('falls back to the site URL for a redirect outside the allow-list', async () => {
    const email = uniqueEmail('evil-redirect');
    await backend.signUp(email);
    await backend.anon().auth.resetPasswordForEmail(email, { redirectTo: 'https://evil.example/steal' });
    const redirectTo = linkOf(latestMail(email)).searchParams.get('redirect_to') ?? '';
    expect(redirectTo).not.toContain('evil.example');
    expect(redirectTo).toMatch(/^http:\/\/(127\.0\.0\.1|localhost)/);
  });

  it('verifies the 6-digit code from the mail with verifyOtp and emits PASSWORD_RECOVERY', async () => {
    const email = uniqueEmail('otp');
    await backend.signUp(email, 'Otp-password1');
    const client = backend.anon();
    await client.auth.resetPasswordForEmail(email);
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    const wrong = await client.auth.verifyOtp({ email, token: '000000', type: 'recovery' });
    const code = codeOf(latestMail(email));
    if (code !== '000000') {
      expect(wrong.error?.status).toBe(403);
      expect(wrong.error?.code).toBe('otp_expired');
    }
    const { data, error } = await client.auth.verifyOtp({ email, token: code, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(events).toContain('PASSWORD_RECOVERY');
  });

  it('verifies a token_hash with verifyOtp', async () => {
    const email = uniqueEmail('token-hash');
    await backend.signUp(email);
    await backend.anon().auth.resetPasswordForEmail(email);
    const hash = linkOf(latestMail(email)).searchParams.get('token') ?? '';
    const client = backend.anon();
    const { data, error } = await client.auth.verifyOtp({ token_hash: hash, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    const reused = await backend.anon().auth.verifyOtp({ token_hash: hash, type: 'recovery' });
    expect(reused.error?.code).toBe('otp_expired');
  });
});

describe.skipIf(external)('auth: password recovery (PKCE flow)', () => {
  it('mails a pkce_ link that redirects with ?code=, exchanged for a session', async () => {
    const email = uniqueEmail('recover-pkce');
    await backend.signUp(email, 'Pkce-old-password1');
    const client = makePkceClient(backend.url, backend.anonKey);
    const { error } = await client.auth.resetPasswordForEmail(email, { redirectTo: APP_URL });
    expect(error).toBeNull();
    const link = linkOf(latestMail(email));
    expect(link.searchParams.get('token')).toMatch(/^pkce_[0-9a-f]{56}$/);

    const { status, location } = await redirectLocation(link.toString());
    expect(status).toBe(303);
    const target = new URL(location);
    expect(`${target.origin}${target.pathname}`).toBe(APP_URL);
    const code = target.searchParams.get('code') ?? '';
    expect(code).toMatch(/^[0-9a-f-]{36}$/);

    const { data, error: exchangeError } = await client.auth.exchangeCodeForSession(code);
    expect(exchangeError).toBeNull();
    expect(data.user?.email).toBe(email);
    expect((await client.auth.updateUser({ password: 'Pkce-new-password1' })).error).toBeNull();
    expect((await backend.anon().auth.signInWithPassword({ email, password: 'Pkce-new-password1' })).error).toBeNull();

    const replay = await makePkceClient(backend.url, backend.anonKey).auth.exchangeCodeForSession(code);
    expect(replay.error).not.toBeNull();
  });
});
