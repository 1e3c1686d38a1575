import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { cloneDatabase, createDatabase, openDatabase, type RunningCluster, startCluster } from 'local-supabase';
import { paths } from './paths.js';

/**
 * A throw-away PostgreSQL 15 cluster for scripts that read a migrated schema (`db:diff`,
 * `db:types`): a private folder under the system temp folder, a Unix socket only, fsync off.
 * `close()` stops the server and deletes the folder.
 */
export interface ScratchPostgres {
  cluster: RunningCluster;
  /** A new database with the platform objects and every migration of `migrationsDir` (no seed). */
  migrated(name: string, migrationsDir?: string): Promise<pg.ClientConfig>;
  /** A copy of `template` (nobody may be connected to it). */
  clone(template: string, name: string): Promise<pg.ClientConfig>;
  close(): Promise<void>;
}

export async function startScratchPostgres(): Promise<ScratchPostgres> {
  const sandbox = mkdtempSync(join(tmpdir(), 'mistri-scratch-pg-'));
  // The server runs as the postgres account when this process is root: it must reach the folder.
  chmodSync(sandbox, 0o755);
  let cluster: RunningCluster;
  try {
    cluster = await startCluster({ dataDir: join(sandbox, 'cluster'), port: 5432, durable: false });
  } catch (error) {
    rmSync(sandbox, { recursive: true, force: true });
    throw error;
  }
  const admin = cluster.connection('postgres');
  return {
    cluster,
    async migrated(name, migrationsDir) {
      await createDatabase(admin, name);
      const connection = cluster.connection(name);
      const { pg: database } = await openDatabase({
        postgres: connection,
        poolSize: 1,
        seed: false,
        workdir: paths.root,
        ...(migrationsDir !== undefined ? { migrationsDir } : {}),
      });
      await database.close();
      return connection;
    },
    async clone(template, name) {
      await cloneDatabase(admin, template, name);
      return cluster.connection(name);
    },
    async close() {
      await cluster.stop();
      rmSync(sandbox, { recursive: true, force: true });
    },
  };
}
