import type { Column } from './catalog.js';
import { RestError, undefinedColumn } from './errors.js';
import type { Output } from './negotiate.js';
import type { SelectItem } from './select-parser.js';
import { ident, type ColumnResolver } from './sql.js';

export const SOURCE = 'pgrst_source';
const MAX_COLUMNS = 1000;

/** What a statement returns: SQL expressions and the JSON keys they are answered under. */
export interface Projection {
  expressions: string[];
  names: string[];
}

/** A resolver for the columns of a table, view or function result, qualified with `qualifier`. */
export function columnResolver(label: string, columns: Map<string, Column>, qualifier: string): ColumnResolver {
  return (name) => {
    if (!columns.has(name)) throw undefinedColumn(label, name);
    return `${qualifier}.${ident(name)}`;
  };
}

/** `select=` items against the source's columns (`*` expands to all of them, in order). */
export function project(items: SelectItem[], columns: Column[], resolve: ColumnResolver): Projection {
  const projection: Projection = { expressions: [], names: [] };
  const expanded = items.reduce((n, item) => n + (item.kind === 'star' ? columns.length : 1), 0);
  if (expanded > MAX_COLUMNS) {
    throw new RestError(400, 'PGRST100', 'Too many columns selected', {
      details: `A select may return at most ${MAX_COLUMNS} columns (Postgres allows 1664 per row)`,
    });
  }
  for (const item of items) {
    if (item.kind === 'star') {
      for (const column of columns) {
        projection.expressions.push(resolve(column.name));
        projection.names.push(column.name);
      }
      continue;
    }
    const expression = resolve(item.name);
    projection.expressions.push(item.cast ? `${expression}::${item.cast}` : expression);
    projection.names.push(item.alias ?? item.name);
  }
  return projection;
}

/** `expr as pgrst_c0, ...`: internal names keep duplicate keys (`select=*,uuid`) unambiguous. */
export function sourceColumns(projection: Projection): string {
  return projection.expressions.map((expression, i) => `${expression} as pgrst_c${i}`).join(', ');
}

/** The JSON text of the rows of `pgrst_source` under their requested names (array, or object for single). */
export function bodySql(projection: Projection, output: Output): string {
  const columns = projection.names.map((name, i) => `pgrst_c${i} as ${ident(name)}`).join(', ');
  const rows = `select ${columns} from ${SOURCE}`;
  const aggregate = output.single ? `json_agg(_t) -> 0` : `coalesce(json_agg(_t), '[]')`;
  const body = output.stripNulls ? `json_strip_nulls(${aggregate})` : aggregate;
  return `(select ${body} from (${rows}) _t)::text`;
}

/** Row counts and body of `pgrst_source`, as the main statements select them. */
export interface StatementRow {
  total: number | null;
  page_total: number;
  body: string | null;
}
