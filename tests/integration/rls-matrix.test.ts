/**
 * Row level security as an allow/deny matrix (DESIGN.md §3): every actor × every public table ×
 * select/insert/update/delete, through supabase-js, against the fixtures built in beforeAll:
 *
 *   A (customer@mistri.test) ──request, accepted──▶ P (electrician@mistri.test)   chat: one message each
 *   B (new customer)         ──request, pending───▶ Q (plumber@mistri.test)
 *   R (new provider) has no requests; it is the target of new requests.
 *
 * Each write is counted with `Prefer: count=exact` (no RETURNING, so select rights don't interfere)
 * and undone with the service key afterwards, so every cell starts from the same state.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestBackend, uniqueEmail, type Client, type TestBackend } from './support/backend.js';

type Actor = 'anon' | 'A' | 'B' | 'P' | 'Q';
const ACTORS: Actor[] = ['anon', 'A', 'B', 'P', 'Q'];

/** What an actor must get: the visible fixture rows, every row, a refusal, or N rows changed. */
type Expected = { see: string[] } | { seeAll: true } | { denied: 401 | 403 } | { changes: number };

interface Result {
  status: number;
  code: string | null;
  keys: string[];
  count: number | null;
}

interface Cell {
  table: string;
  action: string;
  run: (client: Client, actor: Actor) => PromiseLike<Result>;
  reset?: () => Promise<void>;
  expected: Record<Actor, Expected>;
}

let backend: TestBackend;
let service: Client;
const clients = {} as Record<Actor, Client>;
const ids = {} as Record<Exclude<Actor, 'anon'> | 'R', string>;
const fixture = { requestAP: 0, requestBQ: 0, chatFromA: 0, chatFromP: 0, providerCount: 0, nameOfA: '', nameOfP: '' };

const see = (...keys: string[]): Expected => ({ see: keys });
const changes = (n: number): Expected => ({ changes: n });
/** The grants refuse: 401 for anon (PostgREST's anon role), 403 for a signed-in user. */
const deniedToAll: Record<Actor, Expected> = {
  anon: { denied: 401 },
  A: { denied: 403 },
  B: { denied: 403 },
  P: { denied: 403 },
  Q: { denied: 403 },
};
const only = (actor: Actor, n = 1): Record<Actor, Expected> => ({
  anon: { denied: 401 },
  A: changes(actor === 'A' ? n : 0),
  B: changes(actor === 'B' ? n : 0),
  P: changes(actor === 'P' ? n : 0),
  Q: changes(actor === 'Q' ? n : 0),
});

function keyOf(table: string, row: Record<string, unknown>): string {
  const byId: Record<string, string> = {
    [ids.A]: 'A',
    [ids.B]: 'B',
    [String(fixture.requestAP)]: 'AP',
    [String(fixture.requestBQ)]: 'BQ',
  };
  const id = String(row.uuid ?? row.message_id ?? row.id);
  if (table === 'chat_messages') {
    return id === String(fixture.chatFromA) ? 'AP:A' : id === String(fixture.chatFromP) ? 'AP:P' : `other:${id}`;
  }
  return byId[id] ?? `other:${id}`;
}

function outcome(
  table: string,
  response: { status: number; error: { code: string } | null; data: unknown; count: number | null },
): Result {
  const rows = Array.isArray(response.data) ? (response.data as Record<string, unknown>[]) : [];
  return {
    status: response.status,
    code: response.error?.code ?? null,
    keys: rows.map((row) => keyOf(table, row)).sort(),
    count: response.count,
  };
}

const me = (actor: Actor): string => (actor === 'anon' ? '00000000-0000-4000-8000-000000000000' : ids[actor]);

async function must<T extends { error: { message: string } | null }>(label: string, query: PromiseLike<T>): Promise<T> {
  const result = await query;
  if (result.error) throw new Error(`${label}: ${result.error.message}`);
  return result;
}

/** Puts a fixture back with the service key; a failing undo fails the test. */
async function undo(query: PromiseLike<{ error: { message: string } | null }>): Promise<void> {
  await must('undo', query);
}

