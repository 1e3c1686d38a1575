import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createDatabase, dropDatabase, startEmulator, type RunningEmulator, type StartOptions } from 'local-supabase';
import { paths } from '../../../scripts/lib/paths.js';

/** A fixture project's backend on the engine this run tests, from a scratch copy the test may change. */
export interface FixtureBackend {
  emulator: RunningEmulator;
  /** The scratch copy's folder (its supabase/ is the fixture's). */
  workdir: string;
  /** The database engine of this run. */
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

let counter = 0;

/**
 * Starts the local backend on a scratch copy of `tests/integration/fixtures/<fixture>`, with a new
 * empty database (PGlite in memory, or a new database in the PostgreSQL run's cluster).
 */
export async function startFixtureBackend(
  fixture: string,
  options: Omit<StartOptions, 'workdir'> = {},
): Promise<FixtureBackend> {
  const workdir = mkdtempSync(join(tmpdir(), `${fixture}-`));
  cpSync(join(paths.root, 'tests', 'integration', 'fixtures', fixture), workdir, { recursive: true });
  const server = inject('postgres');
  counter += 1;
  const name = `fixture_${String(process.pid)}_${String(counter)}`;
  const admin = server ? { ...server, user: 'postgres', database: 'postgres' } : null;
  if (admin) await createDatabase(admin, name);
  const emulator = await startEmulator({
    port: 0,
    mailboxPort: 0,
    dataDir: null,
    storageDir: null,
    log: false,
    ...(admin ? { postgres: { ...admin, database: name }, poolSize: 4 } : {}),
    ...options,
    workdir,
  });
  return {
    emulator,
    workdir,
    engine: admin ? 'postgres' : 'pglite',
    async close() {
      await emulator.close();
      if (admin) await dropDatabase(admin, name);
      rmSync(workdir, { recursive: true, force: true });
    },
  };
}
