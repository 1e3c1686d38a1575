import { parseArgs } from 'node:util';
import { ClusterError } from './db/cluster.js';
import { DEFAULT_PG_PORT, startLocalPostgres, type LocalPostgres } from './db/local-postgres.js';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { paths, projectPaths } from './paths.js';
import { startEmulator, type RunningEmulator } from './index.js';

const usage = [
  'Usage: npm run backend -- [--port 54321] [--mailbox-port 54324] [--quiet] [--site-url URL]',
  '         [--data-dir DIR | --memory] [--reset]                 PGlite (the default engine)',
  '         --postgres [--pg-port 54322] [--reset]                 a private PostgreSQL 15 cluster in .data/pg',
  '         --database-url postgres://… (or SUPABASE_DB_URL)       an existing PostgreSQL database',
  '         [--pool-size 10]                                       connections to PostgreSQL',
  '         [--config supabase/config.toml]                        the project settings (auth limits, redirects)',
  '         [--workdir DIR]                                        another project: DIR/supabase/ (migrations, seed, config.toml)',
  '         [--rate-limit-header NAME]                             behind a proxy: count auth limits per value of this header',
  '         [--no-address-rate-limits]                             no per-IP auth limits, as `supabase start` (GoTrue without a header)',
  '         [--oauth-test-identities]                              development only: the local Google/GitHub page signs a typed',
  '                                                                e-mail into the account that has it (demo accounts in one click)',
].join('\n');

function fail(message: string): never {
  process.stderr.write(`${message}\n${usage}\n`);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    options: {
      port: { type: 'string', default: '54321' },
      'mailbox-port': { type: 'string', default: '54324' },
      workdir: { type: 'string' },
      'data-dir': { type: 'string' },
      memory: { type: 'boolean', default: false },
      postgres: { type: 'boolean', default: false },
      'pg-port': { type: 'string', default: String(DEFAULT_PG_PORT) },
      'database-url': { type: 'string' },
      'pool-size': { type: 'string', default: '10' },
      config: { type: 'string' },
      reset: { type: 'boolean', default: false },
      quiet: { type: 'boolean', default: false },
      'site-url': { type: 'string' },
      'rate-limit-header': { type: 'string' },
      'no-address-rate-limits': { type: 'boolean', default: false },
      'oauth-test-identities': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  }).values;
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (parsed.help) {
  process.stdout.write(`${usage}\n`);
  process.exit(0);
}

function portOption(name: string, value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`Invalid --${name}: ${value}`);
  return port;
}

const databaseUrl = parsed['database-url'] ?? process.env.SUPABASE_DB_URL;
if (parsed.memory && parsed['data-dir']) fail('--memory and --data-dir cannot be used together');
if (parsed.postgres && databaseUrl !== undefined) fail('--postgres and --database-url cannot be used together');
if ((parsed.postgres || databaseUrl !== undefined) && (parsed.memory || parsed['data-dir'])) {
  fail('--memory and --data-dir are for PGlite; PostgreSQL keeps its data in its own cluster');
}
if (databaseUrl !== undefined && parsed.reset) fail('--reset does not drop an existing PostgreSQL database');
if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
  fail(`Invalid --database-url: expected postgres://… or postgresql://…, got ${databaseUrl}`);
}

const port = portOption('port', parsed.port);
const mailboxPort = portOption('mailbox-port', parsed['mailbox-port']);
const pgPort = portOption('pg-port', parsed['pg-port']);
const poolSize = Number(parsed['pool-size']);
if (!Number.isInteger(poolSize) || poolSize < 1 || poolSize > 100) fail(`Invalid --pool-size: ${parsed['pool-size']}`);

const limitHeader = parsed['rate-limit-header'];
if (limitHeader !== undefined && !/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(limitHeader)) {
  fail(`Invalid --rate-limit-header: ${limitHeader}`);
}

const workdir = parsed.workdir === undefined ? undefined : resolve(parsed.workdir);
if (workdir !== undefined && !existsSync(projectPaths(workdir).supabase)) {
  fail(`--workdir ${workdir} has no supabase/ folder`);
}
const dataRoot = workdir ? join(workdir, '.data') : null;
const pgliteDir = parsed.memory
  ? null
  : (parsed['data-dir'] ?? (dataRoot ? join(dataRoot, 'db') : paths.defaultDataDir));
const pgDir = dataRoot ? join(dataRoot, 'pg') : paths.defaultPgDir;
const storageDir = parsed.memory
  ? null
  : parsed['data-dir']
    ? `${parsed['data-dir']}-storage`
    : parsed.postgres
      ? dataRoot
        ? join(dataRoot, 'pg-storage')
        : paths.defaultPgStorageDir
      : dataRoot
        ? join(dataRoot, 'storage')
        : paths.defaultStorageDir;

const started = performance.now();
let local: LocalPostgres | null = null;
let emulator: RunningEmulator;
try {
  if (parsed.postgres) {
    local = await startLocalPostgres({ dataDir: pgDir, port: pgPort, reset: parsed.reset });
  }
  const postgres = local?.connection ?? databaseUrl;
  emulator = await startEmulator({
    port,
    mailboxPort,
    ...(postgres !== undefined ? { postgres, poolSize } : { dataDir: pgliteDir }),
    storageDir,
    reset: parsed.reset,
    ...(workdir ? { workdir } : {}),
    log: !parsed.quiet,
    ...(parsed.config !== undefined ? { configPath: parsed.config } : {}),
    ...(parsed['site-url'] ? { siteUrl: parsed['site-url'] } : {}),
    config: {
      auth: {
        rateLimit: {
          keyHeader: limitHeader ?? null,
          byAddress: !parsed['no-address-rate-limits'],
        },
        oauthTestIdentities: parsed['oauth-test-identities'],
      },
    },
  });
} catch (error) {
  await local?.cluster.stop();
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`Could not start the local backend: ${message}\n`);
  process.exit(error instanceof ClusterError ? 3 : 1);
}

const database = local
  ? `PostgreSQL 15 in ${pgDir} (${local.cluster.url('mistri')})`
  : databaseUrl !== undefined
    ? `PostgreSQL at ${databaseUrl.replace(/\/\/[^@/]*@/, '//…@')}`
    : `PGlite ${pgliteDir ?? 'in memory'}`;
process.stdout.write(
  [
    `Mistri local backend ready in ${((performance.now() - started) / 1000).toFixed(1)} s${emulator.created ? ' (new database, seeded)' : ''}`,
    `  API       ${emulator.url}`,
    `  Mailbox   ${emulator.mailboxUrl ?? 'off'}`,
    `  Project   ${workdir ?? paths.root}`,
    `  Database  ${database}`,
    `  anon key  ${emulator.anonKey}`,
    '',
  ].join('\n'),
);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  process.stdout.write(`\n${signal}: stopping the local backend...\n`);
  await emulator.close();
  await local?.cluster.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
