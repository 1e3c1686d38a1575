import type { EmuResponse } from '../http/types.js';
import type { Relation } from './catalog.js';
import { inTransaction, queryRow, respond, type RestRequest } from './context.js';
import { RestError } from './errors.js';
import { preferenceApplied } from './negotiate.js';
import { parseOrder } from './order-parser.js';
import { readUpdatePayload } from './payload.js';
import { requestedPage } from './range.js';
import { checkSingle, planReturning, qualifiedTable } from './returning.js';
import { rootScope, scopeResolver } from './plan.js';
import { SOURCE, type StatementRow } from './shape.js';
import { ident, Params } from './sql.js';
import { hasConditions, parseConditions, renderOrder, renderWhere } from './where.js';

/**
 * The WHERE of an update or delete. Like Supabase (pg-safeupdate), a write without any filter is
 * refused; `limit` (with `order`) restricts the rows through their ctid.
 */
function mutationWhere(request: RestRequest, relation: Relation, table: string, params: Params, verb: string): string {
  const conditions = parseConditions(request.params.filters, request.params.logic);
  if (!hasConditions(conditions)) throw new RestError(400, '21000', `${verb} requires a WHERE clause`);
  const resolve = scopeResolver(rootScope(relation), request.snapshot);
  const where = renderWhere(conditions, resolve, params);
  const page = requestedPage(request.params.limit, request.params.offset);
  if (page.limit === null && page.offset === 0n) return where;
  if (!relation.isTable) {
    throw new RestError(400, 'PGRST127', 'Feature not implemented', {
      details: 'limit and offset on updates and deletes of views are not supported by the local backend',
    });
  }
  const order =
    request.params.order === null ? '' : renderOrder(parseOrder(request.params.order, relation.name), resolve);
  const limit = page.limit === null ? '' : ` limit ${params.add(page.limit.toString())}`;
  const offset = page.offset === 0n ? '' : ` offset ${params.add(page.offset.toString())}`;
  return ` where ${table}.ctid = any(array(select ${table}.ctid from ${table}${where}${order}${limit}${offset}))`;
}

/** PGRST124 when `handling=strict, max-affected=n` meets more rows; throwing rolls the work back. */
export function checkMaxAffected(request: RestRequest, rows: number): void {
  const { handling, maxAffected } = request.prefs;
  if (handling === 'strict' && maxAffected !== null && rows > maxAffected) {
    throw new RestError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', {
      details: `The query affects ${rows} rows`,
    });
  }
}

async function runMutation(
  request: RestRequest,
  sql: string,
  params: Params,
  representation: boolean,
  contentRange: (rows: number) => string,
  applied: string[],
): Promise<EmuResponse> {
  return inTransaction(
    request,
    async (tx) => {
      const row = await queryRow<StatementRow>(tx, sql, params);
      const rows = row.page_total;
      checkSingle(request, rows);
      checkMaxAffected(request, rows);
      const headers = {
        'content-range': contentRange(rows),
        'preference-applied': preferenceApplied(request.prefs, applied),
      };
      return representation ? respond(request, 200, row.body ?? 'null', headers) : respond(request, 204, null, headers);
    },
    false,
  );
}

/** PATCH: update the filtered rows with the body's columns. */
export async function updateRows(request: RestRequest, relation: Relation): Promise<EmuResponse> {
  const table = qualifiedTable(relation);
  const { row, columns, text } = readUpdatePayload(request.body, relation, request.params.columns);
  const params = new Params();
  const returning = planReturning(request, relation, table, params);
  const where = mutationWhere(request, relation, table, params, 'UPDATE');
  let write: string;
  if (columns.length === 0) {
    write = `select ${returning.list} from ${table}${where} and false`;
  } else {
    const body = params.add(text);
    const defaults = request.prefs.missing === 'default';
    const assignments = columns.map((name) =>
      defaults && !Object.hasOwn(row, name) ? `${ident(name)} = default` : `${ident(name)} = pgrst_body.${ident(name)}`,
    );
    write =
      `update ${table} set ${assignments.join(', ')} ` +
      `from (select * from json_populate_record(null::${table}, ${body}::json)) pgrst_body${where} returning ${returning.list}`;
  }
  const sql = `with ${SOURCE} as (${write}) ${returning.outer}`;
  const count = request.prefs.count !== null;
  return runMutation(
    request,
    sql,
    params,
    returning.representation,
    (rows) => (rows === 0 ? `*/${count ? '0' : '*'}` : `0-${rows - 1}/${count ? String(rows) : '*'}`),
    ['return', 'count', 'missing', 'handling', 'max-affected', 'tx'],
  );
}

/** DELETE: remove the filtered rows. */
export async function deleteRows(request: RestRequest, relation: Relation): Promise<EmuResponse> {
  const table = qualifiedTable(relation);
  const params = new Params();
  const returning = planReturning(request, relation, table, params);
  const where = mutationWhere(request, relation, table, params, 'DELETE');
  const sql = `with ${SOURCE} as (delete from ${table}${where} returning ${returning.list}) ${returning.outer}`;
  const count = request.prefs.count !== null;
  return runMutation(request, sql, params, returning.representation, (rows) => `*/${count ? String(rows) : '*'}`, [
    'return',
    'count',
    'handling',
    'max-affected',
    'tx',
  ]);
}
