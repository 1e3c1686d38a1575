import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import pg from 'pg';
import { sqlTokens } from './sql-tokens.js';

/**
 * The project's functions and views as PostgreSQL stores them, and `supabase/schemas/` (their
 * declared definitions, one file each) compared with them: what `npm run db:diff` writes
 * migrations from and what the schemas test checks.
 */

/** Schemas the platform creates (platform.sql, hosted Supabase): their objects are not the project's. */
export const PLATFORM_SCHEMAS = [
  'auth',
  'storage',
  'realtime',
  'extensions',
  'supabase_migrations',
  'supabase_functions',
  'graphql',
  'graphql_public',
  'net',
  'vault',
  'pgsodium',
  'pgsodium_masks',
  'cron',
  'pgbouncer',
  'information_schema',
];

export type DefinitionKind = 'function' | 'procedure' | 'view';

export interface Definition {
  kind: DefinitionKind;
  /** `public.search_providers(text,text,…)` or `public.connections`: unique in a database. */
  identity: string;
  /** `create or replace …` as PostgreSQL prints it (pg_get_functiondef, pg_get_viewdef). */
  sql: string;
}

/** `<kind> <identity>`: a function and a view may share a name. */
export function definitionKey(definition: Pick<Definition, 'kind' | 'identity'>): string {
  return `${definition.kind} ${definition.identity}`;
}

const FUNCTIONS = `
  select case p.prokind when 'p' then 'procedure' else 'function' end as kind,
    p.oid::regprocedure::text as identity, pg_get_functiondef(p.oid) as sql
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  where n.nspname <> all ($1::text[]) and n.nspname not like 'pg\\_%'
    and p.prokind in ('f', 'p', 'w')
    and not exists (
      select 1 from pg_depend d
      where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`;

const VIEWS = `
  select c.oid::regclass::text as identity, pg_get_viewdef(c.oid, true) as body,
    coalesce(array_to_string(c.reloptions, ', '), '') as options
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  where n.nspname <> all ($1::text[]) and n.nspname not like 'pg\\_%'
    and c.relkind = 'v'
    and not exists (
      select 1 from pg_depend d
      where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')`;

/**
 * Every function and view of the project's schemas (all but the platform's and PostgreSQL's own,
 * without what extensions bring), keyed by `definitionKey`. Names are printed schema-qualified.
 */
export async function readDefinitions(client: pg.ClientBase): Promise<Map<string, Definition>> {
  await client.query('begin');
  try {
    await client.query(`set local search_path = ''`);
    const functions = await client.query<{ kind: 'function' | 'procedure'; identity: string; sql: string }>(FUNCTIONS, [
      PLATFORM_SCHEMAS,
    ]);
    const views = await client.query<{ identity: string; body: string; options: string }>(VIEWS, [PLATFORM_SCHEMAS]);
    const definitions: Definition[] = [
      ...functions.rows.map((row) => ({ kind: row.kind, identity: row.identity, sql: row.sql })),
      ...views.rows.map((row) => ({
        kind: 'view' as const,
        identity: row.identity,
        sql: `create or replace view ${row.identity}${row.options ? ` with (${row.options})` : ''} as\n${row.body}`,
      })),
    ];
    return new Map(definitions.map((definition) => [definitionKey(definition), definition]));
  } finally {
    await client.query('commit');
  }
}

export interface SchemaFile {
  /** Path below the schemas folder, with `/` (`functions/search_providers.sql`). */
  name: string;
  sql: string;
}

