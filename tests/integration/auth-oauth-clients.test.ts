import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_LIMITS } from '../shared/rate-limits.js';
import { startTestBackend, type TestBackend } from './support/backend.js';
import { authFetch } from './support/auth-helpers.js';

// The OAuth server is switched on by the local backend's config; a hosted stack has its own setting.
const external = Boolean(process.env.SUPABASE_URL);

describe.skipIf(external)('auth admin API: OAuth 2.1 clients', () => {
  let backend: TestBackend;
  const admin = (path: string, init: { method?: string; body?: unknown } = {}) =>
    authFetch(backend.url, backend.serviceRoleKey, `/admin/oauth/clients${path}`, {
      method: init.method ?? 'GET',
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });

  beforeAll(async () => {
    backend = await startTestBackend({
      config: { ...GENEROUS_LIMITS, auth: { ...GENEROUS_LIMITS.auth, oauthServer: true } },
    });
  });
  afterAll(async () => {
    await backend.close();
  });

  it('registers, reads, updates, renews the secret of and deletes a confidential client', async () => {
    const oauth = backend.service().auth.admin.oauth;
    const created = await oauth.createClient({
      client_name: 'Partner app',
      redirect_uris: ['https://partner.example/callback', 'http://localhost:3000/cb'],
    });
    expect(created.error).toBeNull();
    const client = created.data;
    expect(client).toMatchObject({
      client_type: 'confidential',
      token_endpoint_auth_method: 'client_secret_basic',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      registration_type: 'manual',
      client_name: 'Partner app',
      redirect_uris: ['https://partner.example/callback', 'http://localhost:3000/cb'],
    });
    expect(client?.client_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const id = client?.client_id ?? '';

    const read = await admin(`/${id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ client_id: id, client_name: 'Partner app' });
    expect(read.body).not.toHaveProperty('client_secret');

    const updated = await oauth.updateClient(id, { logo_uri: 'https://partner.example/logo.png' });
    expect(updated.data).toMatchObject({ client_name: 'Partner app', logo_uri: 'https://partner.example/logo.png' });

    const renewed = await oauth.regenerateClientSecret(id);
    expect(renewed.data?.client_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(renewed.data?.client_secret).not.toBe(client?.client_secret);

    const listed = await oauth.listClients();
    expect(listed.data.clients.map((entry) => entry.client_id)).toContain(id);

    const deleted = await admin(`/${id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    const gone = await admin(`/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ code: 'oauth_client_not_found', msg: 'OAuth client not found' });
    // GoTrue leaves `clients` out of an empty list.
    expect((await admin('')).body).toEqual({});
  });

  it('makes a public client from token_endpoint_auth_method none, without a secret to renew', async () => {
    const created = await admin('', {
      method: 'POST',
      body: {
        redirect_uris: ['myapp://callback'],
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ client_type: 'public', grant_types: ['authorization_code'] });
    expect(created.body).not.toHaveProperty('client_secret');
    const renew = await admin(`/${String(created.body.client_id)}/regenerate_secret`, { method: 'POST' });
    expect(renew.status).toBe(400);
    expect(renew.body).toMatchObject({ code: 'validation_failed', msg: 'Cannot regenerate secret for public client' });
    const switched = await admin(`/${String(created.body.client_id)}`, {
      method: 'PUT',
      body: { token_endpoint_auth_method: 'client_secret_post' },
    });
    expect(switched.status).toBe(400);
  });

  it.each([
    [{}, 'redirect_uris is required'],
    [{ redirect_uris: [] }, 'redirect_uris cannot be empty'],
    [{ redirect_uris: ['http://partner.example/cb'] }, 'HTTP scheme only allowed for localhost'],
    [{ redirect_uris: ['javascript:alert(1)'] }, "scheme 'javascript' is not allowed"],
    [{ redirect_uris: ['https://partner.example/cb#x'] }, 'fragment not allowed'],
    [{ redirect_uris: ['https://a.example/cb'], grant_types: ['password'] }, 'grant_types must only contain'],
    [
      {
        redirect_uris: ['https://a.example/cb'],
        client_type: 'public',
        token_endpoint_auth_method: 'client_secret_basic',
      },
      'is inconsistent with',
    ],
    [{ redirect_uris: ['https://a.example/cb'], logo_uri: 'not a url' }, 'logo_uri must be a valid URL'],
  ])('refuses %j with 400 validation_failed', async (body, message) => {
    const response = await admin('', { method: 'POST', body });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation_failed');
    expect(String(response.body.msg)).toContain(message);
  });

  it('answers malformed bodies and ids with 400, and nothing to update with 400', async () => {
    expect((await admin('', { method: 'POST', body: { redirect_uris: 'https://a.example' } })).body).toMatchObject({
      code: 'bad_json',
    });
    const raw = await fetch(`${backend.url}/auth/v1/admin/oauth/clients`, {
      method: 'POST',
      headers: { apikey: backend.serviceRoleKey, authorization: `Bearer ${backend.serviceRoleKey}` },
      body: '{"redirect_uris": [',
    });
    expect(raw.status).toBe(400);
    const badId = await admin('/not-a-uuid');
    expect(badId.status).toBe(400);
    expect(badId.body).toMatchObject({ code: 'validation_failed', msg: 'invalid client_id format' });
    const created = await admin('', { method: 'POST', body: { redirect_uris: ['https://a.example/cb'] } });
    const empty = await admin(`/${String(created.body.client_id)}`, { method: 'PUT', body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('No fields provided for update');
  });

  it('is for the service role only', async () => {
    const anon = await authFetch(backend.url, backend.anonKey, '/admin/oauth/clients');
    expect(anon.status).toBe(403);
    const { client } = await backend.signUp(`oauth-admin-${String(Date.now())}@example.test`);
    const { data } = await client.auth.getSession();
    const user = await authFetch(backend.url, backend.anonKey, '/admin/oauth/clients', {
      token: data.session?.access_token ?? '',
    });
    expect(user.status).toBe(403);
  });
});

describe.skipIf(external)('auth admin API: OAuth clients while the OAuth server is off', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await startTestBackend();
  });
  afterAll(async () => {
    await backend.close();
  });

  it("answers GoTrue's 404 feature_disabled", async () => {
    const response = await authFetch(backend.url, backend.serviceRoleKey, '/admin/oauth/clients');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'feature_disabled', msg: 'OAuth server is disabled' });
  });
});
