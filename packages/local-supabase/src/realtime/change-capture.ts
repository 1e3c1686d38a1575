import type { Database } from '../db/engine.js';
import { quoteIdent, quoteLiteral, type TableInfo } from './catalog.js';
import { VISIBILITY_FUNCTION_SQL } from './visibility-sql.js';

/** PGlite has no logical decoding: row triggers NOTIFY this channel with the changed row's keys. */
export const CHANGES_CHANNEL = 'realtime_emulator_changes';
const TRIGGER_NAME = 'realtime_emulator_capture';
const FUNCTION_NAME = 'realtime.emulator_capture_change';

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE';

export interface CapturedChange {
  schema: string;
  table: string;
  type: ChangeType;
  /** ISO-8601 UTC with milliseconds and Z, as Supabase sends commit_timestamp. */
  commitTimestamp: string;
  /** Primary-key values of the new row as text (INSERT/UPDATE), for reading the row back. */
  keys: Record<string, string> | null;
  /** The old row's replica identity (primary key, or the whole row with REPLICA IDENTITY FULL). */
  identity: Record<string, unknown> | null;
}

// NOTIFY payloads are limited to 8000 bytes: the trigger sends keys only (the dispatcher reads
// rows back), falls back from a full old row to its keys, and marks a change it cannot describe.
const CAPTURE_FUNCTION_SQL = `
create schema if not exists realtime;
create or replace function ${FUNCTION_NAME}() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  full_identity boolean := TG_ARGV[0] = 'full';
  pk text[] := coalesce(TG_ARGV[1:TG_NARGS - 1], '{}');
  new_keys jsonb;
  old_identity jsonb;
  old_keys jsonb;
  body text;
begin
  if TG_OP <> 'DELETE' then
    select jsonb_object_agg(e.key, e.value #>> '{}') into new_keys
      from jsonb_each(to_jsonb(NEW)) e where e.key = any(pk);
  end if;
  if TG_OP <> 'INSERT' then
    select jsonb_object_agg(e.key, e.value) into old_keys
      from jsonb_each(to_jsonb(OLD)) e where e.key = any(pk);
    old_identity := case when full_identity then to_jsonb(OLD) else old_keys end;
  end if;
  body := jsonb_build_object('schema', TG_TABLE_SCHEMA, 'table', TG_TABLE_NAME, 'type', TG_OP,
    'ts', (extract(epoch from now()) * 1000)::bigint, 'keys', new_keys, 'identity', old_identity)::text;
  if octet_length(body) > 7999 and full_identity then
    body := jsonb_build_object('schema', TG_TABLE_SCHEMA, 'table', TG_TABLE_NAME, 'type', TG_OP,
      'ts', (extract(epoch from now()) * 1000)::bigint, 'keys', new_keys, 'identity', old_keys)::text;
  end if;
  if octet_length(body) > 7999 then
    body := jsonb_build_object('schema', TG_TABLE_SCHEMA, 'table', TG_TABLE_NAME, 'type', TG_OP,
      'ts', (extract(epoch from now()) * 1000)::bigint, 'keys', null, 'identity', null)::text;
  end if;
  perform pg_notify('${CHANGES_CHANNEL}', body);
  return null;
end
$$;`;

/**
 * Installs (idempotently) the capture trigger on every publication table and removes it from
 * tables that left the publication. Runs after migrations, on every start, so a persisted
 * database picks up new tables and changed keys.
 */
export async function installCapture(pg: Database, tables: TableInfo[]): Promise<void> {
  await pg.transaction(async (tx) => {
    await tx.exec(CAPTURE_FUNCTION_SQL);
    await tx.exec(VISIBILITY_FUNCTION_SQL);
    const { rows: installed } = await tx.query<{ qualified: string; key: string }>(
      `select format('%I.%I', n.nspname, c.relname) as qualified, n.nspname || '.' || c.relname as key
         from pg_trigger t
         join pg_class c on c.oid = t.tgrelid
         join pg_namespace n on n.oid = c.relnamespace
        where t.tgname = $1 and not t.tgisinternal`,
      [TRIGGER_NAME],
    );
    const wanted = new Set(tables.map((table) => table.key));
    for (const stale of installed.filter((row) => !wanted.has(row.key))) {
      await tx.exec(`drop trigger if exists ${quoteIdent(TRIGGER_NAME)} on ${stale.qualified}`);
    }
    for (const table of tables) {
      const args = [table.replicaIdentityFull ? 'full' : 'default', ...table.primaryKey].map(quoteLiteral).join(', ');
      await tx.exec(
        `create or replace trigger ${quoteIdent(TRIGGER_NAME)}
           after insert or update or delete on ${table.qualified}
           for each row execute function ${FUNCTION_NAME}(${args})`,
      );
    }
  });
}

/** LISTENs for captured changes; returns the function that stops listening. */
export async function listenForChanges(
  pg: Database,
  onChange: (change: CapturedChange) => void,
): Promise<() => Promise<void>> {
  const stop = await pg.listen(CHANGES_CHANNEL, (payload) => {
    const change = parseChange(payload);
    if (change) onChange(change);
  });
  return () => stop();
}

export function parseChange(payload: string): CapturedChange | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const { schema, table, type, ts, keys, identity } = value;
  if (typeof schema !== 'string' || typeof table !== 'string' || typeof ts !== 'number') return null;
  if (type !== 'INSERT' && type !== 'UPDATE' && type !== 'DELETE') return null;
  return {
    schema,
    table,
    type,
    commitTimestamp: new Date(ts).toISOString(),
    keys: isRecord(keys) ? stringValues(keys) : null,
    identity: isRecord(identity) ? identity : null,
  };
}

function stringValues(record: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(record)) {
    out[key] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return out;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
