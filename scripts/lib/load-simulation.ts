import { createClient, REALTIME_SUBSCRIBE_STATES, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { ANON_KEY } from 'local-supabase';
import type { Database } from '../../src/lib/database.types.js';
import { CARD_COLUMNS } from '../../src/features/providers/lib/card-columns.js';
import { HelpNowRace, PushWatch } from './load-push.js';
import type { PushReceiver, ReceiverSubscription } from './push-receiver.js';

/**
 * Simulated people against a running backend. Half are customers (sign in, nearby search, open a
 * provider, send a request, list their connections, chat), half providers (sign in, list requests,
 * accept, chat). Everyone keeps a realtime subscription to the chat messages they may see, as the
 * app does, so a chat's arrival at the other party is measured, not only its sending. First
 * everyone signs in, arriving over the arrival window (bcrypt makes sign-in the one CPU-heavy
 * call; its figures are those of this wave); then the clock starts and each person repeats their
 * journey, waiting 0.5–1.5 s between actions as people would.
 * With a push receiver, every provider's phone is subscribed to it: each request is timed to its
 * push on the provider's phone, and every fourth step (each customer from their own first one)
 * a customer asks for help now; each asked provider accepts 0.5–1.5 s after its push arrives, so
 * the fan-out (the last asked phone's push) and the first accept are timed, and a second winner is
 * an error.
 */
export const PASSWORD = 'Bench1234';
/** What `bench:load --url` prints on stderr when the clock starts. */
export const STARTED_SIGNAL = 'journeys started';
const CENTER = { lat: 9.9312, lon: 76.2673 };
/** The app's first page of nearby providers (NEARBY_PAGE_SIZE in providers-api.ts). */
const NEARBY_PAGE = 50;
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
  'request_push',
  'help_now',
  'help_now_fanout',
  'help_now_accept',
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
  if (!response.ok) throw new HttpError(`${String(response.status)} ${text.slice(0, 400)}`);
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

/** How long a realtime join may take before the bench gives up on it. */
const SUBSCRIBE_TIMEOUT_MS = 60_000;

/**
 * Subscribes to `person`'s chat feed as the app does (the private `chats:<uuid>` topic the
 * database broadcasts every chat message change to) and hands on each new message, or only those
 * of one conversation. Resolves once the join is confirmed. The person's token is handed to
 * realtime first: with the `accessToken` option supabase-js fetches it asynchronously, and a
 * private channel joined before it arrives is refused.
 */
export async function listenForChats(
  client: ChatClient,
  personId: string,
  onMessage: (row: { body?: unknown; message_id?: unknown }) => void,
  conversation?: number,
): Promise<void> {
  await client.realtime.setAuth();
  await new Promise<void>((resolve, reject) => {
    // A join that never answers would hold every journey (and bench:chat) for ever.
    const timer = setTimeout(() => {
      reject(new Error(`realtime subscribe: no answer within ${String(SUBSCRIBE_TIMEOUT_MS / 1000)} s`));
    }, SUBSCRIBE_TIMEOUT_MS);
    const channel = client
      .channel(`chats:${personId}`, { config: { private: true } })
      .on('broadcast', { event: 'INSERT' }, (message: { payload?: { record?: unknown } }) => {
        const row = message.payload?.record;
        if (typeof row !== 'object' || row === null) return;
        const { body, message_id } = row as { body?: unknown; message_id?: unknown };
        if (conversation === undefined || message_id === conversation) onMessage({ body, message_id });
      });
    channel.subscribe((status, error) => {
      if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) {
        clearTimeout(timer);
        resolve();
      } else {
        clearTimeout(timer);
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
  await listenForChats(client, person.id, (row) => {
    clock.arrived(row.body, person.id);
  });
}

/** Pushes to the providers' phones, when the simulation has a push receiver. */
interface Pushes {
  watch: PushWatch;
  providerOn(device: ReceiverSubscription): Person | undefined;
  isSimulated(provider: string): boolean;
  /** Accepts under way, awaited before the backend may stop. */
  accepts: Set<Promise<void>>;
}

interface Journey {
  url: string;
  stats: Stats;
  me: Person;
  until: number;
  clock: ArrivalClock;
  stopped: () => boolean;
  pushes: Pushes | null;
}

/** Set `requested` to end every journey at its next step, before the time is up. */
export interface StopRequest {
  requested: boolean;
}

async function customerJourney(journey: Journey, bench: Set<string>) {
  const { url, stats, me, until, clock, stopped, pushes } = journey;
  const requested = new Set<string>();
  let helpNow: HelpNowRace | null = null;
  // Each customer starts at a different point of their round of steps, as people would: started
  // together, all 100 would ask for help now in the same second (500 notifications at once).
  let step = Math.floor(Math.random() * 4);
  while (performance.now() < until && !stopped()) {
    await think();
    if (performance.now() >= until || stopped()) break;
    step += 1;
    const job = step % 2 === 0 ? 'Electrician' : 'Plumber';
    if (pushes && step % 4 === 2 && (helpNow === null || helpNow.won)) {
      helpNow = await askForHelpNow(journey, pushes, job, requested);
      continue;
    }
    const found = (await measure(stats, 'nearby_search', () =>
      call(
        `${url}/rest/v1/rpc/nearby_providers?lat=${String(CENTER.lat)}&lon=${String(CENTER.lon)}&radius_km=10` +
          `&job=${job}&select=${CARD_COLUMNS}&limit=${String(NEARBY_PAGE)}`,
        { token: me.token },
      ),
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
      const started = performance.now();
      const rows = (await measure(stats, 'send_request', () =>
        call(`${url}/rest/v1/messages?select=message_id`, {
          method: 'POST',
          token: me.token,
          headers: { prefer: 'return=representation' },
          body: JSON.stringify({ from: me.id, to: chosen.uuid, username: me.email }),
        }),
      )) as { message_id: number }[] | null;
      const sent = rows?.[0];
      if (pushes && sent) pushes.watch.expect(sent.message_id, started);
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

/**
 * "Need help now" near the centre: the copies' pushes are awaited, and each asked provider
 * accepts once its push has arrived (only one may win). Each copy is a request to its provider,
 * so the asked providers join `requested` (a second request to one would be refused).
 */
async function askForHelpNow(
  { url, stats, me }: Journey,
  pushes: Pushes,
  job: 'Electrician' | 'Plumber',
  requested: Set<string>,
): Promise<HelpNowRace | null> {
  const started = performance.now();
  const copies = (await measure(stats, 'help_now', () =>
    call(`${url}/rest/v1/rpc/request_help_now`, {
      method: 'POST',
      token: me.token,
      body: JSON.stringify({
        job,
        description: 'The power is out in the kitchen',
        lat: CENTER.lat + (Math.random() - 0.5) * 0.02,
        lon: CENTER.lon + (Math.random() - 0.5) * 0.02,
      }),
    }),
  )) as { message_id: number; to: string }[] | null;
  if (copies === null) return null;
  for (const copy of copies) requested.add(copy.to);
  if (copies.length === 0) {
    record(stats, 'help_now_fanout', new Error('help now asked nobody: no provider was available near the centre'));
    return null;
  }
  // Copies to the seeded demo providers nearby have no phone here: only the simulated ones are
  // watched. With none of them asked, nobody here accepts, and this customer asks no more.
  const watched = copies.filter((copy) => pushes.isSimulated(copy.to));
  const race = new HelpNowRace(started, watched.length);
  for (const copy of watched) {
    pushes.watch.expect(copy.message_id, started, {
      then: (arrivedAt, device) => {
        if (race.pushed()) stats.latencies.get('help_now_fanout')?.push(arrivedAt - started);
        const provider = pushes.providerOn(device);
        if (!provider) return;
        const accepting = acceptHelpNow(url, stats, provider, copy.message_id, race);
        pushes.accepts.add(accepting);
        void accepting.finally(() => pushes.accepts.delete(accepting));
      },
      // A copy another provider has won is taken; its push is no longer sent.
      mayNotCome: () => race.won,
    });
  }
  return race;
}

/**
 * A provider reads the help-now push and accepts after a person's reaction time. A copy another
 * provider has won is answered "taken" (its 400 is the app's "Taken by another provider", not a
 * failure). The first accept is timed from the call to the winner's answer, less that reaction.
 */
async function acceptHelpNow(url: string, stats: Stats, provider: Person, messageId: number, race: HelpNowRace) {
  const reaction = 500 + Math.random() * 1000;
  await sleep(reaction);
  const started = performance.now();
  let status: string | undefined;
  try {
    const rows = (await call(`${url}/rest/v1/messages?message_id=eq.${String(messageId)}&select=status`, {
      method: 'PATCH',
      token: provider.token,
      headers: { prefer: 'return=representation' },
      body: JSON.stringify({ is_chat: true }),
    })) as { status: string }[];
    status = rows[0]?.status;
  } catch (error) {
    if (!(error instanceof HttpError && error.message.includes('is taken and can no longer be answered'))) {
      record(stats, 'accept', error);
      return;
    }
    status = 'taken';
  }
  stats.latencies.get('accept')?.push(performance.now() - started);
  if (status !== 'accepted') return;
  if (race.claim()) stats.latencies.get('help_now_accept')?.push(performance.now() - race.started - reaction);
  else record(stats, 'help_now_accept', new Error(`a second provider won help-now request ${String(messageId)}`));
}

async function providerJourney({ url, stats, me, until, clock, stopped }: Journey) {
  const accepted: number[] = [];
  let step = 0;
  while (performance.now() < until && !stopped()) {
    await think();
    if (performance.now() >= until || stopped()) break;
    step += 1;
    const pending = (await measure(stats, 'list_requests', () =>
      call(
        `${url}/rest/v1/messages?select=message_id,from&to=eq.${me.id}&status=eq.pending&help_now_id=is.null` +
          '&order=created_at.desc',
        {
          token: me.token,
        },
      ),
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
  /** Subscribes every provider's phone to this push service and times requests to their pushes. */
  push?: PushReceiver;
}

/** Subscribes each provider's phone to `receiver` (not measured) and watches for their pushes. */
async function subscribePhones(
  url: string,
  stats: Stats,
  receiver: PushReceiver,
  providers: Person[],
): Promise<Pushes> {
  const byEndpoint = new Map<string, Person>();
  for (const provider of providers) {
    const device = receiver.subscribe();
    await call(`${url}/rest/v1/push_subscriptions`, {
      method: 'POST',
      token: provider.token,
      headers: { prefer: 'return=minimal' },
      body: JSON.stringify({ endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth }),
    });
    byEndpoint.set(device.endpoint, provider);
  }
  const watch = new PushWatch(receiver, {
    ok: (operation, milliseconds) => stats.latencies.get(operation)?.push(milliseconds),
    fail: (operation, error) => {
      record(stats, operation, error);
    },
  });
  return {
    watch,
    providerOn: (device) => byEndpoint.get(device.endpoint),
    isSimulated: (provider) => providers.some((person) => person.id === provider),
    accepts: new Set(),
  };
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
  const pushes = options.push ? await subscribePhones(url, stats, options.push, providers) : null;
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
      ...customers.map((me) => customerJourney({ url, stats, me, until, clock, stopped, pushes }, bench)),
      ...providers.map((me) => providerJourney({ url, stats, me, until, clock, stopped, pushes })),
    ]);
    const ended = performance.now();
    await clock.settle();
    await pushes?.watch.settle();
    if (pushes) await Promise.all([...pushes.accepts]);
    return { people, seconds: (ended - started) / 1000, signInSeconds: (started - arrived) / 1000, stats };
  } finally {
    await Promise.all(clients.map((client) => client.removeAllChannels()));
  }
}
