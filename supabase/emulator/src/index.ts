import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import { createAuthService } from './auth/service.js';
import { ANON_KEY, JWT_SECRET, SERVICE_ROLE_KEY, type EmulatorConfig } from './config.js';
import { loadProjectConfig, type ProjectConfigOverrides } from './config/project-config.js';
import { openDatabase } from './db/database.js';
import { createHttpServer } from './http/server.js';
import type { EmulatorContext, Service } from './http/types.js';
import { Mailbox } from './mailbox/mailbox.js';
import { startMailboxServer } from './mailbox/server.js';
import { createRealtimeService } from './realtime/service.js';
import { createRestService } from './rest/service.js';
import { createStorageService } from './storage/service.js';

export interface StartOptions {
  /** API port; 0 picks a free one. Default 54321. */
  port?: number;
  host?: string;
  /** Mailbox page port; 0 picks a free one, null disables the page. Default 54324. */
  mailboxPort?: number | null;
  /** Persisted database directory; null keeps everything in memory. */
  dataDir?: string | null;
  reset?: boolean;
  /** Start from a database image (see dumpDatabase); implies in-memory. */
  image?: Blob;
  seed?: boolean;
  /** Where storage object bytes live; null keeps them in memory. */
  storageDir?: string | null;
  /** Replaces config.toml's `[auth] site_url`. */
  siteUrl?: string;
  /** Path of config.toml; null uses built-in defaults. Default: supabase/config.toml. */
  configPath?: string | null;
  /** Values that replace what config.toml says, e.g. `{ auth: { rateLimit: { signInSignUps: 3 } } }`. */
  config?: ProjectConfigOverrides;
  /** true logs request lines to stdout; a function receives them. */
  log?: boolean | ((line: string) => void);
}

export interface RunningEmulator {
  url: string;
  mailboxUrl: string | null;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  pg: PGlite;
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

  const overrides: ProjectConfigOverrides = options.siteUrl
    ? { ...options.config, auth: { ...options.config?.auth, siteUrl: options.siteUrl } }
    : (options.config ?? {});
  const { config: project } = loadProjectConfig({
    ...(options.configPath !== undefined ? { path: options.configPath } : {}),
    overrides,
  });

  if (options.reset && options.storageDir) rmSync(options.storageDir, { recursive: true, force: true });
  const { pg, created } = await openDatabase({
    dataDir: options.image ? null : (options.dataDir ?? null),
    reset: options.reset ?? false,
    seed: options.seed ?? true,
    ...(options.image ? { image: options.image } : {}),
  });

  const mailbox = new Mailbox();
  const config: EmulatorConfig = {
    apiUrl: '',
    mailboxUrl: '',
    siteUrl: project.auth.siteUrl,
    jwtSecret: JWT_SECRET,
    storageDir: options.storageDir ?? null,
    log: Boolean(options.log),
    project,
  };
  const context: EmulatorContext = { pg, config, mailbox };

  const mailboxServer =
    options.mailboxPort === null ? null : await startMailboxServer(context, host, options.mailboxPort ?? 54324);
  config.mailboxUrl = mailboxServer ? mailboxServer.url : '';

  const services: Service[] = [
    createAuthService(context),
    createRestService(context),
    createStorageService(context),
    await createRealtimeService(context),
  ];
  const server = createHttpServer({ services, log });
  const port = await listen(server, host, options.port ?? 54321);
  config.apiUrl = `http://${host}:${String(port)}`;

  let closed = false;
  return {
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
      await pg.close();
    },
  };
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

export { ANON_KEY, SERVICE_ROLE_KEY, JWT_SECRET };
export type { ProjectConfig, ProjectConfigOverrides } from './config/project-config.js';
export { dumpDatabase, openDatabase } from './db/database.js';
