import type { Database, Queryable } from '../db/engine.js';
import { quoteIdent, type TableInfo } from './catalog.js';
import { isRecord, type CapturedChange } from './change-capture.js';
import { filterExpression } from './filter-sql.js';
import type { ParsedFilter } from './filters.js';
import type { Binding, Subscriber } from './subscriptions.js';

export interface Candidate {
  subscriber: Subscriber;
  binding: Binding;
}

/** One captured change on its way to the subscribers whose bindings cover its table and event. */
export interface ChangeWork {
  change: CapturedChange;
  table: TableInfo;
  candidates: Candidate[];
  /** The new row as the privileged reader saw it (INSERT/UPDATE). */
  record: Record<string, unknown> | null;
  /** Candidates whose filters match the row (or, for DELETE, its old identity). */
  passing: Candidate[];
  /** Supabase's per-change errors, e.g. no primary key. */
  errors: string[] | null;
}

/** SQL that selects the row of `table` whose primary key equals the text values from $1.. on. */
export function primaryKeyCondition(table: TableInfo, keys: Record<string, string>, alias = 't') {
  const params: string[] = [];
  const parts = table.primaryKey.map((name) => {
    const column = table.columns.find((c) => c.name === name);
    params.push(keys[name] ?? '');
    return `${alias}.${quoteIdent(name)} = $${String(params.length)}::${column?.sqlType ?? 'text'}`;
  });
  return { sql: parts.join(' and '), params };
}

function filterKey(filter: ParsedFilter): string {
  return JSON.stringify([filter.column, filter.op, filter.value, filter.negate]);
}

/**
 * Reads each INSERT/UPDATE row back by key and evaluates every candidate's filters in Postgres,
 * as the privileged emulator (filters may name columns the subscriber cannot select, as in
 * Supabase). DELETE filters are evaluated on the old identity; a filter on a column the identity
 * lacks is skipped, and a binding with no applicable filter does not match (Supabase's join).
 * The whole batch is read on one connection, so a busy pool is waited for once rather than once
 * per change; a change that fails is rolled back to a savepoint, so it cannot hold back the others.
 * Returns the works that still have somewhere to go.
 */
export async function readAndFilter(
  pg: Database,
  works: ChangeWork[],
  onError: (error: unknown) => void,
): Promise<ChangeWork[]> {
  const kept: ChangeWork[] = [];
  try {
    // Reads only: one savepoint serves every change, as rolling back to it keeps it.
    await pg.transaction(
      async (tx) => {
        await tx.exec('savepoint realtime_change');
        for (const work of works) {
          try {
            if (await filterWork(tx, work)) kept.push(work);
          } catch (error) {
            await tx.exec('rollback to savepoint realtime_change');
            onError(error);
          }
        }
      },
      { settings: [], readOnly: true },
    );
  } catch (error) {
    onError(error);
  }
  return kept;
}

async function filterWork(pg: Queryable, work: ChangeWork): Promise<boolean> {
  const { change, table } = work;
  if (change.type !== 'DELETE' && table.primaryKey.length === 0) {
    work.errors = ['Error 400: Bad Request, no primary key'];
    work.passing = work.candidates;
    return true;
  }
  if (change.type !== 'DELETE' && !change.keys) return false;

  const conditions = new Map<string, ParsedFilter>();
  for (const { binding } of work.candidates) {
    for (const filter of binding.filters) conditions.set(filterKey(filter), filter);
  }
  const available =
    change.type === 'DELETE'
      ? new Set(Object.keys(change.identity ?? {}))
      : new Set(table.columns.map((column) => column.name));
  const applicable = [...conditions.entries()].filter(([, filter]) => available.has(filter.column));

  const where = change.type === 'DELETE' ? null : primaryKeyCondition(table, change.keys ?? {});
  const params: string[] = where ? [...where.params] : [];
  const expressions = applicable.map(([, filter], index) => {
    const column = table.columns.find((c) => c.name === filter.column);
    if (!column) return `false as f${String(index)}`;
    const built = filterExpression(filter, column, params.length + 1);
    params.push(...built.params);
    return `${built.sql} as f${String(index)}`;
  });

  let row: Record<string, unknown> = {};
  if (where) {
    const select = ['to_jsonb(t) as record', ...expressions].join(', ');
    const { rows } = await pg.query<Record<string, unknown>>(
      `select ${select} from ${table.qualified} t where ${where.sql}`,
      params,
    );
    const found = rows[0];
    if (!found) return false;
    work.record = isRecord(found.record) ? found.record : null;
    row = found;
  } else if (expressions.length > 0) {
    params.push(JSON.stringify(change.identity ?? {}));
    const from = `jsonb_populate_record(null::${table.qualified}, $${String(params.length)}::jsonb) t`;
    const { rows } = await pg.query<Record<string, unknown>>(`select ${expressions.join(', ')} from ${from}`, params);
    row = rows[0] ?? {};
  }
  const flags = new Map(applicable.map(([key], index) => [key, row[`f${String(index)}`] === true]));

  work.passing = work.candidates.filter(({ binding }) => {
    if (binding.filters.length === 0) return true;
    const relevant = binding.filters.filter((filter) => available.has(filter.column));
    if (relevant.length === 0) return false;
    return relevant.every((filter) => flags.get(filterKey(filter)) === true);
  });
  return work.passing.length > 0;
}
