import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend.js';
import { authFetch } from './support/auth-helpers.js';
import { latestMail, linkToken, mailCode } from './support/mail-links.js';

// Issue 22 finding 8: a link token cannot be made from an address and a guessed code.
const external = Boolean(process.env.SUPABASE_URL);

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend.close();
});

function verify(body: Record<string, unknown>) {
  return authFetch(backend.url, backend.anonKey, '/verify', { method: 'POST', body: JSON.stringify(body) });
}

/** GoTrue's token hash: SHA-224 of the address followed by the code. */
function sha224(text: string): string {
  return createHash('sha224').update(text).digest('hex');
}

describe.skipIf(external)('auth: token_hash verification', () => {
  it('refuses the token hash made from the address and the right code; the mailed link works', async () => {
    const email = uniqueEmail('token-hash');
    await backend.signUp(email, 'Token-hash-pw1');
    expect((await backend.anon().auth.resetPasswordForEmail(email)).error).toBeNull();
    const mail = latestMail(backend, email, 'Reset Your Password');
    const code = mailCode(mail);

    const derived = await verify({ token_hash: sha224(email + code), type: 'recovery' });
    expect(derived.status).toBe(403);
    expect(derived.body.code).toBe('otp_expired');

    const { token } = linkToken(mail);
    expect(token).not.toBe(sha224(email + code));
    const followed = await verify({ token_hash: token, type: 'recovery' });
    expect(followed.status).toBe(200);
    expect(followed.body.access_token).toEqual(expect.any(String));
  });

  it('gives no way past five wrong codes: the right code is void, and so is any token hash built from it', async () => {
    const email = uniqueEmail('voided');
    await backend.signUp(email, 'Voided-pw1');
    await backend.anon().auth.resetPasswordForEmail(email);
    const code = mailCode(latestMail(backend, email, 'Reset Your Password'));
    for (let i = 1; i <= 5; i += 1) {
      const wrong = String((Number(code) + i) % 1_000_000).padStart(6, '0');
      expect((await verify({ email, token: wrong, type: 'recovery' })).status).toBe(403);
    }
    expect((await verify({ email, token: code, type: 'recovery' })).status).toBe(403);
    expect((await verify({ token_hash: sha224(email + code), type: 'recovery' })).status).toBe(403);
  });
});
