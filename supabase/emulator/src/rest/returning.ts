import type { Relation } from './catalog.js';
import type { RestRequest } from './context.js';
import { singularityError } from './errors.js';
import { parseSelect } from './select-parser.js';
import { bodySql, columnResolver, project, SOURCE, sourceColumns, type Projection } from './shape.js';
import { ident } from './sql.js';

/** What a write returns for `Prefer: return=…` and how its statement reads `pgrst_source`. */
export interface Returning {
  /** The RETURNING list (every write CTE of one statement returns the same shape). */
  list: string;
  /** Selects `total, page_total, body` from `pgrst_source`. */
  outer: string;
  representation: boolean;
}

/**
 * PostgREST returns `1` for minimal writes (so insert-only tables such as contact_messages work
 * without SELECT rights), the primary key for headers-only inserts (the Location header), and the `select=` columns
 * for return=representation.
 */
export function planReturning(request: RestRequest, relation: Relation, table: string): Returning {
  const mode = request.prefs.return;
  const resolve = columnResolver(relation.name, relation.columnMap, table);
  let projection: Projection | null = null;
  if (mode === 'representation') {
    projection = project(parseSelect(request.params.select ?? '*', relation.name), relation.columns, resolve);
  } else if (mode === 'headers-only' && request.method === 'POST' && relation.primaryKey.length > 0) {
    projection = {
      expressions: relation.primaryKey.map((name) => `${resolve(name)}::text`),
      names: relation.primaryKey,
    };
  }
  const list =
    projection === null || projection.expressions.length === 0 ? '1 as pgrst_one' : sourceColumns(projection);
  const body =
    projection === null
      ? 'null'
      : bodySql(
          projection,
          mode === 'representation' ? request.output : { ...request.output, single: false, stripNulls: false },
        );
  return {
    list,
    outer: `select null as total, (select count(*) from ${SOURCE}) as page_total, ${body} as body`,
    representation: mode === 'representation',
  };
}

/** PostgREST's check for `Accept: application/vnd.pgrst.object+json` on writes; throwing rolls back. */
export function checkSingle(request: RestRequest, rows: number): void {
  if (request.output.single && rows !== 1) throw singularityError(rows);
}

/** `/table?pk=eq.value` for a headers-only insert of one row. */
export function locationHeader(relation: Relation, body: string | null, rows: number): string | null {
  if (rows !== 1 || body === null || relation.primaryKey.length === 0) return null;
  const [row] = JSON.parse(body) as Record<string, string | null>[];
  if (!row) return null;
  const query = relation.primaryKey
    .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(`eq.${row[name] ?? 'null'}`)}`)
    .join('&');
  return `/${encodeURIComponent(relation.name)}?${query}`;
}

export function qualifiedTable(relation: Relation): string {
  return `"public".${ident(relation.name)}`;
}
