import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase } from '../supabase/emulator/src/db/admin.js';
import { startCluster, type RunningCluster } from '../supabase/emulator/src/db/cluster.js';
import { parse, stringify } from 'smol-toml';
import { ANON_KEY } from '../supabase/emulator/src/config.js';
import { paths } from '../supabase/emulator/src/paths.js';
import { startBackendProcess, stopBackendProcess } from './lib/backend-process.js';

/**
 * `npm run bench:load`: simulated people on loopback against the local backend, PGlite and
 * PostgreSQL 15 side by side, at 10, 50 and 200 people. Half are customers (sign in, nearby
 * search, open a provider, send a request, list their connections, chat), half providers (sign in,
 * list requests, accept, chat). First everyone signs in, arriving over ten seconds (bcrypt makes
 * sign-in the one CPU-heavy call; its figures are those of this wave); then the clock starts and
 * each person repeats their journey, waiting 0.5–1.5 s between actions as people would.
 * The backend runs in its own process (the CLI); it stops by itself after the fixed time.
 */
const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '30' },
    people: { type: 'string', default: '10,50,200' },
    engines: { type: 'string', default: 'pglite,postgres' },
  },
});
const SECONDS = Number(args.seconds);
const LEVELS = args.people.split(',').map(Number);
const ENGINES = args.engines.split(',') as Engine[];
const PASSWORD = 'Bench1234';
const CENTER = { lat: 9.9312, lon: 76.2673 };
const OPERATIONS = [
  'sign_in',
  'nearby_search',
  'open_provider',
  'send_request',
  'list_connections',
  'list_requests',
  'accept',
  'chat_send',
] as const;

type Engine = 'pglite' | 'postgres';
type Operation = (typeof OPERATIONS)[number];

interface Stats {
  latencies: Map<Operation, number[]>;
  errors: Map<Operation, number>;
  firstErrors: string[];
}

interface Person {
  id: string;
  email: string;
  token: string;
  job: 'Electrician' | 'Plumber' | null;
}

class HttpError extends Error {}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function call(url: string, init: RequestInit & { token?: string }): Promise<unknown> {
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
  })) as { access_token: string; user: { id: string } };
  const job = typeof data.job === 'string' ? (data.job as Person['job']) : null;
  return { id: body.user.id, email, token: body.access_token, job };
}

async function createPerson(url: string, run: string, i: number, count: number): Promise<Person> {
  const provider = i % 2 === 1;
  const email = `${provider ? 'pro' : 'cust'}-${run}-${String(i)}@bench.test`;
  const job = i % 4 === 1 ? 'Electrician' : 'Plumber';
  const person = await signUp(url, email, provider ? { job } : {});
  if (provider) {
    const angle = (i / count) * 2 * Math.PI;
    await call(`${url}/rest/v1/service-providers`, {
      method: 'POST',
      token: person.token,
      headers: { prefer: 'return=minimal' },
      body: JSON.stringify({
        uuid: person.id,
        first_name: `Bench${String(i)}`,
        email,
        job,
        location: 'Kochi',
        latitude: CENTER.lat + 0.02 * Math.cos(angle),
        longitude: CENTER.lon + 0.02 * Math.sin(angle),
      }),
    });
  }
  return person;
}

/** Creates the level's people (not measured, ten at a time): customers, and providers listed near the centre. */
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
  if (customers.length === 0 || providers.length === 0) throw new Error('bench:load needs at least 2 people');
  return { customers, providers };
}

async function measure<T>(stats: Stats, operation: Operation, work: () => Promise<T>): Promise<T | null> {
  const started = performance.now();
  try {
    const result = await work();
    stats.latencies.get(operation)?.push(performance.now() - started);
    return result;
  } catch (error) {
    stats.errors.set(operation, (stats.errors.get(operation) ?? 0) + 1);
    if (stats.firstErrors.length < 5) {
      const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
      stats.firstErrors.push(`${operation}: ${error instanceof Error ? error.message : String(error)}${cause}`);
    }
    return null;
  }
}

