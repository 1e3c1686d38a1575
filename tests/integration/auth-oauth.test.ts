import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectConfigOverrides } from 'local-supabase';
import { GENEROUS_LIMITS } from '../shared/rate-limits.js';
import { DEMO, startTestBackend, uniqueEmail, type Client, type TestBackend } from './support/backend.js';
import { authFetch, decodeJwtPayload, fragmentParams, makePkceClient } from './support/auth-helpers.js';

// The sign-in page is the embedded backend's stand-in for Google/GitHub; a real stack redirects away.
const external = Boolean(process.env.SUPABASE_URL);
const APP_CALLBACK = 'http://localhost:5173/auth/callback';

const PROVIDERS_ON: ProjectConfigOverrides = {
  auth: { ...GENEROUS_LIMITS.auth, external: { google: true, github: true } },
};

let backend: TestBackend;
/** With --oauth-test-identities: a typed address counts as verified by the provider. */
let devBackend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend({ config: PROVIDERS_ON });
  devBackend = await startTestBackend({
    config: { auth: { ...PROVIDERS_ON.auth, oauthTestIdentities: true } },
  });
});

afterAll(async () => {
  await backend.close();
  await devBackend.close();
});

interface SignInPage {
  status: number;
  html: string;
  action: string;
  state: string;
}

async function openSignInPage(authorizeUrl: string): Promise<SignInPage> {
  const response = await fetch(authorizeUrl);
  const html = await response.text();
  const state = /name="state" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
  return { status: response.status, html, state, action: new URL(action, authorizeUrl).toString() };
}

/** Submits the page's form as a browser would and returns the redirect it answers with. */
async function submitIdentity(
  page: SignInPage,
  fields: Record<string, string>,
): Promise<{ status: number; location: string; body: string }> {
  const response = await fetch(page.action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state: page.state, ...fields }).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location') ?? '', body: await response.text() };
}

async function oauthUrl(client: Client, provider: 'google' | 'github', redirectTo = APP_CALLBACK): Promise<string> {
  const { data, error } = await client.auth.signInWithOAuth({
    provider,
    options: { redirectTo, skipBrowserRedirect: true },
  });
  if (error) throw error;
  return data.url;
}

