/**
 * CORS as Supabase's gateway answers it: `*` for every origin and never credentials, so a page on
 * another site cannot make the browser send cookies or read answers meant for a reflected origin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './support/backend.js';

const ORIGIN = 'https://attacker.example';
let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend.close();
});

describe('CORS', () => {
  it('answers * without credentials for any origin, on every service and on preflights', async () => {
    const paths = ['/rest/v1/service-providers?select=uuid&limit=1', '/auth/v1/health', '/storage/v1/bucket', '/nope'];
    for (const path of paths) {
      const response = await fetch(`${backend.url}${path}`, {
        headers: { origin: ORIGIN, apikey: backend.anonKey, cookie: 'session=1' },
      });
      await response.arrayBuffer();
      expect(response.headers.get('access-control-allow-origin'), path).toBe('*');
      expect(response.headers.get('access-control-allow-credentials'), path).toBeNull();
    }
    const preflight = await fetch(`${backend.url}/rest/v1/users`, {
      method: 'OPTIONS',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization, apikey, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization, apikey, content-type');
  });
});
