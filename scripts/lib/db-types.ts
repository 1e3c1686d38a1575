import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type pg from 'pg';
import { loadProjectConfig } from 'local-supabase';

/**
 * The PostgREST version the types are written for: supabase-js reads it from the generated
 * `__InternalSupabase` block to offer what PostgREST 13 offers (e.g. `maxAffected`).
 */
export const POSTGREST_VERSION = '13.0.5';

/** Schemas the types describe, as the Supabase CLI picks them: public and `[api] schemas` of config.toml. */
export function typeSchemas(): string[] {
  return [...new Set(['public', ...loadProjectConfig().config.api.schemas])];
}

/** postgres-meta's server script: with PG_META_GENERATE_TYPES set it prints the types and exits. */
function postgresMetaServer(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@supabase/postgres-meta/package.json')), 'dist', 'server', 'server.js');
}

/**
 * A URL postgres-meta accepts for a node-postgres setting: it parses the URL with `new URL`, which
 * refuses an empty host, so a Unix-socket directory goes in the `host` parameter.
 */
export function postgresMetaUrl(connection: pg.ClientConfig): string {
  const url = new URL('postgresql://localhost');
  url.username = connection.user ?? 'postgres';
  url.pathname = `/${encodeURIComponent(connection.database ?? 'postgres')}`;
  if (connection.host?.startsWith('/')) url.searchParams.set('host', connection.host);
  else if (connection.host) url.hostname = connection.host;
  url.searchParams.set('port', String(connection.port ?? 5432));
  url.searchParams.set('sslmode', 'disable');
  return url.toString();
}

/**
 * Prints the TypeScript that `supabase gen types typescript --local` prints: the Supabase CLI runs
 * `node dist/server/server.js` of postgres-meta with these variables, and so does this.
 */
export function generateDatabaseTypes(connection: pg.ClientConfig): Promise<string> {
  const env = {
    ...process.env,
    PG_META_DB_URL: postgresMetaUrl(connection),
    PG_META_GENERATE_TYPES: 'typescript',
    PG_META_GENERATE_TYPES_INCLUDED_SCHEMAS: typeSchemas().join(','),
    PG_META_GENERATE_TYPES_DETECT_ONE_TO_ONE_RELATIONSHIPS: 'true',
    PG_META_POSTGREST_VERSION: POSTGREST_VERSION,
  };
  const child = spawn(process.execPath, [postgresMetaServer()], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0 && stdout.trim() !== '') resolve(stdout);
      else reject(new Error(`postgres-meta's type generator failed (exit ${String(code)}):\n${stderr.slice(-4000)}`));
    });
  });
}