describe.skipIf(external)('auth: OAuth implicit flow', () => {
  it.each(['google', 'github'] as const)(
    'shows a local %s sign-in page and redirects with the session in the fragment',
    async (provider) => {
      const client = backend.anon();
      const page = await openSignInPage(await oauthUrl(client, provider));
      expect(page.status).toBe(200);
      expect(page.html).toContain(provider === 'google' ? 'Sign in with Google' : 'Sign in with GitHub');
      expect(page.html).toContain('<label for="email">');
      expect(page.action).toBe(`${backend.url}/auth/v1/callback`);

      const email = uniqueEmail(`oauth-${provider}`);
      const { status, location } = await submitIdentity(page, { name: 'Kiran Joseph', email });
      expect(status).toBe(302);
      expect(location.startsWith(`${APP_CALLBACK}#`)).toBe(true);
      const fragment = fragmentParams(location);
      expect([...fragment.keys()].sort()).toEqual(
        ['access_token', 'expires_at', 'expires_in', 'provider_token', 'refresh_token', 'sb', 'token_type'].sort(),
      );
      expect(fragment.get('token_type')).toBe('bearer');
      expect(fragment.get('expires_in')).toBe('3600');

      const { data, error } = await client.auth.setSession({
        access_token: fragment.get('access_token') ?? '',
        refresh_token: fragment.get('refresh_token') ?? '',
      });
      expect(error).toBeNull();
      const user = data.user;
      expect(user?.email).toBe(email);
      expect(user?.app_metadata).toEqual({ provider, providers: [provider] });
      expect(user?.identities?.map((identity) => identity.provider)).toEqual([provider]);
      expect(user?.user_metadata).toMatchObject({
        full_name: 'Kiran Joseph',
        name: 'Kiran Joseph',
        email,
        email_verified: true,
      });
      const metadata = user?.user_metadata ?? {};
      expect(metadata.sub).toBe(metadata.provider_id);
      expect(metadata.sub).toBe(user?.identities?.[0]?.id);
      expect(decodeJwtPayload(fragment.get('access_token') ?? '').amr).toEqual([
        { method: 'oauth', timestamp: expect.any(Number) as number },
      ]);

      const avatar = await fetch(String(metadata.avatar_url));
      expect(avatar.status).toBe(200);
      expect(avatar.headers.get('content-type')).toContain('image/svg+xml');
      expect(await avatar.text()).toContain('>KJ</text>');
    },
  );

  it('signs the same identity in again as the same user (--oauth-test-identities)', async () => {
    const email = uniqueEmail('oauth-again');
    const ids: string[] = [];
    for (const name of ['First Name', 'Second Name']) {
      const page = await openSignInPage(await oauthUrl(devBackend.anon(), 'google'));
      const { location } = await submitIdentity(page, { name, email });
      const claims = decodeJwtPayload(fragmentParams(location).get('access_token') ?? '');
      ids.push(String(claims.sub));
      expect(claims.user_metadata).toMatchObject({ full_name: name });
    }
    expect(ids[0]).toBe(ids[1]);
  });

  it('links a provider identity to the existing account with the same e-mail (--oauth-test-identities)', async () => {
    const customer = await devBackend.signIn(DEMO.customer);
    const customerId = (await customer.auth.getUser()).data.user?.id;
    const page = await openSignInPage(await oauthUrl(devBackend.anon(), 'github'));
    expect(page.html).toContain(DEMO.customer);
    const { location } = await submitIdentity(page, { name: 'Asha Menon', email: DEMO.customer });
    const token = fragmentParams(location).get('access_token') ?? '';
    const response = await authFetch(devBackend.url, devBackend.anonKey, '/user', { token });
    expect(response.body.id).toBe(customerId);
    const providers = (response.body.app_metadata as { providers: string[] }).providers;
    expect(providers).toEqual(expect.arrayContaining(['email', 'github']));
    const identities = response.body.identities as { provider: string }[];
    expect(identities.map((identity) => identity.provider).sort()).toEqual(['email', 'github']);
  });

  it('sends a cancelled sign-in back with access_denied', async () => {
    const page = await openSignInPage(await oauthUrl(backend.anon(), 'google'));
    const { status, location } = await submitIdentity(page, { cancel: '1' });
    expect(status).toBe(302);
    expect(location.startsWith(`${APP_CALLBACK}#`)).toBe(true);
    expect(fragmentParams(location).get('error')).toBe('access_denied');
  });

  it('re-shows the page with an alert for an invalid e-mail', async () => {
    const page = await openSignInPage(await oauthUrl(backend.anon(), 'google'));
    const { status, body } = await submitIdentity(page, { name: 'No Mail', email: 'not an email' });
    expect(status).toBe(400);
    expect(body).toContain('role="alert"');
    expect(body).toContain('Unable to validate email address: invalid format');
  });

  it('refuses a forged or missing state', async () => {
    const page = await openSignInPage(await oauthUrl(backend.anon(), 'google'));
    const forged = { ...page, state: `${page.state.split('.')[0] ?? ''}.forged` };
    const { status, location } = await submitIdentity(forged, { name: 'Mallory', email: 'mallory@example.test' });
    expect(status).toBe(302);
    expect(location).not.toContain('access_token');
    expect(fragmentParams(location).get('error_code')).toBe('bad_oauth_state');
  });

  it('refuses an unsupported provider with validation_failed', async () => {
    const response = await authFetch(backend.url, backend.anonKey, '/authorize?provider=facebook');
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_failed');
    expect(response.body.message).toBe('Unsupported provider: provider is not enabled');
  });

  it('replaces a redirect outside the allow-list with the site URL', async () => {
    const page = await openSignInPage(
      `${backend.url}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent('https://evil.example/cb')}`,
    );
    const { location } = await submitIdentity(page, { name: 'Safe', email: uniqueEmail('safe') });
    expect(location).not.toContain('evil.example');
    expect(location).toContain('#access_token=');
  });
});

