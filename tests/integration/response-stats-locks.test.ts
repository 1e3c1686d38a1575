/**
 * Accepts never deadlock on the providers' response statistics. bench:load at 200 people hit
 * `40P01 deadlock detected` on accepts: a help-now accept stores its sibling copies as taken, and
 * each sibling's status change used to refresh that sibling provider's statistics row, so two
 * help-now accepts with the same two providers in opposite roles locked the two rows in opposite
 * orders. Only PostgreSQL runs transactions side by side; PGlite runs one at a time.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Transaction } from 'local-supabase';
import { startTestBackend, type TestBackend } from './support/backend.js';
import { newCustomer, newProvider, type Person } from './chat-people.js';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend.close();
});

function database() {
  const pg = backend.emulator?.pg;
  if (!pg) throw new Error('needs the embedded backend');
  return pg;
}

async function helpNowCopies(customer: Person, providers: Person[]): Promise<Map<string, number>> {
  const pg = database();
  const group = await pg.query<{ id: number }>(
    `insert into public.help_now (customer, job, latitude, longitude) values ($1, 'Electrician', 21, 78) returning id`,
    [customer.id],
  );
  const copies = new Map<string, number>();
  for (const provider of providers) {
    const { rows } = await pg.query<{ message_id: number }>(
      `insert into public.messages ("from", "to", help_now_id) values ($1, $2, $3) returning message_id`,
      [customer.id, provider.id, group.rows[0]?.id],
    );
    copies.set(provider.id, Number(rows[0]?.message_id));
  }
  return copies;
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = (): void => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Waits until `count` other sessions wait for a lock. */
async function lockWaiters(count: number): Promise<void> {
  for (;;) {
    const { rows } = await database().query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where wait_event_type = 'Lock' and datname = current_database() and pid <> pg_backend_pid()`,
    );
    if ((rows[0]?.n ?? 0) >= count) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Sends the accept now (a query builder sends nothing until it is awaited). */
async function accept(provider: Person, messageId: number) {
  return await provider.client
    .from('messages')
    .update({ status: 'accepted' })
    .eq('message_id', messageId)
    .select('status');
}

it('two help-now accepts with the same providers in opposite roles both succeed', async (context) => {
  if (database().engine !== 'postgres') context.skip();
  const customerA = await newCustomer(backend, 'Lakshmi', 'Menon');
  const customerB = await newCustomer(backend, 'Ravi', 'Varma');
  const x = await newProvider(backend, 'Electrician', 'Xavier', 'Joseph');
  const y = await newProvider(backend, 'Electrician', 'Yusuf', 'Ali');
  const first = await helpNowCopies(customerA, [x, y]);
  const second = await helpNowCopies(customerB, [x, y]);
  await database().query(
    `insert into public.provider_response_stats (provider_id) values ($1), ($2) on conflict do nothing`,
    [x.id, y.id],
  );

  // Both statistics rows are held while the two accepts start, so each accept is inside its
  // statement, holding its copy and its help-now request, when the rows are let go together.
  const held = deferred();
  const released = deferred();
  const holder = database().transaction(async (tx: Transaction) => {
    await tx.query(`select 1 from public.provider_response_stats where provider_id in ($1, $2) for update`, [
      x.id,
      y.id,
    ]);
    held.resolve();
    await released.promise;
  });
  await held.promise;
  const byX = accept(x, Number(first.get(x.id)));
  await lockWaiters(1);
  const byY = accept(y, Number(second.get(y.id)));
  await lockWaiters(2);
  released.resolve();
  await holder;

  const [resultX, resultY] = await Promise.all([byX, byY]);
  expect([resultX.error, resultY.error]).toEqual([null, null]);
  expect([resultX.data, resultY.data]).toEqual([[{ status: 'accepted' }], [{ status: 'accepted' }]]);

  const { rows } = await database().query<{ message_id: number; status: string }>(
    `select message_id, status from public.messages where message_id = any($1) order by message_id`,
    [[...first.values(), ...second.values()]],
  );
  expect(new Map(rows.map((row) => [row.message_id, row.status]))).toEqual(
    new Map([
      [first.get(x.id), 'accepted'],
      [first.get(y.id), 'taken'],
      [second.get(x.id), 'taken'],
      [second.get(y.id), 'accepted'],
    ]),
  );
  // Each provider's own accept still refreshes its statistics.
  const stats = await database().query<{ provider_id: string; newest_answer_at: string | null }>(
    `select provider_id, newest_answer_at from public.provider_response_stats where provider_id in ($1, $2)`,
    [x.id, y.id],
  );
  expect(stats.rows.map((row) => row.newest_answer_at !== null)).toEqual([true, true]);
});
