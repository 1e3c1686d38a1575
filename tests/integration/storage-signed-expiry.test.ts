/**
 * Issue 22: signed download URLs live at most `[storage] max_signed_url_expires_in` (7 days), not
 * the 1,000 years anyone could ask for; a longer or non-positive lifetime is a Storage-shaped 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type Client, type TestBackend } from './support/backend.js';

const BUCKET = `expiry-${String(Date.now())}`;
const FILE = 'note.txt';
const WEEK = 7 * 24 * 60 * 60;
const THOUSAND_YEARS = 1000 * 365 * 24 * 60 * 60;

let backend: TestBackend;
let service: Client;

beforeAll(async () => {
  backend = await startTestBackend();
  service = backend.service();
  expect((await service.storage.createBucket(BUCKET)).error).toBeNull();
  const uploaded = await service.storage.from(BUCKET).upload(FILE, 'hello', { contentType: 'text/plain' });
  expect(uploaded.error).toBeNull();
});

afterAll(async () => {
  await service.storage.emptyBucket(BUCKET);
  await service.storage.deleteBucket(BUCKET);
  await backend.close();
});

describe('storage: signed URL lifetimes', () => {
  it.each([WEEK + 1, THOUSAND_YEARS])(
    'signs for 7 days but refuses %i seconds, for one path and for many',
    async (expiresIn) => {
      const bucket = service.storage.from(BUCKET);
      const week = await bucket.createSignedUrl(FILE, WEEK);
      expect(week.error).toBeNull();
      expect(await (await fetch(week.data?.signedUrl ?? '')).text()).toBe('hello');

      const message = `body/expiresIn must be <= ${String(WEEK)}`;
      const one = await bucket.createSignedUrl(FILE, expiresIn);
      expect(one.data).toBeNull();
      expect(one.error).toMatchObject({ status: 400, statusCode: '400', message });
      const many = await bucket.createSignedUrls([FILE], expiresIn);
      expect(many.data).toBeNull();
      expect(many.error).toMatchObject({ status: 400, statusCode: '400', message });
    },
  );

  it('answers a longer or non-positive lifetime with Storage 400 InvalidRequest', async () => {
    const sign = (expiresIn: number): Promise<Response> =>
      fetch(`${backend.url}/storage/v1/object/sign/${BUCKET}/${FILE}`, {
        method: 'POST',
        headers: {
          apikey: backend.serviceRoleKey,
          authorization: `Bearer ${backend.serviceRoleKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ expiresIn }),
      });
    for (const [expiresIn, message] of [
      [WEEK + 1, `body/expiresIn must be <= ${String(WEEK)}`],
      [0, 'body/expiresIn must be an integer >= 1'],
      [-60, 'body/expiresIn must be an integer >= 1'],
    ] as const) {
      const response = await sign(expiresIn);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        statusCode: '400',
        code: 'InvalidRequest',
        error: 'Bad Request',
        message,
      });
    }
  });
});
