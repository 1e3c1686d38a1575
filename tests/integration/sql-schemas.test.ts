import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { paths } from '../../scripts/lib/paths.js';
import { checkMigration, renderMigration } from '../../scripts/lib/db-diff.js';
import { compareSchemaFiles, describeDifferences, readSchemaFiles } from '../../scripts/lib/sql-definitions.js';
import { sqlTokens } from '../../scripts/lib/sql-tokens.js';
import { freshDatabase, postgresConnection } from './support/test-database.js';

const schemaFiles = () => readSchemaFiles(join(paths.supabase, 'schemas'));

/** Runs `work` on a database of its own with every migration (and the seed), dropped afterwards. */
async function withMigratedDatabase<T>(work: (connection: ReturnType<typeof postgresConnection>) => Promise<T>) {
  const database = await freshDatabase();
  try {
    return await work(postgresConnection(database));
  } finally {
    await database.drop();
  }
}

describe('comparing SQL definitions', () => {
  it('ignores comments, white space and the case of unquoted words, not quoted text', () => {
    const tokens = (sql: string) => sqlTokens(sql).join(' ');
    expect(tokens('SELECT  a,b -- why\nFROM "T" /* a /* nested */ note */')).toBe(tokens('select a , b from "T"'));
    expect(tokens("select 'A  b'")).not.toBe(tokens("select 'a b'"));
    expect(tokens('select "A"')).not.toBe(tokens('select "a"'));
    expect(tokens('as $function$ select 1 $function$')).toBe(tokens('AS $$\n  select 1\n$$'));
    expect(tokens('as $$ begin execute $q$select  1$q$; end $$')).not.toBe(
      tokens('as $$ begin execute $q$select 1$q$; end $$'),
    );
    expect(tokens('where a<=b')).toBe(tokens('where a <= b'));
  });
});

// The functions and views go through a PostgreSQL 15 server: the PostgreSQL run only.
describe.skipIf(!inject('postgres'))('supabase/schemas/', () => {
  it('declares every function and view as the migrations leave them (else run npm run db:diff)', async () => {
    const { differences, declared } = await withMigratedDatabase((connection) =>
      compareSchemaFiles(connection, schemaFiles()),
    );
    // One line per function or view that differs, named, with where it first differs.
    expect(
      describeDifferences(differences),
      'supabase/schemas/ and supabase/migrations/ disagree: edit supabase/schemas/, then write the migration ' +
        'with `npm run db:diff -- <name>`',
    ).toBe('');
    expect(declared.size).toBeGreaterThan(0);
  });

  it('names a changed function, and db:diff writes the migration that makes it', async () => {
    const files = schemaFiles().map((file) =>
      file.name === 'functions/rating_prior_mean.sql'
        ? { ...file, sql: file.sql.replace('t.review_count > 0', 't.review_count > 1') }
        : file,
    );
    expect(files.find((file) => file.name === 'functions/rating_prior_mean.sql')?.sql).toContain('t.review_count > 1');
    const comparison = await withMigratedDatabase((connection) => compareSchemaFiles(connection, files));
    expect(describeDifferences(comparison.differences)).toMatch(
      /^function public\.rating_prior_mean\(\) differs from what the migrations made: .* have "0 then .* has "1 then/,
    );

    const migration = renderMigration(comparison, 'npm run db:diff -- test');
    expect(migration).toContain('create or replace function public.rating_prior_mean()');
    expect(migration).not.toContain('search_providers');
    const left = await withMigratedDatabase((connection) => checkMigration(connection, migration, comparison.declared));
    expect(describeDifferences(left)).toBe('');
  });
});
