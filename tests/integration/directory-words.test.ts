/**
 * Directory search in the app's languages (issue 23, item 9): trade words and city names in
 * Malayalam, Hindi and old English forms, names in Malayalam script, and "near me".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/lib/database.types.js';
import { startTestBackend, uniqueEmail, type Client, type TestBackend } from './support/backend.js';

type SearchArgs = Database['public']['Functions']['search_providers']['Args'];
type Job = 'Electrician' | 'Plumber';

const KAKKANAD = { lat: 10.0159, lon: 76.3419 };

let backend: TestBackend;
let anon: Client;

async function addProvider(first: string, last: string, job: Job, location: string, lat: number, lon: number) {
  const email = uniqueEmail('words');
  const { client, id } = await backend.signUp(email, 'Secret123', { job });
  const { error } = await client
    .from('service-providers')
    .insert({ uuid: id, email, first_name: first, last_name: last, job, location, latitude: lat, longitude: lon });
  if (error) throw new Error(error.message);
}

async function names(args: SearchArgs): Promise<string[]> {
  const { data, error } = await anon.rpc('search_providers', args);
  expect(error).toBeNull();
  return (data ?? []).map((row) => `${row.first_name ?? ''} ${row.last_name ?? ''}`);
}

beforeAll(async () => {
  backend = await startTestBackend();
  anon = backend.anon();
  // Surnames no seeded provider has, so each search can name exactly one of them.
  await addProvider('Rajan', 'Edathil', 'Plumber', 'Edappally, Kochi', 10.0261, 76.3125);
  await addProvider('Bindu', 'Kunnathoor', 'Electrician', 'Kakkanad, Kochi', 10.0163, 76.3425);
  await addProvider('Yusuf', 'Alikunju', 'Plumber', 'Palayam, Thiruvananthapuram', 8.5021, 76.9507);
  await addProvider('Hari', 'Mavoorkaran', 'Electrician', 'Mavoor Road, Kozhikode', 11.2588, 75.7804);
  await addProvider('Zeenath', 'Beevikutty', 'Plumber', 'Aluva, Kochi', 10.1076, 76.3516);
}, 120_000);

afterAll(async () => {
  await backend.close();
});

describe('directory words', () => {
  it('reads trade words in Malayalam and Hindi', async () => {
    for (const q of ['പ്ലംബർ', 'പ്ലംബര്‍', 'प्लंबर']) {
      const { data, error } = await anon.rpc('search_providers', { q });
      expect(error).toBeNull();
      expect(data?.length, q).toBeGreaterThan(0);
      expect(new Set(data?.map((row) => row.job)), q).toEqual(new Set(['Plumber']));
    }
    expect(await names({ q: 'പ്ലംബർ Edathil' })).toEqual(['Rajan Edathil']);
    expect(await names({ q: 'ഇലക്ട്രീഷ്യൻ Edathil' })).toEqual([]);
    expect(await names({ q: 'ഇലക്ട്രീഷ്യൻ Kunnathoor' })).toEqual(['Bindu Kunnathoor']);
    expect(await names({ q: 'प्लंबर Beevikutty' })).toEqual(['Zeenath Beevikutty']);
  });

  it('reads city and locality names in Malayalam and their old English forms', async () => {
    expect(await names({ q: 'Trivandrum Alikunju' })).toEqual(['Yusuf Alikunju']);
    // Other Kozhikode providers on Mavoor Road match "mavoorkaran" too.
    expect(await names({ q: 'Calicut Mavoorkaran' })).toContain('Hari Mavoorkaran');
    for (const q of ['Cochin Edathil', 'എറണാകുളം Edathil', 'കൊച്ചി Edathil', 'ഇടപ്പള്ളി Edathil', 'Edapally Edathil']) {
      expect(await names({ q }), q).toEqual(['Rajan Edathil']);
    }
  });

  it('finds a listed name written in Malayalam or Devanagari script', async () => {
    expect(await names({ q: 'രാജൻ Edathil' })).toEqual(['Rajan Edathil']);
    expect(await names({ q: 'राजन Edathil' })).toEqual(['Rajan Edathil']);
    const rajans = await names({ q: 'രാജൻ' });
    expect(rajans).toContain('Rajan Edathil');
  });

  it('takes "near me" out and sorts by distance from the customer', async () => {
    for (const q of ['plumber near me', 'പ്ലംബർ എന്റെ അടുത്ത്', 'मेरे पास प्लंबर']) {
      const { data, error } = await anon.rpc('search_providers', { q, ...KAKKANAD });
      expect(error).toBeNull();
      const rows = data ?? [];
      expect(rows.length, q).toBeGreaterThan(0);
      expect(new Set(rows.map((row) => row.job))).toEqual(new Set(['Plumber']));
      const distances = rows.map((row) => row.distance_km ?? Infinity);
      expect(distances, q).toEqual([...distances].sort((a, b) => a - b));
    }
    // Without a position, "near me" is only left out.
    expect(await names({ q: 'Edathil near me' })).toEqual(['Rajan Edathil']);
  });
});
