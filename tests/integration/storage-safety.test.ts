/**
 * Stored files stay inert content: copy and move keep the destination bucket's type and size rules
 * (a copy's metadata cannot relabel a file as SVG), every object is served with nosniff and a
 * sandbox CSP, and a signed URL serves only the object it was signed for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type Client, type TestBackend } from './support/backend.js';

const OPEN = `safety-open-${String(Date.now())}`;
const IMAGES = `safety-images-${String(Date.now())}`;
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>';

let backend: TestBackend;
let service: Client;

async function storage(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${backend.url}/storage/v1${path}`, {
    ...init,
    headers: {
      apikey: backend.serviceRoleKey,
      authorization: `Bearer ${backend.serviceRoleKey}`,
      'content-type': 'application/json',
      ...(init.headers as Record<string, string> | undefined),
    },
  });
}

beforeAll(async () => {
  backend = await startTestBackend();
  service = backend.service();
  expect((await service.storage.createBucket(OPEN, { public: true })).error).toBeNull();
  const images = await service.storage.createBucket(IMAGES, {
    public: true,
    allowedMimeTypes: ['image/png', 'image/jpeg'],
    fileSizeLimit: 64,
  });
  expect(images.error).toBeNull();
  const text = await service.storage.from(OPEN).upload('note.txt', new Blob(['hello'], { type: 'text/plain' }));
  expect(text.error).toBeNull();
  const big = await service.storage
    .from(OPEN)
    .upload('big.png', new Blob([new Uint8Array(100)], { type: 'image/png' }));
  expect(big.error).toBeNull();
  const small = await service.storage
    .from(IMAGES)
    .upload('dot.png', new Blob([new Uint8Array(8)], { type: 'image/png' }));
  expect(small.error).toBeNull();
});

afterAll(async () => {
  for (const id of [OPEN, IMAGES]) {
    await service.storage.emptyBucket(id);
    await service.storage.deleteBucket(id);
  }
  await backend.close();
});

describe('copy and move keep the destination bucket rules', () => {
  it('refuses a copy whose metadata names a type the bucket does not allow', async () => {
    const response = await storage('/object/copy', {
      method: 'POST',
      body: JSON.stringify({
        bucketId: IMAGES,
        sourceKey: 'dot.png',
        destinationKey: 'evil.svg',
        metadata: { mimetype: 'image/svg+xml' },
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '415', error: 'invalid_mime_type' });
    const listed = await service.storage.from(IMAGES).list('', { search: 'evil' });
    expect(listed.data).toEqual([]);
  });

  it('refuses copying or moving a file of a refused type or size into the bucket', async () => {
    const copyText = await service.storage.from(OPEN).copy('note.txt', 'note.txt', { destinationBucket: IMAGES });
    expect(copyText.error?.message).toBe('mime type text/plain is not supported');
    const moveBig = await service.storage.from(OPEN).move('big.png', 'big.png', { destinationBucket: IMAGES });
    expect(moveBig.error?.message).toBe('The object exceeded the maximum allowed size');
    const stillThere = await service.storage.from(OPEN).download('big.png');
    expect(stillThere.error).toBeNull();
  });

  it('still copies what the bucket allows', async () => {
    const copied = await service.storage.from(IMAGES).copy('dot.png', 'dot-2.png');
    expect(copied.error).toBeNull();
  });
});

describe('served objects', () => {
  it('carry nosniff and a sandbox CSP on public, signed and authenticated reads', async () => {
    const svg = await service.storage.from(OPEN).upload('picture.svg', new Blob([SVG], { type: 'image/svg+xml' }));
    expect(svg.error).toBeNull();
    const signed = await service.storage.from(OPEN).createSignedUrl('picture.svg', 60);
    const urls = [service.storage.from(OPEN).getPublicUrl('picture.svg').data.publicUrl, signed.data?.signedUrl ?? ''];
    for (const url of urls) {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe('sandbox');
    }
    const direct = await storage(`/object/${OPEN}/picture.svg`, { method: 'GET' });
    expect(direct.headers.get('x-content-type-options')).toBe('nosniff');
    expect(direct.headers.get('content-security-policy')).toBe('sandbox');
  });
});

describe('signed URLs', () => {
  it('serve only the object they were signed for, not a later one at the same path', async () => {
    const path = 'avatar.png';
    expect(
      (await service.storage.from(OPEN).upload(path, new Blob(['first'], { type: 'image/png' }))).error,
    ).toBeNull();
    const signed = await service.storage.from(OPEN).createSignedUrl(path, 3600);
    const url = signed.data?.signedUrl ?? '';
    expect(await (await fetch(url)).text()).toBe('first');

    await service.storage.from(OPEN).remove([path]);
    expect(
      (await service.storage.from(OPEN).upload(path, new Blob(['second'], { type: 'image/png' }))).error,
    ).toBeNull();
    const reused = await fetch(url);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ statusCode: '404', error: 'not_found' });

    const fresh = await service.storage.from(OPEN).createSignedUrl(path, 3600);
    expect(await (await fetch(fresh.data?.signedUrl ?? '')).text()).toBe('second');
  });
});
