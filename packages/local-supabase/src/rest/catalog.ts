import type { Database } from '../db/engine.js';
import { CATALOG_SQL } from './catalog-sql.js';

export interface Column {
  name: string;
  /** format_type() output, safe to splice into SQL as a type name. */
  type: string;
  hasDefault: boolean;
  /** Generated columns cannot be written. */
  generated?: boolean;
  /** The default as SQL from the catalog (identity: its nextval), for `missing=default`. */
  defaultSql?: string | null;
}

export interface Relation {
  schema: string;
  name: string;
  isTable: boolean;
  columns: Column[];
  columnMap: Map<string, Column>;
  primaryKey: string[];
  /** Column sets (sorted) of the unique indexes, the primary key included. */
  uniqueKeys: string[][];
}

export interface RelationRef {
  schema: string;
  name: string;
}

export interface RoutineParam {
  name: string;
  type: string;
  hasDefault: boolean;
  variadic: boolean;
}

export type RoutineReturn =
  | { kind: 'void' }
  | { kind: 'scalar'; setOf: boolean; type: string }
  | { kind: 'composite'; setOf: boolean; columns: Column[]; columnMap: Map<string, Column> };

export interface Routine {
  schema: string;
  name: string;
  /** The table or view whose row is the one parameter (computed fields and relationships). */
  rowArgument: RelationRef | null;
  /** The table or view whose rows the function returns. */
  returnRelation: RelationRef | null;
  /** `ROWS 1` on a set-returning function makes a computed relationship to-one. */
  rows: number;
  params: RoutineParam[];
  returns: RoutineReturn;
  /** STABLE or IMMUTABLE functions run in a read-only transaction. */
  readOnly: boolean;
}

export interface Snapshot {
  /** The exposed schemas, the first being the default (config.toml's \`[api] schemas\`). */
  schemas: string[];
  /** Keyed by relationKey(schema, name). */
  relations: Map<string, Relation>;
  /** Keyed by relationKey(schema, name). */
  routines: Map<string, Routine[]>;
  foreignKeys: ForeignKey[];
  /** \`pgrst.db_aggregates_enabled\` on the authenticator role, as PostgREST reads it. */
  aggregatesEnabled: boolean;
  planEnabled: boolean;
}

export interface ForeignKey {
  name: string;
  schema: string;
  table: string;
  columns: string[];
  refSchema: string;
  refTable: string;
  refColumns: string[];
}

export function relationKey(schema: string, name: string): string {
  return `${schema}\u0000${name}`;
}

interface RawRelation {
  schema: string;
  name: string;
  kind: string;
  columns: Column[];
  primaryKey: string[];
  uniqueKeys: string[][];
}

interface ViewColumn {
  schema: string;
  view: string;
  column: string;
  baseSchema: string;
  baseTable: string;
  baseColumn: string;
}

interface RawRoutine {
  schema: string;
  name: string;
  rows: number;
  rowArgument: RelationRef | null;
  returnRelation: RelationRef | null;
  volatility: string;
  setOf: boolean;
  returnType: string;
  returnTypeType: string;
  nargDefaults: number;
  argNames: string[];
  argModes: string[];
  argTypes: string[];
  compositeColumns: { name: string; type: string }[];
}

const INPUT_MODES = new Set(['i', 'b', 'v']);
const OUTPUT_MODES = new Set(['o', 'b', 't']);

function toColumnMap(columns: Column[]): Map<string, Column> {
  return new Map(columns.map((column) => [column.name, column]));
}

function buildRoutine(raw: RawRoutine): Routine | null {
  const modes = raw.argTypes.map((_, i) => raw.argModes[i] ?? 'i');
  const all = raw.argTypes.map((type, i) => ({ name: raw.argNames[i] ?? '', type, mode: modes[i] ?? 'i' }));
  const inputs = all.filter((arg) => INPUT_MODES.has(arg.mode));
  const firstDefault = inputs.length - raw.nargDefaults;
  const params = inputs.map((arg, i) => ({
    name: arg.name,
    type: arg.type,
    hasDefault: i >= firstDefault,
    variadic: arg.mode === 'v',
  }));
  let returns: RoutineReturn;
  if (raw.returnType === 'void') {
    returns = { kind: 'void' };
  } else if (raw.returnTypeType === 'c') {
    const columns = raw.compositeColumns.map((c) => ({ ...c, hasDefault: false }));
    returns = { kind: 'composite', setOf: raw.setOf, columns, columnMap: toColumnMap(columns) };
  } else if (raw.returnType === 'record') {
    const columns = all
      .filter((arg) => OUTPUT_MODES.has(arg.mode))
      .map((arg) => ({ name: arg.name, type: arg.type, hasDefault: false }));
    if (columns.length === 0) return null;
    returns = { kind: 'composite', setOf: raw.setOf, columns, columnMap: toColumnMap(columns) };
  } else if (raw.returnTypeType === 'p') {
    return null;
  } else {
    returns = { kind: 'scalar', setOf: raw.setOf, type: raw.returnType };
  }
  return {
    schema: raw.schema,
    name: raw.name,
    rowArgument: raw.rowArgument,
    returnRelation: raw.returnRelation,
    rows: raw.rows,
    params,
    returns,
    readOnly: raw.volatility !== 'v',
  };
}

