/**
 * local-supabase: a Supabase-compatible backend (auth, REST, storage, realtime, mailbox) for one
 * project's `supabase/` folder, on PGlite or PostgreSQL. This is the package's only entry.
 */

// Run a backend
export { startEmulator, type RunningEmulator, type StartOptions } from './start.js';
export { runCli, type CliExtras } from './cli.js';

// The Supabase CLI's well-known local values
export { ANON_KEY, DEFAULT_API_PORT, DEFAULT_MAILBOX_PORT, JWT_SECRET, SERVICE_ROLE_KEY } from './config.js';
export { DEFAULT_PG_PORT } from './db/local-postgres.js';
export { signJwt } from './jwt.js';

// config.toml
export { loadProjectConfig, type ProjectConfig, type ProjectConfigOverrides } from './config/project-config.js';
export type { AuthRateLimits, OAuthIdentity } from './config/auth-config.js';
export type { BucketConfig } from './config/storage-config.js';

// The database seam and its engines
export {
  applyMigrations,
  dumpDatabase,
  openDatabase,
  type Database,
  type OpenOptions,
  type Transaction,
} from './db/database.js';
export type { EngineName, Queryable, Results } from './db/engine.js';
export { PgliteDatabase } from './db/pglite-engine.js';
export { PostgresDatabase } from './db/postgres-engine.js';
export { ClusterError, DEFAULT_PG_BIN_DIR, startCluster, type RunningCluster } from './db/cluster.js';
export { cloneDatabase, createDatabase, databaseExists, dropDatabase } from './db/admin.js';

// The mailbox
export type { Mailbox, MailMessage, MessageChannel } from './mailbox/mailbox.js';
export { listMail } from './mailbox/client.js';