const cells: Cell[] = [
  // users: a customer reads/writes only their own row; a provider reads customers who contacted them.
  {
    table: 'users',
    action: 'select',
    run: async (c) => outcome('users', await c.from('users').select('uuid')),
    // Q has only a pending request from B: a customer's row is readable once the request is accepted.
    expected: { anon: { denied: 401 }, A: see('A'), B: see('B'), P: see('A'), Q: see() },
  },
  {
    table: 'users',
    action: 'insert a row for someone else',
    run: async (c) => outcome('users', await c.from('users').insert({ uuid: ids.R }, { count: 'exact' })),
    reset: () => undo(service.from('users').delete().eq('uuid', ids.R)),
    expected: deniedToAll,
  },
  {
    table: 'users',
    action: "update A's row",
    run: async (c) =>
      outcome('users', await c.from('users').update({ name: 'Matrix' }, { count: 'exact' }).eq('uuid', ids.A)),
    reset: () => undo(service.from('users').update({ name: fixture.nameOfA }).eq('uuid', ids.A)),
    expected: only('A'),
  },
  {
    table: 'users',
    action: "delete A's row",
    run: async (c) => outcome('users', await c.from('users').delete({ count: 'exact' }).eq('uuid', ids.A)),
    expected: deniedToAll,
  },
  // service-providers: a public directory; only the owner inserts/updates their row.
  {
    table: 'service-providers',
    action: 'select',
    run: async (c) => outcome('service-providers', await c.from('service-providers').select('uuid')),
    expected: {
      anon: { seeAll: true },
      A: { seeAll: true },
      B: { seeAll: true },
      P: { seeAll: true },
      Q: { seeAll: true },
    },
  },
  {
    table: 'service-providers',
    action: 'insert a row for someone else',
    run: async (c, actor) =>
      outcome(
        'service-providers',
        await c
          .from('service-providers')
          .insert({ uuid: actor === 'A' ? ids.B : ids.A, job: 'Plumber' }, { count: 'exact' }),
      ),
    reset: () => undo(service.from('service-providers').delete().in('uuid', [ids.A, ids.B])),
    expected: deniedToAll,
  },
  {
    table: 'service-providers',
    action: "update P's row",
    run: async (c) =>
      outcome(
        'service-providers',
        await c.from('service-providers').update({ first_name: 'Matrix' }, { count: 'exact' }).eq('uuid', ids.P),
      ),
    reset: () => undo(service.from('service-providers').update({ first_name: fixture.nameOfP }).eq('uuid', ids.P)),
    expected: only('P'),
  },
  {
    table: 'service-providers',
    action: "delete P's row",
    run: async (c) =>
      outcome('service-providers', await c.from('service-providers').delete({ count: 'exact' }).eq('uuid', ids.P)),
    expected: deniedToAll,
  },
  // messages: the two parties read; customers create pending requests as themselves; only the provider flips is_chat.
  {
    table: 'messages',
    action: 'select',
    run: async (c) => outcome('messages', await c.from('messages').select('message_id')),
    expected: { anon: { denied: 401 }, A: see('AP'), B: see('BQ'), P: see('AP'), Q: see('BQ') },
  },
  {
    table: 'messages',
    action: 'insert a request to R as oneself',
    run: async (c, actor) =>
      outcome('messages', await c.from('messages').insert({ from: me(actor), to: ids.R }, { count: 'exact' })),
    reset: () => undo(service.from('messages').delete().eq('to', ids.R)),
    expected: { anon: { denied: 401 }, A: changes(1), B: changes(1), P: { denied: 403 }, Q: { denied: 403 } },
  },
  {
    table: 'messages',
    action: 'insert a request to R in the other customer’s name',
    run: async (c, actor) =>
      outcome(
        'messages',
        await c.from('messages').insert({ from: actor === 'A' ? ids.B : ids.A, to: ids.R }, { count: 'exact' }),
      ),
    reset: () => undo(service.from('messages').delete().eq('to', ids.R)),
    expected: deniedToAll,
  },
  {
    table: 'messages',
    action: 'insert an already accepted request to R',
    run: async (c, actor) =>
      outcome(
        'messages',
        await c.from('messages').insert({ from: me(actor), to: ids.R, is_chat: true }, { count: 'exact' }),
      ),
    reset: () => undo(service.from('messages').delete().eq('to', ids.R)),
    expected: deniedToAll,
  },
  {
    table: 'messages',
    action: 'accept BQ (is_chat = true)',
    run: async (c) =>
      outcome(
        'messages',
        await c.from('messages').update({ is_chat: true }, { count: 'exact' }).eq('message_id', fixture.requestBQ),
      ),
    reset: () => undo(service.from('messages').update({ is_chat: false }).eq('message_id', fixture.requestBQ)),
    // B may cancel their own request but not accept it: refused outright rather than matching no row.
    expected: { ...only('Q'), B: { denied: 403 } },
  },
  {
    table: 'messages',
    action: 'change another column of AP',
    run: async (c) =>
      outcome(
        'messages',
        await c.from('messages').update({ username: 'Matrix' }, { count: 'exact' }).eq('message_id', fixture.requestAP),
      ),
    expected: deniedToAll,
  },
  {
    table: 'messages',
    action: 'delete AP',
    run: async (c) =>
      outcome('messages', await c.from('messages').delete({ count: 'exact' }).eq('message_id', fixture.requestAP)),
    expected: deniedToAll,
  },
  // chat_messages: only the parties of an accepted connection read and send, as themselves; the recipient marks read.
  {
    table: 'chat_messages',
    action: 'select',
    run: async (c) => outcome('chat_messages', await c.from('chat_messages').select('id')),
    expected: { anon: { denied: 401 }, A: see('AP:A', 'AP:P'), B: see(), P: see('AP:A', 'AP:P'), Q: see() },
  },
  {
    table: 'chat_messages',
    action: 'send in AP as oneself',
    run: async (c, actor) =>
      outcome(
        'chat_messages',
        await c
          .from('chat_messages')
          .insert({ message_id: fixture.requestAP, sender: me(actor), body: 'matrix' }, { count: 'exact' }),
      ),
    reset: () => undo(service.from('chat_messages').delete().eq('body', 'matrix')),
    expected: { anon: { denied: 401 }, A: changes(1), B: { denied: 403 }, P: changes(1), Q: { denied: 403 } },
  },
  {
    table: 'chat_messages',
    action: 'send in AP as the other party',
    run: async (c, actor) =>
      outcome(
        'chat_messages',
        await c
          .from('chat_messages')
          .insert(
            { message_id: fixture.requestAP, sender: actor === 'A' ? ids.P : ids.A, body: 'matrix' },
            { count: 'exact' },
          ),
      ),
    reset: () => undo(service.from('chat_messages').delete().eq('body', 'matrix')),
    expected: deniedToAll,
  },
  {
    table: 'chat_messages',
    action: 'send in BQ (pending) as oneself',
    run: async (c, actor) =>
      outcome(
        'chat_messages',
        await c
          .from('chat_messages')
          .insert({ message_id: fixture.requestBQ, sender: me(actor), body: 'matrix' }, { count: 'exact' }),
      ),
    reset: () => undo(service.from('chat_messages').delete().eq('body', 'matrix')),
    expected: deniedToAll,
  },
  {
    table: 'chat_messages',
    action: "mark P's message read",
    run: async (c) =>
      outcome(
        'chat_messages',
        await c
          .from('chat_messages')
          .update({ read_at: new Date().toISOString() }, { count: 'exact' })
          .eq('id', fixture.chatFromP),
      ),
    reset: () => undo(service.from('chat_messages').update({ read_at: null }).eq('id', fixture.chatFromP)),
    expected: only('A'),
  },
  {
    table: 'chat_messages',
    action: "edit A's message",
    run: async (c) =>
      outcome(
        'chat_messages',
        await c.from('chat_messages').update({ body: 'edited' }, { count: 'exact' }).eq('id', fixture.chatFromA),
      ),
    expected: deniedToAll,
  },
  {
    table: 'chat_messages',
    action: "delete A's message",
    run: async (c) =>
      outcome('chat_messages', await c.from('chat_messages').delete({ count: 'exact' }).eq('id', fixture.chatFromA)),
    expected: deniedToAll,
  },
  // contact_messages: anyone writes, nobody reads or changes through the API.
  {
    table: 'contact_messages',
    action: 'select',
    run: async (c) => outcome('contact_messages', await c.from('contact_messages').select('id')),
    expected: deniedToAll,
  },
  {
    table: 'contact_messages',
    action: 'insert',
    run: async (c) =>
      outcome(
        'contact_messages',
        await c
          .from('contact_messages')
          .insert({ name: 'Matrix', email: 'matrix@example.test', message: 'Hello' }, { count: 'exact' }),
      ),
    reset: () => undo(service.from('contact_messages').delete().eq('email', 'matrix@example.test')),
    expected: { anon: changes(1), A: changes(1), B: changes(1), P: changes(1), Q: changes(1) },
  },
  {
    table: 'contact_messages',
    action: 'update',
    run: async (c) =>
      outcome(
        'contact_messages',
        await c.from('contact_messages').update({ message: 'x' }, { count: 'exact' }).gt('id', 0),
      ),
    expected: deniedToAll,
  },
  {
    table: 'contact_messages',
    action: 'delete',
    run: async (c) =>
      outcome('contact_messages', await c.from('contact_messages').delete({ count: 'exact' }).gt('id', 0)),
    expected: deniedToAll,
  },
];

