import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO, makeClient, startTestBackend, uniqueEmail, type Client, type TestBackend } from './support/backend.js';

const CUSTOMER_ID = 'c0000000-0000-4000-8000-000000000001';
const ELECTRICIAN_ID = 'd0000000-0000-4000-8000-000000000001';
const CUSTOMER_PIC = `users/${CUSTOMER_ID}.jpg`;
const ELECTRICIAN_PIC = `service-providers/${ELECTRICIAN_ID}.jpg`;
const ONE_MB = 1024 * 1024;

let backend: TestBackend;
let customer: Client;
let electrician: Client;
let stranger: Client;
let strangerId: string;
let service: Client;

function image(size: number, type = 'image/jpeg', fill = 0x42): Blob {
  return new Blob([new Uint8Array(size).fill(fill)], { type });
}

async function bytesOf(blob: Blob | null): Promise<number[]> {
  return blob ? [...new Uint8Array(await blob.arrayBuffer())] : [];
}

const RLS = { status: 400, statusCode: '403', message: 'new row violates row-level security policy' };

beforeAll(async () => {
  backend = await startTestBackend();
  customer = await backend.signIn(DEMO.customer);
  electrician = await backend.signIn(DEMO.electrician);
  const signedUp = await backend.signUp(uniqueEmail('storage'));
  stranger = signedUp.client;
  strangerId = signedUp.id;
  service = backend.service();
});

afterAll(async () => {
  await service.storage
    .from('profile_pic')
    .remove([CUSTOMER_PIC, ELECTRICIAN_PIC, `users/${strangerId}.jpg`, `service-providers/${strangerId}.jpg`]);
  await backend.close();
});

describe('storage policies on profile_pic', () => {
  it('lets each user write only their own users/ or service-providers/ picture, with owner set', async () => {
    const ownUpload = await customer.storage.from('profile_pic').upload(CUSTOMER_PIC, image(100), { upsert: true });
    expect(ownUpload.error).toBeNull();
    const provider = await electrician.storage.from('profile_pic').upload(ELECTRICIAN_PIC, image(50), { upsert: true });
    expect(provider.error).toBeNull();

    const intoCustomer = await stranger.storage.from('profile_pic').upload(CUSTOMER_PIC, image(10), { upsert: true });
    expect(intoCustomer.error).toMatchObject(RLS);
    const overwrite = await stranger.storage.from('profile_pic').update(CUSTOMER_PIC, image(10));
    expect(overwrite.error).toMatchObject(RLS);
    const intoProvider = await customer.storage
      .from('profile_pic')
      .upload(ELECTRICIAN_PIC, image(10), { upsert: true });
    expect(intoProvider.error).toMatchObject(RLS);
    const otherName = await customer.storage.from('profile_pic').upload(`users/${CUSTOMER_ID}.png`, image(10));
    expect(otherName.error).toMatchObject(RLS);
    const anon = await backend.anon().storage.from('profile_pic').upload(`users/${CUSTOMER_ID}-anon.jpg`, image(10));
    expect(anon.error).toMatchObject(RLS);

    const customerBytes = await customer.storage.from('profile_pic').download(CUSTOMER_PIC);
    expect(await bytesOf(customerBytes.data)).toEqual(await bytesOf(image(100)));
    const removed = await service.storage.from('profile_pic').remove([ELECTRICIAN_PIC]);
    expect(removed.data?.[0]).toMatchObject({ name: ELECTRICIAN_PIC, owner: ELECTRICIAN_ID, owner_id: ELECTRICIAN_ID });
  });

  it('hides a customer’s picture from download, info, signing and removal by anyone they did not ask', async () => {
    expect(
      (await customer.storage.from('profile_pic').upload(CUSTOMER_PIC, image(60), { upsert: true })).error,
    ).toBeNull();
    const bucket = stranger.storage.from('profile_pic');
    expect((await bucket.download(CUSTOMER_PIC)).error).toMatchObject({ statusCode: '404' });
    expect((await bucket.exists(CUSTOMER_PIC)).data).toBe(false);
    expect((await bucket.createSignedUrl(CUSTOMER_PIC, 60)).error).toMatchObject({ statusCode: '404' });
    expect((await backend.anon().storage.from('profile_pic').createSignedUrl(CUSTOMER_PIC, 60)).error).toMatchObject({
      statusCode: '404',
    });
    const removal = await bucket.remove([CUSTOMER_PIC]);
    expect(removal.error).toBeNull();
    expect(removal.data).toEqual([]);
    expect((await customer.storage.from('profile_pic').exists(CUSTOMER_PIC)).data).toBe(true);
    const listing = await bucket.list('users');
    expect(listing.data).toEqual([]);
  });

  it('lets everyone sign a provider’s picture (the directory shows it), and nobody else remove it', async () => {
    expect(
      (await electrician.storage.from('profile_pic').upload(ELECTRICIAN_PIC, image(60), { upsert: true })).error,
    ).toBeNull();
    for (const client of [backend.anon(), stranger, customer]) {
      const signed = await client.storage.from('profile_pic').createSignedUrl(ELECTRICIAN_PIC, 60);
      expect(signed.error).toBeNull();
      expect((await fetch(signed.data?.signedUrl ?? '')).status).toBe(200);
      expect((await client.storage.from('profile_pic').remove([ELECTRICIAN_PIC])).data ?? []).toEqual([]);
    }
    expect((await electrician.storage.from('profile_pic').exists(ELECTRICIAN_PIC)).data).toBe(true);
  });

  it('lets a provider sign the picture of a customer who sent them a request', async () => {
    // The seed has the demo customer's connection with the demo electrician.
    const signed = await electrician.storage.from('profile_pic').createSignedUrl(CUSTOMER_PIC, 60);
    expect(signed.error).toBeNull();
    expect((await fetch(signed.data?.signedUrl ?? '')).status).toBe(200);
  });

  it('lets a new provider account write service-providers/{uuid}.jpg and nothing of the others', async () => {
    const own = await stranger.storage.from('profile_pic').upload(`service-providers/${strangerId}.jpg`, image(30));
    expect(own.error).toBeNull();
    expect(own.data?.fullPath).toBe(`profile_pic/service-providers/${strangerId}.jpg`);
    const other = await stranger.storage
      .from('profile_pic')
      .upload(`service-providers/${ELECTRICIAN_ID}x.jpg`, image(3));
    expect(other.error).toMatchObject(RLS);
  });
});

