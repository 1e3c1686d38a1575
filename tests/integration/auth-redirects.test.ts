import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_LIMITS } from '../shared/rate-limits.js';
import { startTestBackend, uniqueEmail, type TestBackend } from './support/backend.js';

// config.toml: site_url http://127.0.0.1:5173 and additional_redirect_urls
// ["http://127.0.0.1:5173/**", "http://localhost:5173/**", "http://127.0.0.1:4173/**"].
const SITE = 'http://127.0.0.1:5173';

describe.skipIf(Boolean(process.env.SUPABASE_URL))('auth redirects follow config.toml exactly', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend({
      config: { auth: { ...GENEROUS_LIMITS.auth, external: { google: true, github: true } } },
    });
  });
  afterAll(async () => {
    await backend.close();
  });

  async function recoveryRedirect(redirectTo: string): Promise<string> {
    const email = uniqueEmail('redirect');
    await backend.signUp(email);
    await backend.anon().auth.resetPasswordForEmail(email, { redirectTo });
    const link = backend.mailbox?.list(email)[0]?.links[0];
    if (!link) throw new Error('no recovery mail');
    return new URL(link).searchParams.get('redirect_to') ?? '';
  }

  it.each([
    'http://localhost:5173/reset-password',
    'http://127.0.0.1:4173/reset-password?from=mail',
    `${SITE}/anything/at/all`,
  ])('keeps the listed %s', async (url) => {
    expect(await recoveryRedirect(url)).toBe(url);
  });

  it.each([
    'http://127.0.0.1:9999/steal',
    'http://localhost:8080/steal',
    'http://[::1]:5173/steal',
    'https://127.0.0.1:5173/steal',
    'https://evil.example/steal',
    'http://127.0.0.1:5173.evil.example/steal',
    'javascript:alert(1)',
  ])('falls back to the site URL for the unlisted %s', async (url) => {
    expect(await recoveryRedirect(url)).toBe(SITE);
  });

  it('sends the OAuth flow to the site URL when redirect_to is not listed', async () => {
    const response = await fetch(
      `${backend.url}/auth/v1/authorize?provider=github&redirect_to=${encodeURIComponent('http://127.0.0.1:9999/cb')}`,
    );
    const page = await response.text();
    expect(page).toContain(SITE);
    expect(page).not.toContain('127.0.0.1:9999');
  });
});