describe.skipIf(external)('auth: OAuth PKCE flow', () => {
  it.each(['google', 'github'] as const)(
    'redirects %s sign-in with ?code= and exchangeCodeForSession returns the session',
    async (provider) => {
      const client = makePkceClient(backend.url, backend.anonKey);
      const url = await oauthUrl(client, provider);
      const authorize = new URL(url);
      expect(authorize.searchParams.get('code_challenge_method')).toBe('s256');
      const page = await openSignInPage(url);
      const email = uniqueEmail(`pkce-${provider}`);
      const { status, location } = await submitIdentity(page, { name: 'Deepa Varma', email });
      expect(status).toBe(302);
      const target = new URL(location);
      expect(`${target.origin}${target.pathname}`).toBe(APP_CALLBACK);
      const code = target.searchParams.get('code') ?? '';
      expect(code).toMatch(/^[0-9a-f-]{36}$/);

      const { data, error } = await client.auth.exchangeCodeForSession(code);
      expect(error).toBeNull();
      expect(data.user?.email).toBe(email);
      expect(data.user?.identities?.[0]?.provider).toBe(provider);
      expect(data.session?.provider_token).toBeTruthy();
      expect((await client.auth.getUser()).data.user?.id).toBe(data.user?.id);
    },
  );

  async function pkceCode(challenge: string, method: 's256' | 'plain'): Promise<string> {
    const url = `${backend.url}/auth/v1/authorize?provider=github&redirect_to=${encodeURIComponent(APP_CALLBACK)}&code_challenge=${challenge}&code_challenge_method=${method}`;
    const page = await openSignInPage(url);
    const { location } = await submitIdentity(page, { name: 'Raw Flow', email: uniqueEmail('raw-pkce') });
    return new URL(location).searchParams.get('code') ?? '';
  }

  function exchange(authCode: string, verifier: string) {
    return authFetch(backend.url, backend.anonKey, '/token?grant_type=pkce', {
      method: 'POST',
      body: JSON.stringify({ auth_code: authCode, code_verifier: verifier }),
    });
  }

  it('accepts the plain method and refuses a second exchange of the same code', async () => {
    const verifier = randomBytes(32).toString('hex');
    const code = await pkceCode(verifier, 'plain');
    const first = await exchange(code, verifier);
    expect(first.status).toBe(200);
    expect(first.body.access_token).toBeTruthy();
    const second = await exchange(code, verifier);
    expect(second.status).toBe(404);
    expect(second.body.code).toBe('flow_state_not_found');
  });

  it('refuses a wrong verifier with bad_code_verifier', async () => {
    const verifier = randomBytes(32).toString('hex');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const code = await pkceCode(challenge, 's256');
    const wrong = await exchange(code, `${verifier}x`);
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('bad_code_verifier');
    expect((await exchange(code, verifier)).status).toBe(200);
  });

  it('refuses an unknown code, empty fields and an expired flow', async () => {
    expect((await exchange('00000000-0000-4000-8000-000000000000', 'verifier')).body.code).toBe('flow_state_not_found');
    const empty = await exchange('', '');
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('validation_failed');

    const pg = backend.emulator?.pg;
    if (!pg) return;
    const verifier = randomBytes(32).toString('hex');
    const code = await pkceCode(verifier, 'plain');
    await pg.query(`update auth.flow_state set created_at = now() - interval '10 minutes' where auth_code = $1`, [
      code,
    ]);
    const expired = await exchange(code, verifier);
    expect(expired.status).toBe(422);
    expect(expired.body.code).toBe('flow_state_expired');
  });
});
