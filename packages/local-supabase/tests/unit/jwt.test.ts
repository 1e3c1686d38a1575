import { afterEach, describe, expect, it, vi } from 'vitest';
import { signJwt, verifyJwt } from '../../src/jwt.js';

const now = () => Math.floor(Date.now() / 1000);

describe('HS256 tokens', () => {
  it('verify with the secret that signed them, and only with it', async () => {
    const token = await signJwt(
      { role: 'authenticated', sub: 'a', exp: now() + 60 },
      'first-secret-of-32-characters-xx',
    );
    const ok = await verifyJwt(token, 'first-secret-of-32-characters-xx');
    expect(ok).toMatchObject({ ok: true, claims: { role: 'authenticated', sub: 'a' } });
    expect(await verifyJwt(token, 'other-secret-of-32-characters-xx')).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('tells an expired token from a forged one', async () => {
    const secret = 'expiry-secret-of-32-characters-x';
    const token = await signJwt({ role: 'anon', exp: now() - 10 }, secret);
    expect(await verifyJwt(token, secret)).toMatchObject({ ok: false, reason: 'expired' });
    const [head, body] = token.split('.');
    expect(await verifyJwt(`${head ?? ''}.${body ?? ''}.AAAA`, secret)).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('keeps each secret apart while more secrets are in use than it keeps imported', async () => {
    const secrets = Array.from({ length: 40 }, (_, i) => `secret-number-${String(i)}-of-enough-length`);
    const tokens = await Promise.all(
      secrets.map((secret, i) => signJwt({ role: 'anon', n: i, exp: now() + 60 }, secret)),
    );
    for (const [i, token] of tokens.entries()) {
      const own = await verifyJwt(token, secrets[i] ?? '');
      expect(own).toMatchObject({ ok: true, claims: { n: i } });
      expect(await verifyJwt(token, secrets[(i + 1) % secrets.length] ?? '')).toMatchObject({ ok: false });
    }
  });

  describe('once verified', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('expires on time, though its signature is not checked again', async () => {
      const secret = 'cached-secret-of-32-characters-x';
      const token = await signJwt({ role: 'authenticated', sub: 'b', exp: now() + 30 }, secret);
      expect(await verifyJwt(token, secret)).toMatchObject({ ok: true });
      expect(await verifyJwt(token, secret)).toMatchObject({ ok: true, claims: { sub: 'b' } });
      vi.useFakeTimers({ now: Date.now() + 31_000, toFake: ['Date'] });
      expect(await verifyJwt(token, secret)).toMatchObject({ ok: false, reason: 'expired' });
    });

    it('is still refused under another secret, and its claims cannot be changed', async () => {
      const secret = 'shared-secret-of-32-characters-x';
      const token = await signJwt({ role: 'anon', exp: now() + 60 }, secret);
      const first = await verifyJwt(token, secret);
      expect(await verifyJwt(token, 'rotated-secret-of-32-characters-')).toMatchObject({
        ok: false,
        reason: 'invalid',
      });
      expect(await verifyJwt(token, secret)).toMatchObject({ ok: true });
      if (!first.ok) throw new Error('the token did not verify');
      expect(() => {
        first.claims.role = 'service_role';
      }).toThrow(TypeError);
    });
  });
});
