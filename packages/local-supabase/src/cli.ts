import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { OAuthIdentity } from './config/auth-config.js';
import { loadProjectConfig } from './config/project-config.js';
import { ClusterError } from './db/cluster.js';
import { DEFAULT_PG_PORT, localDatabaseName, startLocalPostgres, type LocalPostgres } from './db/local-postgres.js';
import { dataPaths, projectPaths } from './paths.js';
import { startEmulator, type RunningEmulator } from './start.js';

const usage = [
  'Usage: local-supabase [--port 54321] [--mailbox-port 54324] [--quiet] [--site-url URL]',
  '         [--workdir DIR]                                        the project: DIR/supabase/ (migrations, seed, config.toml);',
  '                                                                default the working directory; data in DIR/.data/',
  '         [--data-dir DIR | --memory] [--reset]                 PGlite (the default engine)',
  '         --postgres [--pg-port 54322] [--reset]                 a private PostgreSQL 15 cluster in DIR/.data/pg',
  '         --database-url postgres://… (or SUPABASE_DB_URL)       an existing PostgreSQL database',
  '         [--pool-size 10]                                       connections to PostgreSQL',
  '         [--config supabase/config.toml]                        the project settings (auth limits, redirects)',
  '         [--project-name NAME]                                  the name on the local pages (default: project_id)',
  '         [--rate-limit-header NAME]                             behind a proxy: count auth limits per value of this header',
  '         [--no-address-rate-limits]                             no per-IP auth limits, as `supabase start` (GoTrue without a header)',
  '         [--oauth-test-identities]                              development only: the local Google/GitHub page signs a typed',
  '                                                                e-mail into the account that has it',
  '         [--oauth-identity "Name <e-mail>"]...                  identities that page offers with one click (with the above)',
].join('\n');

function fail(message: string): never {
  process.stderr.write(`${message}\n${usage}\n`);
  process.exit(2);
}

function parse(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
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
        'project-name': { type: 'string' },
        'rate-limit-header': { type: 'string' },
        'no-address-rate-limits': { type: 'boolean', default: false },
        'oauth-test-identities': { type: 'boolean', default: false },
        'oauth-identity': { type: 'string', multiple: true, default: [] },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}

function portOption(name: string, value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`Invalid --${name}: ${value}`);
  return port;
}

function identityOption(value: string): OAuthIdentity {
  const match = /^\s*(\S.*?)\s*<([^<>\s@]+@[^<>\s@]+)>\s*$/.exec(value);
  if (!match?.[1] || !match[2]) fail(`Invalid --oauth-identity: ${value} (expected "Name <e-mail>")`);
  return { name: match[1], email: match[2] };
}

/** What a project's own wrapper of the command adds to it. */
export interface CliExtras {
  /** Environment for the project's Edge Functions, on top of `supabase/functions/.env` (these win). */
  functionSecrets?: Record<string, string>;
  /** Runs once the backend listens, before it says ready (e.g. settings rows); a throw stops it. */
  onReady?: (emulator: RunningEmulator) => Promise<void>;
}

/**
 * The `local-supabase` command: starts the backend for the project in `--workdir` (default the
 * working directory), prints where it listens, and stops it on SIGINT/SIGTERM.
 */
export async function runCli(argv: string[], extras: CliExtras = {}): Promise<void> {
  const parsed = parse(argv);
  if (parsed.help) {
    process.stdout.write(`${usage}\n`);
    process.exit(0);
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
  if (!Number.isInteger(poolSize) || poolSize < 1 || poolSize > 100)
    fail(`Invalid --pool-size: ${parsed['pool-size']}`);

  const limitHeader = parsed['rate-limit-header'];
  if (limitHeader !== undefined && !/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(limitHeader)) {
    fail(`Invalid --rate-limit-header: ${limitHeader}`);
  }
  const oauthIdentities = parsed['oauth-identity'].map(identityOption);

  const workdir = resolve(parsed.workdir ?? process.cwd());
  if (!existsSync(projectPaths(workdir).supabase)) {
    fail(
      parsed.workdir === undefined
        ? `${workdir} has no supabase/ folder: run local-supabase in a Supabase project, or pass --workdir`
        : `--workdir ${workdir} has no supabase/ folder`,
    );
  }
  const data = dataPaths(workdir);
  const pgliteDir = parsed.memory ? null : (parsed['data-dir'] ?? data.db);
  const storageDir = parsed.memory
    ? null
    : parsed['data-dir']
      ? `${parsed['data-dir']}-storage`
      : parsed.postgres
        ? data.pgStorage
        : data.storage;
  const configPath = parsed.config !== undefined ? resolve(parsed.config) : undefined;

  const started = performance.now();
  let local: LocalPostgres | null = null;
  let emulator: RunningEmulator;
  let projectName: string | null;
  try {
    const projectConfig = configPath ?? projectPaths(workdir).config;
    const projectId = existsSync(projectConfig) ? loadProjectConfig({ path: projectConfig }).config.projectId : null;
    projectName = parsed['project-name'] ?? projectId;
    if (parsed.postgres) {
      const database = localDatabaseName(projectId);
      local = await startLocalPostgres({ dataDir: data.pg, port: pgPort, database, reset: parsed.reset });
    }
    const postgres = local?.connection ?? databaseUrl;
    emulator = await startEmulator({
      port,
      mailboxPort,
      ...(postgres !== undefined ? { postgres, poolSize } : { dataDir: pgliteDir }),
      storageDir,
      reset: parsed.reset,
      workdir,
      ...(projectName ? { projectName } : {}),
      log: !parsed.quiet,
      ...(configPath !== undefined ? { configPath } : {}),
      ...(parsed['site-url'] ? { siteUrl: parsed['site-url'] } : {}),
      ...(extras.functionSecrets ? { functionSecrets: extras.functionSecrets } : {}),
      config: {
        auth: {
          rateLimit: {
            keyHeader: limitHeader ?? null,
            byAddress: !parsed['no-address-rate-limits'],
          },
          oauthTestIdentities: parsed['oauth-test-identities'],
          oauthIdentities,
        },
      },
    });
  } catch (error) {
    await local?.cluster.stop();
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`Could not start the local backend: ${message}\n`);
    process.exit(error instanceof ClusterError ? 3 : 1);
  }
  try {
    await extras.onReady?.(emulator);
  } catch (error) {
    await emulator.close();
    await local?.cluster.stop();
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`The local backend started, but the project's set-up failed: ${message}\n`);
    process.exit(1);
  }

  const database = local
    ? `PostgreSQL 15 in ${data.pg} (${local.cluster.url(local.database)})`
    : databaseUrl !== undefined
      ? `PostgreSQL at ${databaseUrl.replace(/\/\/[^@/]*@/, '//…@')}`
      : `PGlite ${pgliteDir ?? 'in memory'}`;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    [
      `${projectName ? `${projectName} local backend` : 'Local backend'} ready in ${seconds} s${emulator.created ? ' (new database, seeded)' : ''}`,
      `  API       ${emulator.url}`,
      `  Mailbox   ${emulator.mailboxUrl ?? 'off'}`,
      `  Project   ${workdir}`,
      `  Database  ${database}`,
      `  anon key  ${emulator.anonKey}`,
      '',
    ].join('\n'),
  );

  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\n${signal}: stopping the local backend...\n`);
    await emulator.close();
    await local?.cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
