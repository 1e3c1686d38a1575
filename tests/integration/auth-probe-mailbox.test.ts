import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './support/backend.js';

// Issue 22: the local mailbox's JSON API must not be readable by other web pages.
const external = Boolean(process.env.SUPABASE_URL);

let backend: TestBackend;
let mailboxUrl: string;

beforeAll(async () => {
  backend = await startTestBackend();
  mailboxUrl = backend.emulator?.mailboxUrl ?? '';
});

afterAll(async () => {
  await backend.close();
});

function getWithHost(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe.skipIf(external)('mailbox: no reading from other web pages', () => {
  it('sends no CORS header and still answers tools and its own pages', async () => {
    const plain = await fetch(`${mailboxUrl}/api/messages`);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
    const own = await fetch(`${mailboxUrl}/api/messages`, {
      headers: { origin: mailboxUrl, 'sec-fetch-site': 'same-origin' },
    });
    expect(own.status).toBe(200);
  });

  it('refuses a request from another origin or site', async () => {
    const fromOrigin = await fetch(`${mailboxUrl}/api/messages`, { headers: { origin: 'http://evil.example' } });
    expect(fromOrigin.status).toBe(403);
    expect(fromOrigin.headers.get('access-control-allow-origin')).toBeNull();
    const crossSite = await fetch(`${mailboxUrl}/api/messages`, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    const clear = await fetch(`${mailboxUrl}/clear`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site' },
      redirect: 'manual',
    });
    expect(clear.status).toBe(403);
  });

  it('refuses a Host that is not this machine (DNS rebinding)', async () => {
    expect(await getWithHost(`${mailboxUrl}/api/messages`, 'rebound.evil.example')).toBe(403);
    expect(await getWithHost(`${mailboxUrl}/api/messages`, new URL(mailboxUrl).host)).toBe(200);
  });
});
