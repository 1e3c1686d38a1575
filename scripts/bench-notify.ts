import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase, type RunningCluster, type RunningEmulator, startCluster, startEmulator } from 'local-supabase';
import { GENEROUS_LIMITS } from '../tests/shared/rate-limits.js';
import { parseEngine } from './lib/bench-database.js';
import { loadAverage, ms, runBench, summarize, Verdict } from './lib/bench-verdict.js';
import { call, createAccount } from './lib/load-simulation.js';
import { MISTRI_CONFIG, MISTRI_PROJECT, mistriNotify } from './lib/mistri-backend.js';
import { startPushReceiver, type ReceivedPush } from './lib/push-receiver.js';

/**
 * `npm run bench:notify [-- --engine postgres] [--requests 100] [--seconds 5] [--smoke]`
 *
 * A request reaching the provider's phone: a fresh in-memory backend running Mistri's Edge
 * Functions, providers whose push subscriptions point at a local push receiver (it decrypts each
 * message with the subscription's own private key, as a browser would), and N customers who each
 * send one request, spread over a few seconds. Each latency runs from the start of the request's
 * insert to the decrypted push on the receiver: the database trigger, the webhook after commit,
 * the notify function, encryption, VAPID and the push itself.
 * Budgets (full runs): p95 ≤ 2 s at 100 requests, every request delivered, no duplicate.
 * Exit 1 when a budget is broken, 2 when the bench cannot run.
 */
const { values: args } = parseArgs({
  options: {
    engine: { type: 'string' },
    requests: { type: 'string' },
    seconds: { type: 'string' },
    smoke: { type: 'boolean', default: false },
  },
});
const SMOKE = args.smoke;
const ENGINE = parseEngine(args.engine);
const REQUESTS = Number(args.requests ?? (SMOKE ? '10' : '100'));
const SECONDS = Number(args.seconds ?? (SMOKE ? '1' : '5'));
const P95_BUDGET_MS = 2000;
/** Ten requests per provider: each provider's phone gets several, as on a busy day. */
const PROVIDERS = Math.max(2, Math.ceil(REQUESTS / 10));
/** How long the last push may take before the missing ones count as not delivered. */
const DELIVERY_TIMEOUT_MS = 60_000;

function sleep(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}

/** An in-process backend with Mistri's functions and webhook; on PostgreSQL, a private cluster. */
async function startBackend(notify: ReturnType<typeof mistriNotify>): Promise<{
  backend: RunningEmulator;
  close: () => Promise<void>;
}> {
  let cluster: RunningCluster | null = null;
  let sandbox: string | null = null;
  let postgres: string | undefined;
  if (ENGINE === 'postgres') {
    sandbox = mkdtempSync(join(tmpdir(), 'mistri-bench-notify-'));
    chmodSync(sandbox, 0o755);
    cluster = await startCluster({ dataDir: join(sandbox, 'cluster'), port: 5432 });
    await createDatabase(cluster.connection('postgres'), 'mistri_notify');
    postgres = cluster.url('mistri_notify');
  }
  const backend = await startEmulator({
    ...MISTRI_PROJECT,
    port: 0,
    mailboxPort: 0,
    ...(postgres ? { postgres, poolSize: 20 } : { dataDir: null }),
    storageDir: null,
    log: false,
    config: {
      ...MISTRI_CONFIG,
      auth: {
        ...MISTRI_CONFIG.auth,
        ...GENEROUS_LIMITS.auth,
        email: { enableConfirmations: false, maxFrequency: 0 },
      },
    },
    functionSecrets: notify.functionSecrets,
  });
  await notify.connect(backend);
  return {
    backend,
    close: async () => {
      await backend.close();
      await cluster?.stop();
      if (sandbox) rmSync(sandbox, { recursive: true, force: true });
    },
  };
}

