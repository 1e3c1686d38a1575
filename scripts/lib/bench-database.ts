import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  createDatabase,
  type Database,
  DEFAULT_PG_BIN_DIR,
  openDatabase,
  PgliteDatabase,
  type RunningCluster,
  startCluster,
} from 'local-supabase';
import { paths } from './paths.js';

export type BenchEngine = 'pglite' | 'postgres';

export function parseEngine(value: string | undefined): BenchEngine {
  if (value === undefined || value === 'pglite') return 'pglite';
  if (value === 'postgres') return 'postgres';
  throw new Error(`--engine must be pglite or postgres, not "${value}"`);
}

/**
 * Memory of the private PostgreSQL server: its shared buffers and work memory are set here (the
 * defaults, 128 MB of buffers, are for a laptop); the report prints the settings and the server's
 * resident memory.
 */
const POSTGRES_SETTINGS: Record<string, string> = {
  shared_buffers: '1GB',
  effective_cache_size: '4GB',
  maintenance_work_mem: '1GB',
  work_mem: '16MB',
  max_wal_size: '8GB',
  checkpoint_timeout: '30min',
};

export interface BenchDatabase {
  pg: Database;
  engine: BenchEngine;
  /** Loads CSV lines into a table with COPY, in chunks (PGlite) or as one stream (PostgreSQL). */
  copy(table: string, columns: string[], lines: Iterable<string>): Promise<void>;
  /** A line on memory: PostgreSQL's settings and resident memory, or this process's for PGlite. */
  memory(): Promise<string>;
  close(): Promise<void>;
}

const PGLITE_COPY_CHUNK = 50_000;

async function openPglite(): Promise<BenchDatabase> {
  const { pg } = await openDatabase({ dataDir: null, seed: false, workdir: paths.root });
  if (!(pg instanceof PgliteDatabase)) throw new Error('expected the embedded engine');
  return {
    pg,
    engine: 'pglite',
    async copy(table, columns, lines) {
      const sql = `copy ${table} (${columns.join(', ')}) from '/dev/blob' with (format csv)`;
      let chunk: string[] = [];
      const flush = async () => {
        if (chunk.length === 0) return;
        await pg.pglite.query(sql, [], { blob: new Blob([chunk.join('')]) });
        chunk = [];
      };
      for (const line of lines) {
        chunk.push(line);
        if (chunk.length >= PGLITE_COPY_CHUNK) await flush();
      }
      await flush();
    },
    memory() {
      const rss = process.memoryUsage().rss / 2 ** 20;
      return Promise.resolve(`PGlite in this process: resident memory ${rss.toFixed(0)} MB`);
    },
    close: () => pg.close(),
  };
}

/** Streams lines into `psql -c "copy … from stdin"`, honouring back-pressure. */
function psqlCopy(cluster: RunningCluster, sql: string, lines: Iterable<string>): Promise<void> {
  const binDir = process.env.PG_BIN_DIR ?? DEFAULT_PG_BIN_DIR;
  const child = spawn(
    join(binDir, 'psql'),
    [
      '-X',
      '-q',
      '-v',
      'ON_ERROR_STOP=1',
      '-h',
      cluster.socketDir,
      '-p',
      String(cluster.port),
      '-U',
      'postgres',
      '-d',
      'mistri',
      '-c',
      sql,
    ],
    { stdio: ['pipe', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (data: Buffer) => {
    stderr += data.toString();
  });
  const exited = new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`psql COPY failed (${String(code)}): ${stderr}`));
    });
  });
  const write = async () => {
    let buffer: string[] = [];
    for (const line of lines) {
      buffer.push(line);
      if (buffer.length >= 10_000) {
        if (!child.stdin.write(buffer.join(''))) await new Promise((resolve) => child.stdin.once('drain', resolve));
        buffer = [];
      }
    }
    child.stdin.end(buffer.join(''));
  };
  return Promise.all([write(), exited]).then(() => undefined);
}

