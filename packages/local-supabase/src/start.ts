import { existsSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type pg from 'pg';
import type { Database } from './db/engine.js';
import { createAuthService } from './auth/service.js';
import {
  ANON_KEY,
  DEFAULT_API_PORT,
  DEFAULT_MAILBOX_PORT,
  JWT_SECRET,
  SERVICE_ROLE_KEY,
  type EmulatorConfig,
} from './config.js';
import { loadProjectConfig, type ProjectConfigOverrides } from './config/project-config.js';
import { openDatabase } from './db/database.js';
import { loadJwtKeys } from './signing-keys.js';
import { createHttpServer } from './http/server.js';
import type { EmulatorContext, Service } from './http/types.js';
import { Mailbox } from './mailbox/mailbox.js';
import { startMailboxServer } from './mailbox/server.js';
import { createRealtimeService } from './realtime/service.js';
import { createRestService } from './rest/service.js';
import { createFunctionsService } from './functions/service.js';
import { createMessagingService } from './messaging/service.js';
import { postgresUrl } from './db/postgres-url.js';
import { functionsInProcess } from './pg-net/in-process.js';
import { startNetSender } from './pg-net/sender.js';
import { createStorageService } from './storage/service.js';
import { seedConfigBuckets } from './storage/seed-buckets.js';
import { projectPaths } from './paths.js';

export interface StartOptions {
  /** API port; 0 picks a free one. Default 54321. */
  port?: number;
  host?: string;
  /** Mailbox page port; 0 picks a free one, null disables the page. Default 54324. */
  mailboxPort?: number | null;
  /**
   * A PostgreSQL server instead of PGlite: a `postgres://…` URL or node-postgres settings. The
   * database must exist; an empty one is bootstrapped, migrated and seeded.
   */
  postgres?: string | pg.ClientConfig;
  /** Connections in the PostgreSQL pool (default 10). */
  poolSize?: number;
  /** PGlite: persisted database directory; null keeps everything in memory. */
  dataDir?: string | null;
  reset?: boolean;
  /** Start from a database image (see dumpDatabase); implies in-memory. */
  image?: Blob;
  seed?: boolean;
  /**
   * A project folder holding `supabase/migrations/`, `supabase/seed.sql` and `supabase/config.toml`,
   * like the Supabase CLI's `--workdir`. Default: the working directory.
   */
  workdir?: string;
  /** Names the project on the local pages (mailbox). Default: config.toml's `project_id`. */
  projectName?: string;
  /** Where storage object bytes live; null keeps them in memory. */
  storageDir?: string | null;
  /** Replaces config.toml's `[auth] site_url`. */
  siteUrl?: string;
  /** Path of config.toml; null uses built-in defaults. Default: the workdir's supabase/config.toml, if any. */
  configPath?: string | null;
  /** Values that replace what config.toml says, e.g. `{ auth: { rateLimit: { signInSignUps: 3 } } }`. */
  config?: ProjectConfigOverrides;
  /** Receives each config.toml warning (default: printed to stderr). */
  warn?: (message: string) => void;
  /**
   * Environment every Edge Function receives on top of SUPABASE_URL and the keys,
   * `supabase/functions/.env` and config.toml's `[edge_runtime.secrets]` (these win).
   */
  functionSecrets?: Record<string, string>;
  /** true logs request lines to stdout; a function receives them. */
  log?: boolean | ((line: string) => void);
}

export interface RunningEmulator {
  url: string;
  mailboxUrl: string | null;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  pg: Database;
  mailbox: Mailbox;
  /** True when this start created and seeded a new database. */
  created: boolean;
  close(): Promise<void>;
}

export async function startEmulator(options: StartOptions = {}): Promise<RunningEmulator> {
  const host = options.host ?? '127.0.0.1';
  const log =
    typeof options.log === 'function'
      ? options.log
      : options.log
        ? (line: string) => {
            process.stdout.write(`[backend] ${line}\n`);
          }
        : () => undefined;

  const folders = projectPaths(options.workdir ?? process.cwd());
  const overrides: ProjectConfigOverrides = options.siteUrl
    ? { ...options.config, auth: { ...options.config?.auth, siteUrl: options.siteUrl } }
    : (options.config ?? {});
  // A workdir without config.toml runs on the CLI's defaults, as `supabase start` does.
  const workdirConfig = existsSync(folders.config) ? folders.config : null;
  const configPath = options.configPath !== undefined ? options.configPath : workdirConfig;
  const { config: project, warnings } = loadProjectConfig({ path: configPath, overrides });
  for (const warning of warnings) (options.warn ?? defaultWarn)(warning);

  if (options.reset && options.storageDir) rmSync(options.storageDir, { recursive: true, force: true });
  const { pg, created } = await openDatabase({
    ...(options.postgres !== undefined ? { postgres: options.postgres } : {}),
    ...(options.poolSize !== undefined ? { poolSize: options.poolSize } : {}),
    dataDir: options.image ? null : (options.dataDir ?? null),
    reset: options.reset ?? false,
    seed: options.seed ?? true,
    migrationsDir: folders.migrations,
    seedFile: folders.seed,
    ...(options.image ? { image: options.image } : {}),
  });

  const supabaseDir = configPath ? dirname(configPath) : folders.supabase;
  const keysPath = project.auth.signingKeysPath ? resolve(supabaseDir, project.auth.signingKeysPath) : null;
  const jwtKeys = await loadJwtKeys(JWT_SECRET, keysPath);

  const mailbox = new Mailbox();
  const config: EmulatorConfig = {
    projectName: options.projectName ?? project.projectId,
    apiUrl: '',
    mailboxUrl: '',
    siteUrl: project.auth.siteUrl,
    jwtSecret: JWT_SECRET,
    jwtKeys,
    storageDir: options.storageDir ?? null,
    log: Boolean(options.log),
    project,
  };
  const context: EmulatorContext = { pg, config, mailbox };

  const mailboxServer =
    options.mailboxPort === null
      ? null
      : await startMailboxServer(context, host, options.mailboxPort ?? DEFAULT_MAILBOX_PORT);
  config.mailboxUrl = mailboxServer ? mailboxServer.url : '';

  // `enabled = false` in [storage] or [realtime] leaves that API out, as the CLI leaves out its container.
  const services: Service[] = [createAuthService(context), createRestService(context), createMessagingService(context)];
  if (project.storage.enabled) services.push(createStorageService(context));
  if (project.realtime.enabled) services.push(await createRealtimeService(context));
  if (project.functions.enabled) {
    services.push(
      createFunctionsService(context, {
        // Functions live in the project's supabase/functions, wherever the config file is read from.
        supabaseDir: folders.supabase,
        secrets: options.functionSecrets ?? {},
        dbUrl: options.postgres !== undefined ? postgresUrl(options.postgres) : null,
        // A function's console output goes with the request log; on stderr when `log` is not given.
        log: options.log === undefined ? defaultWarn : log,
        warn: options.warn ?? defaultWarn,
      }),
    );
  }
  const server = createHttpServer({ services, log });
  const port = await listen(server, host, options.port ?? DEFAULT_API_PORT);
  config.apiUrl = `http://${host}:${String(port)}`;
  // pg_net's worker: requests queued by net.http_* and database webhooks, sent after their commit.
  const netSender = await startNetSender(pg, {
    log: options.log === undefined ? defaultWarn : log,
    local: functionsInProcess(services, config.apiUrl, log),
  });

  let closed = false;
  const running: RunningEmulator = {
    url: config.apiUrl,
    mailboxUrl: mailboxServer?.url ?? null,
    anonKey: ANON_KEY,
    serviceRoleKey: SERVICE_ROLE_KEY,
    jwtSecret: JWT_SECRET,
    pg,
    mailbox,
    created,
    async close() {
      if (closed) return;
      closed = true;
      for (const service of services) await service.close?.();
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
        server.closeAllConnections();
      });
      await mailboxServer?.close();
      await netSender.close();
      await pg.close();
    },
  };
  if (project.storage.enabled) {
    try {
      await seedConfigBuckets({
        apiUrl: config.apiUrl,
        serviceRoleKey: SERVICE_ROLE_KEY,
        buckets: project.storage.buckets,
        supabaseDir,
        log,
      });
    } catch (error) {
      await running.close();
      throw error;
    }
  }
  return running;
}

function defaultWarn(message: string): void {
  process.stderr.write(`[backend] warning: ${message}\n`);
}

function listen(server: Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}
