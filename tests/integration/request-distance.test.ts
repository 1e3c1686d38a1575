/**
 * Issue 22, finding 2: the distance a provider sees for a request cannot locate the customer. It
 * is worked out once, when the request is sent, from the customer's ~1 km grid cell, in whole
 * kilometres, and stored: moving the provider afterwards changes nothing, and two customers in
 * one grid cell look the same from every position.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, newProvider, sendRequest, type Person } from './chat-people.js';
import { startTestBackend, type TestBackend } from './support/backend.js';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend.close();
});

async function placeCustomer(customer: Person, latitude: number, longitude: number): Promise<void> {
  const { error } = await customer.client
    .from('users')
    .update({ location: 'Kaloor, Kochi', latitude, longitude })
    .eq('uuid', customer.id);
  if (error) throw new Error(error.message);
}

async function moveProvider(provider: Person, latitude: number, longitude: number): Promise<void> {
  const { error } = await provider.client
    .from('service-providers')
    .update({ latitude, longitude })
    .eq('uuid', provider.id);
  if (error) throw new Error(error.message);
}

async function distanceSeenBy(provider: Person, messageId: number): Promise<number | null | undefined> {
  const { data, error } = await provider.client.rpc('provider_requests');
  if (error) throw new Error(error.message);
  return data.find((row) => row.message_id === messageId)?.distance_km;
}

describe('the distance of a pending request', () => {
  it('is whole kilometres, stored when sent, and does not follow the provider', async () => {
    const customer = await newCustomer(backend, 'Nimmi', 'Varghese');
    await placeCustomer(customer, 9.981234, 76.281234);
    const provider = await newProvider(backend, 'Electrician', 'Ravi', 'Shankar');
    await moveProvider(provider, 10.02, 76.31);
    const messageId = await sendRequest(customer, provider);

    const first = await distanceSeenBy(provider, messageId);
    expect(first).toBe(5);
    const stored = await provider.client.from('messages').select('distance_km').eq('message_id', messageId).single();
    expect(stored.data?.distance_km).toBe(5);

    // A provider walking towards the customer learns nothing new.
    for (const [latitude, longitude] of [
      [9.99, 76.29],
      [9.9813, 76.2813],
      [9.98, 76.28],
      [12.97, 77.59],
    ] as const) {
      await moveProvider(provider, latitude, longitude);
      expect(await distanceSeenBy(provider, messageId), `${String(latitude)}, ${String(longitude)}`).toBe(first);
    }
  });

  it('is the same for two customers in one ~1 km grid cell, wherever the provider stands', async () => {
    const [a, b] = await Promise.all([newCustomer(backend, 'Asha', 'One'), newCustomer(backend, 'Bindu', 'Two')]);
    // Both in the cell 9.98–9.99 N, 76.28–76.29 E, about 1.2 km apart.
    await placeCustomer(a, 9.9811, 76.2811);
    await placeCustomer(b, 9.9889, 76.2889);
    const spots = [
      [9.9811, 76.2811],
      [9.9889, 76.2889],
      [9.995, 76.3],
      [9.96, 76.26],
      [10.1, 76.35],
    ] as const;
    for (const [latitude, longitude] of spots) {
      const provider = await newProvider(backend, 'Plumber', 'Probe', 'Position');
      await moveProvider(provider, latitude, longitude);
      const [fromA, fromB] = [await sendRequest(a, provider), await sendRequest(b, provider)];
      const [seenA, seenB] = [await distanceSeenBy(provider, fromA), await distanceSeenBy(provider, fromB)];
      expect(Number.isInteger(seenA), String(seenA)).toBe(true);
      expect(seenA, `provider at ${String(latitude)}, ${String(longitude)}`).toBe(seenB);
    }
  }, 120_000);

  it('cannot be written through the API', async () => {
    const customer = await newCustomer(backend, 'Chitra', 'Three');
    const provider = await newProvider(backend, 'Electrician', 'Dinesh', 'Four');
    const messageId = await sendRequest(customer, provider);
    const forged = await provider.client
      .from('messages')
      .update({ distance_km: 0 } as never)
      .eq('message_id', messageId);
    expect(forged.status).toBe(403);
    const insert = await customer.client
      .from('messages')
      .insert({ from: customer.id, to: provider.id, distance_km: 0 } as never);
    expect([400, 403, 409]).toContain(insert.status);
  });
});
