import type { Database } from '../db/engine.js';
import { CATALOG_SQL } from './catalog-sql.js';

export interface Column {
  name: string;
  /** format_type() output, safe to splice into SQL as a type name. */
  type: string;
  hasDefault: boolean;
}

export interface Relation {
  name: string;
  isTable: boolean;
  columns: Column[];
  columnMap: Map<string, Column>;
  primaryKey: string[];
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
  name: string;
  params: RoutineParam[];
  returns: RoutineReturn;
  /** STABLE or IMMUTABLE functions run in a read-only transaction. */
  readOnly: boolean;
}

export interface Snapshot {
  relations: Map<string, Relation>;
  routines: Map<string, Routine[]>;
}

interface RawRelation {
  name: string;
  kind: string;
  columns: Column[];
  primaryKey: string[];
}

interface RawRoutine {
  name: string;
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
  return { name: raw.name, params, returns, readOnly: raw.volatility !== 'v' };
}

async function loadSnapshot(pg: Database): Promise<Snapshot> {
  const result = await pg.query<{ catalog: string }>(CATALOG_SQL);
  const raw = JSON.parse(result.rows[0]?.catalog ?? '{}') as { relations?: RawRelation[]; routines?: RawRoutine[] };
  const relations = new Map<string, Relation>();
  for (const relation of raw.relations ?? []) {
    relations.set(relation.name, {
      name: relation.name,
      isTable: relation.kind === 'r' || relation.kind === 'p',
      columns: relation.columns,
      columnMap: toColumnMap(relation.columns),
      primaryKey: relation.primaryKey,
    });
  }
  const routines = new Map<string, Routine[]>();
  for (const rawRoutine of raw.routines ?? []) {
    const routine = buildRoutine(rawRoutine);
    if (!routine) continue;
    routines.set(routine.name, [...(routines.get(routine.name) ?? []), routine]);
  }
  return { relations, routines };
}

/**
 * PostgREST's schema cache for the `public` schema: tables, views and functions with their
 * columns and parameters. Loaded on first use and reloaded when a request names something it
 * does not know (see the service), so objects created at runtime are picked up.
 */
export class SchemaCache {
  private readonly pg: Database;
  private snapshot: Promise<Snapshot> | null = null;
  private version = 0;

  constructor(pg: Database) {
    this.pg = pg;
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
    const loading = loadSnapshot(this.pg);
    loading.catch(() => {
      if (this.snapshot === loading) this.snapshot = null;
    });
    return loading;
  }
}
