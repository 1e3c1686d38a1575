/**
 * Issue 27, items 2, 6 and 7: what a request says (description, photos, when) and who may read its
 * photos; "Need help now" (request_help_now): who receives it, one winner among concurrent accepts,
 * one help-now at a time, rounds that move on after 10 minutes (the clock is moved by SQL), and
 * clear 4xx answers to bad input.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type Client, type TestBackend } from './support/backend.js';
import { newCustomer, newProvider, placeProvider, type Person } from './chat-people.js';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend.close();
});

async function sql(text: string, params: unknown[] = []): Promise<void> {
  const pg = backend.emulator?.pg;
  if (!pg) throw new Error('needs the embedded backend');
  await pg.query(text, params);
}

/** Far from the seeded providers: each test works in its own square of central India. */
let nextArea = 0;
function newArea(): { lat: number; lon: number } {
  nextArea += 1;
  return { lat: 20 + nextArea * 0.5, lon: 78 };
}

/** Kilometres north of a point, as a latitude. */
function north(lat: number, km: number): number {
  return lat + km / 111.2;
}

const jpeg = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])], { type: 'image/jpeg' });

async function uploadPhoto(customer: Person): Promise<string> {
  const path = `requests/${customer.id}/${randomUUID()}.jpg`;
  const { error } = await customer.client.storage.from('request_photos').upload(path, jpeg());
  if (error) throw new Error(`upload: ${error.message}`);
  return path;
}

async function canRead(client: Client, path: string): Promise<boolean> {
  const { data, error } = await client.storage.from('request_photos').createSignedUrl(path, 60);
  return error === null && typeof data.signedUrl === 'string';
}

async function helpNow(customer: Person, args: Record<string, unknown>) {
  return customer.client.rpc('request_help_now', args as { job: string });
}

describe('a request that says what is wrong', () => {
  let customer: Person;
  let provider: Person;
  let otherProvider: Person;
  let otherCustomer: Person;

  beforeAll(async () => {
    customer = await newCustomer(backend, 'Asha', 'Nair');
    otherCustomer = await newCustomer(backend, 'Binu', 'Raj');
    provider = await newProvider(backend, 'Electrician', 'Charles', 'Mathew');
    otherProvider = await newProvider(backend, 'Electrician', 'Dileep', 'Menon');
  });

  it('carries a description, photos and a time; only the two parties read the photos', async () => {
    const photo = await uploadPhoto(customer);
    const { data, error } = await customer.client
      .from('messages')
      .insert({
        from: customer.id,
        to: provider.id,
        description: 'The switch near the door sparks',
        photos: [photo],
        wanted: 'slot',
        wanted_date: '2026-12-01',
        wanted_slot: 'evening',
      })
      .select('message_id')
      .single();
    expect(error).toBeNull();

    const { data: rows } = await provider.client.rpc('provider_requests');
    const row = rows?.find((r) => r.message_id === data?.message_id);
    expect(row).toMatchObject({
      description: 'The switch near the door sparks',
      photos: [photo],
      wanted: 'slot',
      wanted_date: '2026-12-01',
      wanted_slot: 'evening',
      status: 'pending',
      phonenumber: null,
      latitude: null,
    });

    expect(await canRead(customer.client, photo)).toBe(true);
    expect(await canRead(provider.client, photo)).toBe(true);
    expect(await canRead(otherProvider.client, photo)).toBe(false);
    expect(await canRead(otherCustomer.client, photo)).toBe(false);
    expect(await canRead(backend.anon(), photo)).toBe(false);
    const download = await otherProvider.client.storage.from('request_photos').download(photo);
    expect(download.error).not.toBeNull();
  });

  it('refuses photos that are not the customer own uploads, too many, long text and a bad time', async () => {
    const mine = await uploadPhoto(otherCustomer);
    const theirs = `requests/${customer.id}/${randomUUID()}.jpg`;
    const attempts = [
      { photos: [theirs] },
      { photos: [mine, mine] },
      {
        photos: [
          `requests/${otherCustomer.id}/${randomUUID()}.jpg`,
          `requests/${otherCustomer.id}/${randomUUID()}.jpg`,
          `requests/${otherCustomer.id}/${randomUUID()}.jpg`,
          `requests/${otherCustomer.id}/${randomUUID()}.jpg`,
        ],
      },
      { description: 'x'.repeat(501) },
      { wanted: 'slot' },
      { wanted: 'today', wanted_date: '2026-12-01', wanted_slot: 'morning' },
      { wanted: 'tomorrow' },
      { wanted: 'slot', wanted_date: '2026-12-01', wanted_slot: 'midnight' },
    ];
    for (const values of attempts) {
      const { error, status } = await otherCustomer.client
        .from('messages')
        .insert({ from: otherCustomer.id, to: provider.id, ...values });
      expect(status, JSON.stringify(values)).toBe(400);
      expect(error?.code).toMatch(/^23/);
    }
  });

  it('lets only the customer upload under their own folder', async () => {
    const path = `requests/${customer.id}/${randomUUID()}.jpg`;
    const { error } = await otherCustomer.client.storage.from('request_photos').upload(path, jpeg());
    expect(error).not.toBeNull();
    const wrongName = await customer.client.storage
      .from('request_photos')
      .upload(`requests/${customer.id}/photo.jpg`, jpeg());
    expect(wrongName.error).not.toBeNull();
    const anonymous = await backend.anon().storage.from('request_photos').upload(path, jpeg());
    expect(anonymous.error).not.toBeNull();
  });
});

