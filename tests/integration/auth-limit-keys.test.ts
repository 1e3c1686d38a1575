import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthRateLimits } from 'local-supabase';
import { GENEROUS_LIMITS } from '../shared/rate-limits.js';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend.js';
import { authFetch } from './support/auth-helpers.js';

// Whom the per-IP limits count against is the embedded backend's setting; a hosted stack has its own.
const external = Boolean(process.env.SUPABASE_URL);

async function backendWith(limits: Partial<AuthRateLimits>): Promise<TestBackend> {
  return startTestBackend({
    config: { auth: { rateLimit: { ...GENEROUS_LIMITS.auth?.rateLimit, ...limits } } },
  });
}

/** One password sign-in; returns the HTTP status. */
async function signIn(backend: TestBackend, email: string, headers: Record<string, string> = {}): Promise<number> {
  const response = await authFetch(backend.url, backend.anonKey, '/token?grant_type=password', {
    method: 'POST',
    body: JSON.stringify({ email, password: 'Rightful1' }),
    headers,
  });
  return response.status;
}

describe.skipIf(external)('auth rate limits keyed by a proxy header (GOTRUE_RATE_LIMIT_HEADER)', () => {
  let backend: TestBackend;
  let email: string;
  beforeAll(async () => {
    backend = await backendWith({ signInSignUps: 2, keyHeader: 'X-Forwarded-For' });
    email = uniqueEmail('proxied');
    await backend.service().auth.admin.createUser({ email, password: 'Rightful1', email_confirm: true });
  });
  afterAll(async () => {
    await backend.close();
  });

  it("counts each client by the header's first value, whatever the proxies after it", async () => {
    const first = { 'x-forwarded-for': '203.0.113.5, 10.0.0.1' };
    expect(await signIn(backend, email, first)).toBe(200);
    expect(await signIn(backend, email, { 'x-forwarded-for': '203.0.113.5,10.0.0.2' })).toBe(200);
    expect(await signIn(backend, email, first)).toBe(429);
    expect(await signIn(backend, email, { 'x-forwarded-for': '198.51.100.7' })).toBe(200);
  });

  it('counts a request without the header against its connection address, not against nobody', async () => {
    expect(await signIn(backend, email)).toBe(200);
    expect(await signIn(backend, email, { 'x-forwarded-for': ' , 10.0.0.1' })).toBe(200);
    expect(await signIn(backend, email)).toBe(429);
  });
});

describe.skipIf(external)('auth rate limits switched off per address, as under supabase start', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await backendWith({ signInSignUps: 2, emailSent: 1, byAddress: false });
  });
  afterAll(async () => {
    await backend.close();
  });

  it('lets sign-ins past the per-IP count but still limits e-mails', async () => {
    const email = uniqueEmail('unlimited');
    await backend.service().auth.admin.createUser({ email, password: 'Rightful1', email_confirm: true });
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push(await signIn(backend, email));
    expect(statuses).toEqual([200, 200, 200, 200, 200]);

    expect((await backend.anon().auth.resetPasswordForEmail(email)).error).toBeNull();
    const limited = await backend.anon().auth.resetPasswordForEmail(email);
    expect(limited.error?.code).toBe('over_email_send_rate_limit');
  });

  it('keeps counting by the header when one is configured', async () => {
    const keyed = await backendWith({ signInSignUps: 1, byAddress: false, keyHeader: 'X-Real-IP' });
    try {
      const email = uniqueEmail('keyed');
      await keyed.service().auth.admin.createUser({ email, password: 'Rightful1', email_confirm: true });
      expect(await signIn(keyed, email, { 'x-real-ip': '192.0.2.1' })).toBe(200);
      expect(await signIn(keyed, email, { 'x-real-ip': '192.0.2.1' })).toBe(429);
      expect(await signIn(keyed, email)).toBe(200);
      expect(await signIn(keyed, email)).toBe(200);
    } finally {
      await keyed.close();
    }
  });
});