runBench('bench:notify', async () => {
  if (!Number.isInteger(REQUESTS) || REQUESTS < 2 || !(SECONDS >= 0)) {
    throw new Error('--requests takes a whole number of at least 2, --seconds a number of at least 0');
  }
  const write = (line: string) => process.stdout.write(`${line}\n`);
  const verdict = new Verdict(SMOKE);
  write(
    `push delivery on ${ENGINE === 'postgres' ? 'PostgreSQL 15' : 'PGlite'}: ${String(REQUESTS)} requests from ` +
      `${String(REQUESTS)} customers to ${String(PROVIDERS)} providers over ${String(SECONDS)} s ` +
      `(insert start -> decrypted push)${SMOKE ? ', smoke run' : ''}; load average ${loadAverage()}`,
  );
  const receiver = await startPushReceiver();
  const notify = mistriNotify({ siteUrl: 'https://mistri.test', vapidKeysFile: null });
  const { backend, close } = await startBackend(notify);
  try {
    const url = backend.url;
    const run = String(Date.now());
    const providers: Awaited<ReturnType<typeof createAccount>>[] = [];
    for (let index = 0; index < PROVIDERS; index += 1) {
      const provider = await createAccount(url, `notify-pro-${run}-${String(index)}@bench.test`, {
        job: index % 2 === 0 ? 'Electrician' : 'Plumber',
        lat: 9.9312,
        lon: 76.2673,
        name: `Notify${String(index)}`,
      });
      const device = receiver.subscribe();
      await call(`${url}/rest/v1/push_subscriptions`, {
        method: 'POST',
        token: provider.token,
        headers: { prefer: 'return=minimal' },
        body: JSON.stringify({ endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth }),
      });
      providers.push(provider);
    }
    const customers = [];
    for (let index = 0; index < REQUESTS; index += 1) {
      customers.push(await createAccount(url, `notify-cust-${run}-${String(index)}@bench.test`, null));
    }
    write(`${String(PROVIDERS)} providers subscribed, ${String(REQUESTS)} customers signed up; sending`);

    // Each customer sends at an even step over SECONDS; the start of each insert, by request id.
    const startedAt = new Map<number, number>();
    const step = REQUESTS > 1 ? (SECONDS * 1000) / (REQUESTS - 1) : 0;
    const began = Date.now();
    await Promise.all(
      customers.map(async (customer, index) => {
        const wait = began + index * step - Date.now();
        if (wait > 0) await sleep(wait);
        const provider = providers[index % PROVIDERS];
        if (!provider) throw new Error('no provider');
        const started = Date.now();
        const [row] = (await call(`${url}/rest/v1/messages?select=message_id`, {
          method: 'POST',
          token: customer.token,
          headers: { prefer: 'return=representation' },
          body: JSON.stringify({ from: customer.id, to: provider.id, username: `Customer ${String(index)}` }),
        })) as { message_id: number }[];
        if (!row) throw new Error('the request returned no row');
        startedAt.set(row.message_id, started);
      }),
    );

    let pushes: ReceivedPush[] = [];
    try {
      pushes = await receiver.waitFor(REQUESTS, undefined, DELIVERY_TIMEOUT_MS);
    } catch {
      pushes = await receiver.waitFor(0);
    }
    const latencies: number[] = [];
    const perRequest = new Map<number, number>();
    for (const push of pushes) {
      const tag = (push.payload as { tag?: unknown }).tag;
      const requestId = typeof tag === 'string' ? Number(/^new_request-(\d+)$/.exec(tag)?.[1]) : Number.NaN;
      const started = startedAt.get(requestId);
      if (started === undefined) continue;
      const seen = perRequest.get(requestId) ?? 0;
      perRequest.set(requestId, seen + 1);
      if (seen === 0) latencies.push(push.receivedAt - started);
    }
    const delivered = perRequest.size;
    const duplicates = [...perRequest.values()].reduce((sum, count) => sum + count - 1, 0);
    const stats = summarize(latencies);
    const deliveredPercent = (delivered / REQUESTS) * 100;

    write(`  delivered      ${String(delivered)}/${String(REQUESTS)} (${deliveredPercent.toFixed(1)} %)`);
    write(`  duplicates     ${verdict.judge('duplicates', duplicates, 0, 'pushes')}`);
    write(`  undecryptable  ${String(receiver.failures.length)}`);
    write(`  latency p50    ${ms(stats.p50)}`);
    write(`  latency p95    ${verdict.judge('insert -> push p95', stats.p95, P95_BUDGET_MS)}`);
    write(`  latency max    ${ms(stats.max)}`);
    if (!SMOKE && delivered < REQUESTS) {
      verdict.fail(`delivered: ${String(delivered)}/${String(REQUESTS)}, budget 100 %`);
    }
    if (!SMOKE && receiver.failures.length > 0) {
      verdict.fail(`undecryptable pushes: ${String(receiver.failures.length)}, budget 0`);
    }
    if (delivered === 0) throw new Error('no push arrived at all');
    write(`load average ${loadAverage()}`);
    verdict.finish(write);
  } finally {
    await close();
    await receiver.close();
  }
});