describe('storage bucket limits and conflicts', () => {
  it('accepts exactly 1 MB and rejects 1 MB + 1 byte with EntityTooLarge', async () => {
    const bucket = customer.storage.from('profile_pic');
    expect((await bucket.upload(CUSTOMER_PIC, image(ONE_MB, 'image/jpeg', 1), { upsert: true })).error).toBeNull();
    const tooBig = await bucket.upload(CUSTOMER_PIC, image(ONE_MB + 1, 'image/jpeg', 2), { upsert: true });
    expect(tooBig.error).toMatchObject({ status: 400, statusCode: '413' });
    const stored = await bucket.download(CUSTOMER_PIC);
    expect(stored.data?.size).toBe(ONE_MB);
    expect(new Uint8Array(await (stored.data ?? new Blob()).arrayBuffer())[0]).toBe(1);
  });

  it('rejects a mime type outside allowed_mime_types (GIF) with InvalidMimeType, also for raw bodies', async () => {
    const bucket = customer.storage.from('profile_pic');
    const gif = await bucket.upload(CUSTOMER_PIC, image(20, 'image/gif'), { upsert: true });
    expect(gif.error).toMatchObject({ status: 400, statusCode: '415' });
    const raw = await bucket.upload(CUSTOMER_PIC, new Uint8Array(20).buffer, {
      upsert: true,
      contentType: 'image/gif',
    });
    expect(raw.error).toMatchObject({ statusCode: '415' });
    const png = await bucket.upload(CUSTOMER_PIC, new Uint8Array(20).buffer, {
      upsert: true,
      contentType: 'image/png',
    });
    expect(png.error).toBeNull();
  });

  it('answers a duplicate upload without upsert with 409 ResourceAlreadyExists and keeps the old bytes', async () => {
    const bucket = customer.storage.from('profile_pic');
    expect((await bucket.upload(CUSTOMER_PIC, image(5, 'image/jpeg', 7), { upsert: true })).error).toBeNull();
    const duplicate = await bucket.upload(CUSTOMER_PIC, image(9, 'image/jpeg', 8));
    expect(duplicate.error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The resource already exists',
    });
    expect(await bytesOf((await bucket.download(CUSTOMER_PIC)).data)).toEqual([7, 7, 7, 7, 7]);
  });

  it('rejects a request whose bearer token does not verify with InvalidJWT', async () => {
    const tampered = `${backend.anonKey.slice(0, -4)}AAAA`;
    const response = await fetch(`${backend.url}/storage/v1/object/list/profile_pic`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, authorization: `Bearer ${tampered}`, 'content-type': 'application/json' },
      body: JSON.stringify({ prefix: '' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '400', code: 'InvalidJWT' });
    const anonymous = makeClient(backend.url, backend.anonKey);
    expect((await anonymous.storage.from('profile_pic').list('users')).data).toEqual([]);
  });
});

describe('signed URL tokens', () => {
  it('refuses a tampered token, a token for another object and a missing token', async () => {
    const bucket = customer.storage.from('profile_pic');
    expect((await bucket.upload(CUSTOMER_PIC, image(8), { upsert: true })).error).toBeNull();
    const signedUrl = (await bucket.createSignedUrl(CUSTOMER_PIC, 600)).data?.signedUrl ?? '';
    const url = new URL(signedUrl);
    const token = url.searchParams.get('token') ?? '';
    const [header = '', payload = '', signature = ''] = token.split('.');

    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { url: string };
    expect(claims.url).toBe(`profile_pic/${CUSTOMER_PIC}`);
    const otherPayload = Buffer.from(JSON.stringify({ ...claims, url: `profile_pic/${ELECTRICIAN_PIC}` })).toString(
      'base64url',
    );
    const forgedUrl = `${backend.url}/storage/v1/object/sign/profile_pic/${ELECTRICIAN_PIC}?token=${header}.${otherPayload}.${signature}`;
    const forged = await fetch(forgedUrl);
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ statusCode: '400', code: 'InvalidJWT' });

    const elsewhere = await fetch(
      `${backend.url}/storage/v1/object/sign/profile_pic/${ELECTRICIAN_PIC}?token=${token}`,
    );
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.json()).toMatchObject({ statusCode: '400', code: 'InvalidSignature' });

    const missing = await fetch(`${url.origin}${url.pathname}`);
    expect(missing.status).toBe(400);
    expect((await fetch(signedUrl)).status).toBe(200);
  });

  it('stops serving a signed URL once it expires', async () => {
    const bucket = customer.storage.from('profile_pic');
    expect((await bucket.upload(CUSTOMER_PIC, image(8), { upsert: true })).error).toBeNull();
    const signedUrl = (await bucket.createSignedUrl(CUSTOMER_PIC, 1)).data?.signedUrl ?? '';
    expect(signedUrl).not.toBe('');
    await vi.waitFor(
      async () => {
        const response = await fetch(signedUrl);
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ statusCode: '400', code: 'InvalidJWT' });
      },
      { timeout: 5000, interval: 250 },
    );
  });
});
