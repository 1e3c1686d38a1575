import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse, stringify } from 'smol-toml';
import { createDatabase, type RunningCluster, startCluster } from 'local-supabase';
import { paths } from './paths.js';
import { startBackendProcess, stopBackendProcess } from './backend-process.js';
import type { BenchEngine } from './bench-database.js';

/**
 * The project's config.toml with auth rate limits no bench reaches (every simulated person comes
 * from 127.0.0.1, where real people would come from their own addresses) and sign-ups confirmed at
 * once (no bench reads a mailbox).
 */
function benchConfig(dir: string): string {
  const config = parse(readFileSync(join(paths.supabase, 'config.toml'), 'utf8'));
  const auth = config.auth as Record<string, unknown>;
  const limits = auth.rate_limit as Record<string, unknown>;
  for (const key of Object.keys(limits)) limits[key] = 1_000_000;
  // Simulated people sign up and go straight on, as if each had clicked the mailed link.
  const email = auth.email as Record<string, unknown>;
  email.enable_confirmations = false;
  email.max_frequency = '0s';
  // This copy lives outside the project: its mail templates are named by absolute path.
  const templates = (email.template ?? {}) as Record<string, Record<string, unknown>>;
  for (const template of Object.values(templates)) {
    if (typeof template.content_path === 'string') template.content_path = resolve(paths.root, template.content_path);
  }
  const file = join(dir, 'config.toml');
  writeFileSync(file, stringify(config));
  return file;
}

/** A backend migrates a fresh database as it starts: on a busy shared machine that takes minutes. */
const START_TIMEOUT_MS = 5 * 60_000;

export interface BenchBackends {
  /** Starts a fresh in-memory backend process (on PostgreSQL: its own fresh database). */
  start(): Promise<{ url: string; stop: () => Promise<void> }>;
  /** Stops the PostgreSQL cluster (if any) and removes the sandbox. */
  close(): Promise<void>;
}

/**
 * Backends for the HTTP benches, each its own process (the CLI), seeded with the demo data. On
 * PostgreSQL one private cluster serves them, a new database for each backend; fsync stays on.
 */
export async function benchBackends(engine: BenchEngine): Promise<BenchBackends> {
  const sandbox = mkdtempSync(join(tmpdir(), 'mistri-bench-'));
  chmodSync(sandbox, 0o755);
  const config = benchConfig(sandbox);
  let cluster: RunningCluster | null = null;
  if (engine === 'postgres') {
    try {
      cluster = await startCluster({ dataDir: join(sandbox, 'cluster'), port: 5432 });
    } catch (error) {
      rmSync(sandbox, { recursive: true, force: true });
      throw error;
    }
  }
  let databases = 0;
  return {
    async start() {
      const extra = ['--config', config, '--memory'];
      if (cluster) {
        databases += 1;
        const name = `mistri_${String(databases)}`;
        await createDatabase(cluster.connection('postgres'), name);
        extra.splice(2, 1, '--database-url', cluster.url(name), '--pool-size', '20');
      }
      const backend = await startBackendProcess(
        ['--port', '0', '--mailbox-port', '0', '--quiet', ...extra],
        START_TIMEOUT_MS,
      );
      return {
        url: backend.url,
        stop: async () => {
          await stopBackendProcess(backend);
        },
      };
    },
    async close() {
      await cluster?.stop();
      rmSync(sandbox, { recursive: true, force: true });
    },
  };
}