describe('help now', () => {
  it('goes only to available providers of the trade within 5 km, nearest first, with the photos', async () => {
    const { lat, lon } = newArea();
    const customer = await newCustomer(backend, 'Elsa', 'George');
    const near = await newProvider(backend, 'Electrician', 'Near', 'One');
    const alsoNear = await newProvider(backend, 'Electrician', 'Near', 'Two');
    const busy = await newProvider(backend, 'Electrician', 'Busy', 'One');
    const away = await newProvider(backend, 'Electrician', 'Away', 'One');
    const distant = await newProvider(backend, 'Electrician', 'Far', 'One');
    const plumber = await newProvider(backend, 'Plumber', 'Other', 'Trade');
    await placeProvider(backend, near.id, north(lat, 1), lon);
    await placeProvider(backend, alsoNear.id, north(lat, 3), lon);
    await placeProvider(backend, busy.id, north(lat, 1), lon, 'busy');
    await placeProvider(backend, away.id, north(lat, 1), lon, 'away');
    await placeProvider(backend, distant.id, north(lat, 5.5), lon);
    await placeProvider(backend, plumber.id, north(lat, 1), lon);

    const photo = await uploadPhoto(customer);
    const { data, error } = await helpNow(customer, {
      job: 'Electrician',
      description: 'No power in the kitchen',
      lat,
      lon,
      photos: [photo],
    });
    expect(error).toBeNull();
    expect(data?.map((m) => m.to)).toEqual([near.id, alsoNear.id]);
    expect(data?.every((m) => m.status === 'pending' && m.help_now_id !== null)).toBe(true);
    // Measured from the help-now position's ~1 km grid cell (its centre lies 0.56 km north of the
    // position) to the provider's exact position, in whole km: 0.44 km -> 1, 2.44 km -> 2.
    expect(data?.map((m) => m.distance_km)).toEqual([1, 2]);

    for (const outsider of [busy, away, distant, plumber]) {
      const { data: theirs } = await outsider.client.rpc('provider_requests');
      expect(theirs).toEqual([]);
      expect(await canRead(outsider.client, photo)).toBe(false);
    }
    const { data: nearRows } = await near.client.rpc('provider_requests');
    expect(nearRows?.[0]).toMatchObject({ description: 'No power in the kitchen', photos: [photo], help_now: true });
    expect(await canRead(near.client, photo)).toBe(true);
    expect(await canRead(alsoNear.client, photo)).toBe(true);

    const { data: notices } = await near.client.from('notifications').select('kind').eq('kind', 'new_request');
    expect(notices).toHaveLength(1);

    expect((await near.client.rpc('mark_requests_seen')).data).toBe(1);
    const { data: seen } = await customer.client.from('messages').select('to, seen_at').not('seen_at', 'is', null);
    expect(seen?.map((m) => m.to)).toEqual([near.id]);
  });

  it('reaches a provider within 5 km whose rounded public position is farther', async () => {
    // On the equator (south of India, where nobody else is), north is one axis of the index's earth
    // coordinates, so its search box is as tight there as anywhere: a box of 5 km would miss `edge`.
    // Off the 0.01° grid, so the providers' public positions round away from the help-now position.
    const area = { lat: 0, lon: 78 };
    const lat = area.lat + 0.004;
    const edge = await newProvider(backend, 'Plumber', 'Edge', 'Near');
    const beyond = await newProvider(backend, 'Plumber', 'Edge', 'Beyond');
    await placeProvider(backend, edge.id, lat + 0.0445, area.lon);
    await placeProvider(backend, beyond.id, lat + 0.0455, area.lon);
    const { data: positions } = await backend
      .service()
      .from('service-providers')
      .select('latitude')
      .in('uuid', [edge.id, beyond.id]);
    // Both public rows say 0.046° (5.1 km) north; the exact positions are 4.95 and 5.06 km away.
    const rounded = Number((area.lat + 0.05).toFixed(2));
    expect(positions?.map((row) => row.latitude)).toEqual([rounded, rounded]);

    const customer = await newCustomer(backend, 'Gita', 'Edge');
    const { data, error } = await helpNow(customer, { job: 'Plumber', description: 'Leak', lat, lon: area.lon });
    expect(error).toBeNull();
    expect(data?.map((m) => m.to)).toEqual([edge.id]);
  });

  it('uses the customer stored position when lat and lon are left out', async () => {
    const { lat, lon } = newArea();
    const customer = await newCustomer(backend, 'Fathima', 'Beevi');
    const near = await newProvider(backend, 'Plumber', 'Pipe', 'Near');
    await placeProvider(backend, near.id, north(lat, 2), lon);

    const unknown = await helpNow(customer, { job: 'Plumber', description: 'Leak' });
    expect(unknown.status).toBe(400);
    expect(unknown.error?.message).toMatch(/position is not known/);

    await sql('update public.users set latitude = $2, longitude = $3 where uuid = $1', [customer.id, lat, lon]);
    const { data, error } = await helpNow(customer, { job: 'Plumber', description: 'Leak' });
    expect(error).toBeNull();
    expect(data?.map((m) => m.to)).toEqual([near.id]);
  });

  it('has one winner when 20 providers accept at once; the others are taken', async () => {
    const { lat, lon } = newArea();
    const customer = await newCustomer(backend, 'Gita', 'Pillai');
    const providers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => newProvider(backend, 'Electrician', `Rush${index}`, 'Kumar')),
    );
    // One help-now round asks 5; the rule is in the accept, so 20 copies are made directly.
    const pg = backend.emulator?.pg;
    if (!pg) throw new Error('needs the embedded backend');
    const group = await pg.query<{ id: number }>(
      `insert into public.help_now (customer, job, latitude, longitude) values ($1, 'Electrician', $2, $3) returning id`,
      [customer.id, lat, lon],
    );
    const groupId = group.rows[0]?.id;
    for (const provider of providers) {
      await sql(`insert into public.messages ("from", "to", help_now_id) values ($1, $2, $3)`, [
        customer.id,
        provider.id,
        groupId,
      ]);
    }

    const results = await Promise.all(
      providers.map((provider) =>
        provider.client
          .from('messages')
          .update({ status: 'accepted' })
          .eq('to', provider.id)
          .eq('from', customer.id)
          .select('status')
          .single(),
      ),
    );
    // A loser either waited for the winner's lock and stored its copy as taken, or came after the
    // winner had stored it taken and is told so.
    expect(results.filter((result) => result.data?.status === 'accepted')).toHaveLength(1);
    for (const result of results.filter((r) => r.data?.status !== 'accepted')) {
      if (result.error) {
        expect(result.status).toBe(400);
        expect(result.error.message).toBe('This request is taken and can no longer be answered');
      } else {
        expect(result.data.status).toBe('taken');
      }
    }

    const { data: stored } = await customer.client.from('messages').select('status').eq('help_now_id', Number(groupId));
    expect(stored?.filter((m) => m.status === 'accepted')).toHaveLength(1);
    expect(stored?.filter((m) => m.status === 'taken')).toHaveLength(19);
    const { data: help } = await customer.client
      .from('help_now')
      .select('state, winner')
      .eq('id', Number(groupId))
      .single();
    expect(help?.state).toBe('accepted');

    const loser = providers.find((_, index) => results[index]?.data?.status !== 'accepted');
    if (!loser) throw new Error('no loser');
    const { data: loserRows } = await loser.client.rpc('provider_requests');
    expect(loserRows?.[0]?.status).toBe('taken');
    expect(loserRows?.[0]?.phonenumber).toBeNull();
    // A taken copy cannot be accepted after all.
    const late = await loser.client.from('messages').update({ status: 'accepted' }).eq('to', loser.id).select('status');
    expect(late.status).toBe(400);
  });

  it('allows one help-now in flight per customer, even when asked twice at once', async () => {
    const { lat, lon } = newArea();
    const customer = await newCustomer(backend, 'Hari', 'Das');
    const near = await newProvider(backend, 'Electrician', 'Solo', 'Near');
    const second = await newProvider(backend, 'Electrician', 'Solo', 'Second');
    await placeProvider(backend, near.id, north(lat, 1), lon);
    await placeProvider(backend, second.id, north(lat, 2), lon);

    const both = await Promise.all([
      helpNow(customer, { job: 'Electrician', description: 'one', lat, lon }),
      helpNow(customer, { job: 'Electrician', description: 'two', lat, lon }),
    ]);
    expect(both.filter((result) => result.error === null)).toHaveLength(1);
    const refused = both.find((result) => result.error !== null);
    expect(refused?.status).toBe(400);
    expect(refused?.error.hint).toBe('help_now_in_flight');

    const again = await helpNow(customer, { job: 'Plumber', description: 'three', lat, lon });
    expect(again.error?.hint).toBe('help_now_in_flight');
  });

  it('asks the next 5 after 10 minutes, 3 rounds at most, then ends unanswered', async () => {
    const { lat, lon } = newArea();
    const customer = await newCustomer(backend, 'Indu', 'Krishnan');
    const providers = await Promise.all(
      Array.from({ length: 16 }, (_, index) => newProvider(backend, 'Plumber', `Round${index}`, 'Paul')),
    );
    for (const [index, provider] of providers.entries()) {
      await placeProvider(backend, provider.id, north(lat, 0.2 + index * 0.25), lon);
    }
    const first = await helpNow(customer, { job: 'Plumber', description: 'Tap broken', lat, lon });
    expect(first.data?.map((m) => m.to)).toEqual(providers.slice(0, 5).map((p) => p.id));
    const groupId = Number(first.data?.[0]?.help_now_id);

    const roundOver = () =>
      sql(`update public.help_now set round_started_at = now() - interval '11 minutes' where id = $1`, [groupId]);
    const asked = async () =>
      (await customer.client.from('messages').select('to').eq('help_now_id', groupId)).data?.length ?? 0;

    // Before the 10 minutes are over, nothing moves.
    expect((await customer.client.rpc('help_now_advance')).data).toBe(0);
    expect(await asked()).toBe(5);

    await roundOver();
    const [sixthProvider, lastProvider] = [providers[5], providers[15]];
    if (!sixthProvider || !lastProvider) throw new Error('16 providers expected');
    expect((await lastProvider.client.rpc('expire_overdue_requests')).error).toBeNull();
    expect(await asked()).toBe(10);
    const { data: sixth } = await sixthProvider.client.rpc('provider_requests');
    expect(sixth?.[0]?.status).toBe('pending');

    await roundOver();
    await customer.client.rpc('help_now_advance');
    expect(await asked()).toBe(15);
    const { data: help } = await customer.client.from('help_now').select('round, state').eq('id', groupId).single();
    expect(help).toEqual({ round: 3, state: 'open' });

    await roundOver();
    await customer.client.rpc('help_now_advance');
    expect(await asked()).toBe(15);
    const { data: ended } = await customer.client.from('help_now').select('state').eq('id', groupId).single();
    expect(ended?.state).toBe('unanswered');
    const { data: copies } = await customer.client.from('messages').select('status').eq('help_now_id', groupId);
    expect(copies?.every((m) => m.status === 'expired')).toBe(true);
    // No notice per expired copy: the customer's page says it plainly.
    const { data: notices } = await customer.client.from('notifications').select('kind').eq('kind', 'request_expired');
    expect(notices).toEqual([]);

    // Once it ended, the customer may ask again.
    const again = await helpNow(customer, { job: 'Plumber', description: 'Tap still broken', lat, lon });
    expect(again.error).toBeNull();
  });

  it('answers bad input with clear 4xx errors', async () => {
    const { lat, lon } = newArea();
    const customer = await newCustomer(backend, 'Jaya', 'Menon');
    const provider = await newProvider(backend, 'Electrician', 'Not', 'Customer');
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ job: 'Carpenter', description: '', lat, lon }, /Invalid job/],
      [{ job: 'Electrician', description: 'x'.repeat(501), lat, lon }, /too long/],
      [{ job: 'Electrician', description: '', lat }, /both lat and lon/],
      [{ job: 'Electrician', description: '', lat: 91, lon }, /Invalid coordinates/],
      [{ job: 'Electrician', description: '', lat, lon, photos: ['../etc/passwd'] }, /Invalid photos/],
      [
        { job: 'Electrician', description: '', lat, lon, photos: [`requests/${provider.id}/${randomUUID()}.jpg`] },
        /Invalid photos/,
      ],
    ];
    for (const [args, message] of cases) {
      const { error, status } = await helpNow(customer, args);
      expect(status, JSON.stringify(args).slice(0, 80)).toBe(400);
      expect(error?.message).toMatch(message);
    }
    const byProvider = await provider.client.rpc('request_help_now', { job: 'Electrician', description: '', lat, lon });
    expect(byProvider.status).toBe(403);
    const anonymous = await backend.anon().rpc('request_help_now', { job: 'Electrician', description: '', lat, lon });
    expect([401, 403]).toContain(anonymous.status);
    const wrongType = await customer.client.rpc('request_help_now', {
      job: 'Electrician',
      description: '',
      lat: 'north' as unknown as number,
      lon,
    });
    expect(wrongType.status).toBe(400);
  });
});
