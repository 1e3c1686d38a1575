import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { paths } from './lib/paths.js';
import { checkMigration, isMigrationName, nextMigrationVersion, renderMigration } from './lib/db-diff.js';
import { startScratchPostgres } from './lib/scratch-postgres.js';
import { compareSchemaFiles, describeDifferences, readSchemaFiles, SchemaFileError } from './lib/sql-definitions.js';

/**
 * `npm run db:diff -- <name>`: compares the functions and views of supabase/schemas/ with what the
 * migrations make (both on a throw-away PostgreSQL 15) and writes the difference as a new
 * migration, supabase/migrations/<UTC timestamp>_<name>.sql; prints "No changes" when there is none.
 */
const USAGE = 'usage: npm run db:diff -- <name>   (letters, digits, _ and -)';

async function main(args: string[]): Promise<number> {
  const [name, ...rest] = args;
  if (rest.length > 0 || (name !== undefined && !isMigrationName(name))) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const schemasDir = join(paths.supabase, 'schemas');
  const scratch = await startScratchPostgres();
  try {
    await scratch.migrated('migrated');
    const comparison = await compareSchemaFiles(
      await scratch.clone('migrated', 'declared'),
      readSchemaFiles(schemasDir),
    );
    if (comparison.differences.length === 0) {
      process.stdout.write('No changes\n');
      return 0;
    }
    process.stdout.write(`${describeDifferences(comparison.differences)}\n`);
    if (name === undefined) {
      process.stderr.write(`Name the migration to write it: ${USAGE}\n`);
      return 2;
    }
    const migration = renderMigration(comparison, `npm run db:diff -- ${name}`);
    const file = join(paths.migrations, `${nextMigrationVersion(new Date(), paths.migrations)}_${name}.sql`);
    writeFileSync(file, migration);
    process.stdout.write(`wrote ${relative(paths.root, file)}\n`);
    // The migration must make, on the migrated database, exactly what supabase/schemas/ declares.
    const left = await checkMigration(await scratch.clone('migrated', 'check'), migration, comparison.declared).catch(
      (error: unknown) => `it fails on the migrated database: ${String(error)}`,
    );
    if (typeof left === 'string' || left.length > 0) {
      const why = typeof left === 'string' ? left : `after it:\n${describeDifferences(left)}`;
      process.stderr.write(`The migration needs editing by hand: ${why}\n`);
      return 1;
    }
    return 0;
  } finally {
    await scratch.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof SchemaFileError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
}
