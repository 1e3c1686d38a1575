/**
 * The directory's locality and rating-group counts stay exact when many providers are saved at
 * once: the first providers of a new locality, written in parallel, all count (none is refused
 * with a duplicate key), and a locality whose providers all leave at once disappears.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './support/backend.js';
import { newProvider, type Person } from './chat-people.js';

let backend: TestBackend;
let providers: Person[];

beforeAll(async () => {
  backend = await startTestBackend();
  providers = [];
  for (let i = 0; i < 12; i += 1) providers.push(await newProvider(backend, 'Plumber', `Para${String(i)}`, 'Llel'));
});

afterAll(async () => {
  await backend.close();
});

async function localityCount(location: string): Promise<number | null> {
  const { data, error } = await backend
    .service()
    .from('provider_localities')
    .select('providers')
    .eq('location', location)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data?.providers ?? null;
}

async function moveAll(location: string): Promise<void> {
  const results = await Promise.all(
    providers.map(({ client, id }) => client.from('service-providers').update({ location }).eq('uuid', id)),
  );
  expect(results.map(({ error }) => error?.message ?? null)).toEqual(providers.map(() => null));
}

it('counts every provider of a new locality saved at the same moment', async () => {
  const place = `Samayapuram ${String(Date.now())}, Kochi`;
  await moveAll(place);
  expect(await localityCount(place)).toBe(providers.length);

  const next = `Orumichu ${String(Date.now())}, Kochi`;
  await moveAll(next);
  expect(await localityCount(place)).toBeNull();
  expect(await localityCount(next)).toBe(providers.length);
});

it('adds the first providers of an empty locality at once, all of them', async () => {
  const fresh = await Promise.all(
    Array.from({ length: 8 }, (_, i) => newProvider(backend, 'Electrician', `Same${String(i)}`, 'Moment')),
  );
  expect(fresh).toHaveLength(8);
});
