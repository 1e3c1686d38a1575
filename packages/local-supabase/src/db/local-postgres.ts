import { rmSync } from 'node:fs';
import type pg from 'pg';
import { createDatabase, databaseExists } from './admin.js';
import { startCluster, type RunningCluster } from './cluster.js';

export const LOCAL_DATABASE = 'mistri';
export const DEFAULT_PG_PORT = 54322;

export interface LocalPostgres {
  cluster: RunningCluster;
  /** Settings for the `mistri` database (created empty when missing). */
  connection: pg.ClientConfig;
}

/** The developer's private PostgreSQL cluster (`npm run backend -- --postgres`), with its `mistri` database. */
export async function startLocalPostgres(options: {
  dataDir: string;
  port: number;
  reset?: boolean;
}): Promise<LocalPostgres> {
  if (options.reset) rmSync(options.dataDir, { recursive: true, force: true });
  const cluster = await startCluster({ dataDir: options.dataDir, port: options.port });
  try {
    if (!(await databaseExists(cluster.connection('postgres'), LOCAL_DATABASE))) {
      await createDatabase(cluster.connection('postgres'), LOCAL_DATABASE);
    }
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return { cluster, connection: cluster.connection(LOCAL_DATABASE) };
}
