import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { benchBackends } from './lib/bench-backend.js';
import { parseEngine, type BenchEngine } from './lib/bench-database.js';
import { loadAverage, percentile, runBench, Verdict } from './lib/bench-verdict.js';
import { OPERATIONS, simulate, STARTED_SIGNAL, type Operation, type SimulationResult } from './lib/load-simulation.js';
import { startPushReceiver } from './lib/push-receiver.js';

/**
 * `npm run bench:load [-- --engines pglite,postgres] [--people 10,50,200] [--seconds 30] [--smoke]`
 *
 * Simulated people on loopback against the local backend (its own process, the CLI), PGlite and
 * PostgreSQL 15 side by side, at 10, 50 and 200 people; see scripts/lib/load-simulation.ts for
 * what they do. chat_arrival is the time from a chat's send to its arrival at the other party's
 * realtime subscription; request_push from a request's insert to its decrypted push on the
 * provider's phone (a local push service); help_now the call itself, help_now_fanout to the last
 * asked phone's push, help_now_accept to the first provider's accept, each asked provider
 * accepting 0.5–1.5 s after its push (that reaction not counted).
 * `--url <backend>` runs one level against a backend that is already running (bench:chat uses it
 * to load the backend it measures) with the same journeys and a push receiver of its own, prints
 * "journeys started" on stderr when the clock starts, and on SIGTERM ends the journeys early and
 * reports.
 * Budgets (full runs): no request fails, every chat and every push arrives, help now never has a
 * second winner, and a request's push p95 ≤ 2 s (bench:notify's budget) at every level.
 * Exit 1 when a budget is broken, 2 when the bench cannot run.
 */
const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string' },
    people: { type: 'string' },
    engines: { type: 'string', default: 'pglite,postgres' },
    url: { type: 'string' },
    smoke: { type: 'boolean', default: false },
  },
});
const SMOKE = args.smoke;
const SECONDS = Number(args.seconds ?? (SMOKE ? '5' : '30'));
const LEVELS = (args.people ?? (args.url ? '200' : SMOKE ? '10' : '10,50,200')).split(',').map(Number);
const ENGINES = args.engines.split(',').map(parseEngine);
/** What each engine's figures were measured on, for the footnote. */
const ENGINE_SETUP: Record<BenchEngine | 'given', string> = {
  pglite: "PGlite: in the backend's process, one connection.",
  postgres: 'PostgreSQL: a private 15 cluster, fsync on, pool of 20.',
  given: 'given: the backend at the URL passed in, as it is set up.',
};
const ARRIVAL_MS = SMOKE ? 2_000 : 10_000;
const PUSH_P95_BUDGET_MS = 2_000;
/** Operations whose errors are deliveries that did not happen, judged on their own. */
const NOT_REQUESTS: Operation[] = ['chat_arrival', 'request_push', 'help_now_fanout', 'help_now_accept'];

interface LevelResult extends SimulationResult {
  engine: BenchEngine | 'given';
  load: string;
}

function sortedLatencies(result: LevelResult, op: Operation): number[] {
  return [...(result.stats.latencies.get(op) ?? [])].sort((a, b) => a - b);
}

