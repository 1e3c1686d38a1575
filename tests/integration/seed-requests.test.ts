/** The seed lets the request flows be tried after `npm start` (issue 10). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestBackend, type TestBackend } from './support/backend.js';

const external = Boolean(process.env.SUPABASE_URL);
const DEMO_ELECTRICIAN = 'd0000000-0000-4000-8000-000000000001';
const DEMO_PLUMBER = 'd0000000-0000-4000-8000-000000000002';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend.close();
});

describe.skipIf(external)('seeded requests', () => {
  it('gives the demo customer a request in every status, none with the demo electrician', async () => {
    const customer = await backend.signIn(DEMO.customer);
    const { data } = await customer.from('connections').select('to, status');
    const mine = (data ?? []).filter((row) => row.to !== DEMO_ELECTRICIAN);
    expect(new Set(mine.map((row) => row.status))).toEqual(
      new Set(['pending', 'accepted', 'declined', 'cancelled', 'expired']),
    );
  });

  it('leaves pending requests for the demo electrician, with first names only', async () => {
    const electrician = await backend.signIn(DEMO.electrician);
    const { data } = await electrician.rpc('provider_requests');
    const pending = (data ?? []).filter((row) => row.status === 'pending');
    expect(pending.map((row) => row.first_name).sort()).toEqual(['Meera', 'Rahul']);
    expect(pending.every((row) => !row.phonenumber && row.distance_km > 0)).toBe(true);
  });

  it('has providers in each availability and response times to show', async () => {
    const anon = backend.anon();
    const { data: providers } = await anon.from('service-providers').select('availability');
    expect(new Set(providers?.map((row) => row.availability))).toEqual(new Set(['available', 'busy', 'away']));
    const { data: times } = await anon.rpc('provider_response_times', {
      provider_ids: [DEMO_ELECTRICIAN, DEMO_PLUMBER],
    });
    const byId = new Map(times?.map((row) => [row.provider_id, row.median_seconds]));
    expect(byId.get(DEMO_ELECTRICIAN)).toBe(15 * 60);
    expect(byId.get(DEMO_PLUMBER)).toBe(70 * 60);
  });
});
