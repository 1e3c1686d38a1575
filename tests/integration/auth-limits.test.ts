import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRateLimits } from 'local-supabase';
import { GENEROUS_LIMITS } from '../shared/rate-limits.js';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend.js';
import { authFetch } from './support/auth-helpers.js';

// Rate limits and code voiding are the embedded backend's; a hosted stack has its own settings.
const external = Boolean(process.env.SUPABASE_URL);

/** A backend whose auth limits are generous except the ones a test lowers. */
async function backendWith(limits: Partial<AuthRateLimits>): Promise<TestBackend> {
  return startTestBackend({
    config: { auth: { rateLimit: { ...GENEROUS_LIMITS.auth?.rateLimit, ...limits } } },
  });
}

function totpCode(secret: string, offset = 0): string {
  const right = Number(
    new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate(),
  );
  return String((right + offset) % 1_000_000).padStart(6, '0');
}

function recoveryCode(backend: TestBackend, email: string): string {
  const mail = backend.mailbox?.list(email)[0];
  const code = mail ? /enter the code: (\d{6})/.exec(mail.text)?.[1] : undefined;
  if (!code) throw new Error(`no recovery code for ${email}`);
  return code;
}

/** Six-digit codes that are not `code`. */
function wrongCodes(code: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
}

describe.skipIf(external)('auth rate limits: sign-ins and sign-ups per address', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await backendWith({ signInSignUps: 4 });
  });
  afterAll(async () => {
    await backend.close();
  });

  it('lets the rightful user in within the limit, then answers 429 even to the right password', async () => {
    const email = uniqueEmail('guessed');
    await backend.signUp(email, 'Rightful1');
    const wrong = await backend.anon().auth.signInWithPassword({ email, password: 'Guess-001' });
    expect(wrong.error?.code).toBe('invalid_credentials');
    const rightful = await backend.anon().auth.signInWithPassword({ email, password: 'Rightful1' });
    expect(rightful.error).toBeNull();

    expect((await backend.anon().auth.signInWithPassword({ email, password: 'Guess-002' })).error?.status).toBe(400);
    const limited = await authFetch(backend.url, backend.anonKey, '/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email, password: 'Rightful1' }),
    });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(200);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(300);

    const signUp = await backend.anon().auth.signUp({ email: uniqueEmail('late'), password: 'Rightful1' });
    expect(signUp.error?.status).toBe(429);
    expect(signUp.error?.code).toBe('over_request_rate_limit');
  });
});

describe.skipIf(external)('auth rate limits: token refreshes and e-mails', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await backendWith({ tokenRefresh: 2, emailSent: 2 });
  });
  afterAll(async () => {
    await backend.close();
  });

  it('refreshes within the limit, then answers 429', async () => {
    const { client } = await backend.signUp(uniqueEmail('refresher'));
    expect((await client.auth.refreshSession()).error).toBeNull();
    expect((await client.auth.refreshSession()).error).toBeNull();
    const { data } = await client.auth.getSession();
    const limited = await authFetch(backend.url, backend.anonKey, '/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: data.session?.refresh_token }),
    });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('over_request_rate_limit');
  });

  it('sends recovery mails within the hourly limit, then answers 429 over_email_send_rate_limit', async () => {
    const email = uniqueEmail('mailed');
    await backend.signUp(email);
    expect((await backend.anon().auth.resetPasswordForEmail(email)).error).toBeNull();
    expect((await backend.anon().auth.resetPasswordForEmail(uniqueEmail('nobody'))).error).toBeNull();
    const limited = await backend.anon().auth.resetPasswordForEmail(email);
    expect(limited.error?.status).toBe(429);
    expect(limited.error?.code).toBe('over_email_send_rate_limit');
    expect(backend.mailbox?.list(email)).toHaveLength(1);
  });
});

describe.skipIf(external)('auth: codes are void after 5 wrong tries', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend();
  });
  afterAll(async () => {
    await backend.close();
  });

  it('voids a recovery code after 5 wrong guesses; a new code works first time', async () => {
    const email = uniqueEmail('recovering');
    await backend.signUp(email);
    await backend.anon().auth.resetPasswordForEmail(email);
    const code = recoveryCode(backend, email);
    for (const guess of wrongCodes(code, 5)) {
      const { error } = await backend.anon().auth.verifyOtp({ email, token: guess, type: 'recovery' });
      expect(error?.code).toBe('otp_expired');
    }
    const late = await backend.anon().auth.verifyOtp({ email, token: code, type: 'recovery' });
    expect(late.error?.status).toBe(403);
    expect(late.error?.code).toBe('otp_expired');

    backend.mailbox?.clear();
    await backend.anon().auth.resetPasswordForEmail(email);
    const fresh = recoveryCode(backend, email);
    const [wrong] = wrongCodes(fresh, 1);
    expect((await backend.anon().auth.verifyOtp({ email, token: wrong ?? '', type: 'recovery' })).error).not.toBeNull();
    const rightful = await backend.anon().auth.verifyOtp({ email, token: fresh, type: 'recovery' });
    expect(rightful.error).toBeNull();
    expect(rightful.data.session?.user.email).toBe(email);
  });

  it('voids a TOTP challenge after 5 wrong codes; a new challenge verifies', async () => {
    const { client } = await backend.signUp(uniqueEmail('totp'));
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    if (enrolled.error) throw enrolled.error;
    const { id: factorId, totp } = enrolled.data;
    const challenge = await client.auth.mfa.challenge({ factorId });
    if (challenge.error) throw challenge.error;
    for (let i = 0; i < 5; i += 1) {
      const { error } = await client.auth.mfa.verify({
        factorId,
        challengeId: challenge.data.id,
        code: totpCode(totp.secret, 500_000 + i),
      });
      expect(error?.code).toBe('mfa_verification_failed');
    }
    const late = await client.auth.mfa.verify({
      factorId,
      challengeId: challenge.data.id,
      code: totpCode(totp.secret),
    });
    expect(late.error?.status).toBe(422);
    expect(late.error?.code).toBe('mfa_factor_not_found');

    const rightful = await client.auth.mfa.challengeAndVerify({ factorId, code: totpCode(totp.secret) });
    expect(rightful.error).toBeNull();
  });
});
