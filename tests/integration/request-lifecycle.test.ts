/**
 * A request has a life (issue 10): who may move a request to which status, expiry after 24 hours
 * decided from the timestamps (the clock is moved by SQL), re-requesting, is_chat kept in step,
 * and the "Try these instead" suggestions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type Client, type TestBackend } from './support/backend.js';
import { newCustomer, newProvider, sendRequest, type Person } from './chat-people.js';

const external = Boolean(process.env.SUPABASE_URL);

let backend: TestBackend;
let service: Client;

beforeAll(async () => {
  backend = await startTestBackend();
  service = backend.service();
});

afterAll(async () => {
  await backend.close();
});

async function statusOf(client: Client, messageId: number) {
  const { data, error } = await client
    .from('connections')
    .select('status, is_chat, decline_reason, answered_at')
    .eq('message_id', messageId)
    .single();
  if (error) throw new Error(error.message);
  return data;
}

async function setStatus(client: Client, messageId: number, values: { status?: string; decline_reason?: string }) {
  return client.from('messages').update(values, { count: 'exact' }).eq('message_id', messageId);
}

/** Moves a request's clock back by SQL: it was sent `hours` ago. */
async function sentHoursAgo(messageId: number, hours: number): Promise<void> {
  const pg = backend.emulator?.pg;
  if (!pg) throw new Error('needs the embedded backend');
  await pg.query(
    `update public.messages set requested_at = now() - $2::float8 * interval '1 hour' where message_id = $1`,
    [messageId, hours],
  );
}

