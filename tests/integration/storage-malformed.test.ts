import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JWT_SECRET, signJwt } from 'local-supabase';
import { DEMO, startTestBackend, type TestBackend } from './support/backend.js';

const CUSTOMER_ID = 'c0000000-0000-4000-8000-000000000001';
const AVATAR = `users/${CUSTOMER_ID}.jpg`;

let backend: TestBackend;
let base: string;
let customerToken: string;

interface Answer {
  status: number;
  text: string;
}

function auth(token = customerToken): Record<string, string> {
  return { apikey: backend.anonKey, authorization: `Bearer ${token}` };
}

async function send(method: string, path: string, init: { headers?: Record<string, string>; body?: BodyInit } = {}) {
  const response = await fetch(`${base}${path}`, { method, headers: init.headers ?? auth(), body: init.body ?? null });
  return { status: response.status, text: await response.text() };
}

const postJson = (path: string, body: string, token?: string): Promise<Answer> =>
  send('POST', path, { headers: { ...auth(token), 'content-type': 'application/json' }, body });

const deleteJson = (path: string, body: string): Promise<Answer> =>
  send('DELETE', path, { headers: { ...auth(), 'content-type': 'application/json' }, body });

const upload = (path: string, contentType: string, body: BodyInit, extra: Record<string, string> = {}) =>
  send('POST', `/object/profile_pic/${path}`, { headers: { ...auth(), 'content-type': contentType, ...extra }, body });

