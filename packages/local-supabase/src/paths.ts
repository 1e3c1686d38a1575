import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** SQL the backend runs before any project migration (roles, auth, storage, realtime schemas). */
export const PLATFORM_SQL = join(packageDir, 'sql', 'platform.sql');

export interface ProjectPaths {
  supabase: string;
  migrations: string;
  seed: string;
  config: string;
}

/** The project folders the CLI's `--workdir` points at: `<dir>/supabase/{migrations,seed.sql,config.toml}`. */
export function projectPaths(workdir: string): ProjectPaths {
  const supabase = join(resolve(workdir), 'supabase');
  return {
    supabase,
    migrations: join(supabase, 'migrations'),
    seed: join(supabase, 'seed.sql'),
    config: join(supabase, 'config.toml'),
  };
}

/** Where the CLI keeps a project's data by default: `<workdir>/.data/`. */
export function dataPaths(workdir: string): { db: string; storage: string; pg: string; pgStorage: string } {
  const root = join(resolve(workdir), '.data');
  return {
    db: join(root, 'db'),
    storage: join(root, 'storage'),
    pg: join(root, 'pg'),
    pgStorage: join(root, 'pg-storage'),
  };
}

/** Loaded by each Edge Function's Deno process before the function (see src/functions/worker.ts). */
export const DENO_PRELOAD = join(packageDir, 'deno', 'preload.js');
