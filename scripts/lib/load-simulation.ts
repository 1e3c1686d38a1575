import { createClient, REALTIME_SUBSCRIBE_STATES, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ANON_KEY } from 'local-supabase';
import type { Database } from '../../src/lib/database.types.js';

/**
 * Simulated people against a running backend. Half are customers (sign in, nearby search, open a
 * provider, send a request, list their connections, chat), half providers (sign in, list requests,
 * accept, chat). Everyone keeps a realtime subscription to the chat messages they may see, as the
 * app does, so a chat's arrival at the other party is measured, not only its sending. First
 * everyone signs in, arriving over the arrival window (bcrypt makes sign-in the one CPU-heavy
 * call; its figures are those of this wave); then the clock starts and each person repeats their
 * journey, waiting 0.5–1.5 s between actions as people would.
 */
export const PASSWORD = 'Bench1234';
/** What `bench:load --url` prints on stderr when the clock starts. */
export const STARTED_SIGNAL = 'journeys started';
const CENTER = { lat: 9.9312, lon: 76.2673 };
/** How long a chat may take to arrive before it counts as lost. */
const ARRIVAL_TIMEOUT_MS = 10_000;

export const OPERATIONS = [
  'sign_in',
  'nearby_search',
  'open_provider',
  'send_request',
  'list_connections',
  'list_requests',
  'accept',
  'chat_send',
  'chat_arrival',
] as const;

export type Operation = (typeof OPERATIONS)[number];

export interface Stats {
  latencies: Map<Operation, number[]>;
  errors: Map<Operation, number>;
  firstErrors: string[];
}

export interface SimulationResult {
  people: number;
  /** The timed journeys. */
  seconds: number;
  /** The sign-in wave before them. */
  signInSeconds: number;
  stats: Stats;
}

interface Person {
  id: string;
  email: string;
  token: string;
  job: 'Electrician' | 'Plumber' | null;
}

class HttpError extends Error {}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function call(url: string, init: RequestInit & { token?: string }): Promise<unknown> {
  const headers: Record<string, string> = {
    apikey: ANON_KEY,
    authorization: `Bearer ${init.token ?? ANON_KEY}`,
    'content-type': 'application/json',
    ...(init.headers as Record<string, string> | undefined),
  };
  const response = await fetch(url, { ...init, headers });
  const text = await response.text();
  if (!response.ok) throw new HttpError(`${String(response.status)} ${text.slice(0, 160)}`);
  return text === '' ? null : (JSON.parse(text) as unknown);
}

async function signUp(url: string, email: string, data: Record<string, unknown>): Promise<Person> {
  const body = (await call(`${url}/auth/v1/signup`, {
    method: 'POST',
    body: JSON.stringify({ email, password: PASSWORD, data }),
  })) as { access_token?: string; user?: { id: string } };
  if (!body.access_token || !body.user) {
    throw new Error(`sign-up of ${email} returned no session (is e-mail confirmation on in the bench config?)`);
  }
  const job = typeof data.job === 'string' ? (data.job as Person['job']) : null;
  return { id: body.user.id, email, token: body.access_token, job };
}

/** A fresh account: a customer, or a provider listed at `point`. */
export async function createAccount(
  url: string,
  email: string,
  provider: { job: 'Electrician' | 'Plumber'; lat: number; lon: number; name: string } | null,
): Promise<Person> {
  const person = await signUp(url, email, provider ? { job: provider.job } : {});
  if (provider) {
    await call(`${url}/rest/v1/service-providers`, {
      method: 'POST',
      token: person.token,
      headers: { prefer: 'return=minimal' },
      body: JSON.stringify({
        uuid: person.id,
        first_name: provider.name,
        email,
        job: provider.job,
        location: 'Kochi',
        latitude: provider.lat,
        longitude: provider.lon,
      }),
    });
  }
  return person;
}

function createPerson(url: string, run: string, i: number, count: number): Promise<Person> {
  const isProvider = i % 2 === 1;
  const email = `${isProvider ? 'pro' : 'cust'}-${run}-${String(i)}@bench.test`;
  const angle = (i / count) * 2 * Math.PI;
  return createAccount(
    url,
    email,
    isProvider
      ? {
          job: i % 4 === 1 ? 'Electrician' : 'Plumber',
          lat: CENTER.lat + 0.02 * Math.cos(angle),
          lon: CENTER.lon + 0.02 * Math.sin(angle),
          name: `Bench${String(i)}`,
        }
      : null,
  );
}

/** Creates the people (not measured, ten at a time): customers, and providers listed near the centre. */
async function createPeople(
  url: string,
  run: string,
  count: number,
): Promise<{ customers: Person[]; providers: Person[] }> {
  const people: Person[] = [];
  for (let first = 0; first < count; first += 10) {
    const batch = Array.from({ length: Math.min(10, count - first) }, (_, k) =>
      createPerson(url, run, first + k, count),
    );
    people.push(...(await Promise.all(batch)));
  }
  const customers = people.filter((person) => person.job === null);
  const providers = people.filter((person) => person.job !== null);
  if (customers.length === 0 || providers.length === 0) throw new Error('the simulation needs at least 2 people');
  return { customers, providers };
}