describe('status transitions', () => {
  let customer: Person;
  let provider: Person;
  let stranger: Person;
  let otherProvider: Person;

  beforeAll(async () => {
    customer = await newCustomer(backend, 'Lekha', 'Varma');
    stranger = await newCustomer(backend, 'Mini', 'Joseph');
    provider = await newProvider(backend, 'Plumber', 'Sabu', 'Paul');
    otherProvider = await newProvider(backend, 'Plumber', 'Tony', 'Mathew');
  });

  it('a new request is pending and not a chat, whatever the customer sends', async () => {
    const { data, error } = await customer.client
      .from('messages')
      .insert({ from: customer.id, to: otherProvider.id, is_chat: false })
      .select('status, is_chat, answered_at')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ status: 'pending', is_chat: false, answered_at: null });
    const withStatus = await customer.client
      .from('messages')
      .insert({ from: customer.id, to: provider.id, status: 'accepted' } as never);
    expect(withStatus.error?.code).toBe('42501');
  });

  it('only the provider accepts or declines; the customer only cancels; nobody else changes anything', async () => {
    const id = await sendRequest(customer, provider);
    // The customer cannot answer their own request.
    for (const status of ['accepted', 'declined', 'expired']) {
      const attempt = await setStatus(customer.client, id, { status });
      expect(attempt.error?.code, status).toBe('42501');
    }
    const selfChat = await customer.client.from('messages').update({ is_chat: true }).eq('message_id', id);
    expect(selfChat.error?.code).toBe('42501');
    // Strangers (a customer and a provider who are not parties) change no row.
    for (const outsider of [stranger, otherProvider]) {
      for (const status of ['accepted', 'declined', 'cancelled']) {
        const attempt = await setStatus(outsider.client, id, { status });
        expect(attempt.error).toBeNull();
        expect(attempt.count).toBe(0);
      }
    }
    // The provider cannot cancel on the customer's behalf.
    expect((await setStatus(provider.client, id, { status: 'cancelled' })).error?.code).toBe('42501');
    expect((await statusOf(customer.client, id)).status).toBe('pending');

    // The customer cancels; the provider can then no longer accept.
    const cancelled = await setStatus(customer.client, id, { status: 'cancelled' });
    expect(cancelled.count).toBe(1);
    expect((await statusOf(provider.client, id)).status).toBe('cancelled');
    const late = await setStatus(provider.client, id, { status: 'accepted' });
    expect(late.error?.code).toBe('22023');
    expect(late.error?.message).toContain('cancelled');

    // Asking again puts the same row back to pending; the provider declines with a reason.
    expect((await setStatus(customer.client, id, { status: 'pending' })).count).toBe(1);
    expect(await statusOf(provider.client, id)).toMatchObject({ status: 'pending', is_chat: false });
    const badReason = await setStatus(provider.client, id, { status: 'declined', decline_reason: 'Because' });
    expect(badReason.error?.code).toBe('23514');
    expect((await setStatus(provider.client, id, { status: 'declined', decline_reason: 'Too far' })).count).toBe(1);
    const declined = await statusOf(customer.client, id);
    expect(declined).toMatchObject({ status: 'declined', is_chat: false, decline_reason: 'Too far' });
    expect(declined.answered_at).not.toBeNull();
    // A declined request cannot be cancelled or accepted.
    expect((await setStatus(customer.client, id, { status: 'cancelled' })).error?.code).toBe('22023');
    expect((await setStatus(provider.client, id, { status: 'accepted' })).error?.code).toBe('22023');

    // Again; this time the provider accepts the way the spec does it: is_chat = true only.
    expect((await setStatus(customer.client, id, { status: 'pending' })).count).toBe(1);
    const accepted = await provider.client
      .from('messages')
      .update({ is_chat: true })
      .eq('from', customer.id)
      .eq('to', provider.id)
      .select('status, is_chat, decline_reason')
      .single();
    expect(accepted.data).toEqual({ status: 'accepted', is_chat: true, decline_reason: null });
    // Accepted is final for both: no cancel, no decline, no taking back, no asking again.
    expect((await setStatus(customer.client, id, { status: 'cancelled' })).error?.code).toBe('22023');
    expect((await setStatus(customer.client, id, { status: 'pending' })).error?.code).toBe('22023');
    expect((await setStatus(provider.client, id, { status: 'declined' })).error?.code).toBe('22023');
    const takeBack = await provider.client.from('messages').update({ is_chat: false }).eq('message_id', id);
    expect(takeBack.error?.code).toBe('22023');
    expect((await statusOf(customer.client, id)).status).toBe('accepted');
  });

  it('setting status accepted also sets is_chat (both directions are kept by the database)', async () => {
    const other = await newCustomer(backend, 'Rema', 'Nair');
    const id = await sendRequest(other, provider);
    const { data } = await provider.client
      .from('messages')
      .update({ status: 'accepted' })
      .eq('message_id', id)
      .select('status, is_chat')
      .single();
    expect(data).toEqual({ status: 'accepted', is_chat: true });
    // The chat opens for both parties.
    const sent = await other.client.from('chat_messages').insert({ message_id: id, body: 'Hello' });
    expect(sent.error).toBeNull();
  });

  it.skipIf(external)('a request unanswered for 24 hours reads as expired and can no longer be answered', async () => {
    const customerX = await newCustomer(backend, 'Geetha', 'Das');
    const id = await sendRequest(customerX, provider);
    await sentHoursAgo(id, 23.9);
    expect((await statusOf(customerX.client, id)).status).toBe('pending');
    await sentHoursAgo(id, 24.01);
    // Read as expired by both parties, through the view and the provider's list, before anything stores it.
    expect((await statusOf(customerX.client, id)).status).toBe('expired');
    expect((await statusOf(provider.client, id)).status).toBe('expired');
    const list = await provider.client.rpc('provider_requests');
    expect(list.data?.find((row) => row.message_id === id)?.status).toBe('expired');
    const stats = await provider.client.rpc('provider_stats').single();
    const pendingBefore = stats.data?.pending_requests;
    // The provider cannot answer it any more; the customer cannot cancel it.
    const accept = await provider.client.from('messages').update({ is_chat: true }).eq('message_id', id);
    expect(accept.error?.code).toBe('22023');
    expect(accept.error?.message).toContain('expired');
    expect((await setStatus(customerX.client, id, { status: 'cancelled' })).error?.code).toBe('22023');
    // Storing the expiry is allowed (it already happened) and changes what the table holds.
    const stored = await customerX.client.rpc('expire_overdue_requests');
    expect(stored.data).toBe(1);
    const row = await customerX.client.from('messages').select('status, is_chat').eq('message_id', id).single();
    expect(row.data).toEqual({ status: 'expired', is_chat: false });
    expect((await provider.client.rpc('provider_stats').single()).data?.pending_requests).toBe(pendingBefore);
    // The customer may ask again: the same row, pending, with a fresh clock.
    const again = await customerX.client
      .from('messages')
      .update({ status: 'pending' })
      .eq('message_id', id)
      .select('message_id, status, requested_at')
      .single();
    expect(again.data?.message_id).toBe(id);
    expect(again.data?.status).toBe('pending');
    expect(Date.now() - Date.parse(again.data?.requested_at ?? '')).toBeLessThan(60_000);
  });

  it.skipIf(external)('nobody can store an expiry that has not happened yet', async () => {
    const customerY = await newCustomer(backend, 'Jaya', 'Menon');
    const id = await sendRequest(customerY, provider);
    expect((await setStatus(customerY.client, id, { status: 'expired' })).error?.code).toBe('42501');
    expect((await setStatus(provider.client, id, { status: 'expired' })).error?.code).toBe('42501');
    expect((await customerY.client.rpc('expire_overdue_requests')).data).toBe(0);
    expect((await statusOf(customerY.client, id)).status).toBe('pending');
  });

  it('the service role may set any status; is_chat follows it', async () => {
    const customerZ = await newCustomer(backend, 'Dev', 'Raj');
    const id = await sendRequest(customerZ, provider);
    const { data, error } = await service
      .from('messages')
      .update({ status: 'declined' })
      .eq('message_id', id)
      .select('status, is_chat')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ status: 'declined', is_chat: false });
  });
});

