import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { paths } from './lib/paths.js';
import { generateDatabaseTypes } from './lib/db-types.js';
import { startScratchPostgres } from './lib/scratch-postgres.js';

/**
 * Writes src/lib/database.types.ts as `supabase gen types typescript --local` would: postgres-meta's
 * generator reads a throw-away PostgreSQL 15 database that has every migration.
 */
const scratch = await startScratchPostgres();
try {
  const types = await generateDatabaseTypes(await scratch.migrated('mistri'));
  const target = join(paths.root, 'src', 'lib', 'database.types.ts');
  writeFileSync(target, types);
  process.stdout.write(`wrote ${target}\n`);
} finally {
  await scratch.close();
}
