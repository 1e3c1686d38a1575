/**
 * Issue 22, finding 3 (the database's part): the API roles carry hosted Supabase's statement
 * timeouts, anon 3 s and authenticated 8 s, so PostgreSQL cancels a slow query (57014) in a
 * session of that role. The backend applying them to each request is tested with the backend.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestBackend, type TestBackend } from './support/backend.js';
import { freshDatabase, type TestDatabase } from './support/test-database.js';

const external = Boolean(process.env.SUPABASE_URL);

const server = inject('postgres');
let database: TestDatabase | null = null;
let backend: TestBackend | null = null;

beforeAll(async () => {
  if (!external) backend = await startTestBackend();
  if (server) database = await freshDatabase();
});

afterAll(async () => {
  await backend?.close();
  await database?.drop();
});

/** Connection settings for this file's database (or another one) as `user`. */
function settings(user: string, name?: string): pg.ClientConfig {
  const own = database?.options.postgres;
  if (!server || !own || typeof own === 'string') throw new Error('needs the PostgreSQL test cluster');
  return { host: server.host, port: server.port, user, database: name ?? own.database ?? '' };
}

/** Runs `sql` in a session logged in as `role` (the test cluster trusts local connections). */
async function runAs(role: 'anon' | 'authenticated', sql: string): Promise<{ code?: string; ms: number }> {
  const admin = new pg.Client(settings('postgres', 'postgres'));
  await admin.connect();
  await admin.query(`alter role ${role} login`);
  const client = new pg.Client(settings(role));
  const started = Date.now();
  try {
    await client.connect();
    await client.query(sql);
    return { ms: Date.now() - started };
  } catch (error) {
    return { code: (error as { code?: string }).code, ms: Date.now() - started };
  } finally {
    await client.end();
    await admin.query(`alter role ${role} nologin`);
    await admin.end();
  }
}

describe('statement timeouts of the API roles', () => {
  it.skipIf(external)('are set on the roles as hosted Supabase sets them (both engines)', async () => {
    const result = await backend?.emulator?.pg.query<{ rolname: string; rolconfig: string[] | null }>(
      `select rolname, rolconfig from pg_roles where rolname in ('anon', 'authenticated') order by rolname`,
    );
    expect(result?.rows).toEqual([
      { rolname: 'anon', rolconfig: ['statement_timeout=3s'] },
      { rolname: 'authenticated', rolconfig: ['statement_timeout=8s'] },
    ]);
  });
});

describe.runIf(server)('on PostgreSQL, a session of an API role', () => {
  it('has a slow query cancelled after 8 seconds as authenticated', async () => {
    const result = await runAs('authenticated', 'select pg_sleep(12)');
    expect(result.code).toBe('57014');
    expect(result.ms).toBeGreaterThanOrEqual(7_900);
    expect(result.ms).toBeLessThan(11_000);
  });

  it('has a slow query cancelled after 3 seconds as anon', async () => {
    const result = await runAs('anon', 'select pg_sleep(6)');
    expect(result.code).toBe('57014');
    expect(result.ms).toBeLessThan(5_500);
  });
});