export type ChatClient = SupabaseClient<Database>;

/** A supabase-js client that sends `token` (realtime included). */
export function clientFor(url: string, token: string): ChatClient {
  return createClient<Database>(url, ANON_KEY, {
    accessToken: () => Promise.resolve(token),
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

/**
 * Subscribes to new chat messages (all that `client`'s person may see, or one conversation with
 * `filter`) and resolves once the server confirms that changes flow.
 */
export function listenForChats(
  client: ChatClient,
  onMessage: (row: { body?: unknown; message_id?: unknown }) => void,
  filter?: string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const channel = client
      .channel(`bench-${String(Math.random())}`)
      .on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'chat_messages', ...(filter ? { filter } : {}) },
        (change) => {
          onMessage(change.new);
        },
      )
      .on('system', {}, (message: { extension?: unknown; status?: unknown }) => {
        if (message.extension === 'postgres_changes' && message.status === 'ok') resolve();
      });
    channel.subscribe((status, error) => {
      if (status === REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR || status === REALTIME_SUBSCRIBE_STATES.TIMED_OUT) {
        reject(new Error(`realtime subscribe: ${status} ${error?.message ?? ''}`));
      }
    });
  });
}

/** Chats in flight: sent at `started` by `sender`, waiting for the other party's INSERT event. */
class ArrivalClock {
  private readonly inFlight = new Map<string, { started: number; sender: string; timer: NodeJS.Timeout }>();

  constructor(private readonly stats: Stats) {}

  sent(body: string, sender: string): void {
    const timer = setTimeout(() => {
      this.inFlight.delete(body);
      record(this.stats, 'chat_arrival', new Error(`not delivered within ${String(ARRIVAL_TIMEOUT_MS)} ms`));
    }, ARRIVAL_TIMEOUT_MS);
    this.inFlight.set(body, { started: performance.now(), sender, timer });
  }

  /** A failed send never arrives. */
  cancel(body: string): void {
    const entry = this.inFlight.get(body);
    if (entry) clearTimeout(entry.timer);
    this.inFlight.delete(body);
  }

  arrived(body: unknown, receiver: string): void {
    if (typeof body !== 'string') return;
    const entry = this.inFlight.get(body);
    if (!entry || entry.sender === receiver) return;
    clearTimeout(entry.timer);
    this.inFlight.delete(body);
    this.stats.latencies.get('chat_arrival')?.push(performance.now() - entry.started);
  }

  /** Resolves when every chat in flight has arrived or timed out. */
  async settle(): Promise<void> {
    while (this.inFlight.size > 0) await sleep(50);
  }
}

function record(stats: Stats, operation: Operation, error: unknown): void {
  stats.errors.set(operation, (stats.errors.get(operation) ?? 0) + 1);
  if (stats.firstErrors.length < 5) {
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    stats.firstErrors.push(`${operation}: ${error instanceof Error ? error.message : String(error)}${cause}`);
  }
}

async function measure<T>(stats: Stats, operation: Operation, work: () => Promise<T>): Promise<T | null> {
  const started = performance.now();
  try {
    const result = await work();
    stats.latencies.get(operation)?.push(performance.now() - started);
    return result;
  } catch (error) {
    record(stats, operation, error);
    return null;
  }
}

const think = () => sleep(500 + Math.random() * 1000);

