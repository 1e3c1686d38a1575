import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestBackend, uniqueEmail, type TestBackend } from './support/backend.js';
import { authFetch } from './support/auth-helpers.js';
import { productionAuth } from './support/production-auth.js';
import { GENEROUS_LIMITS } from '../shared/rate-limits.js';

// Issue 22 finding 7: every mail a request can cause is limited. The limits are the embedded backend's.
const external = Boolean(process.env.SUPABASE_URL);
const TOO_SOON = /^For security purposes, you can only request this after \d+ seconds\.$/;

function post(backend: TestBackend, path: string, body: Record<string, unknown>) {
  return authFetch(backend.url, backend.anonKey, path, { method: 'POST', body: JSON.stringify(body) });
}

describe.skipIf(external)('auth mail limits: one mail of a kind per address and user per max_frequency', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend({ config: productionAuth() });
  });
  afterAll(async () => {
    await backend.close();
  });

  it('answers a second /resend to a stranger within the interval with 429 and sends nothing', async () => {
    const stranger = uniqueEmail('stranger');
    expect((await post(backend, '/resend', { type: 'signup', email: stranger })).status).toBe(200);
    const again = await post(backend, '/resend', { type: 'signup', email: stranger });
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('over_email_send_rate_limit');
    expect(String(again.body.message)).toMatch(TOO_SOON);
  });

  it('limits /resend of a pending sign-up the same way', async () => {
    const email = uniqueEmail('pending');
    await backend.anon().auth.signUp({ email, password: 'Pending-pw1' });
    const resent = await post(backend, '/resend', { type: 'signup', email });
    expect(resent.status).toBe(429);
    expect(backend.mailbox?.list(email)).toHaveLength(1);
  });

  it('limits /otp per address, known or not', async () => {
    for (const email of [uniqueEmail('otp-new'), DEMO.plumber]) {
      expect((await post(backend, '/otp', { email })).status).toBe(200);
      const again = await post(backend, '/otp', { email });
      expect(again.status).toBe(429);
      expect(String(again.body.message)).toMatch(TOO_SOON);
    }
  });

  it('limits /reauthenticate per user', async () => {
    const client = await backend.signIn(DEMO.electrician);
    const token = (await client.auth.getSession()).data.session?.access_token ?? '';
    expect((await authFetch(backend.url, backend.anonKey, '/reauthenticate', { token })).status).toBe(200);
    const again = await authFetch(backend.url, backend.anonKey, '/reauthenticate', { token });
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('over_email_send_rate_limit');
    expect(String(again.body.message)).toMatch(TOO_SOON);
    expect(backend.mailbox?.list(DEMO.electrician)).toHaveLength(1);
  });
});

describe.skipIf(external)('auth mail limits: /otp, /resend and /reauthenticate spend the e-mail budget', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend({
      config: productionAuth({ rateLimit: { ...GENEROUS_LIMITS.auth?.rateLimit, emailSent: 3 } }),
    });
  });
  afterAll(async () => {
    await backend.close();
  });

  it('stops every mail-sending route once the hour’s budget is spent', async () => {
    const token = (await (await backend.signIn(DEMO.customer)).auth.getSession()).data.session?.access_token ?? '';
    expect((await post(backend, '/otp', { email: uniqueEmail('budget-1') })).status).toBe(200);
    expect((await post(backend, '/resend', { type: 'signup', email: uniqueEmail('budget-2') })).status).toBe(200);
    expect((await authFetch(backend.url, backend.anonKey, '/reauthenticate', { token })).status).toBe(200);
    for (const spent of [
      await post(backend, '/otp', { email: uniqueEmail('budget-3') }),
      await post(backend, '/resend', { type: 'signup', email: uniqueEmail('budget-4') }),
      await post(backend, '/recover', { email: uniqueEmail('budget-5') }),
    ]) {
      expect(spent.status).toBe(429);
      expect(spent.body.message).toBe('Email rate limit exceeded');
    }
  });
});

describe.skipIf(external)('auth mail limits: /otp makes no account unless sign-ups are allowed', () => {
  let closed: TestBackend;
  beforeAll(async () => {
    closed = await startTestBackend({ config: productionAuth({ enableSignup: false }) });
  });
  afterAll(async () => {
    await closed.close();
  });

  async function accountExists(backend: TestBackend, email: string): Promise<boolean> {
    const { data } = await backend.service().auth.admin.listUsers({ perPage: 1000 });
    return data.users.some((user) => user.email === email);
  }

  it('answers create_user:false for an unknown address as for a known one, and makes nothing', async () => {
    const unknown = uniqueEmail('otp-unknown');
    const known = await post(closed, '/otp', { email: DEMO.customer, create_user: false });
    const stranger = await post(closed, '/otp', { email: unknown, create_user: false });
    expect(stranger.status).toBe(known.status);
    expect(stranger.body).toEqual(known.body);
    expect(await accountExists(closed, unknown)).toBe(false);
    expect(closed.mailbox?.list(unknown)).toEqual([]);
  });

  it('refuses to make an account with sign-ups off', async () => {
    const email = uniqueEmail('otp-closed');
    const refused = await post(closed, '/otp', { email });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('signup_disabled');
    expect(await accountExists(closed, email)).toBe(false);
    const signUp = await closed.anon().auth.signUp({ email, password: 'Closed-pw1' });
    expect(signUp.error?.code).toBe('signup_disabled');
  });
});