function report(results: LevelResult[], engines: LevelResult['engine'][], verdict: Verdict): string {
  const lines: string[] = [];
  const fmt = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1));
  for (const people of LEVELS) {
    lines.push('', `== ${String(people)} people, ${String(SECONDS)} s ==`);
    lines.push(`${''.padEnd(17)}${engines.map((engine) => engine.padStart(12).padEnd(49)).join('')}`);
    const columns = ['n', 'rps', 'p50', 'p95', 'p99', 'err'].map((name, k) =>
      name.padStart(k === 0 ? 12 : k === 5 ? 5 : 8),
    );
    lines.push(['operation'.padEnd(17), ...engines.map(() => columns.join(''))].join(''));
    const level = results.filter((r) => r.people === people);
    for (const op of OPERATIONS) {
      const cells = engines.map((engine) => {
        const result = level.find((r) => r.engine === engine);
        if (!result) return '-'.padStart(49);
        const sorted = sortedLatencies(result, op);
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
        .filter(([op]) => op !== 'sign_in' && op !== 'chat_arrival')
        .reduce((sum, [, list]) => sum + list.length, 0);
      const failed = [...result.stats.errors.entries()]
        .filter(([op]) => !NOT_REQUESTS.includes(op))
        .reduce((sum, [, n]) => sum + n, 0);
      const lost = result.stats.errors.get('chat_arrival') ?? 0;
      const name = `${result.engine}, ${String(people)} people`;
      lines.push(
        `${result.engine}: ${(total / result.seconds).toFixed(1)} requests/s after sign-in, ` +
          `failed requests ${verdict.judge(`${result.engine}, ${String(people)} people: failed requests`, failed, 0, 'requests')}, ` +
          `chats not arrived ${verdict.judge(`${result.engine}, ${String(people)} people: chats not arrived`, lost, 0, 'chats')}; ` +
          `sign-in wave ${result.signInSeconds.toFixed(1)} s, load average after ${result.load}`,
      );
      const pushes = sortedLatencies(result, 'request_push');
      const lostPushes =
        (result.stats.errors.get('request_push') ?? 0) + (result.stats.errors.get('help_now_fanout') ?? 0);
      lines.push(
        `${result.engine}: pushes not arrived ${verdict.judge(`${name}: pushes not arrived`, lostPushes, 0, 'pushes')}, ` +
          `request -> push p95 ${verdict.judge(`${name}: request -> push p95`, percentile(pushes, 95), PUSH_P95_BUDGET_MS)}, ` +
          `help now's second winners ${verdict.judge(`${name}: second winners`, result.stats.errors.get('help_now_accept') ?? 0, 0, 'requests')}`,
      );
      for (const message of result.stats.firstErrors) lines.push(`  ${message}`);
    }
    const pglite = level.find((r) => r.engine === 'pglite');
    const postgres = level.find((r) => r.engine === 'postgres');
    if (pglite && postgres) {
      const ratio = (op: Operation) =>
        (percentile(sortedLatencies(pglite, op), 95) / percentile(sortedLatencies(postgres, op), 95)).toFixed(2);
      lines.push(
        `p95 PGlite / PostgreSQL: nearby_search ${ratio('nearby_search')}, chat_send ${ratio('chat_send')}, ` +
          `chat_arrival ${ratio('chat_arrival')}, send_request ${ratio('send_request')}, sign_in ${ratio('sign_in')}`,
      );
    }
  }
  return lines.join('\n');
}

async function benchEngine(engine: BenchEngine): Promise<LevelResult[]> {
  const backends = await benchBackends(engine);
  const results: LevelResult[] = [];
  try {
    for (const people of LEVELS) {
      const backend = await backends.start();
      const push = await startPushReceiver();
      try {
        process.stderr.write(`${engine}: ${String(people)} people for ${String(SECONDS)} s...\n`);
        const result = await simulate({ url: backend.url, people, seconds: SECONDS, arrivalMs: ARRIVAL_MS, push });
        results.push({ ...result, engine, load: loadAverage() });
      } finally {
        await push.close();
        await backend.stop();
      }
    }
  } finally {
    await backends.close();
  }
  return results;
}

runBench('bench:load', async () => {
  if (!Number.isFinite(SECONDS) || SECONDS <= 0 || LEVELS.some((n) => !Number.isInteger(n) || n < 2)) {
    throw new Error('--seconds takes a positive number and --people whole numbers of at least 2, like 10,50,200');
  }
  const verdict = new Verdict(SMOKE);
  process.stderr.write(`bench:load on ${String(cpus().length)} cores, load average before ${loadAverage()}\n`);
  const all: LevelResult[] = [];
  const url = args.url;
  if (url) {
    const stop = { requested: false };
    process.once('SIGTERM', () => {
      stop.requested = true;
    });
    for (const people of LEVELS) {
      const push = await startPushReceiver();
      try {
        const result = await simulate({
          url,
          people,
          seconds: SECONDS,
          arrivalMs: ARRIVAL_MS,
          onStarted: () => process.stderr.write(`${STARTED_SIGNAL}\n`),
          stop,
          push,
        });
        all.push({ ...result, engine: 'given', load: loadAverage() });
      } finally {
        await push.close();
      }
    }
  } else {
    for (const engine of ENGINES) all.push(...(await benchEngine(engine)));
  }
  const engines = url ? (['given'] as const) : ENGINES;
  process.stdout.write(`${report(all, [...engines], verdict)}\n`);
  process.stdout.write(
    '\nLatencies in ms, measured by the client (loopback, keep-alive); sign_in from the wave before the clock, ' +
      "the rest from the timed journeys; chat_arrival from the send's start to the other party's realtime event. " +
      `${engines.map((engine) => ENGINE_SETUP[engine]).join(' ')}\n`,
  );
  verdict.finish((line) => process.stdout.write(`${line}\n`));
});