const think = () => sleep(500 + Math.random() * 1000);

const ARRIVAL_MS = 10_000;

/** Arrives at a random moment of the arrival window, then signs in. */
async function signIn(url: string, stats: Stats, person: Person): Promise<void> {
  await sleep(Math.random() * ARRIVAL_MS);
  const session = (await measure(stats, 'sign_in', () =>
    call(`${url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      body: JSON.stringify({ email: person.email, password: PASSWORD }),
    }),
  )) as { access_token?: string } | null;
  if (session?.access_token) person.token = session.access_token;
}

async function customerJourney(url: string, stats: Stats, me: Person, until: number, bench: Set<string>) {
  const requested = new Set<string>();
  let step = 0;
  while (performance.now() < until) {
    await think();
    if (performance.now() >= until) break;
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
      await measure(stats, 'chat_send', () => sendChat(url, me, conversation.message_id, step));
    }
  }
}

async function providerJourney(url: string, stats: Stats, me: Person, until: number) {
  const accepted: number[] = [];
  let step = 0;
  while (performance.now() < until) {
    await think();
    if (performance.now() >= until) break;
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
      await measure(stats, 'chat_send', () => sendChat(url, me, conversation, step));
    }
  }
}

function sendChat(url: string, me: Person, conversation: number, step: number): Promise<unknown> {
  return call(`${url}/rest/v1/chat_messages`, {
    method: 'POST',
    token: me.token,
    headers: { prefer: 'return=minimal' },
    body: JSON.stringify({ message_id: conversation, body: `message ${String(step)} from ${me.email}` }),
  });
}

interface LevelResult {
  engine: Engine;
  people: number;
  /** The timed journeys. */
  seconds: number;
  /** The sign-in wave before them. */
  signInSeconds: number;
  stats: Stats;
  load: number[];
}

async function runLevel(url: string, engine: Engine, people: number): Promise<LevelResult> {
  const run = `${engine}-${String(people)}-${String(Date.now())}`;
  const { customers, providers } = await createPeople(url, run, people);
  const bench = new Set(providers.map((p) => p.id));
  const stats: Stats = {
    latencies: new Map(OPERATIONS.map((op) => [op, []])),
    errors: new Map(),
    firstErrors: [],
  };
  const arrived = performance.now();
  await Promise.all([...customers, ...providers].map((person) => signIn(url, stats, person)));
  const started = performance.now();
  const until = started + SECONDS * 1000;
  await Promise.all([
    ...customers.map((person) => customerJourney(url, stats, person, until, bench)),
    ...providers.map((person) => providerJourney(url, stats, person, until)),
  ]);
  return {
    engine,
    people,
    seconds: (performance.now() - started) / 1000,
    signInSeconds: (started - arrived) / 1000,
    stats,
    load: loadavg(),
  };
}

function report(results: LevelResult[]): string {
  const lines: string[] = [];
  const fmt = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1));
  for (const people of LEVELS) {
    lines.push('', `== ${String(people)} people, ${String(SECONDS)} s ==`);
    lines.push(`${''.padEnd(17)}${ENGINES.map((engine) => engine.padStart(12).padEnd(49)).join('')}`);
    const columns = ['n', 'rps', 'p50', 'p95', 'p99', 'err'].map((name, k) =>
      name.padStart(k === 0 ? 12 : k === 5 ? 5 : 8),
    );
    lines.push(['operation'.padEnd(17), ...ENGINES.map(() => columns.join(''))].join(''));
    const level = results.filter((r) => r.people === people);
    for (const op of OPERATIONS) {
      const cells = ENGINES.map((engine) => {
        const result = level.find((r) => r.engine === engine);
        if (!result) return '-'.padStart(49);
        const sorted = [...(result.stats.latencies.get(op) ?? [])].sort((a, b) => a - b);
        const rps = sorted.length / (op === 'sign_in' ? result.signInSeconds : result.seconds);
        return [
          String(sorted.length).padStart(12),
          rps.toFixed(1).padStart(8),
          fmt(percentile(sorted, 50)).padStart(8),
          fmt(percentile(sorted, 95)).padStart(8),
          fmt(percentile(sorted, 99)).padStart(8),
          String(result.stats.errors.get(op) ?? 0).padStart(5),
        ].join('');
      });
      lines.push([op.padEnd(17), ...cells].join(''));
    }
    for (const result of level) {
      const total = [...result.stats.latencies.entries()]
        .filter(([op]) => op !== 'sign_in')
        .reduce((sum, [, list]) => sum + list.length, 0);
      const errors = [...result.stats.errors.values()].reduce((sum, n) => sum + n, 0);
      lines.push(
        `${result.engine}: ${(total / result.seconds).toFixed(1)} requests/s after sign-in, ${String(errors)} errors, ` +
          `sign-in wave ${result.signInSeconds.toFixed(1)} s, ` +
          `load average after ${result.load.map((n) => n.toFixed(2)).join(' ')}`,
      );
      for (const message of result.stats.firstErrors) lines.push(`  ${message}`);
    }
    const pglite = level.find((r) => r.engine === 'pglite');
    const postgres = level.find((r) => r.engine === 'postgres');
    if (pglite && postgres) {
      const p95 = (result: LevelResult, op: Operation) =>
        percentile(
          [...(result.stats.latencies.get(op) ?? [])].sort((a, b) => a - b),
          95,
        );
      const ratio = (op: Operation) => (p95(pglite, op) / p95(postgres, op)).toFixed(2);
      lines.push(
        `p95 PGlite / PostgreSQL: nearby_search ${ratio('nearby_search')}, chat_send ${ratio('chat_send')}, ` +
          `send_request ${ratio('send_request')}, sign_in ${ratio('sign_in')}`,
      );
    }
  }
  return lines.join('\n');
}

/**
 * The project's config.toml with auth rate limits no level reaches: every simulated person comes from
 * 127.0.0.1, where real people would come from their own addresses.
 */
function benchConfig(dir: string): string {
  const config = parse(readFileSync(join(paths.supabase, 'config.toml'), 'utf8'));
  const auth = config.auth as Record<string, unknown>;
  const limits = auth.rate_limit as Record<string, unknown>;
  for (const key of Object.keys(limits)) limits[key] = 1_000_000;
  const file = join(dir, 'config.toml');
  writeFileSync(file, stringify(config));
  return file;
}

async function benchEngine(engine: Engine): Promise<LevelResult[]> {
  let cluster: RunningCluster | null = null;
  const sandbox = mkdtempSync(join(tmpdir(), 'mistri-bench-'));
  chmodSync(sandbox, 0o755);
  const results: LevelResult[] = [];
  try {
    const extra = ['--config', benchConfig(sandbox), '--memory'];
    if (engine === 'postgres') {
      cluster = await startCluster({ dataDir: join(sandbox, 'cluster'), port: 5432 });
      await createDatabase(cluster.connection('postgres'), 'mistri');
      extra.splice(2, 1, '--database-url', cluster.url('mistri'), '--pool-size', '20');
    }
    for (const people of LEVELS) {
      const backend = await startBackendProcess(['--port', '0', '--mailbox-port', '0', '--quiet', ...extra]);
      try {
        process.stderr.write(`${engine}: ${String(people)} people for ${String(SECONDS)} s...\n`);
        results.push(await runLevel(backend.url, engine, people));
      } finally {
        await stopBackendProcess(backend);
      }
    }
  } finally {
    await cluster?.stop();
    rmSync(sandbox, { recursive: true, force: true });
  }
  return results;
}

process.stderr.write(
  `bench:load on ${String(cpus().length)} cores, load average before ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}\n`,
);
const all: LevelResult[] = [];
for (const engine of ENGINES) all.push(...(await benchEngine(engine)));
process.stdout.write(`${report(all)}\n`);
process.stdout.write(
  '\nLatencies in ms, measured by the client (loopback, keep-alive); sign_in from the wave before the clock, ' +
    'the rest from the timed journeys. PostgreSQL: a private 15 cluster, fsync on, pool of 20.\n',
);
