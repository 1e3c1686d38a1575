import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { paths } from './lib/paths.js';
import { benchBackends } from './lib/bench-backend.js';
import { parseEngine } from './lib/bench-database.js';
import { EXIT_BUDGET_BROKEN, loadAverage, ms, runBench, summarize, Verdict } from './lib/bench-verdict.js';
import {
  call,
  clientFor,
  createAccount,
  listenForChats,
  STARTED_SIGNAL,
  type ChatClient,
} from './lib/load-simulation.js';

/**
 * `npm run bench:chat [-- --engine postgres] [--messages 200] [--people 200] [--smoke]`
 *
 * Chat delivery on the local stack: a fresh in-memory backend (its own process), two accounts of
 * the bench's own (a customer and an electrician with an accepted request), both listening to
 * their chat feed as the app does (the database's broadcast to `chats:<uuid>`), with the
 * unmodified supabase-js. Messages go one after another, alternating sender; each latency is the
 * time from the start of the insert until the other party's client receives it. Measured twice: with the room quiet, and while bench:load's simulated
 * people (200) use the same backend.
 * Budgets (full runs): delivery p95 ≤ 50 ms quiet and under load; bench:load's own budgets.
 * Exit 1 when a budget is broken, 2 when the bench cannot run.
 */
const { values: args } = parseArgs({
  options: {
    engine: { type: 'string' },
    messages: { type: 'string' },
    people: { type: 'string' },
    smoke: { type: 'boolean', default: false },
  },
});
const SMOKE = args.smoke;
const ENGINE = parseEngine(args.engine);
const MESSAGES = Number(args.messages ?? (SMOKE ? '10' : '200'));
const PEOPLE = Number(args.people ?? (SMOKE ? '4' : '200'));
const P95_BUDGET_MS = 50;
const DELIVERY_TIMEOUT_MS = 10_000;
/** The load runs until the messages under load are all delivered (then it is told to stop), at most this long. */
const LOAD_SECONDS = 900;
/** Pause between messages under load, so they spread over the load rather than queue behind each other. */
const GAP_MS = SMOKE ? 20 : 100;
/** Signing in and subscribing bench:load's people; past this the bench cannot run (exit 2). */
const START_TIMEOUT_MS = 5 * 60_000;

interface Party {
  id: string;
  name: string;
  client: ChatClient;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A customer and an electrician of the bench's own, with an accepted request between them. */
async function pair(url: string): Promise<{ customer: Party; electrician: Party; conversation: number }> {
  const run = String(Date.now());
  const customer = await createAccount(url, `chat-customer-${run}@bench.test`, null);
  const electrician = await createAccount(url, `chat-electrician-${run}@bench.test`, {
    job: 'Electrician',
    lat: 9.9312,
    lon: 76.2673,
    name: 'Chat Bench',
  });
  const [request] = (await call(`${url}/rest/v1/messages?select=message_id`, {
    method: 'POST',
    token: customer.token,
    headers: { prefer: 'return=representation' },
    body: JSON.stringify({ from: customer.id, to: electrician.id, username: 'Chat Bench Customer' }),
  })) as { message_id: number }[];
  if (!request) throw new Error('the request returned no row');
  await call(`${url}/rest/v1/messages?message_id=eq.${String(request.message_id)}`, {
    method: 'PATCH',
    token: electrician.token,
    headers: { prefer: 'return=minimal' },
    body: JSON.stringify({ is_chat: true }),
  });
  return {
    customer: { id: customer.id, name: 'customer', client: clientFor(url, customer.token) },
    electrician: { id: electrician.id, name: 'electrician', client: clientFor(url, electrician.token) },
    conversation: request.message_id,
  };
}

class Deliveries {
  private readonly waiting = new Map<string, (receivedAt: number) => void>();

  arrived(body: unknown): void {
    if (typeof body !== 'string') return;
    this.waiting.get(body)?.(performance.now());
    this.waiting.delete(body);
  }

  /** Sends `count` messages alternating sender; the delivery latency of each. */
  async run(parties: [Party, Party], conversation: number, count: number, label: string, gapMs: number) {
    const latencies: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const sender = parties[index % 2] ?? parties[0];
      const body = `${label} message ${String(index)} from the ${sender.name}`;
      const started = performance.now();
      const delivered = new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => {
          this.waiting.delete(body);
          reject(new Error(`${label} message ${String(index)} not delivered within ${String(DELIVERY_TIMEOUT_MS)} ms`));
        }, DELIVERY_TIMEOUT_MS);
        this.waiting.set(body, (receivedAt) => {
          clearTimeout(timer);
          resolve(receivedAt);
        });
      });
      const sent = await sender.client.from('chat_messages').insert({ message_id: conversation, body });
      if (sent.error) throw new Error(`sending ${label} message ${String(index)}: ${sent.error.message}`);
      latencies.push((await delivered) - started);
      if (gapMs > 0) await sleep(gapMs);
    }
    return summarize(latencies);
  }
}

