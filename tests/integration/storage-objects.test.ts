import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestBackend, type Client, type TestBackend } from './support/backend.js';

const CUSTOMER_ID = 'c0000000-0000-4000-8000-000000000001';
const AVATAR = `users/${CUSTOMER_ID}.jpg`;
const SCRATCH = `scratch-${String(Date.now())}`;

let backend: TestBackend;
let customer: Client;
let service: Client;

function jpeg(size: number, fill = 0x11): Blob {
  const bytes = new Uint8Array(size).fill(fill);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return new Blob([bytes], { type: 'image/jpeg' });
}

async function bytesOf(blob: Blob): Promise<number[]> {
  return [...new Uint8Array(await blob.arrayBuffer())];
}

beforeAll(async () => {
  backend = await startTestBackend();
  customer = await backend.signIn(DEMO.customer);
  service = backend.service();
  const { error } = await service.storage.createBucket(SCRATCH, { public: true });
  expect(error).toBeNull();
});

afterAll(async () => {
  await service.storage.from('profile_pic').remove([AVATAR]);
  await service.storage.emptyBucket(SCRATCH);
  await service.storage.deleteBucket(SCRATCH);
  await backend.close();
});

describe('storage: profile picture round trip (supabase-js)', () => {
  it('uploads, reads back, replaces with upsert and update, lists and removes', async () => {
    const bucket = customer.storage.from('profile_pic');
    const first = jpeg(2048, 0x01);
    const uploaded = await bucket.upload(AVATAR, first, { upsert: true, cacheControl: '60' });
    expect(uploaded.error).toBeNull();
    expect(uploaded.data).toMatchObject({ path: AVATAR, fullPath: `profile_pic/${AVATAR}` });
    expect(uploaded.data?.id).toMatch(/^[0-9a-f-]{36}$/);

    const downloaded = await bucket.download(AVATAR);
    expect(downloaded.error).toBeNull();
    expect(downloaded.data?.type).toBe('image/jpeg');
    expect(await bytesOf(downloaded.data ?? new Blob())).toEqual(await bytesOf(first));

    const second = jpeg(1024, 0x02);
    const upserted = await bucket.upload(AVATAR, second, { upsert: true });
    expect(upserted.error).toBeNull();
    expect(upserted.data?.id).toBe(uploaded.data?.id);
    expect(await bytesOf((await bucket.download(AVATAR)).data ?? new Blob())).toEqual(await bytesOf(second));

    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 9, 9, 9])], { type: 'image/png' });
    const updated = await bucket.update(AVATAR, png);
    expect(updated.error).toBeNull();
    const afterUpdate = await bucket.download(AVATAR);
    expect(afterUpdate.data?.type).toBe('image/png');
    expect(await bytesOf(afterUpdate.data ?? new Blob())).toEqual([0x89, 0x50, 0x4e, 0x47, 9, 9, 9]);

    const info = await bucket.info(AVATAR);
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({ name: AVATAR, bucketId: 'profile_pic', size: 7, contentType: 'image/png' });
    expect((await bucket.exists(AVATAR)).data).toBe(true);

    const listed = await bucket.list('users');
    expect(listed.error).toBeNull();
    const entry = listed.data?.find((item) => item.name === `${CUSTOMER_ID}.jpg`);
    expect(entry?.id).toBe(uploaded.data?.id);
    expect(entry?.metadata).toMatchObject({ size: 7, mimetype: 'image/png', contentLength: 7, httpStatusCode: 200 });
    expect(entry?.metadata?.eTag).toMatch(/^"[0-9a-f]{32}"$/);

    const removed = await bucket.remove([AVATAR, 'users/not-there.jpg']);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((row) => row.name)).toEqual([AVATAR]);
    expect((await bucket.exists(AVATAR)).data).toBe(false);
    const gone = await bucket.download(AVATAR);
    expect(gone.data).toBeNull();
    expect(gone.error).toMatchObject({ status: 400, statusCode: '404' });
  });

  it('creates a signed URL that serves the bytes with Storage headers and no credentials', async () => {
    const bucket = customer.storage.from('profile_pic');
    const picture = jpeg(4096, 0x07);
    expect((await bucket.upload(AVATAR, picture, { upsert: true, cacheControl: '120' })).error).toBeNull();

    const signed = await bucket.createSignedUrl(AVATAR, 3600);
    expect(signed.error).toBeNull();
    const signedUrl = signed.data?.signedUrl ?? '';
    expect(signedUrl).toContain(`/storage/v1/object/sign/profile_pic/${AVATAR}?token=`);

    const response = await fetch(signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('max-age=120');
    expect(response.headers.get('content-length')).toBe('4096');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(response.headers.get('last-modified')).toBeTruthy();
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual(await bytesOf(picture));

    const asDownload = await bucket.createSignedUrl(AVATAR, 60, { download: 'my photo.jpg' });
    const attachment = await fetch(asDownload.data?.signedUrl ?? '');
    expect(attachment.headers.get('content-disposition')).toBe(
      "attachment; filename=my%20photo.jpg; filename*=UTF-8''my%20photo.jpg;",
    );

    const ranged = await fetch(signedUrl, { headers: { range: 'bytes=0-3' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe('bytes 0-3/4096');
    expect([...new Uint8Array(await ranged.arrayBuffer())]).toEqual([0xff, 0xd8, 0xff, 0xe0]);

    const cached = await fetch(signedUrl, { headers: { 'if-none-match': response.headers.get('etag') ?? '' } });
    expect(cached.status).toBe(304);
  });

  it('answers HEAD and the /object/authenticated route for the caller only', async () => {
    expect((await customer.storage.from('profile_pic').upload(AVATAR, jpeg(300), { upsert: true })).error).toBeNull();
    const token = (await customer.auth.getSession()).data.session?.access_token ?? '';
    const headers = { apikey: backend.anonKey, authorization: `Bearer ${token}` };
    const url = `${backend.url}/storage/v1/object/authenticated/profile_pic/${AVATAR}`;
    const got = await fetch(url, { headers });
    expect(got.status).toBe(200);
    expect((await got.arrayBuffer()).byteLength).toBe(300);
    const head = await fetch(`${backend.url}/storage/v1/object/profile_pic/${AVATAR}`, { method: 'HEAD', headers });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('300');
    expect(head.headers.get('content-type')).toBe('image/jpeg');
    const anonymous = await fetch(url, { headers: { apikey: backend.anonKey } });
    expect(anonymous.status).toBe(400);
    expect(await anonymous.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
  });

  it('signs several paths at once and reports the ones the caller cannot see', async () => {
    const bucket = customer.storage.from('profile_pic');
    expect((await bucket.upload(AVATAR, jpeg(64), { upsert: true })).error).toBeNull();
    const hidden = 'service-providers/d0000000-0000-4000-8000-000000000001.jpg';
    const { data, error } = await bucket.createSignedUrls([AVATAR, hidden], 60);
    expect(error).toBeNull();
    expect(data?.[0]).toMatchObject({ path: AVATAR, error: null });
    expect((await fetch(data?.[0]?.signedUrl ?? '')).status).toBe(200);
    expect(data?.[1]).toMatchObject({ path: hidden, signedUrl: null, signedURL: null });
    expect(data?.[1]?.error).toBeTruthy();
  });
});

describe('storage: folders, search, public URLs and names (scratch bucket)', () => {
  it('lists one level with folders first, honours search, sort, limit and offset', async () => {
    const bucket = service.storage.from(SCRATCH);
    const files = ['docs/b.txt', 'docs/a.txt', 'docs/deep/c.txt', 'docs/apple/d.txt', 'top.txt'];
    for (const path of files) {
      const { error } = await bucket.upload(path, `content of ${path}`, { contentType: 'text/plain' });
      expect(error).toBeNull();
    }
    const root = await bucket.list();
    expect(root.data?.map((item) => [item.name, item.id === null])).toEqual([
      ['docs', true],
      ['top.txt', false],
    ]);
    const docs = await bucket.list('docs');
    expect(docs.data?.map((item) => item.name)).toEqual(['apple', 'deep', 'a.txt', 'b.txt']);
    const folder = docs.data?.find((item) => item.name === 'apple');
    expect(folder).toMatchObject({ id: null, metadata: null, updated_at: null });

    const searched = await bucket.list('docs/', { search: 'a' });
    expect(searched.data?.map((item) => item.name)).toEqual(['apple', 'a.txt']);
    const descending = await bucket.list('docs', { sortBy: { column: 'name', order: 'desc' } });
    expect(descending.data?.map((item) => item.name)).toEqual(['deep', 'apple', 'b.txt', 'a.txt']);
    const page = await bucket.list('docs', { limit: 2, offset: 1 });
    expect(page.data?.map((item) => item.name)).toEqual(['deep', 'a.txt']);
  });

  it('serves public objects without credentials and keeps private buckets private', async () => {
    const bucket = service.storage.from(SCRATCH);
    expect((await bucket.upload('public/hello.txt', 'hello world', { contentType: 'text/plain' })).error).toBeNull();
    const { publicUrl } = bucket.getPublicUrl('public/hello.txt').data;
    const response = await fetch(publicUrl);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('hello world');
    const attachment = await fetch(bucket.getPublicUrl('public/hello.txt', { download: true }).data.publicUrl);
    expect(attachment.headers.get('content-disposition')).toBe('attachment;');

    const privateUrl = service.storage.from('profile_pic').getPublicUrl(AVATAR).data.publicUrl;
    const denied = await fetch(privateUrl);
    expect(denied.status).toBe(400);
    expect(await denied.json()).toMatchObject({ statusCode: '404' });
  });

  it('keeps names with spaces, plus signs and unicode intact through upload, sign and download', async () => {
    const bucket = service.storage.from(SCRATCH);
    const path = 'odd names/my file + ünï.txt';
    const uploaded = await bucket.upload(path, 'odd', { contentType: 'text/plain' });
    expect(uploaded.error).toBeNull();
    expect(uploaded.data?.fullPath).toBe(`${SCRATCH}/${path}`);
    expect(await (await bucket.download(path)).data?.text()).toBe('odd');
    const signed = await bucket.createSignedUrl(path, 60);
    expect(await (await fetch(signed.data?.signedUrl ?? '')).text()).toBe('odd');
    const listed = await bucket.list('odd names');
    expect(listed.data?.map((item) => item.name)).toEqual(['my file + ünï.txt']);
  });

  it('reads buckets with the service key and hides them from a signed-in user', async () => {
    const all = await service.storage.listBuckets();
    expect(all.data?.map((bucket) => bucket.id)).toEqual(expect.arrayContaining(['profile_pic', SCRATCH]));
    const profile = await service.storage.getBucket('profile_pic');
    expect(profile.data).toMatchObject({
      id: 'profile_pic',
      public: false,
      file_size_limit: 1048576,
      allowed_mime_types: ['image/jpeg', 'image/png'],
    });
    const missing = await service.storage.getBucket('no-such-bucket');
    expect(missing.error).toMatchObject({ statusCode: '404' });
    const asCustomer = await customer.storage.listBuckets();
    expect(asCustomer.error).toBeNull();
    expect(asCustomer.data?.map((bucket) => bucket.id)).not.toContain('profile_pic');
  });
});
