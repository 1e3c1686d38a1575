import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import { PLATFORM_SQL, projectPaths } from '../paths.js';
import type { Database, Queryable } from './engine.js';
import { PgliteDatabase } from './pglite-engine.js';
import { PostgresDatabase } from './postgres-engine.js';

export type { Database, Transaction } from './engine.js';

export interface OpenOptions {
  /**
   * A PostgreSQL server to use instead of PGlite: a `postgres://…` URL or node-postgres settings.
   * The database must exist; it is bootstrapped, migrated and seeded when empty.
   */
  postgres?: string | pg.ClientConfig;
  /** Connections in the PostgreSQL pool (default 10). */
  poolSize?: number;
  /** PGlite: directory of a persisted database; omitted or null means in memory. */
  dataDir?: string | null;
  /** PGlite: delete the persisted database first. */
  reset?: boolean;
  /** PGlite: a database image made by `dumpDatabase` to start from (tests clone one migrated image). */
  image?: Blob;
  /** Apply supabase/seed.sql when the database is new (default true). */
  seed?: boolean;
  /** The project folder whose `supabase/migrations/` and `supabase/seed.sql` are applied (default: the working directory). */
  workdir?: string;
  /** Folder with the project's migrations (default: the workdir's `supabase/migrations`). */
  migrationsDir?: string;
  /** Default: the workdir's `supabase/seed.sql`. */
  seedFile?: string;
}

export interface OpenedDatabase {
  pg: Database;
  /** True when this call created the schema (platform, migrations, seed). */
  created: boolean;
}

async function openEngine(options: OpenOptions): Promise<Database> {
  if (options.postgres !== undefined) {
    return PostgresDatabase.open({
      connection: options.postgres,
      ...(options.poolSize !== undefined ? { poolSize: options.poolSize } : {}),
    });
  }
  const dataDir = options.dataDir ?? null;
  if (dataDir && options.reset) rmSync(dataDir, { recursive: true, force: true });
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return PgliteDatabase.open({ dataDir, ...(options.image ? { image: options.image } : {}) });
}

/** Opens the database (PGlite by default, or a PostgreSQL server), creating and migrating it if needed. */
export async function openDatabase(options: OpenOptions = {}): Promise<OpenedDatabase> {
  const project = projectPaths(options.workdir ?? process.cwd());
  const pg = await openEngine(options);
  try {
    const bootstrapped = await isBootstrapped(pg);
    if (!bootstrapped || !(await hasCurrentPlatform(pg))) {
      // platform.sql is idempotent: a database made by an older version gains what it lacks.
      const platform = readFileSync(PLATFORM_SQL, 'utf8');
      await pg.transaction((tx) => tx.exec(platform));
    }
    const applied = await applyMigrations(pg, options.migrationsDir ?? project.migrations);
    const created = !bootstrapped;
    if (created && options.seed !== false) {
      const seedFile = options.seedFile ?? project.seed;
      if (existsSync(seedFile)) {
        const seed = readFileSync(seedFile, 'utf8');
        await pg.transaction((tx) => tx.exec(seed));
      }
    }
    if (applied.length > 0 || created) await pg.exec('analyze');
    return { pg, created };
  } catch (error) {
    await pg.close();
    throw error;
  }
}

async function isBootstrapped(pg: Queryable): Promise<boolean> {
  const result = await pg.query<{ ok: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as ok`,
  );
  return result.rows[0]?.ok ?? false;
}

/** The newest platform object exists (databases persisted before it was added lack it). */
async function hasCurrentPlatform(pg: Queryable): Promise<boolean> {
  const result = await pg.query<{ ok: boolean }>(
    `select to_regprocedure('supabase_functions.http_request()') is not null as ok`,
  );
  return result.rows[0]?.ok ?? false;
}

/** Applies migrations not yet recorded, in file-name order, recording them like the CLI. */
export async function applyMigrations(pg: Database, migrationsDir: string): Promise<string[]> {
  const done = new Set(
    (await pg.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
      (row) => row.version,
    ),
  );
  const files = existsSync(migrationsDir)
    ? readdirSync(migrationsDir)
        .filter((file) => /^\d+_.+\.sql$/.test(file))
        .sort()
    : [];
  const applied: string[] = [];
  for (const file of files) {
    const [version = '', ...rest] = file.replace(/\.sql$/, '').split('_');
    if (done.has(version)) continue;
    const sql = readFileSync(join(migrationsDir, file), 'utf8');
    await pg.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [version, rest.join('_'), [sql]],
      );
    });
    applied.push(file);
  }
  return applied;
}

/** A portable image of a PGlite database, for cloning a migrated database quickly in tests. */
export async function dumpDatabase(pg: Database): Promise<Blob> {
  if (!(pg instanceof PgliteDatabase)) throw new Error('only a PGlite database can be dumped to an image');
  return pg.dump();
}
