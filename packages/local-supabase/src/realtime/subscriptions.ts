import type { Database } from '../db/engine.js';
import type { JwtClaims } from '../jwt.js';
import type { Catalog, TableInfo } from './catalog.js';
import { isRecord, type ChangeType } from './change-capture.js';
import { filterValueCheck, likePatternProblem } from './filter-sql.js';
import { parseFilter, type ParsedFilter } from './filters.js';

export type EventFilter = '*' | ChangeType;

/** One `postgres_changes` binding of a joined channel, resolved against the publication. */
export interface Binding {
  /** The id echoed in the join reply and sent in `ids` (Supabase: :erlang.phash2(params)). */
  id: number;
  event: EventFilter;
  tables: ReadonlyMap<string, TableInfo>;
  filters: ParsedFilter[];
  /** Columns requested with `select`, or null for all. */
  select: string[] | null;
}

export interface PostgresChangesData {
  schema: string;
  table: string;
  commit_timestamp: string;
  type: ChangeType;
  columns: { name: string; type: string }[];
  record?: Record<string, unknown>;
  old_record?: Record<string, unknown>;
  errors: string[] | null;
}

/** A joined channel with postgres_changes bindings, as the dispatcher sees it. */
export interface Subscriber {
  readonly claims: JwtClaims;
  /** Equal for subscribers whose row visibility is the same (same claims). */
  readonly claimsKey: string;
  readonly bindings: readonly Binding[];
  deliver(ids: number[], data: PostgresChangesData): void;
}

export type BindingResult = { ok: true; binding: Binding } | { ok: false; message: string };

/** A stable integer in Phoenix's phash2 range for the binding's params as the client sent them. */
export function bindingId(params: unknown): number {
  let hash = 0x811c9dc5;
  for (const char of stableJson(params)) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 2 ** 27;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (isRecord(value)) {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson(value[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

interface ParsedParams {
  event: EventFilter;
  schema: string;
  table: string;
  filters: ParsedFilter[];
  select: string[] | null;
}

/** Parses the params the way Supabase Realtime's `parse_subscription_params` accepts them. */
function parseParams(params: unknown): ParsedParams | string {
  if (!isRecord(params)) {
    return 'No subscription params provided. Please provide at least a `schema` or `table` to subscribe to';
  }
  const event = eventFilter(params.event);
  let select: string[] | null = null;
  if (typeof params.select === 'string') {
    return 'Error parsing `select` params: expected a list of column name strings, e.g. select: ["col1", "col2"]';
  }
  if (Array.isArray(params.select)) {
    const names = params.select.filter((name): name is string => typeof name === 'string');
    select = names.length > 0 ? names : null;
  }
  const { schema, table, filter } = params;
  const has = (key: string): boolean => key in params && params[key] !== undefined;
  let parsed: ParsedParams;
  if (typeof schema === 'string' && typeof table === 'string' && typeof filter === 'string') {
    const result = parseFilter(filter);
    if (!result.ok) return result.message;
    parsed = { event, schema, table, filters: result.filters, select };
  } else if (typeof schema === 'string' && typeof table === 'string' && !has('filter')) {
    parsed = { event, schema, table, filters: [], select };
  } else if (typeof schema === 'string' && !has('table') && !has('filter')) {
    parsed = { event, schema, table: '*', filters: [], select };
  } else if (typeof table === 'string' && !has('schema') && !has('filter')) {
    parsed = { event, schema: 'public', table, filters: [], select };
  } else {
    return `No subscription params provided. Please provide at least a \`schema\` or \`table\` to subscribe to: ${JSON.stringify(params)}`;
  }
  if (select && (parsed.schema === '*' || parsed.table === '*')) {
    return 'Column selection is not supported for wildcard subscriptions. Provide an explicit schema and table name.';
  }
  return parsed;
}

function eventFilter(event: unknown): EventFilter {
  if (typeof event !== 'string') return '*';
  const upper = event.toUpperCase();
  return upper === 'INSERT' || upper === 'UPDATE' || upper === 'DELETE' ? upper : '*';
}

function describe(params: ParsedParams): string {
  const filters = params.filters
    .map((f) => `{${[f.column, f.op, f.value].map((v) => JSON.stringify(v)).join(', ')}, ${String(f.negate)}}`)
    .join(', ');
  const select = params.select ? JSON.stringify(params.select) : 'nil';
  return `event: ${params.event}, schema: ${params.schema}, table: ${params.table}, filters: [${filters}], select: ${select}`;
}

/**
 * Resolves one binding: the publication tables it covers and its filters, each filter checked
 * against every covered table (the column must exist and the value must cast to its type).
 */
export async function createBinding(params: unknown, catalog: Catalog, pg: Database): Promise<BindingResult> {
  const parsed = parseParams(params);
  if (typeof parsed === 'string') return { ok: false, message: parsed };
  const tables = catalog
    .tables()
    .filter(
      (table) =>
        (parsed.schema === '*' || table.schema === parsed.schema) &&
        (parsed.table === '*' || table.name === parsed.table),
    );
  if (tables.length === 0) {
    return {
      ok: false,
      message: `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [${describe(parsed)}]`,
    };
  }
  for (const table of tables) {
    const problem = await checkFilters(parsed.filters, table, pg);
    if (problem) {
      return {
        ok: false,
        message: `Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: [${describe(parsed)}]. Exception: ${problem}`,
      };
    }
  }
  return {
    ok: true,
    binding: {
      id: bindingId(params),
      event: parsed.event,
      tables: new Map(tables.map((table) => [table.key, table])),
      filters: parsed.filters,
      select: parsed.select,
    },
  };
}

async function checkFilters(filters: ParsedFilter[], table: TableInfo, pg: Database): Promise<string | null> {
  const checks: string[] = [];
  const params: string[] = [];
  for (const filter of filters) {
    const column = table.columns.find((c) => c.name === filter.column);
    if (!column) return `invalid column for filter ${filter.column}`;
    const likeProblem = likePatternProblem(filter);
    if (likeProblem) return likeProblem;
    const check = filterValueCheck(filter, column, params.length + 1);
    if (check) {
      checks.push(check.sql);
      params.push(...check.params);
    }
  }
  if (checks.length === 0) return null;
  try {
    await pg.query(`select ${checks.join(', ')}`, params);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
