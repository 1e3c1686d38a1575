import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDatabase,
  DEFAULT_PG_BIN_DIR,
  startCluster,
  type RunningCluster,
  type RunningEmulator,
} from '../../src/index.js';
import { makeClient, signUpUser, startFixture } from '../support/backend.js';

// The fixture project's pings: each owner reads their own, and the policy fails for "broken-" accounts.
const serverInstalled = existsSync(join(process.env.PG_BIN_DIR ?? DEFAULT_PG_BIN_DIR, 'postgres'));
let backend: RunningEmulator;

type Ping = { id: number; owner: string; body: string };

async function until(probe: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A new account whose client listens to ping inserts (optionally filtered) until the server confirms. */
async function listener(prefix: string, filter?: string) {
  const { client, id } = await signUpUser(backend, prefix);
  const received: Ping[] = [];
  let confirmed = false;
  const channel = client
    .channel(`pings-${id}`)
    .on(
      'postgres_changes',
      { event: 'INSERT', schema: 'public', table: 'pings', ...(filter ? { filter } : {}) },
      (change: RealtimePostgresChangesPayload<Ping>) => {
        if (change.eventType === 'INSERT') received.push(change.new);
      },
    )
    .on('system', {}, (message: { extension?: string; status?: string }) => {
      if (message.extension === 'postgres_changes' && message.status === 'ok') confirmed = true;
    })
    .subscribe();
  await until(() => confirmed, `${prefix}'s subscription`);
  return { id, received, close: () => client.removeChannel(channel) };
}

describe.each(serverInstalled ? ['pglite', 'postgres'] : ['pglite'])('realtime on %s: who sees a change', (engine) => {
  let folder: string | null = null;
  let cluster: RunningCluster | null = null;

  beforeAll(async () => {
    if (engine === 'postgres') {
      folder = mkdtempSync(join(tmpdir(), 'local-supabase-realtime-'));
      chmodSync(folder, 0o755);
      cluster = await startCluster({ dataDir: join(folder, 'cluster'), port: 5432, durable: false });
      await createDatabase(cluster.connection('postgres'), 'realtime_visibility');
      backend = await startFixture('project', { postgres: cluster.connection('realtime_visibility') });
    } else {
      backend = await startFixture('project');
    }
  }, 120_000);

  afterAll(async () => {
    await backend.close();
    await cluster?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('delivers each row only to those its policies show it to, and one failing policy holds back no one', async () => {
    const a = await listener('a');
    const b = await listener('b');
    const broken = await listener('broken');
    const watchingA = await listener('c', `owner=eq.${a.id}`);
    const service = makeClient(backend.url, backend.serviceRoleKey);

    // One statement, one transaction: the four changes reach the dispatcher as one batch.
    const rows = [a, b, broken, a].map((person, index) => ({ owner: person.id, body: `ping ${String(index)}` }));
    const first = await service.from('pings').insert(rows);
    expect(first.error).toBeNull();
    await until(() => a.received.length === 2 && b.received.length === 1, 'the first batch');

    // Changes are delivered in order: once this one reaches b, the first batch is done for everyone.
    const marker = await service.from('pings').insert({ owner: b.id, body: 'marker' });
    expect(marker.error).toBeNull();
    await until(() => b.received.length === 2, 'the marker');

    expect(a.received.map((ping) => ping.body)).toEqual(['ping 0', 'ping 3']);
    expect(b.received.map((ping) => ping.body)).toEqual(['ping 1', 'marker']);
    expect(broken.received).toEqual([]);
    expect(watchingA.received).toEqual([]);
    await Promise.all([a, b, broken, watchingA].map((person) => person.close()));
  });
});
