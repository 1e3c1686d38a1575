/**
 * Issue 27, item 3: a visit time both sides agree on. Only on accepted requests; the party who did
 * not make the current proposal confirms it, either may propose again; times that have begun are
 * refused; each step notifies the other side; an agreed visit is reminded once, an hour before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from './support/backend.js';
import { startVisitReminders } from '../../scripts/lib/visit-reminders.js';
import { accept, newCustomer, newProvider, sendRequest, type Person } from './chat-people.js';

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

/** A calendar day `days` from today (UTC), as the date picker sends it. */
function day(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function propose(person: Person, request: number, date: string, slot: string) {
  return person.client.rpc('propose_visit', { p_request: request, p_date: date, p_slot: slot });
}

async function confirm(person: Person, request: number) {
  return person.client.rpc('confirm_visit', { p_request: request });
}

async function visitOf(person: Person, request: number) {
  const { data, error } = await person.client
    .from('messages')
    .select('visit_date, visit_slot, visit_at, visit_by, visit_agreed_at, visit_reminded_at')
    .eq('message_id', request)
    .single();
  if (error) throw new Error(error.message);
  return data;
}

async function notices(person: Person, request: number, kind: string) {
  const { data, error } = await person.client
    .from('notifications')
    .select('kind, params, link')
    .eq('message_id', request)
    .eq('kind', kind);
  if (error) throw new Error(error.message);
  return data;
}

/** A customer and a provider with a request between them, accepted unless told otherwise. */
async function pair(accepted = true, wanted?: { date: string; slot: string }) {
  const customer = await newCustomer(backend, 'Meera', 'Joseph');
  const provider = await newProvider(backend, 'Electrician', 'Suresh', 'Babu');
  const request = await sendRequest(customer, provider);
  if (wanted) {
    await sql(`update public.messages set wanted = 'slot', wanted_date = $2, wanted_slot = $3 where message_id = $1`, [
      request,
      wanted.date,
      wanted.slot,
    ]);
  }
  if (accepted) await accept(provider, customer);
  return { customer, provider, request };
}

describe('agreeing a visit time', () => {
  it('goes back and forth until the other side confirms, notifying each time', async () => {
    const { customer, provider, request } = await pair();

    const proposed = await propose(provider, request, day(3), 'morning');
    expect(proposed.error).toBeNull();
    expect(proposed.data).toMatchObject({ visit_date: day(3), visit_slot: 'morning', visit_by: provider.id });
    expect(proposed.data?.visit_agreed_at).toBeNull();
    const [toCustomer] = await notices(customer, request, 'visit_proposed');
    expect(toCustomer?.params).toMatchObject({ name: 'Suresh', slot: 'morning' });
    expect(toCustomer?.link).toBe(`/chat/${String(request)}`);

    // The proposer cannot confirm their own proposal.
    const own = await confirm(provider, request);
    expect(own.error?.code).toBe('42501');
    expect(own.error?.message).toMatch(/You proposed this time/);

    // The customer proposes again; now only the provider may confirm.
    expect((await propose(customer, request, day(4), 'evening')).error).toBeNull();
    expect((await notices(provider, request, 'visit_proposed')).at(0)?.params).toMatchObject({
      name: 'Meera',
      slot: 'evening',
    });
    expect((await confirm(customer, request)).error?.code).toBe('42501');

    const agreed = await confirm(provider, request);
    expect(agreed.error).toBeNull();
    expect(agreed.data).toMatchObject({ visit_date: day(4), visit_slot: 'evening', visit_by: customer.id });
    expect(agreed.data?.visit_agreed_at).not.toBeNull();
    expect((await notices(customer, request, 'visit_agreed')).at(0)?.params).toMatchObject({ name: 'Suresh' });
    // Both sides read the same agreed time.
    expect(await visitOf(customer, request)).toEqual(await visitOf(provider, request));

    // Confirming again is refused; proposing again reschedules (the agreement is undone).
    expect((await confirm(customer, request)).error?.message).toMatch(/already agreed/);
    expect((await propose(customer, request, day(5), 'afternoon')).data?.visit_agreed_at).toBeNull();
  });

  it("lets the provider confirm the customer's wanted slot, or agree by proposing it", async () => {
    const first = await pair(true, { date: day(2), slot: 'afternoon' });
    expect((await confirm(first.customer, first.request)).error?.code).toBe('42501');
    const confirmed = await confirm(first.provider, first.request);
    expect(confirmed.error).toBeNull();
    expect(confirmed.data).toMatchObject({ visit_date: day(2), visit_slot: 'afternoon', visit_by: first.customer.id });
    expect(await notices(first.customer, first.request, 'visit_agreed')).toHaveLength(1);

    const second = await pair(true, { date: day(2), slot: 'evening' });
    const same = await propose(second.provider, second.request, day(2), 'evening');
    expect(same.data?.visit_agreed_at).not.toBeNull();
    expect(await notices(second.customer, second.request, 'visit_proposed')).toHaveLength(0);
  });

  it('refuses requests that are not accepted, other people, and bad or past times', async () => {
    const pending = await pair(false);
    for (const person of [pending.customer, pending.provider]) {
      const refused = await propose(person, pending.request, day(3), 'morning');
      expect(refused.error?.code).toBe('22023');
      expect(refused.error?.message).toMatch(/only be agreed on an accepted request; this one is pending/);
    }
    expect((await confirm(pending.provider, pending.request)).error?.code).toBe('22023');

    const { customer, provider, request } = await pair();
    const stranger = await newCustomer(backend, 'Ravi', 'Menon');
    const notYours = await propose(stranger, request, day(3), 'morning');
    expect(notYours.error?.message).toBe('There is no such request of yours');
    expect((await confirm(stranger, request)).error?.message).toBe('There is no such request of yours');

    const past = await propose(customer, request, day(-1), 'evening');
    expect(past.error?.code).toBe('22023');
    expect(past.error?.message).toMatch(/already begun/);
    expect((await propose(customer, request, day(120), 'evening')).error?.message).toMatch(/90 days/);
    expect((await propose(customer, request, day(3), 'night')).error?.code).toBe('22023');
    // No proposal yet (the customer wanted "as soon as possible"): nothing to confirm.
    expect((await confirm(provider, request)).error?.message).toMatch(/No time has been proposed yet/);

    // A proposal whose time began meanwhile can no longer be confirmed.
    expect((await propose(customer, request, day(3), 'morning')).error).toBeNull();
    await sql(
      `update public.messages set visit_date = $2, visit_at = now() - interval '1 minute' where message_id = $1`,
      [request, day(-1)],
    );
    expect((await confirm(provider, request)).error?.message).toMatch(/already begun/);

    // Nobody writes the visit columns directly.
    const direct = await customer.client
      .from('messages')
      .update({ visit_agreed_at: new Date().toISOString() } as never)
      .eq('message_id', request);
    expect(direct.error?.code).toBe('42501');
    const bad = await customer.client.rpc('propose_visit', {
      p_request: request,
      p_date: 'soon',
      p_slot: 'x',
    } as never);
    expect(bad.status).toBe(400);
  });
});

describe('the reminder an hour before', () => {
  it('reminds both sides of an agreed visit once, and never of a time only proposed', async () => {
    const agreed = await pair();
    expect((await propose(agreed.customer, agreed.request, day(3), 'morning')).error).toBeNull();
    expect((await confirm(agreed.provider, agreed.request)).error).toBeNull();
    const proposed = await pair();
    expect((await propose(proposed.provider, proposed.request, day(3), 'morning')).error).toBeNull();

    const service = backend.service();
    // Two hours ahead: not yet.
    await sql(`update public.messages set visit_at = now() + interval '2 hours' where message_id = any($1)`, [
      [agreed.request, proposed.request],
    ]);
    expect((await service.rpc('visit_reminders_send')).data).toBe(0);

    // Within the hour: once, to both sides of the agreed visit only.
    await sql(`update public.messages set visit_at = now() + interval '50 minutes' where message_id = any($1)`, [
      [agreed.request, proposed.request],
    ]);
    expect((await service.rpc('visit_reminders_send')).data).toBe(1);
    expect((await service.rpc('visit_reminders_send')).data).toBe(0);
    // The bell runs it too, and it still sends nothing twice.
    expect((await agreed.customer.client.rpc('expire_overdue_requests')).error).toBeNull();

    const [toCustomer] = await notices(agreed.customer, agreed.request, 'visit_reminder');
    const [toProvider] = await notices(agreed.provider, agreed.request, 'visit_reminder');
    expect(await notices(agreed.customer, agreed.request, 'visit_reminder')).toHaveLength(1);
    expect(await notices(agreed.provider, agreed.request, 'visit_reminder')).toHaveLength(1);
    expect(toCustomer?.params).toMatchObject({ name: 'Suresh', slot: 'morning' });
    expect(toProvider?.params).toMatchObject({ name: 'Meera', slot: 'morning' });
    expect((await visitOf(agreed.customer, agreed.request)).visit_reminded_at).not.toBeNull();

    expect(await notices(proposed.customer, proposed.request, 'visit_reminder')).toHaveLength(0);
    expect(await notices(proposed.provider, proposed.request, 'visit_reminder')).toHaveLength(0);
  });

  it('sends nothing for a visit whose time has passed', async () => {
    const late = await pair();
    expect((await propose(late.customer, late.request, day(3), 'morning')).error).toBeNull();
    expect((await confirm(late.provider, late.request)).error).toBeNull();
    await sql(`update public.messages set visit_at = now() - interval '5 minutes' where message_id = $1`, [
      late.request,
    ]);
    expect((await backend.service().rpc('visit_reminders_send')).data).toBe(0);
    expect(await notices(late.customer, late.request, 'visit_reminder')).toHaveLength(0);
  });

  it('is sent by the local scheduler with no app open, as pg_cron sends it when hosted', async () => {
    const pg = backend.emulator?.pg;
    if (!pg) throw new Error('needs the embedded backend');
    const soon = await pair();
    expect((await propose(soon.provider, soon.request, day(3), 'afternoon')).error).toBeNull();
    expect((await confirm(soon.customer, soon.request)).error).toBeNull();
    await sql(`update public.messages set visit_at = now() + interval '59 minutes' where message_id = $1`, [
      soon.request,
    ]);
    const errors: unknown[] = [];
    const stop = startVisitReminders(pg, { everyMs: 100, onError: (error) => errors.push(error) });
    try {
      await expect
        .poll(async () => (await notices(soon.provider, soon.request, 'visit_reminder')).length, { timeout: 10_000 })
        .toBe(1);
    } finally {
      stop();
    }
    expect(await notices(soon.customer, soon.request, 'visit_reminder')).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