describe('the cap of 10 pending requests', () => {
  it.skipIf(external)('counts what is pending as of now, and asking again counts like a new request', async () => {
    const customer = await newCustomer(backend, 'Cap', 'Tester');
    const providers: Person[] = [];
    for (let i = 0; i < 12; i += 1) providers.push(await newProvider(backend, 'Plumber', `Cap${String(i)}`));
    const ids: number[] = [];
    for (const provider of providers.slice(0, 10)) ids.push(await sendRequest(customer, provider));
    const [first = 0, second = 0] = ids;
    // An expired request no longer holds a slot.
    await sentHoursAgo(first, 25);
    const eleventh = await sendRequest(customer, providers[10] as Person);
    // Ten pending again: asking again after the expiry is refused like a new request.
    const again = await setStatus(customer.client, first, { status: 'pending' });
    expect(again.error?.message).toContain('You have 10 requests waiting for an answer');
    // Cancelling one frees the slot for it.
    expect((await setStatus(customer.client, second, { status: 'cancelled' })).count).toBe(1);
    expect((await setStatus(customer.client, first, { status: 'pending' })).count).toBe(1);
    expect(eleventh).toBeGreaterThan(0);
  });
});

describe('suggested_providers ("Try these instead")', () => {
  it('offers the three nearest available providers of the same trade, leaving out busy, away and already asked ones', async () => {
    const customer = await newCustomer(backend, 'Sini', 'Abraham');
    // A spot far from every seeded provider (the Andaman sea) so only this test's providers are near.
    const spot = { latitude: 11.1, longitude: 92.2 };
    await customer.client.from('users').update(spot).eq('uuid', customer.id);
    const place = async (person: Person, km: number, availability = 'available') => {
      const { error } = await person.client
        .from('service-providers')
        .update({ latitude: spot.latitude + km / 111.2, longitude: spot.longitude, availability })
        .eq('uuid', person.id);
      if (error) throw new Error(error.message);
    };
    const declining = await newProvider(backend, 'Electrician', 'Near', 'Decliner');
    const near = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => newProvider(backend, 'Electrician', `E${String(n)}`)));
    const plumber = await newProvider(backend, 'Plumber', 'Close', 'Plumber');
    await place(declining, 0.5);
    await place(near[0] as Person, 1, 'busy');
    await place(near[1] as Person, 2);
    await place(near[2] as Person, 3, 'away');
    await place(near[3] as Person, 4);
    await place(near[4] as Person, 60);
    await place(near[5] as Person, 200);
    await place(plumber, 0.2);
    // Already waiting on near[1]: it is not suggested again.
    await sendRequest(customer, near[1] as Person);

    const id = await sendRequest(customer, declining);
    await declining.client
      .from('messages')
      .update({ status: 'declined', decline_reason: 'Fully booked' })
      .eq('message_id', id);

    const { data, error } = await customer.client.rpc('suggested_providers', { request_id: id });
    expect(error).toBeNull();
    // near[3] at 4 km; the search widens to 50, then 250 km for near[4] (60 km) and near[5] (200 km).
    expect(data?.map((row) => row.uuid)).toEqual([near[3]?.id, near[4]?.id, near[5]?.id]);
    expect(data?.every((row) => row.availability === 'available' && row.job === 'Electrician')).toBe(true);

    // Someone else's request gives nothing.
    const other = await newCustomer(backend);
    expect((await other.client.rpc('suggested_providers', { request_id: id })).data).toEqual([]);
  }, 60_000);
});