/** Arrives at a random moment of the arrival window, signs in and subscribes to its chats. */
async function arrive(
  url: string,
  stats: Stats,
  person: Person,
  arrivalMs: number,
  clock: ArrivalClock,
  clients: ChatClient[],
): Promise<void> {
  await sleep(Math.random() * arrivalMs);
  const session = (await measure(stats, 'sign_in', () =>
    call(`${url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      body: JSON.stringify({ email: person.email, password: PASSWORD }),
    }),
  )) as { access_token?: string } | null;
  if (session?.access_token) person.token = session.access_token;
  const client = clientFor(url, person.token);
  clients.push(client);
  await listenForChats(client, (row) => {
    clock.arrived(row.body, person.id);
  });
}

interface Journey {
  url: string;
  stats: Stats;
  me: Person;
  until: number;
  clock: ArrivalClock;
  stopped: () => boolean;
}

/** Set `requested` to end every journey at its next step, before the time is up. */
export interface StopRequest {
  requested: boolean;
}

async function customerJourney({ url, stats, me, until, clock, stopped }: Journey, bench: Set<string>) {
  const requested = new Set<string>();
  let step = 0;
  while (performance.now() < until && !stopped()) {
    await think();
    if (performance.now() >= until || stopped()) break;
    step += 1;
    const job = step % 2 === 0 ? 'Electrician' : 'Plumber';
    const found = (await measure(stats, 'nearby_search', () =>
      call(`${url}/rest/v1/rpc/nearby_providers`, {
        method: 'POST',
        token: me.token,
        body: JSON.stringify({ lat: CENTER.lat, lon: CENTER.lon, radius_km: 10, job }),
      }),
    )) as { uuid: string }[] | null;
    const candidates = (found ?? []).filter((row) => bench.has(row.uuid) && !requested.has(row.uuid));
    const chosen = candidates[Math.floor(Math.random() * candidates.length)];
    if (chosen) {
      await think();
      await measure(stats, 'open_provider', () =>
        call(`${url}/rest/v1/service-providers?select=*&uuid=eq.${chosen.uuid}`, { token: me.token }),
      );
      await think();
      requested.add(chosen.uuid);
      await measure(stats, 'send_request', () =>
        call(`${url}/rest/v1/messages`, {
          method: 'POST',
          token: me.token,
          headers: { prefer: 'return=minimal' },
          body: JSON.stringify({ from: me.id, to: chosen.uuid, username: me.email }),
        }),
      );
    }
    await think();
    const connections = (await measure(stats, 'list_connections', () =>
      call(`${url}/rest/v1/messages?select=message_id&from=eq.${me.id}&is_chat=eq.true`, { token: me.token }),
    )) as { message_id: number }[] | null;
    const conversation = connections?.[Math.floor(Math.random() * connections.length)];
    if (conversation) {
      await think();
      await sendChat(url, stats, clock, me, conversation.message_id, step);
    }
  }
}

async function providerJourney({ url, stats, me, until, clock, stopped }: Journey) {
  const accepted: number[] = [];
  let step = 0;
  while (performance.now() < until && !stopped()) {
    await think();
    if (performance.now() >= until || stopped()) break;
    step += 1;
    const pending = (await measure(stats, 'list_requests', () =>
      call(`${url}/rest/v1/messages?select=message_id,from&to=eq.${me.id}&is_chat=eq.false&order=created_at.desc`, {
        token: me.token,
      }),
    )) as { message_id: number }[] | null;
    const request = pending?.[0];
    if (request) {
      await think();
      const done = await measure(stats, 'accept', () =>
        call(`${url}/rest/v1/messages?message_id=eq.${String(request.message_id)}`, {
          method: 'PATCH',
          token: me.token,
          headers: { prefer: 'return=minimal' },
          body: JSON.stringify({ is_chat: true }),
        }),
      );
      if (done !== null) accepted.push(request.message_id);
    }
    const conversation = accepted[Math.floor(Math.random() * accepted.length)];
    if (conversation !== undefined) {
      await think();
      await sendChat(url, stats, clock, me, conversation, step);
    }
  }
}

async function sendChat(
  url: string,
  stats: Stats,
  clock: ArrivalClock,
  me: Person,
  conversation: number,
  step: number,
): Promise<void> {
  const body = `message ${String(step)} from ${me.email} at ${String(performance.now())}`;
  clock.sent(body, me.id);
  const sent = await measure(stats, 'chat_send', async () => {
    await call(`${url}/rest/v1/chat_messages`, {
      method: 'POST',
      token: me.token,
      headers: { prefer: 'return=minimal' },
      body: JSON.stringify({ message_id: conversation, body }),
    });
    return true;
  });
  // An insert answered with an error never arrives (`call` answers null for an empty body).
  if (sent === null) clock.cancel(body);
}

export interface SimulationOptions {
  url: string;
  people: number;
  seconds: number;
  /** The sign-in wave spreads over this long. */
  arrivalMs: number;
  /** Called when everyone has signed in and subscribed, as the clock starts. */
  onStarted?: () => void;
  /** Ends the journeys early when its `requested` turns true. */
  stop?: StopRequest;
}

export async function simulate(options: SimulationOptions): Promise<SimulationResult> {
  const { url, people, seconds } = options;
  const run = `${String(people)}-${String(Date.now())}`;
  const { customers, providers } = await createPeople(url, run, people);
  const bench = new Set(providers.map((p) => p.id));
  const stats: Stats = {
    latencies: new Map(OPERATIONS.map((op) => [op, []])),
    errors: new Map(),
    firstErrors: [],
  };
  const clock = new ArrivalClock(stats);
  const clients: ChatClient[] = [];
  try {
    const arrived = performance.now();
    await Promise.all(
      [...customers, ...providers].map((person) => arrive(url, stats, person, options.arrivalMs, clock, clients)),
    );
    const started = performance.now();
    options.onStarted?.();
    const until = started + seconds * 1000;
    const stopped = () => options.stop?.requested === true;
    await Promise.all([
      ...customers.map((me) => customerJourney({ url, stats, me, until, clock, stopped }, bench)),
      ...providers.map((me) => providerJourney({ url, stats, me, until, clock, stopped })),
    ]);
    const ended = performance.now();
    await clock.settle();
    return { people, seconds: (ended - started) / 1000, signInSeconds: (started - arrived) / 1000, stats };
  } finally {
    await Promise.all(clients.map((client) => client.removeAllChannels()));
  }
}
