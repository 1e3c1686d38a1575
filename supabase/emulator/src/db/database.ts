import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { paths } from '../paths.js';

export type { Transaction };

const extensions = { pgcrypto, cube, earthdistance, uuid_ossp };

export interface OpenOptions {
  /** Directory of a persisted database; omitted or null means in memory. */
  dataDir?: string | null;
  /** Delete the persisted database first. */
  reset?: boolean;
  /** A database image made by `dumpDatabase` to start from (tests clone one migrated image). */
  image?: Blob;
  /** Apply supabase/seed.sql when the database is new (default true). */
  seed?: boolean;
  /** Folder with the project's migrations (default supabase/migrations). */
  migrationsDir?: string;
  seedFile?: string;
}

export interface OpenedDatabase {
  pg: PGlite;
  /** True when this call created the schema (platform, migrations, seed). */
  created: boolean;
}

/** Opens (creating and migrating if needed) the embedded Postgres. */
export async function openDatabase(options: OpenOptions = {}): Promise<OpenedDatabase> {
  const dataDir = options.dataDir ?? null;
  if (dataDir && options.reset) rmSync(dataDir, { recursive: true, force: true });
  if (dataDir) mkdirSync(dataDir, { recursive: true });

  const pg = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.image ? { loadDataDir: options.image } : {}),
    extensions,
  });

  const bootstrapped = await isBootstrapped(pg);
  if (!bootstrapped || !(await hasCurrentPlatform(pg))) {
    // platform.sql is idempotent: a database made by an older version gains what it lacks.
    await pg.exec(readFileSync(join(paths.emulatorSql, 'platform.sql'), 'utf8'));
  }
  const applied = await applyMigrations(pg, options.migrationsDir ?? paths.migrations);
  const created = !bootstrapped;
  if (created && options.seed !== false) {
    const seedFile = options.seedFile ?? paths.seed;
    if (existsSync(seedFile)) await pg.exec(readFileSync(seedFile, 'utf8'));
  }
  if (applied.length > 0 || created) await pg.exec('analyze');
  return { pg, created };
}

async function isBootstrapped(pg: PGlite): Promise<boolean> {
  const result = await pg.query<{ ok: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as ok`,
  );
  return result.rows[0]?.ok ?? false;
}

/** The newest platform object exists (databases persisted before it was added lack it). */
async function hasCurrentPlatform(pg: PGlite): Promise<boolean> {
  const result = await pg.query<{ ok: boolean }>(`select to_regclass('realtime.messages') is not null as ok`);
  return result.rows[0]?.ok ?? false;
}

/** Applies migrations not yet recorded, in file-name order, recording them like the CLI. */
export async function applyMigrations(pg: PGlite, migrationsDir: string): Promise<string[]> {
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

/** A portable image of the database, for cloning a migrated database quickly in tests. */
export async function dumpDatabase(pg: PGlite): Promise<Blob> {
  const dump = await pg.dumpDataDir('none');
  return dump;
}
