/**
 * Provider privacy (issue 23, item 2) and places (items 1 and 6): the public directory shows no
 * e-mail, no phone and only a position rounded to about 1 km; the provider reads their own
 * details; a customer whose request was accepted reads the phone when the provider allows it. A
 * device position never replaces a chosen place, and places are stored without "near".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, uniqueEmail, type Client, type TestBackend } from './support/backend.js';
import { accept, newCustomer, sendRequest, type Person } from './chat-people.js';

const EXACT = { latitude: 10.016371, longitude: 76.341682 };
const PHONE = '+919846012345';

let backend: TestBackend;
let anon: Client;
let provider: Person & { email: string };
let accepted: Person;
let pending: Person;
let stranger: Person;

/** Everything private about the provider, as it would appear in a JSON answer. */
const secrets = (): string[] => [provider.email, PHONE, '10.016371', '76.341682'];

function expectNoSecrets(value: unknown): void {
  const text = JSON.stringify(value);
  for (const secret of secrets()) expect(text).not.toContain(secret);
}

beforeAll(async () => {
  backend = await startTestBackend();
  anon = backend.anon();
  const email = uniqueEmail('private');
  const { client, id } = await backend.signUp(email, undefined, { job: 'Plumber' });
  const { error } = await client.from('service-providers').insert({
    uuid: id,
    first_name: 'Nimmi',
    last_name: 'Varghese',
    job: 'Plumber',
    email,
    phonenumber: PHONE,
    location: 'Kakkanad, Kochi',
    latitude: EXACT.latitude,
    longitude: EXACT.longitude,
  });
  if (error) throw new Error(error.message);
  provider = { client, id, name: 'Nimmi Varghese', email };
  accepted = await newCustomer(backend, 'Lakshmi', 'Nair');
  pending = await newCustomer(backend, 'Anu', 'Thomas');
  stranger = await newCustomer(backend, 'Biju', 'Paul');
  await sendRequest(accepted, provider);
  await accept(provider, accepted);
  await sendRequest(pending, provider);
}, 120_000);

afterAll(async () => {
  await backend.close();
});

describe('the public directory', () => {
  it('gives anyone no e-mail, no phone and a position rounded to 0.01°', async () => {
    for (const client of [anon, stranger.client, pending.client]) {
      const { data, error } = await client.from('service-providers').select('*').eq('uuid', provider.id).single();
      expect(error).toBeNull();
      expect(data?.email).toBe('');
      expect(data?.phonenumber).toBe('');
      expect(data?.latitude).toBe(10.02);
      expect(data?.longitude).toBe(76.34);
      expectNoSecrets(data);
    }
  });

  it('keeps the private details out of every directory function', async () => {
    const near = { lat: EXACT.latitude, lon: EXACT.longitude };
    const answers = await Promise.all([
      anon.rpc('nearby_providers', { ...near, radius_km: 5 }),
      anon.rpc('search_providers', { q: 'Nimmi', ...near }),
      anon.rpc('directory_card', { provider: provider.id, ...near }),
      stranger.client.rpc('nearby_providers', { ...near, radius_km: 5 }),
    ]);
    for (const { data, error } of answers) {
      expect(error).toBeNull();
      expect(JSON.stringify(data)).toContain(provider.id);
      expectNoSecrets(data);
    }
  });

  it('finds the provider nearby by the rounded position, within about a kilometre of the truth', async () => {
    const { data } = await anon.rpc('nearby_providers', { lat: EXACT.latitude, lon: EXACT.longitude, radius_km: 5 });
    const row = data?.find((r) => r.uuid === provider.id);
    expect(row?.distance_km).toBeGreaterThan(0);
    expect(row?.distance_km).toBeLessThan(1.1);
  });

  it('lets no one but the owner read provider_private', async () => {
    for (const client of [anon, stranger.client, accepted.client]) {
      const { data } = await client.from('provider_private').select('*');
      expect(data ?? []).toEqual([]);
    }
    const { data, error } = await provider.client.from('provider_private').select('*').single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      email: provider.email,
      phonenumber: PHONE,
      latitude: EXACT.latitude,
      longitude: EXACT.longitude,
      phone_visibility: 'accepted',
    });
  });

  it('refuses changes to another provider’s private row and to the owner’s exact position', async () => {
    await stranger.client.from('provider_private').update({ phone_visibility: 'everyone' }).eq('uuid', provider.id);
    const { error } = await provider.client.from('provider_private').update({ latitude: 1 }).eq('uuid', provider.id);
    expect(error).not.toBeNull();
    const { data } = await provider.client.from('provider_private').select('phone_visibility, latitude').single();
    expect(data).toEqual({ phone_visibility: 'accepted', latitude: EXACT.latitude });
  });

  it('lets the owner save the profile form again: an upsert with their own address', async () => {
    const saved = await provider.client
      .from('service-providers')
      .upsert(
        { uuid: provider.id, first_name: 'Rajan', last_name: 'P K', email: provider.email, job: 'Electrician' },
        { onConflict: 'uuid' },
      );
    expect(saved.error).toBeNull();
    const { data } = await provider.client.from('provider_private').select('email, phonenumber, latitude').single();
    expect(data).toEqual({ email: provider.email, phonenumber: PHONE, latitude: EXACT.latitude });
  });
});

