import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';

export const DEFAULT_PG_BIN_DIR = '/usr/lib/postgresql/15/bin';

export interface ClusterOptions {
  /** Cluster directory (initdb runs when it holds no cluster yet). */
  dataDir: string;
  /** Names the Unix socket (`.s.PGSQL.<port>`); the server listens on no TCP port. */
  port: number;
  /** false trades crash safety for speed (fsync off), for throw-away test clusters. Default true. */
  durable?: boolean;
  binDir?: string;
  /** OS account that runs the server when this process is root (Postgres refuses root). Default postgres. */
  osUser?: string;
}

export interface RunningCluster {
  /** Directory of the server's Unix socket. */
  socketDir: string;
  port: number;
  /** The PID of the postmaster, which leads the process group of all the server's processes. */
  pid: number;
  /** node-postgres settings for `database` as the superuser postgres. */
  connection(database: string): pg.ClientConfig;
  /** A libpq URL for `database` (for psql or `--database-url`). */
  url(database: string): string;
  /** Fast shutdown (waits for the server to exit). */
  stop(): Promise<void>;
}

export class ClusterError extends Error {}

interface Account {
  uid: number;
  gid: number;
}

function missingServerMessage(binDir: string): string {
  return (
    `PostgreSQL 15 server not found in ${binDir}. Install it with ` +
    '`apt-get install postgresql` (Debian/Ubuntu), or set PG_BIN_DIR to the folder holding `postgres` and `initdb`.'
  );
}

function accountOf(user: string): Account {
  try {
    return {
      uid: Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim()),
      gid: Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim()),
    };
  } catch {
    throw new ClusterError(
      `PostgreSQL refuses to run as root and there is no "${user}" account to run it as ` +
        '(`apt-get install postgresql` creates one).',
    );
  }
}

/** Runs a server binary, as `account` when this process is root. */
function command(binDir: string, program: string, args: string[], account: Account | null): [string, string[]] {
  const path = join(binDir, program);
  if (!account) return [path, args];
  return [
    'setpriv',
    [`--reuid=${String(account.uid)}`, `--regid=${String(account.gid)}`, '--clear-groups', path, ...args],
  ];
}

function ownDirectory(dir: string, account: Account | null): void {
  mkdirSync(dirname(dir), { recursive: true });
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (account) chownSync(dir, account.uid, account.gid);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A postmaster left running by a backend that was killed: stop it, so this start owns the cluster. */
async function stopStale(dataDir: string): Promise<void> {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 30_000;
  while (isAlive(pid) && Date.now() < deadline) await sleep(100);
  if (isAlive(pid)) throw new ClusterError(`a PostgreSQL server (pid ${String(pid)}) still holds ${dataDir}`);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function waitUntilReady(config: pg.ClientConfig, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new ClusterError(`PostgreSQL stopped while starting:\n${log()}`);
    }
    const client = new pg.Client(config);
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new ClusterError(`PostgreSQL did not accept connections within 60 s:\n${log()}`);
      await sleep(100);
    }
  }
}

/**
 * Starts (initialising it first if needed) a private PostgreSQL cluster: trust authentication on a
 * Unix socket in a fresh private directory, no TCP listener. When this process is root, the server
 * runs as the `postgres` account, which owns the cluster directory.
 */
export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  const binDir = options.binDir ?? process.env.PG_BIN_DIR ?? DEFAULT_PG_BIN_DIR;
  if (!existsSync(join(binDir, 'postgres')) || !existsSync(join(binDir, 'initdb'))) {
    throw new ClusterError(missingServerMessage(binDir));
  }
  const account = process.getuid?.() === 0 ? accountOf(options.osUser ?? 'postgres') : null;
  const { dataDir, port } = options;

  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    ownDirectory(dataDir, account);
    const [program, args] = command(
      binDir,
      'initdb',
      ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale', '--no-sync'],
      account,
    );
    try {
      execFileSync(program, args, { stdio: 'pipe' });
    } catch (error) {
      const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
      const hint =
        account && /Permission denied/.test(stderr)
          ? `\nThe ${options.osUser ?? 'postgres'} account must be able to reach ${dataDir} (every parent folder needs o+x).`
          : '';
      throw new ClusterError(`initdb failed for ${dataDir}:\n${stderr}${hint}`);
    }
  } else {
    await stopStale(dataDir);
  }

  const socketDir = mkdtempSync(join(tmpdir(), 'local-supabase-pg-'));
  if (account) chownSync(socketDir, account.uid, account.gid);
  const settings = [
    'listen_addresses=',
    `unix_socket_directories=${socketDir}`,
    `port=${String(port)}`,
    'max_connections=200',
    ...(options.durable === false ? ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'] : []),
  ];
  const [program, args] = command(
    binDir,
    'postgres',
    ['-D', dataDir, ...settings.flatMap((setting) => ['-c', setting])],
    account,
  );
  // Its own process group: a Ctrl-C in the terminal reaches the backend, which stops the server in order.
  const server = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let output = '';
  server.stderr.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  });
  const connection = (database: string): pg.ClientConfig => ({ host: socketDir, port, user: 'postgres', database });
  try {
    await waitUntilReady(connection('postgres'), server, () => output);
  } catch (error) {
    server.kill('SIGKILL');
    rmSync(socketDir, { recursive: true, force: true });
    throw error;
  }

  const exited = new Promise<void>((resolve) =>
    server.once('exit', () => {
      resolve();
    }),
  );
  return {
    socketDir,
    port,
    pid: server.pid ?? -1,
    connection,
    url: (database) =>
      `postgresql://postgres@/${encodeURIComponent(database)}?host=${encodeURIComponent(socketDir)}&port=${String(port)}`,
    async stop() {
      if (server.exitCode === null && server.signalCode === null) {
        server.kill('SIGINT');
        const timeout = setTimeout(() => server.kill('SIGKILL'), 30_000);
        await exited;
        clearTimeout(timeout);
      }
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
