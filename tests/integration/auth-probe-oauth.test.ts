import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, startTestBackend, uniqueEmail, type TestBackend } from './support/backend.js';
import { authFetch, decodeJwtPayload, fragmentParams } from './support/auth-helpers.js';
import { latestMail } from './support/mail-links.js';
import { productionAuth } from './support/production-auth.js';
import { GENEROUS_LIMITS } from '../shared/rate-limits.js';

// Issue 22 finding 1 (and the OAuth part of 4): the local Google/GitHub page is the embedded
// backend's; a real stack redirects to the provider.
const external = Boolean(process.env.SUPABASE_URL);
const APP_CALLBACK = 'http://localhost:5173/auth/callback';
const PROVIDERS = { google: true, github: true };

/** Opens the local sign-in page for `provider` and submits a typed identity; answers the redirect. */
async function signInAs(
  backend: TestBackend,
  identity: { name: string; email: string },
  provider: 'google' | 'github' = 'google',
): Promise<{ page: string; location: string; fragment: URLSearchParams }> {
  const authorize = `${backend.url}/auth/v1/authorize?provider=${provider}&redirect_to=${encodeURIComponent(APP_CALLBACK)}`;
  const page = await (await fetch(authorize)).text();
  const state = /name="state" value="([^"]+)"/.exec(page)?.[1] ?? '';
  const response = await fetch(`${backend.url}/auth/v1/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state, ...identity }).toString(),
    redirect: 'manual',
  });
  const location = response.headers.get('location') ?? '';
  return { page, location, fragment: fragmentParams(location) };
}

function userIdOf(fragment: URLSearchParams): string {
  const token = fragment.get('access_token');
  if (!token) throw new Error(`no session: ${fragment.get('error_description') ?? 'no error either'}`);
  return String(decodeJwtPayload(token).sub);
}

describe.skipIf(external)('local OAuth page: config.toml decides which providers exist', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend({
      config: { auth: { ...GENEROUS_LIMITS.auth, external: { google: false, github: false } } },
    });
  });
  afterAll(async () => {
    await backend.close();
  });

  it.each(['google', 'github'])(
    'answers 400 "provider is not enabled" for %s when config.toml has it off',
    async (provider) => {
      const response = await authFetch(backend.url, backend.anonKey, `/authorize?provider=${provider}`);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('validation_failed');
      expect(response.body.message).toBe('Unsupported provider: provider is not enabled');
      const settings = await authFetch(backend.url, backend.anonKey, '/settings');
      expect((settings.body.external as Record<string, boolean>)[provider]).toBe(false);
    },
  );
});

describe.skipIf(external)('local OAuth page with auto-confirm: typed identities are new accounts', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend({ config: { auth: { ...GENEROUS_LIMITS.auth, external: PROVIDERS } } });
  });
  afterAll(async () => {
    await backend.close();
  });

  it('offers no one-click demo accounts', async () => {
    const { page } = await signInAs(backend, { name: 'Look Only', email: uniqueEmail('look') });
    expect(page).not.toContain(DEMO.customer);
    expect(page).not.toContain(DEMO.electrician);
    expect(page).not.toContain('Test identities');
  });

  it('never signs a typed e-mail into the account that has it', async () => {
    const customer = await backend.signIn(DEMO.customer);
    const customerId = (await customer.auth.getUser()).data.user?.id;
    const { fragment } = await signInAs(backend, { name: 'Asha Menon', email: DEMO.customer });
    const intruder = userIdOf(fragment);
    expect(intruder).not.toBe(customerId);
    const me = await authFetch(backend.url, backend.anonKey, '/user', { token: fragment.get('access_token') ?? '' });
    expect(me.body.email).toBe('');
    const owner = await backend.service().auth.admin.getUserById(customerId ?? '');
    expect(owner.data.user?.identities?.map((identity) => identity.provider)).toEqual(['email']);
    expect(owner.data.user?.app_metadata.providers).toEqual(['email']);
  });

  it('makes a new account each time the same address is typed', async () => {
    const email = uniqueEmail('twice');
    const first = userIdOf((await signInAs(backend, { name: 'First', email })).fragment);
    const second = userIdOf((await signInAs(backend, { name: 'Second', email }, 'github')).fragment);
    expect(second).not.toBe(first);
  });
});

describe.skipIf(external)('local OAuth page with confirmations on', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend({ config: productionAuth({ external: PROVIDERS }) });
  });
  afterAll(async () => {
    await backend.close();
  });

  it('signs a new address in only through the confirmation mail', async () => {
    const email = uniqueEmail('oauth-proven');
    const { fragment } = await signInAs(backend, { name: 'Proven Person', email });
    expect(fragment.get('access_token')).toBeNull();
    expect(fragment.get('error_code')).toBe('provider_email_needs_verification');
    expect(fragment.get('error_description')).toBe(
      'Unverified email with Google. A confirmation email has been sent to your Google email',
    );
    const link = latestMail(backend, email, 'Confirm Your Signup').links[0] ?? '';
    const followed = await fetch(link, { redirect: 'manual' });
    const session = fragmentParams(followed.headers.get('location') ?? '');
    const claims = decodeJwtPayload(session.get('access_token') ?? '');
    expect(claims.email).toBe(email);
    expect(claims.app_metadata).toEqual({ provider: 'google', providers: ['google'] });
  });

  it('gives a taken address no session and leaves its account alone', async () => {
    const { fragment } = await signInAs(backend, { name: 'Asha Menon', email: DEMO.customer });
    expect(fragment.get('access_token')).toBeNull();
    expect(fragment.get('error_description')).toBe(
      'Unverified email with Google. Verify the email with Google in order to sign in',
    );
    expect(backend.mailbox?.list(DEMO.customer)).toEqual([]);
    const owner = await backend.anon().auth.signInWithPassword({ email: DEMO.customer, password: DEMO_PASSWORD });
    expect(owner.data.user?.identities?.map((identity) => identity.provider)).toEqual(['email']);
  });
});

describe.skipIf(external)(
  'local OAuth page with --oauth-test-identities: no pre-hijack of an unconfirmed account',
  () => {
    let backend: TestBackend;
    beforeAll(async () => {
      backend = await startTestBackend({ config: productionAuth({ external: PROVIDERS, oauthTestIdentities: true }) });
    });
    afterAll(async () => {
      await backend.close();
    });

    it('lists the demo accounts and warns that this mode is for development only', async () => {
      const { page } = await signInAs(backend, { name: 'Look', email: uniqueEmail('look-dev') });
      expect(page).toContain(DEMO.customer);
      expect(page).toContain('Development mode (--oauth-test-identities)');
    });

    it('takes the unconfirmed account over from whoever signed it up: their password no longer works', async () => {
      const victim = uniqueEmail('victim');
      const squatted = await backend.anon().auth.signUp({ email: victim, password: 'Attacker-pw1' });
      expect(squatted.data.session).toBeNull();
      const squatterId = squatted.data.user?.id;

      const { fragment } = await signInAs(backend, { name: 'Real Owner', email: victim });
      expect(userIdOf(fragment)).toBe(squatterId);
      const me = await authFetch(backend.url, backend.anonKey, '/user', { token: fragment.get('access_token') ?? '' });
      expect((me.body.identities as { provider: string }[]).map((identity) => identity.provider)).toEqual(['google']);
      expect(me.body.app_metadata).toEqual({ provider: 'google', providers: ['google'] });
      expect(me.body.user_metadata).toMatchObject({ full_name: 'Real Owner' });

      const attacker = await backend.anon().auth.signInWithPassword({ email: victim, password: 'Attacker-pw1' });
      expect(attacker.error?.code).toBe('invalid_credentials');
    });
  },
);
