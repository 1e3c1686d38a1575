/**
 * Issue 22, finding 14: picture columns hold our own storage paths, never addresses, so a
 * customer's "picture" cannot be a tracking pixel that the provider's browser fetches.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newProvider, sendRequest, type Person } from './chat-people.js';
import { startTestBackend, type TestBackend } from './support/backend.js';

let backend: TestBackend;
let customer: Person;
let other: Person;
let provider: Person;

const PIXEL = 'https://tracker.example/pixel.gif?who=provider';

beforeAll(async () => {
  backend = await startTestBackend();
  [customer, other] = await Promise.all([newCustomer(backend, 'Pic', 'Customer'), newCustomer(backend, 'Oth', 'Er')]);
  provider = await newProvider(backend, 'Electrician', 'Pic', 'Provider');
});

afterAll(async () => {
  await backend.close();
});

describe('picture columns', () => {
  it('refuse an address, another person’s path or another file in users', async () => {
    for (const value of [
      PIXEL,
      `http://127.0.0.1/storage/v1/object/sign/profile_pic/users/${customer.id}.jpg?token=x`,
      `users/${other.id}.jpg`,
      `service-providers/${customer.id}.jpg`,
      `users/${customer.id}.png`,
      `/users/${customer.id}.jpg`,
    ]) {
      for (const column of ['profilePicUrl', 'profile_link'] as const) {
        const { status, error } = await customer.client
          .from('users')
          .update(column === 'profilePicUrl' ? { profilePicUrl: value } : { profile_link: value })
          .eq('uuid', customer.id);
        expect({ column, value, status, code: error?.code }).toEqual({ column, value, status: 400, code: '23514' });
      }
    }
    const own = await customer.client
      .from('users')
      .update({ profilePicUrl: `users/${customer.id}.jpg` }, { count: 'exact' })
      .eq('uuid', customer.id);
    expect({ error: own.error, count: own.count }).toEqual({ error: null, count: 1 });
    const cleared = await customer.client.from('users').update({ profilePicUrl: '' }).eq('uuid', customer.id);
    expect(cleared.error).toBeNull();
  });

  it('refuse an address in the directory', async () => {
    const bad = await provider.client
      .from('service-providers')
      .update({ profilePicUrl: PIXEL })
      .eq('uuid', provider.id);
    expect({ status: bad.status, code: bad.error?.code }).toEqual({ status: 400, code: '23514' });
    const good = await provider.client
      .from('service-providers')
      .update({ profilePicUrl: `service-providers/${provider.id}.jpg` })
      .eq('uuid', provider.id);
    expect(good.error).toBeNull();
  });

  it('refuse an address on a request', async () => {
    for (const row of [{ user_profile: PIXEL }, { sp_profile: PIXEL }, { user_profile: `users/${other.id}.jpg` }]) {
      const sent = await customer.client.from('messages').insert({ from: customer.id, to: provider.id, ...row });
      expect({ row, status: sent.status, code: sent.error?.code }).toEqual({ row, status: 400, code: '23514' });
    }
    const fine = await customer.client.from('messages').insert({
      from: customer.id,
      to: provider.id,
      user_profile: `users/${customer.id}.jpg`,
      sp_profile: `service-providers/${provider.id}.jpg`,
    });
    expect(fine.error).toBeNull();
  });
});

describe('reading pictures by path', () => {
  it('a provider signs the picture of a customer who asked, a stranger cannot', async () => {
    const path = `users/${other.id}.jpg`;
    const image = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], { type: 'image/jpeg' });
    expect((await other.client.storage.from('profile_pic').upload(path, image, { upsert: true })).error).toBeNull();
    expect((await other.client.from('users').update({ profilePicUrl: path }).eq('uuid', other.id)).error).toBeNull();

    const stranger = await newProvider(backend, 'Plumber', 'Not', 'Asked');
    expect((await stranger.client.storage.from('profile_pic').createSignedUrl(path, 60)).error).not.toBeNull();

    await sendRequest(other, provider);
    const { data } = await provider.client.rpc('provider_requests');
    const picture = data?.find((row) => row.customer_id === other.id)?.picture;
    expect(picture).toBe(path);
    const signed = await provider.client.storage.from('profile_pic').createSignedUrl(picture ?? '', 60);
    expect(signed.error).toBeNull();
    const response = await fetch(signed.data?.signedUrl ?? '');
    expect(response.status).toBe(200);
    expect(new URL(signed.data?.signedUrl ?? '').origin).toBe(new URL(backend.url).origin);
  });
});