function describeExpected(expected: Expected): string {
  if ('see' in expected) return expected.see.length === 0 ? 'sees nothing' : `sees ${expected.see.join(', ')}`;
  if ('seeAll' in expected) return 'sees every row';
  if ('denied' in expected) return `is refused (${String(expected.denied)})`;
  return expected.changes === 0 ? 'changes nothing' : `changes ${String(expected.changes)} row`;
}

function check(result: Result, expected: Expected): void {
  if ('denied' in expected) {
    expect({ status: result.status, code: result.code }).toEqual({ status: expected.denied, code: '42501' });
  } else if ('see' in expected) {
    expect({ status: result.status, keys: result.keys }).toEqual({ status: 200, keys: [...expected.see].sort() });
  } else if ('seeAll' in expected) {
    expect({ status: result.status, rows: result.keys.length }).toEqual({ status: 200, rows: fixture.providerCount });
  } else {
    expect({ ok: result.status >= 200 && result.status < 300, code: result.code, count: result.count }).toEqual({
      ok: true,
      code: null,
      count: expected.changes,
    });
  }
}

beforeAll(async () => {
  backend = await startTestBackend();
  service = backend.service();
  clients.anon = backend.anon();
  clients.A = await backend.signIn(DEMO.customer);
  clients.P = await backend.signIn(DEMO.electrician);
  clients.Q = await backend.signIn(DEMO.plumber);
  for (const actor of ['A', 'P', 'Q'] as const) ids[actor] = (await clients[actor].auth.getUser()).data.user?.id ?? '';
  // The seed gives the demo accounts requests of their own; the matrix starts from its fixtures only.
  await must(
    'clear seeded requests',
    service.from('messages').delete().or(`from.eq.${ids.A},to.in.(${ids.P},${ids.Q})`),
  );
  const customerB = await backend.signUp(uniqueEmail('matrix-b'));
  clients.B = customerB.client;
  ids.B = customerB.id;
  await must('B users row', clients.B.from('users').insert({ uuid: ids.B, first_name: 'Bela' }));
  const providerR = await backend.signUp(uniqueEmail('matrix-r'), undefined, { job: 'Plumber' });
  ids.R = providerR.id;
  await must('R provider row', providerR.client.from('service-providers').insert({ uuid: ids.R, job: 'Plumber' }));

  // The seed gives A, P and Q connections of their own (reviews, a chat to review); the matrix
  // starts them from none.
  await must(
    'drop seeded connections',
    service.from('messages').delete().or(`from.eq.${ids.A},to.eq.${ids.P},to.eq.${ids.Q}`),
  );
  const ap = await must(
    'A→P request',
    clients.A.from('messages').insert({ from: ids.A, to: ids.P }).select('message_id').single(),
  );
  fixture.requestAP = ap.data?.message_id ?? 0;
  await must('P accepts', clients.P.from('messages').update({ is_chat: true }).eq('message_id', fixture.requestAP));
  const fromA = await must(
    'A chats',
    clients.A.from('chat_messages').insert({ message_id: fixture.requestAP, body: 'Hi' }).select('id').single(),
  );
  fixture.chatFromA = fromA.data?.id ?? 0;
  const fromP = await must(
    'P chats',
    clients.P.from('chat_messages').insert({ message_id: fixture.requestAP, body: 'Hello' }).select('id').single(),
  );
  fixture.chatFromP = fromP.data?.id ?? 0;
  const bq = await must(
    'B→Q request',
    clients.B.from('messages').insert({ from: ids.B, to: ids.Q }).select('message_id').single(),
  );
  fixture.requestBQ = bq.data?.message_id ?? 0;

  const providers = await service.from('service-providers').select('*', { count: 'exact', head: true });
  fixture.providerCount = providers.count ?? -1;
  fixture.nameOfA = (await service.from('users').select('name').eq('uuid', ids.A).single()).data?.name ?? '';
  fixture.nameOfP =
    (await service.from('service-providers').select('first_name').eq('uuid', ids.P).single()).data?.first_name ?? '';
});