interface LoadProcess {
  /** Resolves when the simulated people have signed in and their journeys began. */
  started: Promise<void>;
  /** Resolves with bench:load's exit code and what it printed. */
  done: Promise<{ code: number | null; output: string }>;
  /** True until bench:load exits. */
  active: () => boolean;
  /** Ends the journeys; bench:load then reports. */
  finish: () => void;
  stop: () => void;
}

function startLoad(url: string): LoadProcess {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(paths.root, 'scripts', 'bench-load.ts'),
      '--url',
      url,
      '--people',
      String(PEOPLE),
      '--seconds',
      String(LOAD_SECONDS),
      ...(SMOKE ? ['--smoke'] : []),
    ],
    { cwd: paths.root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const done = new Promise<{ code: number | null; output: string }>((resolve) => {
    child.once('exit', (code) => {
      resolve({ code, output: output + errors });
    });
  });
  const started = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`bench:load's people were not active within ${String(START_TIMEOUT_MS / 1000)} s:\n${errors}`));
    }, START_TIMEOUT_MS);
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
      if (errors.includes(STARTED_SIGNAL)) {
        clearTimeout(timer);
        resolve();
      }
    });
    void done.then(({ code }) => {
      reject(new Error(`bench:load ended (${String(code)}) before its people were active:\n${errors}`));
    });
  });
  return {
    started,
    done,
    active: () => child.exitCode === null && child.signalCode === null,
    finish: () => child.kill('SIGTERM'),
    stop: () => child.kill('SIGKILL'),
  };
}

runBench('bench:chat', async () => {
  if (!Number.isInteger(MESSAGES) || MESSAGES < 2 || !Number.isInteger(PEOPLE) || PEOPLE < 2) {
    throw new Error('--messages and --people take whole numbers of at least 2');
  }
  const write = (line: string) => process.stdout.write(`${line}\n`);
  const verdict = new Verdict(SMOKE);
  write(
    `chat delivery on ${ENGINE === 'postgres' ? 'PostgreSQL 15' : 'PGlite'}: ${String(MESSAGES)} messages quiet, ` +
      `${String(MESSAGES)} while ${String(PEOPLE)} simulated people are active (send start -> the other party's chat feed)` +
      `${SMOKE ? ', smoke run' : ''}; load average ${loadAverage()}`,
  );
  const backends = await benchBackends(ENGINE);
  let load: LoadProcess | null = null;
  const clients: ChatClient[] = [];
  try {
    const backend = await backends.start();
    try {
      const { customer, electrician, conversation } = await pair(backend.url);
      clients.push(customer.client, electrician.client);
      const deliveries = new Deliveries();
      await Promise.all(
        [customer, electrician].map((party) =>
          listenForChats(
            party.client,
            party.id,
            (row) => {
              deliveries.arrived(row.body);
            },
            conversation,
          ),
        ),
      );
      const parties: [Party, Party] = [customer, electrician];

      const quiet = await deliveries.run(parties, conversation, MESSAGES, 'quiet', 0);
      write(
        `  room quiet            p50 ${ms(quiet.p50)}  max ${ms(quiet.max)}  p95 ` +
          verdict.judge('delivery p95, quiet', quiet.p95, P95_BUDGET_MS),
      );
      write(`  (load average ${loadAverage()})`);

      const running = startLoad(backend.url);
      load = running;
      await running.started;
      const loaded = await deliveries.run(parties, conversation, MESSAGES, 'under load', GAP_MS);
      if (!running.active()) throw new Error('the load ended before every message was delivered');
      running.finish();
      write(
        `  ${String(PEOPLE)} people active   p50 ${ms(loaded.p50)}  max ${ms(loaded.max)}  p95 ` +
          verdict.judge(`delivery p95, ${String(PEOPLE)} people active`, loaded.p95, P95_BUDGET_MS),
      );
      write(`  (load average ${loadAverage()})`);
      const { code, output } = await running.done;
      load = null;
      write(`\nThe load behind it (bench:load --people ${String(PEOPLE)}):${output.replace(/^/gm, '  ')}`);
      if (code === EXIT_BUDGET_BROKEN) verdict.fail('bench:load, run as the load: its own budgets broken (see above)');
      else if (code !== 0) throw new Error(`bench:load, run as the load, could not run (exit ${String(code)})`);
    } finally {
      load?.stop();
      await Promise.all(clients.map((client) => client.removeAllChannels()));
      await backend.stop();
    }
  } finally {
    await backends.close();
  }
  verdict.finish(write);
});
