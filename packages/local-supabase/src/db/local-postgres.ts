import { rmSync } from 'node:fs';
import type pg from 'pg';
import { createDatabase, databaseExists } from './admin.js';
import { startCluster, type RunningCluster } from './cluster.js';

export const DEFAULT_PG_PORT = 54322;

export interface LocalPostgres {
  cluster: RunningCluster;
  /** The project's database (created empty when missing). */
  database: string;
  connection: pg.ClientConfig;
}

/**
 * The database a project gets in its private cluster: named after config.toml's `project_id`
 * (lower case, letters, digits and `_`), else the cluster's own `postgres`.
 */
export function localDatabaseName(projectId: string | null): string {
  const name = (projectId ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 63);
  return /^[a-z_]/.test(name) ? name : 'postgres';
}

/** The developer's private PostgreSQL cluster (`--postgres`), with the project's database in it. */
export async function startLocalPostgres(options: {
  dataDir: string;
  port: number;
  database: string;
  reset?: boolean;
}): Promise<LocalPostgres> {
  if (options.reset) rmSync(options.dataDir, { recursive: true, force: true });
  const cluster = await startCluster({ dataDir: options.dataDir, port: options.port });
  try {
    if (!(await databaseExists(cluster.connection('postgres'), options.database))) {
      await createDatabase(cluster.connection('postgres'), options.database);
    }
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return { cluster, database: options.database, connection: cluster.connection(options.database) };
}