describe('the phone', () => {
  const phoneFor = async (client: Client) => {
    const { data, error } = await client.rpc('provider_phone', { provider: provider.id });
    expect(error).toBeNull();
    return data;
  };

  it('is read by the owner and by a customer whose request was accepted, by default', async () => {
    expect(await phoneFor(provider.client)).toBe(PHONE);
    expect(await phoneFor(accepted.client)).toBe(PHONE);
    expect(await phoneFor(pending.client)).toBeNull();
    expect(await phoneFor(stranger.client)).toBeNull();
    expect(await phoneFor(anon)).toBeNull();
  });

  it('reaches the accepted customer’s inbox, and no one else’s', async () => {
    const { data } = await accepted.client.rpc('conversations');
    expect(data?.find((c) => c.counterpart_id === provider.id)?.counterpart_phone).toBe(PHONE);
    const { data: pendingRows } = await pending.client.rpc('connection_summaries');
    expectNoSecrets(pendingRows);
  });

  it('follows the provider’s choice: nobody, then everyone', async () => {
    const set = async (phone_visibility: string) => {
      const { error } = await provider.client
        .from('provider_private')
        .update({ phone_visibility })
        .eq('uuid', provider.id);
      expect(error).toBeNull();
    };
    await set('nobody');
    expect(await phoneFor(accepted.client)).toBeNull();
    expect(await phoneFor(provider.client)).toBe(PHONE);
    await set('everyone');
    expect(await phoneFor(anon)).toBe(PHONE);
    expect(await phoneFor(stranger.client)).toBe(PHONE);
    await set('accepted');
    expect(await phoneFor(anon)).toBeNull();
  });

  it('changes through the profile form’s write and stays out of the public row', async () => {
    const { error } = await provider.client
      .from('service-providers')
      .update({ phonenumber: '+919846099999' })
      .eq('uuid', provider.id);
    expect(error).toBeNull();
    expect(await phoneFor(accepted.client)).toBe('+919846099999');
    const { data } = await anon.from('service-providers').select('phonenumber').eq('uuid', provider.id).single();
    expect(data?.phonenumber).toBe('');
    await provider.client.from('provider_private').update({ phonenumber: PHONE }).eq('uuid', provider.id);
  });
});

describe('places', () => {
  it('keeps a chosen place when a device position comes later, and tells so', async () => {
    const chosen = await provider.client.rpc('save_my_place', { place: 'Aluva, Kerala', lat: 10.1076, lon: 76.3516 });
    expect(chosen.error).toBeNull();
    expect(chosen.data?.[0]).toMatchObject({ location: 'Aluva, Kerala', source: 'chosen', saved: true });
    const device = await provider.client.rpc('save_my_place', {
      place: 'Kochi, Kerala',
      lat: 9.9658,
      lon: 76.2421,
      from_device: true,
    });
    expect(device.error).toBeNull();
    expect(device.data?.[0]).toMatchObject({ location: 'Aluva, Kerala', latitude: 10.1076, saved: false });
    const { data } = await anon.from('service-providers').select('location, latitude').eq('uuid', provider.id).single();
    expect(data).toEqual({ location: 'Aluva, Kerala', latitude: 10.11 });
    const mine = await provider.client.rpc('my_place');
    expect(mine.data?.[0]).toEqual({
      location: 'Aluva, Kerala',
      latitude: 10.1076,
      longitude: 76.3516,
      source: 'chosen',
    });
  });

  it('fills an empty place from the device, for a customer too', async () => {
    const customer = await newCustomer(backend, 'Meera', 'Das');
    const { data, error } = await customer.client.rpc('save_my_place', {
      place: 'Kalamassery, Kochi',
      lat: 10.0527,
      lon: 76.3164,
      from_device: true,
    });
    expect(error).toBeNull();
    expect(data?.[0]).toMatchObject({ location: 'Kalamassery, Kochi', source: 'device', saved: true });
  });

  it('stores the place name without the interface language’s "near"', async () => {
    for (const label of ['സമീപം: Kalamassery, Kochi', 'Kalamassery, Kochi के पास', 'near Kalamassery, Kochi']) {
      const { data, error } = await stranger.client.rpc('save_my_place', { place: label, lat: 10.0527, lon: 76.3164 });
      expect(error).toBeNull();
      expect(data?.[0]?.location).toBe('Kalamassery, Kochi');
    }
    await stranger.client.from('users').update({ location: 'Kochi, Kerala के पास' }).eq('uuid', stranger.id);
    const { data } = await stranger.client.from('users').select('location').single();
    expect(data?.location).toBe('Kochi, Kerala');
  });

  it('answers a bad place with a clear 4xx', async () => {
    const { error, status } = await stranger.client.rpc('save_my_place', { place: ' ', lat: 10, lon: 76 });
    expect(status).toBe(400);
    expect(error?.message).toMatch(/Invalid place/);
    const far = await stranger.client.rpc('save_my_place', { place: 'Nowhere', lat: 100, lon: 76 });
    expect(far.status).toBe(400);
    const nobody = await anon.rpc('save_my_place', { place: 'Aluva', lat: 10, lon: 76 });
    expect([401, 403]).toContain(nobody.status);
  });
});