/** Proportional set size of the server's processes (shared buffers counted once, not per process). */
function serverMegabytes(cluster: RunningCluster): number {
  // The postmaster leads the process group of every server process.
  const pids = execFileSync('ps', ['-o', 'pid=', '-g', String(cluster.pid)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  let kilobytes = 0;
  for (const pid of pids) {
    try {
      const match = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
      kilobytes += Number(match?.[1] ?? 0);
    } catch {
      // A process that ended meanwhile holds no memory.
    }
  }
  return kilobytes / 1024;
}

async function openPostgres(): Promise<BenchDatabase> {
  const sandbox = mkdtempSync(join(tmpdir(), 'mistri-bench-pg-'));
  chmodSync(sandbox, 0o755);
  const dataDir = join(sandbox, 'cluster');
  const cleanUp = () => {
    rmSync(sandbox, { recursive: true, force: true });
  };
  let cluster: RunningCluster | null = null;
  try {
    cluster = await startCluster({ dataDir, port: 5432 });
    const admin = new pg.Client(cluster.connection('postgres'));
    await admin.connect();
    try {
      for (const [name, value] of Object.entries(POSTGRES_SETTINGS)) {
        await admin.query(`alter system set ${name} = '${value}'`);
      }
    } finally {
      await admin.end();
    }
    await createDatabase(cluster.connection('postgres'), 'mistri');
    // shared_buffers takes effect on a restart.
    await cluster.stop();
    cluster = await startCluster({ dataDir, port: 5432 });
  } catch (error) {
    await cluster?.stop();
    cleanUp();
    throw error;
  }
  const running = cluster;
  const { pg: database } = await openDatabase({
    postgres: running.url('mistri'),
    poolSize: 2,
    seed: false,
    workdir: paths.root,
  }).catch(async (error: unknown) => {
    await running.stop();
    cleanUp();
    throw error;
  });
  return {
    pg: database,
    engine: 'postgres',
    copy: (table, columns, lines) =>
      psqlCopy(running, `copy ${table} (${columns.join(', ')}) from stdin with (format csv)`, lines),
    memory() {
      const settings = Object.entries(POSTGRES_SETTINGS)
        .map(([name, value]) => `${name} ${value}`)
        .join(', ');
      return Promise.resolve(
        `PostgreSQL 15 (${settings}): server processes ${serverMegabytes(running).toFixed(0)} MB (proportional set size)`,
      );
    },
    async close() {
      await database.close();
      await running.stop();
      cleanUp();
    },
  };
}

export function openBenchDatabase(engine: BenchEngine): Promise<BenchDatabase> {
  return engine === 'postgres' ? openPostgres() : openPglite();
}

/**
 * Seeded pseudo-random numbers in [0, 1), the same every run (mulberry32: 32-bit integer steps
 * with Math.imul, so no step loses bits to floating point and successive draws are independent).
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A CSV field: quoted when it holds a comma, quote or newline. */
export function csv(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Three in five providers available, one busy, one away. */
export const AVAILABILITY_MIX = ['available', 'available', 'available', 'busy', 'away'];

/**
 * COPYs provider rows into `service-providers` the fast way: the indexes are dropped and rebuilt
 * from their own definitions afterwards, the foreign key to auth.users is dropped (a million
 * sign-ups are not what is measured), and the row triggers are off during the copy. `afterCopy`
 * runs once the triggers are back on, before the indexes are rebuilt.
 */
export async function copyProviders(
  db: BenchDatabase,
  columns: string[],
  lines: Iterable<string>,
  afterCopy = '',
): Promise<void> {
  const { pg } = db;
  const { rows: indexes } = await pg.query<{ name: string; def: string }>(
    `select indexname as name, indexdef as def from pg_indexes
      where schemaname = 'public' and tablename = 'service-providers' and indexname not like '%pkey'`,
  );
  for (const index of indexes) await pg.exec(`drop index public."${index.name}"`);
  await pg.exec(`
    alter table public."service-providers" drop constraint if exists "service-providers_uuid_fkey";
    alter table public."service-providers" disable trigger user;
  `);
  await db.copy('public."service-providers"', columns, lines);
  await pg.exec(`alter table public."service-providers" enable trigger user;${afterCopy}`);
  for (const index of indexes) await pg.exec(index.def);
  await pg.exec('vacuum analyze public."service-providers"');
}
