import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANON_KEY, createDatabase, type RunningCluster, SERVICE_ROLE_KEY, startCluster } from 'local-supabase';
import { startBackendProcess, stopBackendProcess, type BackendProcess } from '../../scripts/lib/backend-process.js';

const ROUNDS = 5;
const CUSTOMERS = 8;
const PROVIDERS = 4;
const PASSWORD = 'Durable123';

interface Account {
  id: string;
  email: string;
  token: string;
}

/** What the backend acknowledged (a 2xx answer) before the crash. */
interface Acknowledged {
  chats: string[];
  requests: { from: string; to: string }[];
}

async function api(
  url: string,
  path: string,
  token: string,
  body?: unknown,
  prefer?: string,
  apikey = ANON_KEY,
): Promise<unknown> {
  const response = await fetch(`${url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      apikey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(prefer ? { prefer } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${String(response.status)} ${text}`);
  return text === '' ? null : (JSON.parse(text) as unknown);
}

/** A confirmed account (config.toml asks new sign-ups to confirm by mail), signed in. */
async function signUp(url: string, email: string, data: Record<string, unknown>): Promise<Account> {
  const user = { email, password: PASSWORD, email_confirm: true, user_metadata: data };
  const made = (await api(url, '/auth/v1/admin/users', SERVICE_ROLE_KEY, user, undefined, SERVICE_ROLE_KEY)) as {
    id: string;
  };
  const session = (await api(url, '/auth/v1/token?grant_type=password', ANON_KEY, { email, password: PASSWORD })) as {
    access_token: string;
  };
  return { id: made.id, email, token: session.access_token };
}

/** Resolves once `condition` holds, looking every few milliseconds. */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

/**
 * Crash safety of the PostgreSQL engine: customers write chat messages and connection requests
 * while the backend and the whole database server are killed with SIGKILL; after a restart every
 * write the backend had acknowledged is there. Five crashes in a row on one cluster (fsync on).
 */
describe.skipIf(!inject('postgres'))('durability on PostgreSQL', () => {
  let sandbox: string;
  let cluster: RunningCluster;
  let backend: BackendProcess;
  const customers: Account[] = [];
  const providers: Account[] = [];
  const conversations = new Map<string, number>();
  const acknowledged: Acknowledged = { chats: [], requests: [] };

  async function startBackend(): Promise<void> {
    backend = await startBackendProcess([
      '--port',
      '0',
      '--mailbox-port',
      '0',
      '--quiet',
      '--database-url',
      cluster.url('mistri'),
    ]);
  }

  beforeAll(async () => {
    sandbox = mkdtempSync(join(tmpdir(), 'mistri-durability-'));
    chmodSync(sandbox, 0o755);
    cluster = await startCluster({ dataDir: join(sandbox, 'cluster'), port: 5432 });
    await createDatabase(cluster.connection('postgres'), 'mistri');
    await startBackend();
    const stamp = String(Date.now());
    for (let i = 0; i < PROVIDERS; i += 1) {
      const provider = await signUp(backend.url, `durable-pro-${stamp}-${String(i)}@example.test`, {
        job: 'Plumber',
      });
      await api(
        backend.url,
        '/rest/v1/service-providers',
        provider.token,
        { uuid: provider.id, email: provider.email, job: 'Plumber', first_name: `P${String(i)}` },
        'return=minimal',
      );
      providers.push(provider);
    }
    const first = providers[0];
    if (!first) throw new Error('no provider');
    for (let i = 0; i < CUSTOMERS; i += 1) {
      const customer = await signUp(backend.url, `durable-cust-${stamp}-${String(i)}@example.test`, {});
      const [request] = (await api(
        backend.url,
        '/rest/v1/messages?select=message_id',
        customer.token,
        { from: customer.id, to: first.id },
        'return=representation',
      )) as { message_id: number }[];
      if (!request) throw new Error('no request');
      const accepted = await fetch(`${backend.url}/rest/v1/messages?message_id=eq.${String(request.message_id)}`, {
        method: 'PATCH',
        headers: {
          apikey: ANON_KEY,
          authorization: `Bearer ${first.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ is_chat: true }),
      });
      expect(accepted.status).toBe(204);
      conversations.set(customer.id, request.message_id);
      customers.push(customer);
    }
  }, 120_000);

  afterAll(async () => {
    await stopBackendProcess(backend);
    await cluster.stop();
    rmSync(sandbox, { recursive: true, force: true });
  });

  /** One customer writing until the backend stops answering: chat messages, and a request to each other provider. */
  async function write(url: string, customer: Account, round: number): Promise<void> {
    const conversation = conversations.get(customer.id);
    for (let n = 0; ; n += 1) {
      const body = `r${String(round)}-${customer.id}-${String(n)}`;
      try {
        await api(url, '/rest/v1/chat_messages', customer.token, { message_id: conversation, body }, 'return=minimal');
      } catch {
        return;
      }
      acknowledged.chats.push(body);
      const provider = providers[1 + ((n + round * 3) % (PROVIDERS - 1))];
      const already = acknowledged.requests.some((r) => r.from === customer.id && r.to === provider?.id);
      if (n % 4 === 0 && provider && !already) {
        try {
          await api(url, '/rest/v1/messages', customer.token, { from: customer.id, to: provider.id }, 'return=minimal');
        } catch {
          return;
        }
        acknowledged.requests.push({ from: customer.id, to: provider.id });
      }
    }
  }

  it(`keeps every acknowledged chat message and request through ${String(ROUNDS)} kill -9 crashes in a row`, async () => {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const before = acknowledged.chats.length;
      const writers = customers.map((customer) => write(backend.url, customer, round));
      // The crash lands mid-stream: after a random number of acknowledged writes, with more in flight.
      const target = before + customers.length * (3 + Math.floor(Math.random() * 5));
      await until(() => acknowledged.chats.length >= target);
      process.kill(-cluster.pid, 'SIGKILL');
      backend.child.kill('SIGKILL');
      await Promise.all(writers);
      expect(acknowledged.chats.length).toBeGreaterThan(before);
      rmSync(cluster.socketDir, { recursive: true, force: true });

      cluster = await startCluster({ dataDir: join(sandbox, 'cluster'), port: 5432 });
      await startBackend();
      const client = new pg.Client(cluster.connection('mistri'));
      await client.connect();
      try {
        const { rows: chats } = await client.query<{ body: string }>(
          'select body from public.chat_messages where body = any($1::text[])',
          [acknowledged.chats],
        );
        const stored = new Set(chats.map((row) => row.body));
        expect(acknowledged.chats.filter((body) => !stored.has(body))).toEqual([]);
        const { rows: requests } = await client.query<{ from: string; to: string }>(
          'select "from", "to" from public.messages',
        );
        const pairs = new Set(requests.map((row) => `${row.from}>${row.to}`));
        expect(acknowledged.requests.filter((r) => !pairs.has(`${r.from}>${r.to}`))).toEqual([]);
      } finally {
        await client.end();
      }
    }
    expect(acknowledged.chats.length).toBeGreaterThan(ROUNDS * CUSTOMERS);
    expect(acknowledged.requests.length).toBeGreaterThan(0);
  }, 300_000);
});
