import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const supabaseDir = resolve(here, '..', '..');

export const paths = {
  root: resolve(supabaseDir, '..'),
  supabase: supabaseDir,
  migrations: join(supabaseDir, 'migrations'),
  seed: join(supabaseDir, 'seed.sql'),
  emulatorSql: join(supabaseDir, 'emulator', 'sql'),
  defaultDataDir: join(supabaseDir, '..', '.data', 'db'),
  defaultStorageDir: join(supabaseDir, '..', '.data', 'storage'),
  /** `--postgres`: the private PostgreSQL cluster and its storage bytes. */
  defaultPgDir: join(supabaseDir, '..', '.data', 'pg'),
  defaultPgStorageDir: join(supabaseDir, '..', '.data', 'pg-storage'),
};

/** The project folders the CLI's `--workdir` points at: `<dir>/supabase/{migrations,seed.sql,config.toml}`. */
export function projectPaths(workdir: string): { supabase: string; migrations: string; seed: string; config: string } {
  const supabase = join(resolve(workdir), 'supabase');
  return {
    supabase,
    migrations: join(supabase, 'migrations'),
    seed: join(supabase, 'seed.sql'),
    config: join(supabase, 'config.toml'),
  };
}