/** Sends the path byte for byte (fetch would normalise `..` segments away). */
function rawGet(path: string): Promise<Answer> {
  const url = new URL(backend.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, method: 'GET', path: `/storage/v1${path}`, headers: auth() },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function tokenWith(claims: Record<string, unknown>): Promise<string> {
  return signJwt({ aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 600, ...claims }, JWT_SECRET);
}

const boundary = 'x-test-boundary';
const multipart = `multipart/form-data; boundary=${boundary}`;
const fieldsOnly = `--${boundary}\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n60\r\n--${boundary}--\r\n`;
const badMetadata =
  `--${boundary}\r\nContent-Disposition: form-data; name="metadata"\r\n\r\n{not json\r\n` +
  `--${boundary}\r\nContent-Disposition: form-data; name=""; filename="blob"\r\nContent-Type: image/jpeg\r\n\r\nJPEG\r\n--${boundary}--\r\n`;

const cases: [string, () => Promise<Answer>][] = [
  ['multipart without a boundary', () => upload(AVATAR, 'multipart/form-data', 'garbage')],
  ['multipart with a garbage body', () => upload(AVATAR, multipart, 'garbage')],
  ['multipart with no file part', () => upload(AVATAR, multipart, fieldsOnly)],
  ['multipart cut off before the end', () => upload(AVATAR, multipart, `--${boundary}\r\nContent-Disposition: form`)],
  ['multipart with invalid metadata JSON', () => upload(AVATAR, multipart, badMetadata)],
  ['x-metadata that is not base64 JSON', () => upload(AVATAR, 'image/jpeg', 'JPEG', { 'x-metadata': '%%%' })],
  ['x-metadata that is a JSON array', () => upload(AVATAR, 'image/jpeg', 'JPEG', { 'x-metadata': btoa('[1]') })],
  ['upload into a missing bucket', () => send('POST', '/object/no-such-bucket/a.jpg', { body: 'x' })],
  ['upload without an object path', () => send('POST', '/object/profile_pic', { body: 'x' })],
  ['upload with an encoded ../ segment', () => upload('users/..%2F..%2Fescape.jpg', 'image/jpeg', 'x')],
  ['upload with an encoded NUL', () => upload('users/a%00.jpg', 'image/jpeg', 'x')],
  ['upload with broken percent-encoding', () => upload('users/%E0%A4%A.jpg', 'image/jpeg', 'x')],
  ['upload with an empty segment', () => upload('users//x.jpg', 'image/jpeg', 'x')],
  ['upload with a trailing slash', () => upload('users/', 'image/jpeg', 'x')],
  ['upload with an encoded slash as bucket', () => send('POST', '/object/%2F/x.jpg', { body: 'x' })],
  ['upload with a 2000-character key', () => upload(`users/${'k'.repeat(2000)}.jpg`, 'image/jpeg', 'x')],
  ['upload with a 300-byte segment', () => upload(`users/${'s'.repeat(300)}/x.jpg`, 'image/jpeg', 'x')],
  ['upload over the 8 MB request limit', () => upload(AVATAR, 'image/jpeg', new Uint8Array(9 * 1024 * 1024))],
  ['update with an empty multipart', () => send('PUT', `/object/profile_pic/${AVATAR}`, { body: new FormData() })],
  ['a bearer token with a bad signature', () => postJson('/object/list/profile_pic', '{"prefix":""}', 'a.b.c')],
  [
    'a non-bearer authorization header',
    () => send('GET', `/object/profile_pic/${AVATAR}`, { headers: { authorization: 'Basic eDp5' } }),
  ],
  [
    'an expired JWT',
    async () =>
      postJson('/object/list/profile_pic', '{"prefix":""}', await tokenWith({ role: 'authenticated', exp: 1000 })),
  ],
  [
    'a JWT claiming a database superuser role',
    async () => postJson('/object/list/profile_pic', '{"prefix":""}', await tokenWith({ role: 'postgres' })),
  ],
  [
    'a JWT whose sub is not a uuid',
    async () =>
      postJson('/object/list/profile_pic', '{"prefix":""}', await tokenWith({ role: 'authenticated', sub: 'nope' })),
  ],
  ['list with an empty body', () => postJson('/object/list/profile_pic', '')],
  ['list with invalid JSON', () => postJson('/object/list/profile_pic', '{"prefix":')],
  ['list with a JSON array', () => postJson('/object/list/profile_pic', '[]')],
  ['list without a prefix', () => postJson('/object/list/profile_pic', '{}')],
  ['list with a numeric prefix', () => postJson('/object/list/profile_pic', '{"prefix":5}')],
  ['list with limit 0', () => postJson('/object/list/profile_pic', '{"prefix":"","limit":0}')],
  ['list with a text limit', () => postJson('/object/list/profile_pic', '{"prefix":"","limit":"many"}')],
  ['list with a negative offset', () => postJson('/object/list/profile_pic', '{"prefix":"","offset":-1}')],
  [
    'list sorted by an injected column',
    () => postJson('/object/list/profile_pic', '{"prefix":"","sortBy":{"column":"name; drop table x"}}'),
  ],
  [
    'list sorted in an unknown order',
    () => postJson('/object/list/profile_pic', '{"prefix":"","sortBy":{"column":"name","order":"up"}}'),
  ],
  ['list with sortBy as a string', () => postJson('/object/list/profile_pic', '{"prefix":"","sortBy":"name"}')],
  ['list with a numeric search', () => postJson('/object/list/profile_pic', '{"prefix":"","search":1}')],
  ['list with a NUL in the prefix', () => postJson('/object/list/profile_pic', '{"prefix":"a\\u0000b"}')],
  ['remove with an empty body', () => deleteJson('/object/profile_pic', '')],
  ['remove with prefixes as a string', () => deleteJson('/object/profile_pic', '{"prefixes":"a"}')],
  ['remove with no prefixes', () => deleteJson('/object/profile_pic', '{"prefixes":[]}')],
  ['remove with numeric prefixes', () => deleteJson('/object/profile_pic', '{"prefixes":[1,2]}')],
  [
    'remove with 1001 prefixes',
    () => deleteJson('/object/profile_pic', JSON.stringify({ prefixes: Array.from({ length: 1001 }, String) })),
  ],
  ['remove with a NUL in a name', () => deleteJson('/object/profile_pic', '{"prefixes":["a\\u0000"]}')],
  ['sign without expiresIn', () => postJson(`/object/sign/profile_pic/${AVATAR}`, '{}')],
  ['sign with expiresIn 0', () => postJson(`/object/sign/profile_pic/${AVATAR}`, '{"expiresIn":0}')],
  ['sign with a text expiresIn', () => postJson(`/object/sign/profile_pic/${AVATAR}`, '{"expiresIn":"soon"}')],
  ['sign with an absurd expiresIn', () => postJson(`/object/sign/profile_pic/${AVATAR}`, '{"expiresIn":1e300}')],
  ['sign many with paths as a string', () => postJson('/object/sign/profile_pic', '{"expiresIn":60,"paths":"a"}')],
  ['signed download with a garbage token', () => send('GET', `/object/sign/profile_pic/${AVATAR}?token=garbage`)],
  ['signed download without a token', () => send('GET', `/object/sign/profile_pic/${AVATAR}`)],
  [
    'signed download with an access token instead of a URL token',
    () => send('GET', `/object/sign/profile_pic/${AVATAR}?token=${backend.anonKey}`, { headers: {} }),
  ],
  ['public download from a private bucket', () => send('GET', `/object/public/profile_pic/${AVATAR}`)],
  ['public download from a missing bucket', () => send('GET', '/object/public/nothing-here/a.jpg')],
  ['info without an object path', () => send('GET', '/object/info/profile_pic')],
  ['a literal ../ traversal in the path', () => rawGet('/object/profile_pic/../../../etc/passwd')],
  ['a traversal through encoded dots', () => rawGet('/object/profile_pic/users/%2e%2e%2f%2e%2e%2fpasswd')],
  ['an unknown storage route', () => send('GET', '/nope')],
  ['an unsupported method on an object', () => send('PATCH', `/object/profile_pic/${AVATAR}`)],
  ['image transformation', () => send('GET', `/render/image/authenticated/profile_pic/${AVATAR}?width=10`)],
  ['object move', () => postJson('/object/move', '{"bucketId":"profile_pic","sourceKey":"a","destinationKey":"b"}')],
  ['bucket creation by a customer', () => postJson('/bucket', '{"name":"mine"}')],
  ['bucket creation with invalid JSON', () => postJson('/bucket', '{')],
  ['bucket creation without a name', () => postJson('/bucket', '{"public":true}', backend.serviceRoleKey)],
  [
    'bucket creation with a nonsense size limit',
    () => postJson('/bucket', '{"name":"sized","file_size_limit":"lots"}', backend.serviceRoleKey),
  ],
  [
    'bucket creation with mime types as a string',
    () => postJson('/bucket', '{"name":"typed","allowed_mime_types":"image/png"}', backend.serviceRoleKey),
  ],
  ['bucket creation with a slash in the name', () => postJson('/bucket', '{"name":"a/b"}', backend.serviceRoleKey)],
  [
    'deleting a bucket that still holds objects',
    () => send('DELETE', '/bucket/profile_pic', { headers: auth(backend.serviceRoleKey) }),
  ],
  ['a bucket that does not exist', () => send('GET', '/bucket/nothing-here')],
];

beforeAll(async () => {
  backend = await startTestBackend();
  base = `${backend.url}/storage/v1`;
  const customer = await backend.signIn(DEMO.customer);
  customerToken = (await customer.auth.getSession()).data.session?.access_token ?? '';
  const { error } = await customer.storage
    .from('profile_pic')
    .upload(AVATAR, new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' }), { upsert: true });
  expect(error).toBeNull();
});

afterAll(async () => {
  await backend.service().storage.from('profile_pic').remove([AVATAR]);
  await backend.close();
});

describe(`storage answers ${String(cases.length)} malformed requests with a 4xx, never a 500`, () => {
  it.each(cases)('%s', async (_name, run) => {
    const answer = await run();
    expect(answer.status, answer.text).toBeGreaterThanOrEqual(400);
    expect(answer.status, answer.text).toBeLessThan(500);
    const body = JSON.parse(answer.text) as { statusCode?: unknown; code?: unknown };
    expect(body.statusCode ?? body.code).toBeTruthy();
  });

  it('still serves the untouched object afterwards', async () => {
    const response = await send('GET', `/object/profile_pic/${AVATAR}`);
    expect(response.status).toBe(200);
    expect([...Buffer.from(response.text, 'latin1')]).toEqual([1, 2, 3]);
  });
});
