import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase, openDatabase, startCluster } from 'local-supabase';
import { TEMPLATE_DATABASE } from './support/image-path.js';
import { paths } from '../../scripts/lib/paths.js';

/**
 * A fresh PostgreSQL 15 cluster for this run (Unix socket in a private directory, fsync off):
 * one database is migrated and seeded, and every test file clones it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mistri-test-pg-'));
  chmodSync(dataDir, 0o755);
  const cluster = await startCluster({ dataDir: join(dataDir, 'cluster'), port: 5432, durable: false });
  try {
    await createDatabase(cluster.connection('postgres'), TEMPLATE_DATABASE);
    const { pg } = await openDatabase({
      postgres: cluster.connection(TEMPLATE_DATABASE),
      poolSize: 2,
      workdir: paths.root,
    });
    await pg.close();
  } catch (error) {
    await cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('postgres', { host: cluster.socketDir, port: cluster.port });
  return async () => {
    await cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