/**
 * Foreign keys as seen through views, as PostgREST derives them: a view column that is a base
 * table's column under the same name carries that column's foreign keys (both directions).
 */
function viewForeignKeys(keys: ForeignKey[], viewColumns: ViewColumn[]): ForeignKey[] {
  const views = new Map<string, Map<string, Map<string, string>>>();
  for (const vc of viewColumns) {
    const base = relationKey(vc.baseSchema, vc.baseTable);
    const byView = views.get(base) ?? new Map<string, Map<string, string>>();
    const view = relationKey(vc.schema, vc.view);
    const columns = byView.get(view) ?? new Map<string, string>();
    columns.set(vc.baseColumn, vc.column);
    byView.set(view, columns);
    views.set(base, byView);
  }
  const aliases = (
    schema: string,
    table: string,
    columns: string[],
  ): { schema: string; table: string; columns: string[] }[] => {
    const found = [{ schema, table, columns }];
    for (const [view, mapping] of views.get(relationKey(schema, table)) ?? []) {
      if (!columns.every((column) => mapping.has(column))) continue;
      const [viewSchema = '', viewName = ''] = view.split('\u0000');
      found.push({
        schema: viewSchema,
        table: viewName,
        columns: columns.map((column) => mapping.get(column) ?? column),
      });
    }
    return found;
  };
  const derived: ForeignKey[] = [];
  for (const key of keys) {
    for (const from of aliases(key.schema, key.table, key.columns)) {
      for (const to of aliases(key.refSchema, key.refTable, key.refColumns)) {
        if (
          from.table === key.table &&
          from.schema === key.schema &&
          to.table === key.refTable &&
          to.schema === key.refSchema
        )
          continue;
        derived.push({
          name: key.name,
          schema: from.schema,
          table: from.table,
          columns: from.columns,
          refSchema: to.schema,
          refTable: to.table,
          refColumns: to.columns,
        });
      }
    }
  }
  return derived;
}

interface RawCatalog {
  relations?: RawRelation[];
  routines?: RawRoutine[];
  foreignKeys?: ForeignKey[];
  viewColumns?: ViewColumn[];
  settings?: Record<string, string>;
}

async function loadSnapshot(pg: Database, schemas: string[]): Promise<Snapshot> {
  const result = await pg.query<{ catalog: string }>(CATALOG_SQL, [schemas]);
  const raw = JSON.parse(result.rows[0]?.catalog ?? '{}') as RawCatalog;
  const relations = new Map<string, Relation>();
  for (const relation of raw.relations ?? []) {
    relations.set(relationKey(relation.schema, relation.name), {
      schema: relation.schema,
      name: relation.name,
      isTable: relation.kind === 'r' || relation.kind === 'p',
      columns: relation.columns,
      columnMap: toColumnMap(relation.columns),
      primaryKey: relation.primaryKey,
      uniqueKeys: relation.uniqueKeys,
    });
  }
  const routines = new Map<string, Routine[]>();
  for (const rawRoutine of raw.routines ?? []) {
    const routine = buildRoutine(rawRoutine);
    if (!routine) continue;
    const key = relationKey(routine.schema, routine.name);
    routines.set(key, [...(routines.get(key) ?? []), routine]);
  }
  const keys = raw.foreignKeys ?? [];
  const settings = raw.settings ?? {};
  return {
    schemas,
    relations,
    routines,
    foreignKeys: [...keys, ...viewForeignKeys(keys, raw.viewColumns ?? [])],
    aggregatesEnabled: settings['pgrst.db_aggregates_enabled'] === 'true',
    planEnabled: settings['pgrst.db_plan_enabled'] === 'true',
  };
}

/**
 * PostgREST's schema cache for the exposed schemas: tables, views and functions with their
 * columns and parameters. Loaded on first use and reloaded when a request names something it
 * does not know (see the service), so objects created at runtime are picked up.
 */
export class SchemaCache {
  private readonly pg: Database;
  private readonly schemas: string[];
  private snapshot: Promise<Snapshot> | null = null;
  private version = 0;

  constructor(pg: Database, schemas: string[]) {
    this.pg = pg;
    this.schemas = schemas;
  }

  /** The current snapshot and its version (a counter bumped by every reload). */
  async current(): Promise<{ snapshot: Snapshot; version: number }> {
    this.snapshot ??= this.load();
    return { snapshot: await this.snapshot, version: this.version };
  }

  /** Reloads unless someone already reloaded after `seenVersion`. */
  async reload(seenVersion: number): Promise<void> {
    if (this.version !== seenVersion) return;
    this.version += 1;
    this.snapshot = this.load();
    await this.snapshot;
  }

  private load(): Promise<Snapshot> {
    const loading = loadSnapshot(this.pg, this.schemas);
    loading.catch(() => {
      if (this.snapshot === loading) this.snapshot = null;
    });
    return loading;
  }
}