afterAll(async () => {
  await backend.close();
});

const rows = cells.flatMap((cell) =>
  ACTORS.map((actor) => ({
    cell,
    actor,
    name: `${cell.table} · ${cell.action} · ${actor} ${describeExpected(cell.expected[actor])}`,
  })),
);

describe('RLS matrix', () => {
  it.each(rows)('$name', async ({ cell, actor }) => {
    try {
      check(await cell.run(clients[actor], actor), cell.expected[actor]);
    } finally {
      await cell.reset?.();
    }
  });
});

describe('RLS over time', () => {
  it('lets a provider read a customer’s row only after accepting that customer’s request', async () => {
    const customer = await backend.signUp(uniqueEmail('matrix-c'));
    await must('C users row', customer.client.from('users').insert({ uuid: customer.id, first_name: 'Chitra' }));
    const before = await clients.P.from('users').select('uuid').eq('uuid', customer.id);
    expect(before.data).toEqual([]);
    await must('C→P request', customer.client.from('messages').insert({ from: customer.id, to: ids.P }));
    const pending = await clients.P.from('users').select('uuid').eq('uuid', customer.id);
    expect(pending.data).toEqual([]);
    await must('P accepts', clients.P.from('messages').update({ is_chat: true }).eq('from', customer.id));
    const after = await clients.P.from('users').select('uuid, first_name').eq('uuid', customer.id);
    expect(after.data).toEqual([{ uuid: customer.id, first_name: 'Chitra' }]);
    const otherProvider = await clients.Q.from('users').select('uuid').eq('uuid', customer.id);
    expect(otherProvider.data).toEqual([]);
  });

  it('lets the parties chat only once the provider accepted', async () => {
    const send = () =>
      clients.B.from('chat_messages').insert(
        { message_id: fixture.requestBQ, body: 'matrix-later' },
        { count: 'exact' },
      );
    const early = await send();
    expect({ status: early.status, code: early.error?.code }).toEqual({ status: 403, code: '42501' });
    try {
      await must('Q accepts', clients.Q.from('messages').update({ is_chat: true }).eq('message_id', fixture.requestBQ));
      const later = await send();
      expect({ status: later.status, count: later.count }).toEqual({ status: 201, count: 1 });
      const seen = await clients.Q.from('chat_messages').select('body').eq('message_id', fixture.requestBQ);
      expect(seen.data).toEqual([{ body: 'matrix-later' }]);
      const outsider = await clients.A.from('chat_messages').select('id').eq('message_id', fixture.requestBQ);
      expect(outsider.data).toEqual([]);
    } finally {
      await service.from('chat_messages').delete().eq('body', 'matrix-later');
      await service.from('messages').update({ is_chat: false }).eq('message_id', fixture.requestBQ);
    }
  });
});
