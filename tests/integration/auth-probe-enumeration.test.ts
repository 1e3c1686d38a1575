import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestBackend, uniqueEmail, type TestBackend } from './support/backend.js';
import { authFetch } from './support/auth-helpers.js';
import { productionAuth } from './support/production-auth.js';

// Issue 22 finding 16: answers and their timing do not tell who has an account.
const external = Boolean(process.env.SUPABASE_URL);

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ config: productionAuth() });
});

afterAll(async () => {
  await backend.close();
});

function signUp(email: string) {
  return authFetch(backend.url, backend.anonKey, '/signup', {
    method: 'POST',
    body: JSON.stringify({ email, password: 'Enumerate-pw1', data: {} }),
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

describe.skipIf(external)('auth: account enumeration', () => {
  it('answers sign-up of a confirmed address with an obfuscated user shaped like a new one', async () => {
    const customerId = (await (await backend.signIn(DEMO.customer)).auth.getUser()).data.user?.id;
    const taken = await signUp(DEMO.customer);
    const fresh = await signUp(uniqueEmail('fresh'));
    expect(taken.status).toBe(200);
    expect(fresh.status).toBe(200);
    expect(taken.body.id).not.toBe(customerId);
    expect(taken.body.identities).toEqual([]);
    expect(taken.body.email).toBe(DEMO.customer);
    expect(taken.body.confirmation_sent_at).toEqual(expect.any(String));
    expect(taken.body.access_token).toBeUndefined();
    expect(fresh.body.access_token).toBeUndefined();
    expect(backend.mailbox?.list(DEMO.customer)).toEqual([]);
  });

  it('takes as long to refuse a password for an unknown address as for a real one', async () => {
    const real: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 7; round += 1) {
      for (const [email, times] of [
        [DEMO.plumber, real],
        [uniqueEmail('nobody'), unknown],
      ] as const) {
        const started = performance.now();
        const { error } = await backend.anon().auth.signInWithPassword({ email, password: 'Wrong-password-1' });
        times.push(performance.now() - started);
        expect(error?.code).toBe('invalid_credentials');
      }
    }
    // Without the dummy bcrypt comparison the unknown address answered ~20 times faster.
    expect(median(unknown)).toBeGreaterThan(median(real) / 3);
  });
});