/** The `.sql` files below `dir`, in path order. */
export function readSchemaFiles(dir: string): SchemaFile[] {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.sql'))
    .map((entry) => join(entry.parentPath, entry.name))
    .map((path) => ({ name: relative(dir, path).split(sep).join('/'), sql: readFileSync(path, 'utf8') }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

export interface AppliedFile {
  file: SchemaFile;
  /** Keys of the functions and views the file created or replaced. */
  keys: string[];
  /** `drop …` the file needed first: `create or replace` cannot change a function's result or a view's columns. */
  dropFirst: string | null;
}

export class SchemaFileError extends Error {}

/**
 * Objects that `create or replace` cannot change in place must be dropped first: the statement
 * that drops the one `error` is about, its name schema-qualified (the migration may run with
 * another search path), or null when the error is not of that kind.
 */
async function dropStatementFor(
  client: pg.ClientBase,
  error: pg.DatabaseError,
  file: SchemaFile,
): Promise<string | null> {
  let kind: string;
  let oid: string;
  const routine = error.code === '42P13' ? /^Use DROP (FUNCTION|PROCEDURE) (.+) first\.$/.exec(error.hint ?? '') : null;
  const view = /view/.test(error.message)
    ? /create\s+or\s+replace\s+view\s+(\S+?)\s*(?:\(|with\b|as\b)/i.exec(file.sql)
    : null;
  if (routine?.[1] && routine[2]) {
    kind = routine[1].toLowerCase();
    oid =
      (await client.query<{ oid: string }>('select $1::regprocedure::oid::text as oid', [routine[2]])).rows[0]?.oid ??
      '';
  } else if (error.code === '42P16' && view?.[1]) {
    kind = 'view';
    oid = (await client.query<{ oid: string }>('select $1::regclass::oid::text as oid', [view[1]])).rows[0]?.oid ?? '';
  } else {
    return null;
  }
  const cast = kind === 'view' ? 'regclass' : 'regprocedure';
  await client.query('savepoint qualify');
  await client.query(`set local search_path = ''`);
  const { rows } = await client.query<{ name: string }>(`select $1::oid::${cast}::text as name`, [oid]);
  await client.query('rollback to savepoint qualify');
  return rows[0] ? `drop ${kind} ${rows[0].name}` : null;
}

function describeError(error: unknown, file: SchemaFile): string {
  if (!(error instanceof pg.DatabaseError)) return `${file.name}: ${String(error)}`;
  const line =
    error.position !== undefined ? `:${String(file.sql.slice(0, Number(error.position)).split('\n').length)}` : '';
  return `${file.name}${line}: ${error.message}${error.detail ? ` (${error.detail})` : ''}`;
}

async function inSavepoint<T>(client: pg.ClientBase, work: () => Promise<T>): Promise<T> {
  await client.query('savepoint schema_file');
  try {
    const result = await work();
    await client.query('release savepoint schema_file');
    return result;
  } catch (error) {
    await client.query('rollback to savepoint schema_file');
    throw error;
  }
}

interface TouchedObject {
  classid: string;
  objid: string;
}

interface RanFile {
  file: SchemaFile;
  dropFirst: string | null;
  objects: TouchedObject[];
}

/**
 * Runs the schema files in `client`'s database, which has every migration, and returns which
 * functions and views each one created or replaced (an event trigger records them). A file that
 * fails because one that comes later defines what it uses is run again after the others; a
 * function whose result type, or a view whose columns, the file changes is dropped first.
 */
export async function applySchemaFiles(client: pg.ClientBase, files: SchemaFile[]): Promise<AppliedFile[]> {
  await client.query('begin');
  let ran: RanFile[];
  try {
    await client.query(`
      create schema db_diff_capture;
      create table db_diff_capture.touched (classid oid, objid oid);
      create function db_diff_capture.record() returns event_trigger language plpgsql as $$
      begin
        insert into db_diff_capture.touched
        select classid, objid from pg_event_trigger_ddl_commands()
        where classid in ('pg_proc'::regclass, 'pg_class'::regclass);
      end $$;
      create event trigger db_diff_capture on ddl_command_end execute function db_diff_capture.record();`);
    ran = await runUntilSettled(client, files);
    await client.query('drop event trigger db_diff_capture; drop schema db_diff_capture cascade');
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  const keys = await resolveKeys(
    client,
    ran.flatMap((one) => one.objects),
  );
  return ran.map(({ file, dropFirst, objects }) => ({
    file,
    dropFirst,
    keys: [...new Set(objects.flatMap((object) => keys.get(object.objid) ?? []))],
  }));
}

/** Runs the files in passes until every one has run, or a pass runs none (then says why each failed). */
async function runUntilSettled(client: pg.ClientBase, files: SchemaFile[]): Promise<RanFile[]> {
  const ran: RanFile[] = [];
  let pending = files;
  while (pending.length > 0) {
    const failed: SchemaFile[] = [];
    const errors: string[] = [];
    for (const file of pending) {
      try {
        ran.push(await runFile(client, file));
      } catch (error) {
        failed.push(file);
        errors.push(error instanceof SchemaFileError ? error.message : describeError(error, file));
      }
    }
    if (failed.length === pending.length) {
      throw new SchemaFileError(`supabase/schemas/ does not apply:\n${errors.join('\n')}`);
    }
    pending = failed;
  }
  return ran;
}

async function runFile(client: pg.ClientBase, file: SchemaFile): Promise<RanFile> {
  return inSavepoint(client, async () => {
    await client.query('delete from db_diff_capture.touched');
    let dropFirst: string | null = null;
    try {
      await inSavepoint(client, () => client.query(file.sql));
    } catch (error) {
      dropFirst = error instanceof pg.DatabaseError ? await dropStatementFor(client, error, file) : null;
      if (dropFirst === null) throw error;
      try {
        await client.query(dropFirst);
      } catch (dropError) {
        throw new SchemaFileError(
          `${describeError(error, file)}; and \`${dropFirst}\` fails: ${String(dropError)}. ` +
            'Write this migration by hand (drop and create again what depends on it).',
        );
      }
      await client.query(file.sql);
    }
    const { rows } = await client.query<TouchedObject>(
      'select distinct classid::text as classid, objid::text as objid from db_diff_capture.touched',
    );
    return { file, dropFirst, objects: rows };
  });
}

/** The keys of what the files touched, printed as `readDefinitions` prints them (schema-qualified). */
async function resolveKeys(client: pg.ClientBase, objects: TouchedObject[]): Promise<Map<string, string>> {
  await client.query('begin');
  try {
    await client.query(`set local search_path = ''`);
    const { rows } = await client.query<{ objid: string; key: string | null }>(
      `select t.objid::text as objid, case
         when t.classid = 'pg_proc'::regclass then (
           select case p.prokind when 'p' then 'procedure ' else 'function ' end || p.oid::regprocedure::text
           from pg_proc p where p.oid = t.objid)
         else (select 'view ' || c.oid::regclass::text from pg_class c where c.oid = t.objid and c.relkind = 'v')
       end as key
       from unnest($1::oid[], $2::oid[]) as t (classid, objid)`,
      [objects.map((object) => object.classid), objects.map((object) => object.objid)],
    );
    return new Map(rows.flatMap((row) => (row.key === null ? [] : [[row.objid, row.key] as const])));
  } finally {
    await client.query('commit');
  }
}

export type Change = 'changed' | 'added' | 'removed';

export interface Difference {
  change: Change;
  /** The declared definition; for `removed`, the migrated one. */
  definition: Definition;
  /** For `changed`: where the two definitions first part, a few tokens of each. */
  detail: string | null;
}

/** Where two token lists first differ, for a message a person can act on. */
function firstDifference(before: string[], after: string[]): string {
  let at = 0;
  while (at < before.length && at < after.length && before[at] === after[at]) at += 1;
  const excerpt = (tokens: string[]) => tokens.slice(at, at + 10).join(' ') || '(the end)';
  const context = before.slice(Math.max(0, at - 6), at).join(' ');
  return `after "${context}" the migrations have "${excerpt(before)}", supabase/schemas/ has "${excerpt(after)}"`;
}

/**
 * What `declared` (the definitions of supabase/schemas/) changes in `migrated` (the database after
 * every migration), by key. Comments, white space and the case of unquoted words do not count.
 */
export function diffDefinitions(migrated: Map<string, Definition>, declared: Map<string, Definition>): Difference[] {
  const differences: Difference[] = [];
  for (const [key, definition] of declared) {
    const current = migrated.get(key);
    if (!current) {
      differences.push({ change: 'added', definition, detail: null });
      continue;
    }
    const before = sqlTokens(current.sql);
    const after = sqlTokens(definition.sql);
    if (before.join(' ') !== after.join(' ')) {
      differences.push({ change: 'changed', definition, detail: firstDifference(before, after) });
    }
  }
  for (const [key, definition] of migrated) {
    if (!declared.has(key)) differences.push({ change: 'removed', definition, detail: null });
  }
  const order = (difference: Difference) => definitionKey(difference.definition);
  return differences.sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
}

export interface SchemaComparison {
  /** The database's definitions before the files ran (what the migrations made). */
  migrated: Map<string, Definition>;
  /** The definitions the files made. */
  declared: Map<string, Definition>;
  applied: AppliedFile[];
  differences: Difference[];
}

/**
 * Compares supabase/schemas/ with a migrated database: reads its definitions, runs the files in
 * it (the database is changed: use a copy) and reads the definitions they made.
 */
export async function compareSchemaFiles(connection: pg.ClientConfig, files: SchemaFile[]): Promise<SchemaComparison> {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    const migrated = await readDefinitions(client);
    const applied = await applySchemaFiles(client, files);
    const all = await readDefinitions(client);
    const declared = new Map<string, Definition>();
    for (const key of applied.flatMap((file) => file.keys)) {
      const definition = all.get(key);
      if (definition) declared.set(key, definition);
    }
    return { migrated, declared, applied, differences: diffDefinitions(migrated, declared) };
  } finally {
    await client.end();
  }
}

/** One line per difference, naming the function or view. */
export function describeDifferences(differences: Difference[]): string {
  const what: Record<Change, string> = {
    changed: 'differs from what the migrations made',
    added: 'is in supabase/schemas/ but no migration creates it',
    removed: 'is made by the migrations but missing from supabase/schemas/',
  };
  return differences
    .map(({ change, definition, detail }) => {
      return `${definitionKey(definition)} ${what[change]}${detail ? `: ${detail}` : ''}`;
    })
    .join('\n');
}
