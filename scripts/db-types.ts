import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../supabase/emulator/src/db/database.js';
import { paths } from '../supabase/emulator/src/paths.js';
import { generateDatabaseTypes } from './lib/db-types.js';

/** Writes src/lib/database.types.ts from the migrated schema (like `supabase gen types typescript`). */
const { pg } = await openDatabase({ dataDir: null, seed: false });
const types = await generateDatabaseTypes(pg);
await pg.close();
const target = join(paths.root, 'src', 'lib', 'database.types.ts');
writeFileSync(target, types);
process.stdout.write(`wrote ${target}\n`);
