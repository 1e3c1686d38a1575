import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENEROUS_LIMITS } from '../shared/rate-limits.js';
import { DEMO, startTestBackend, type Client, type TestBackend } from './support/backend.js';

const CUSTOMER_ID = 'c0000000-0000-4000-8000-000000000001';
const AVATAR = `users/${CUSTOMER_ID}.jpg`;
const SCRATCH = `transfer-${String(Date.now())}`;
const OTHER = `${SCRATCH}-b`;

let backend: TestBackend;
let customer: Client;
let service: Client;

const text = (value: string): Blob => new Blob([value], { type: 'text/plain' });

async function png(width: number, height: number): Promise<Blob> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: 'image/png' });
}

beforeAll(async () => {
  backend = await startTestBackend({ config: { ...GENEROUS_LIMITS, storage: { imageTransformation: true } } });
  customer = await backend.signIn(DEMO.customer);
  service = backend.service();
  for (const id of [SCRATCH, OTHER]) expect((await service.storage.createBucket(id)).error).toBeNull();
});

afterAll(async () => {
  await service.storage.from('profile_pic').remove([AVATAR]);
  for (const id of [SCRATCH, OTHER]) {
    await service.storage.emptyBucket(id);
    await service.storage.deleteBucket(id);
  }
  await backend.close();
});

describe('signed upload URLs', () => {
  it('lets anyone holding the URL upload once, owned by the signer, and refuses a second upload', async () => {
    const signed = await customer.storage.from('profile_pic').createSignedUploadUrl(AVATAR);
    expect(signed.error).toBeNull();
    expect(signed.data?.signedUrl).toContain(`/storage/v1/object/upload/sign/profile_pic/${AVATAR}?token=`);
    const token = signed.data?.token ?? '';

    const anon = backend.anon().storage.from('profile_pic');
    const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2])], { type: 'image/jpeg' });
    const first = await anon.uploadToSignedUrl(AVATAR, token, jpeg);
    expect(first.error).toBeNull();
    expect(first.data?.fullPath).toBe(`profile_pic/${AVATAR}`);
    const again = await anon.uploadToSignedUrl(AVATAR, token, jpeg);
    expect(again.error?.message).toBe('The resource already exists');

    const { data: rows } = await service.storage.from('profile_pic').list('users', { search: CUSTOMER_ID });
    expect(rows?.map((row) => row.name)).toEqual([`${CUSTOMER_ID}.jpg`]);
    const owner = await backend.emulator?.pg.query<{ owner: string }>(
      `select owner::text from storage.objects where bucket_id = 'profile_pic' and name = $1`,
      [AVATAR],
    );
    if (owner) expect(owner.rows[0]?.owner).toBe(CUSTOMER_ID);
  });

  it('replaces with an upsert URL, and signs nothing the insert policy refuses', async () => {
    const upsert = await customer.storage.from('profile_pic').createSignedUploadUrl(AVATAR, { upsert: true });
    expect(upsert.error).toBeNull();
    const replaced = await backend
      .anon()
      .storage.from('profile_pic')
      .uploadToSignedUrl(
        AVATAR,
        upsert.data?.token ?? '',
        new Blob([new Uint8Array([0xff, 0xd8, 9])], { type: 'image/jpeg' }),
      );
    expect(replaced.error).toBeNull();

    const refused = await customer.storage.from('profile_pic').createSignedUploadUrl('users/someone-else.jpg');
    expect(refused.error?.message).toBe('new row violates row-level security policy');
  });

  it('refuses a download token as an upload token, and a token for another path', async () => {
    await service.storage.from(SCRATCH).upload('signed/a.txt', text('a'));
    const download = await service.storage.from(SCRATCH).createSignedUrl('signed/a.txt', 60);
    const downloadToken = new URL(download.data?.signedUrl ?? 'http://x').searchParams.get('token') ?? '';
    const misuse = await backend
      .anon()
      .storage.from(SCRATCH)
      .uploadToSignedUrl('signed/a.txt', downloadToken, text('x'));
    expect(misuse.error).not.toBeNull();

    const upload = await service.storage.from(SCRATCH).createSignedUploadUrl('signed/b.txt');
    const elsewhere = await backend
      .anon()
      .storage.from(SCRATCH)
      .uploadToSignedUrl('signed/c.txt', upload.data?.token ?? '', text('c'));
    expect(elsewhere.error?.message).toBe('The url do not match the signature');
  });
});

describe('move and copy', () => {
  it('moves within and across buckets, taking the bytes along', async () => {
    const bucket = service.storage.from(SCRATCH);
    await bucket.upload('move/one.txt', text('one'));
    expect((await bucket.move('move/one.txt', 'moved/one.txt')).data?.message).toBe('Successfully moved');
    expect((await bucket.download('move/one.txt')).error).not.toBeNull();
    expect(await (await bucket.download('moved/one.txt')).data?.text()).toBe('one');

    const across = await bucket.move('moved/one.txt', 'elsewhere/one.txt', { destinationBucket: OTHER });
    expect(across.error).toBeNull();
    expect(await (await service.storage.from(OTHER).download('elsewhere/one.txt')).data?.text()).toBe('one');

    const missing = await bucket.move('move/none.txt', 'x.txt');
    expect(missing.error?.message).toBe('Object not found');
  });

  it('copies with the metadata, refuses to overwrite, and follows the caller’s policies', async () => {
    const bucket = service.storage.from(SCRATCH);
    await bucket.upload('copy/src.txt', text('source'), { metadata: { tag: 'x' } });
    const copied = await bucket.copy('copy/src.txt', 'copy/dst.txt');
    expect(copied.data?.path).toBe(`${SCRATCH}/copy/dst.txt`);
    expect(await (await bucket.download('copy/dst.txt')).data?.text()).toBe('source');
    expect((await bucket.info('copy/dst.txt')).data?.metadata).toEqual({ tag: 'x' });
    expect((await bucket.copy('copy/src.txt', 'copy/dst.txt')).error?.message).toBe('The resource already exists');

    const denied = await customer.storage.from(SCRATCH).copy('copy/src.txt', 'copy/mine.txt');
    expect(denied.error?.message).toBe('Object not found');
  });
});

