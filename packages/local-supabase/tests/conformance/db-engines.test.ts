import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDatabase,
  DEFAULT_PG_BIN_DIR,
  dropDatabase,
  PgliteDatabase,
  PostgresDatabase,
  startCluster,
  type Database,
  type RunningCluster,
} from '../../src/index.js';

const serverInstalled = existsSync(join(process.env.PG_BIN_DIR ?? DEFAULT_PG_BIN_DIR, 'postgres'));

const VALUES_SQL = `select 42::int4 as int4, 9007199254740::int8 as int8, 1.5::numeric as numeric, 2.5::float8 as float8,
  true as bool, '2026-11-22 10:00:00+00'::timestamptz as tstz, '2026-11-22'::date as day,
  '{"a": [1, "x"]}'::jsonb as jsonb, '{1,2,3}'::int4[] as ints, '{a,"b c"}'::text[] as texts,
  '{"2026-11-22 10:00:00+00"}'::timestamptz[] as stamps, 'a0000000-0000-4000-8000-000000000005'::uuid as id,
  '\\x0102'::bytea as bytes, null::text as nothing`;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

describe.skipIf(!serverInstalled)('the PostgreSQL engine behind the database seam', () => {
  let folder: string;
  let cluster: RunningCluster;
  let counter = 0;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'local-supabase-engines-'));
    chmodSync(folder, 0o755);
    cluster = await startCluster({ dataDir: join(folder, 'cluster'), port: 5432, durable: false });
  }, 60_000);

  afterAll(async () => {
    await cluster.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  /** An empty database of its own for one test. */
  async function freshDatabase(): Promise<{ connection: pg.ClientConfig; drop: () => Promise<void> }> {
    counter += 1;
    const name = `engines_${String(counter)}`;
    await createDatabase(cluster.connection('postgres'), name);
    return {
      connection: cluster.connection(name),
      drop: () => dropDatabase(cluster.connection('postgres'), name),
    };
  }

  it('parses every value the way PGlite does', async () => {
    const database = await freshDatabase();
    const pglite = await PgliteDatabase.open({ dataDir: null });
    const postgres = await PostgresDatabase.open({ connection: database.connection });
    try {
      const [fromPglite, fromPostgres] = await Promise.all([pglite.query(VALUES_SQL), postgres.query(VALUES_SQL)]);
      expect(fromPostgres.rows).toEqual(fromPglite.rows);
      expect(fromPostgres.fields).toEqual(fromPglite.fields);
      const changed = async (db: Database) =>
        (await db.query('update pg_catalog.pg_class set relname = relname where false')).affectedRows;
      expect(await changed(postgres)).toBe(await changed(pglite));
    } finally {
      await Promise.all([pglite.close(), postgres.close()]);
      await database.drop();
    }
  });

  it('rolls a failed transaction back and keeps serving on the same pool', async () => {
    const database = await freshDatabase();
    const postgres = await PostgresDatabase.open({ connection: database.connection, poolSize: 1 });
    try {
      await postgres.exec('create table public.engine_probe (n int primary key)');
      await expect(
        postgres.transaction(async (tx) => {
          await tx.query('insert into public.engine_probe values (1)');
          await tx.query('insert into public.engine_probe values (1)');
        }),
      ).rejects.toMatchObject({ code: '23505' });
      expect((await postgres.query('select count(*)::int as n from public.engine_probe')).rows).toEqual([{ n: 0 }]);
    } finally {
      await postgres.close();
      await database.drop();
    }
  });

  it('opens a transaction with its settings in the round trip of BEGIN, any characters kept, on both engines', async () => {
    const database = await freshDatabase();
    const pglite = await PgliteDatabase.open({ dataDir: null });
    const postgres = await PostgresDatabase.open({ connection: database.connection, poolSize: 1 });
    const tricky = `it's a \\ back\\slash, '' quotes'; select 1; -- and \\' more ✓`;
    try {
      for (const db of [pglite, postgres]) {
        await db.exec('create table public.opening_probe (n int)');
        const seen = await db.transaction(
          async (tx) => {
            const { rows } = await tx.query<{ value: string; readonly: string }>(
              `select current_setting('mistri.probe') as value, current_setting('transaction_read_only') as readonly`,
            );
            return rows[0];
          },
          { settings: [['mistri.probe', tricky]], readOnly: true },
        );
        expect(seen).toEqual({ value: tricky, readonly: 'on' });
        await expect(
          db.transaction((tx) => tx.query('insert into public.opening_probe values (1)'), {
            settings: [],
            readOnly: true,
          }),
        ).rejects.toThrow(/read-only transaction/);
        await expect(
          db.transaction((tx) => tx.query('select 1'), {
            settings: [['statement_timeout', 'not a time']],
            readOnly: false,
          }),
        ).rejects.toThrow(/statement_timeout/);
        const after = await db.transaction(
          (tx) => tx.query<{ value: string }>(`select current_setting('mistri.probe', true) as value`),
          { settings: [], readOnly: false },
        );
        expect(after.rows[0]?.value ?? '').toBe('');
      }
    } finally {
      await Promise.all([pglite.close(), postgres.close()]);
      await database.drop();
    }
  });

  it('runs one statement in its own transaction with its opening, on both engines alike', async () => {
    const database = await freshDatabase();
    const pglite = await PgliteDatabase.open({ dataDir: null });
    const postgres = await PostgresDatabase.open({ connection: database.connection, poolSize: 1 });
    try {
      for (const db of [pglite, postgres]) {
        await db.exec('create table public.statement_probe (n int primary key)');
        const opening = { settings: [['mistri.probe', `it's \\ here`]] as [string, string][], readOnly: false };
        const written = await db.statement<{ n: number; probe: string; big: number; doc: unknown }>(
          `insert into public.statement_probe values ($1) returning n, current_setting('mistri.probe') as probe,
             9007199254740::int8 as big, '{"a": [1]}'::jsonb as doc`,
          [1],
          opening,
        );
        expect(written.rows).toEqual([{ n: 1, probe: `it's \\ here`, big: 9007199254740, doc: { a: [1] } }]);
        expect(written.affectedRows).toBe(1);
        expect(written.fields.map((field) => field.name)).toEqual(['n', 'probe', 'big', 'doc']);
        // The settings ended with the statement's transaction, which committed.
        const after = await db.query<{ probe: string | null; n: number }>(
          `select current_setting('mistri.probe', true) as probe, (select count(*)::int from public.statement_probe) as n`,
        );
        expect(after.rows[0]).toEqual({ probe: '', n: 1 });
        await expect(
          db.statement('insert into public.statement_probe values (2)', [], { settings: [], readOnly: true }),
        ).rejects.toThrow(/read-only transaction/);
        await expect(
          db.statement('insert into public.statement_probe values (3), (1)', [], { settings: [], readOnly: false }),
        ).rejects.toMatchObject({ code: '23505' });
        await expect(
          db.statement('insert into public.statement_probe values (4)', [], {
            settings: [['statement_timeout', 'not a time']],
            readOnly: false,
          }),
        ).rejects.toThrow(/statement_timeout/);
        const kept = await db.statement<{ n: number }>('select n from public.statement_probe order by n', [], {
          settings: [],
          readOnly: true,
        });
        expect(kept.rows).toEqual([{ n: 1 }]);
      }
    } finally {
      await Promise.all([pglite.close(), postgres.close()]);
      await database.drop();
    }
  });

  it('keeps receiving notifications after the server drops the LISTEN connection', async () => {
    const database = await freshDatabase();
    const postgres = await PostgresDatabase.open({
      connection: database.connection,
      onError: () => undefined,
    });
    const received: string[] = [];
    const stop = await postgres.listen('engine_probe', (payload) => received.push(payload));
    try {
      await postgres.query(`select pg_notify('engine_probe', 'before')`);
      await sleep(200);
      await postgres.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where query like 'listen%' and datname = current_database()`,
      );
      for (let attempt = 0; attempt < 50 && !received.includes('after'); attempt += 1) {
        await sleep(200);
        await postgres.query(`select pg_notify('engine_probe', 'after')`);
      }
      expect(received).toContain('before');
      expect(received).toContain('after');
    } finally {
      await stop();
      await postgres.close();
      await database.drop();
    }
  });
});
