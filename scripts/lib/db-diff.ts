import { existsSync, readdirSync } from 'node:fs';
import pg from 'pg';
import {
  definitionKey,
  diffDefinitions,
  readDefinitions,
  type Definition,
  type Difference,
  type SchemaComparison,
} from './sql-definitions.js';

/** `YYYYMMDDHHMMSS` in UTC, as `supabase migration new` names migrations. */
export function utcTimestamp(now: Date): string {
  return now.toISOString().replace(/\D/g, '').slice(0, 14);
}

/**
 * The new migration's version: now in UTC, or one more than the newest migration when that one is
 * dated later (a migration must sort after every one that ran before it).
 */
export function nextMigrationVersion(now: Date, migrationsDir: string): string {
  const versions = existsSync(migrationsDir)
    ? readdirSync(migrationsDir).flatMap((file) => /^(\d+)_.+\.sql$/.exec(file)?.[1] ?? [])
    : [];
  const newest = versions.reduce((max, version) => (BigInt(version) > max ? BigInt(version) : max), 0n);
  const stamp = BigInt(utcTimestamp(now));
  return String(stamp > newest ? stamp : newest + 1n);
}

/** A migration name as the file name carries it. */
export function isMigrationName(name: string): boolean {
  return /^[A-Za-z0-9][\w-]*$/.test(name);
}

function dropStatement(definition: Definition): string {
  return `drop ${definition.kind} ${definition.identity};`;
}

/**
 * The migration that makes a migrated database's functions and views what supabase/schemas/
 * declares: removed views are dropped first, then every changed or new file's statement runs as
 * written (after the drop it needed, if any), in the order the files applied, and removed
 * functions are dropped last (nothing declared uses them any more).
 */
export function renderMigration(comparison: SchemaComparison, command: string): string {
  const { differences } = comparison;
  const touched = new Set(differences.filter((d) => d.change !== 'removed').map((d) => definitionKey(d.definition)));
  const removed = differences.filter((d) => d.change === 'removed').map((d) => d.definition);
  const header = [
    `-- Written by \`${command}\` from supabase/schemas/: review it before committing.`,
    '-- Grants and comments for new functions and views are not part of it: add them here.',
    ...differences.map((d) => `--   ${d.change} ${definitionKey(d.definition)}`),
  ];
  const parts = [
    header.join('\n'),
    ...removed.filter((definition) => definition.kind === 'view').map(dropStatement),
    ...comparison.applied
      .filter((applied) => applied.keys.some((key) => touched.has(key)))
      .map((applied) => {
        const sql = applied.file.sql.trim();
        return applied.dropFirst ? `${applied.dropFirst};\n\n${sql}` : sql;
      }),
    ...removed.filter((definition) => definition.kind !== 'view').map(dropStatement),
  ];
  return `${parts.join('\n\n')}\n`;
}

/**
 * Runs `migration` in `connection`'s database (a copy of the migrated one) and compares what it
 * made with `declared`: no differences means the migration does what supabase/schemas/ says.
 */
export async function checkMigration(
  connection: pg.ClientConfig,
  migration: string,
  declared: Map<string, Definition>,
): Promise<Difference[]> {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    await client.query('begin');
    try {
      await client.query(migration);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
    return diffDefinitions(await readDefinitions(client), declared);
  } finally {
    await client.end();
  }
}
