import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const supabase = join(root, 'supabase');

/** Mistri's folders: the repository, its Supabase project and the local backend's data. */
export const paths = {
  root,
  supabase,
  migrations: join(supabase, 'migrations'),
  seed: join(supabase, 'seed.sql'),
  defaultDataDir: join(root, '.data', 'db'),
  defaultStorageDir: join(root, '.data', 'storage'),
};
