import { readFileSync } from 'node:fs';
import type pg from 'pg';
import { inject } from 'vitest';
import { cloneDatabase, dropDatabase, dumpDatabase, type RunningEmulator, type StartOptions } from 'local-supabase';
import { IMAGE_PATH, TEMPLATE_DATABASE } from './image-path.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by the PostgreSQL project's global setup: where its cluster's socket is. */
    postgres?: { host: string; port: number };
  }
}

type DatabaseOptions = Pick<StartOptions, 'image' | 'postgres'>;

/** A migrated, seeded database of its own for one test file, on the engine this run tests. */
export interface TestDatabase {
  engine: 'pglite' | 'postgres';
  /** Start options that open it. */
  options: DatabaseOptions;
  /** Its `postgresql://` URL (PostgreSQL run only). */
  url: string | null;
  /** Start options that open it again, with what `emulator` wrote, after `emulator` closes. */
  reopen(emulator: RunningEmulator): Promise<DatabaseOptions>;
  drop(): Promise<void>;
}

let counter = 0;

export async function freshDatabase(): Promise<TestDatabase> {
  const server = inject('postgres');
  if (!server) {
    return {
      engine: 'pglite',
      options: { image: new Blob([readFileSync(IMAGE_PATH)]) },
      url: null,
      reopen: async (emulator) => ({ image: await dumpDatabase(emulator.pg) }),
      drop: () => Promise.resolve(),
    };
  }
  counter += 1;
  const name = `test_${String(process.pid)}_${String(counter)}`;
  const admin = { ...server, user: 'postgres', database: 'postgres' };
  await cloneDatabase(admin, TEMPLATE_DATABASE, name);
  const options = { postgres: { ...admin, database: name } };
  return {
    engine: 'postgres',
    options,
    url: `postgresql://postgres@/${name}?host=${encodeURIComponent(server.host)}&port=${String(server.port)}`,
    reopen: () => Promise.resolve(options),
    drop: () => dropDatabase(admin, name),
  };
}

/** node-postgres settings of a database of the PostgreSQL run (throws on PGlite, which has no server). */
export function postgresConnection(database: TestDatabase): pg.ClientConfig {
  const { postgres } = database.options;
  if (typeof postgres !== 'object') throw new Error('this test needs the PostgreSQL run (npm run test:integration)');
  return postgres;
}