describe('list-v2', () => {
  it('lists folders and objects one level down, pages with a cursor in name and date order', async () => {
    const bucket = service.storage.from(SCRATCH);
    const names = ['v2/c.txt', 'v2/a.txt', 'v2/d.txt', 'v2/b.txt'];
    for (const name of names) await bucket.upload(name, text(name));
    await bucket.upload('v2/sub/inner.txt', text('inner'));

    const top = await bucket.listV2({ prefix: 'v2/', with_delimiter: true });
    expect(top.data?.folders).toEqual([{ key: 'sub', name: 'v2/sub/' }]);
    expect(top.data?.objects.map((o) => o.name)).toEqual(['v2/a.txt', 'v2/b.txt', 'v2/c.txt', 'v2/d.txt']);
    expect(top.data?.objects[0]?.metadata).toMatchObject({ size: 8, mimetype: 'text/plain' });

    const flat = await bucket.listV2({ prefix: 'v2/' });
    expect(flat.data?.folders).toEqual([]);
    expect(flat.data?.objects.map((o) => o.name)).toContain('v2/sub/inner.txt');

    const pages: string[][] = [];
    let cursor: string | undefined;
    do {
      const page = await bucket.listV2({
        prefix: 'v2/',
        with_delimiter: true,
        limit: 2,
        sortBy: { column: 'created_at', order: 'desc' },
        ...(cursor ? { cursor } : {}),
      });
      expect(page.error).toBeNull();
      pages.push([...(page.data?.folders ?? []), ...(page.data?.objects ?? [])].map((entry) => entry.name));
      cursor = page.data?.hasNext ? page.data.nextCursor : undefined;
    } while (cursor);
    expect(pages).toEqual([['v2/sub/', 'v2/b.txt'], ['v2/d.txt', 'v2/a.txt'], ['v2/c.txt']]);
  });
});

describe('response shapes', () => {
  it('answers info with {} metadata, buckets without owner_id, and Storage’s empty-bucket message', async () => {
    await service.storage.from(SCRATCH).upload('shape.txt', text('shape'));
    const info = await service.storage.from(SCRATCH).info('shape.txt');
    expect(info.data?.metadata).toEqual({});
    const bucket = await service.storage.getBucket(SCRATCH);
    expect(bucket.data).not.toHaveProperty('owner_id');
    const emptied = await service.storage.emptyBucket(OTHER);
    expect(emptied.data?.message).toBe('Empty bucket has been queued. Completion may take up to an hour.');
  });

  it('refuses a call without any token as Storage does', async () => {
    const response = await fetch(`${backend.url}/storage/v1/bucket`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '403', message: 'Invalid Compact JWS' });
  });
});

describe('image transformations', () => {
  it('resizes, sets quality and format, and reports the transformation', async () => {
    const bucket = service.storage.from(SCRATCH);
    await bucket.upload('img/wide.png', await png(400, 200));

    const resized = await bucket.download('img/wide.png', {
      transform: { width: 100, height: 100, resize: 'contain' },
    });
    expect(resized.error).toBeNull();
    const meta = await sharp(Buffer.from(await (resized.data as Blob).arrayBuffer())).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([100, 50, 'png']);

    const webp = await fetch(
      `${backend.url}/storage/v1/render/image/authenticated/${SCRATCH}/img/wide.png?width=40&format=webp&quality=50`,
      { headers: { authorization: `Bearer ${backend.serviceRoleKey}` } },
    );
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('x-transformations')).toBe('width:40,resizing_type:fill,quality:50,format:webp');
    expect((await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).width).toBe(40);

    const signed = await bucket.createSignedUrl('img/wide.png', 60, { transform: { width: 80, height: 80 } });
    expect(signed.data?.signedUrl).toContain('/render/image/sign/');
    const response = await fetch(signed.data?.signedUrl ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-transformations')).toBe('height:80,width:80,resizing_type:fill');
    const square = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([square.width, square.height]).toEqual([80, 80]);
  });

  it('rejects bad parameters and non-images with clear 4xx errors', async () => {
    const bucket = service.storage.from(SCRATCH);
    await bucket.upload('img/not-image.txt', text('plain'));
    const bad = await fetch(`${backend.url}/storage/v1/render/image/authenticated/${SCRATCH}/img/wide.png?quality=5`, {
      headers: { authorization: `Bearer ${backend.serviceRoleKey}` },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/quality must be >= 20/);
    const notImage = await bucket.download('img/not-image.txt', { transform: { width: 10 } });
    expect(notImage.error?.message).toMatch(/not a supported image/);
  });

  it('is off unless config.toml enables it', async () => {
    const plain = await startTestBackend();
    try {
      const response = await fetch(`${plain.url}/storage/v1/render/image/authenticated/profile_pic/x.png?width=10`, {
        headers: { authorization: `Bearer ${plain.serviceRoleKey}` },
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/Image transformation is not enabled/);
    } finally {
      await plain.close();
    }
  });
});
