import type { Output } from '../request/negotiate.js';
import { MAX_RESPONSE_BYTES } from '../limits.js';
import { ident } from './sql.js';

export const SOURCE = 'pgrst_source';

/** What a statement returns: SQL expressions and the JSON keys they are answered under. */
export interface Projection {
  expressions: string[];
  names: string[];
}

/** `expr as pgrst_c0, ...`: internal names keep duplicate keys (`select=*,uuid`) unambiguous. */
export function sourceColumns(projection: Projection): string {
  return projection.expressions.map((expression, i) => `${expression} as pgrst_c${i}`).join(', ');
}

/** The JSON text of the rows of `pgrst_source` under their requested names (array, or object for single). */
export function bodySql(projection: Projection, output: Output, source = SOURCE): string {
  const columns = projection.names.map((name, i) => `pgrst_c${i} as ${ident(name)}`).join(', ');
  const rows = `select ${columns} from ${source}`;
  if (output.csv) {
    // PostgREST's CSV: the keys, then each row's record text without its parentheses.
    const header = `'${projection.names.join(',').replaceAll("'", "''")}'`;
    return `(select ${header} || E'\\n' || coalesce(string_agg(substring(_t::text, 2, length(_t::text) - 2), E'\\n'), '') from (${rows}) _t)`;
  }
  const aggregate = output.single ? `json_agg(_t) -> 0` : `coalesce(json_agg(_t), '[]')`;
  const body = output.stripNulls ? `json_strip_nulls(${aggregate})` : aggregate;
  return `(select ${body} from (${rows}) _t)::text`;
}

/** Row counts and body of `pgrst_source`, as the main statements select them. */
export interface StatementRow {
  total: number | null;
  page_total: number;
  body: string | null;
  /** The body's size when it is over MAX_RESPONSE_BYTES (the body is then not sent to the backend). */
  body_bytes?: number | null;
}

/**
 * The select list `total, page_total, body, body_bytes` of a read: a body over the response limit
 * stays in the database, only its size comes back.
 */
export function cappedSelect(total: string, pageTotal: string, body: string): string {
  const limit = String(MAX_RESPONSE_BYTES);
  return (
    `select ${total} as total, ${pageTotal} as page_total,` +
    ` case when octet_length(pgrst_b.b) > ${limit} then null else pgrst_b.b end as body,` +
    ` case when octet_length(pgrst_b.b) > ${limit} then octet_length(pgrst_b.b) end as body_bytes` +
    ` from (select ${body} as b) pgrst_b`
  );
}
