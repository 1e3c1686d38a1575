import type { EmuResponse } from '../http/types.js';
import type { Relation } from './catalog.js';
import { inTransaction, queryRow, respond, type RestRequest } from './context.js';
import { errorResponse, singularityError } from './errors.js';
import { preferenceApplied } from './negotiate.js';
import { parseOrder } from './order-parser.js';
import { contentRange, outOfBounds, pageStatus, requestedPage, type Page } from './range.js';
import { parseSelect } from './select-parser.js';
import { bodySql, columnResolver, project, SOURCE, sourceColumns, type StatementRow } from './shape.js';
import { ident, Params } from './sql.js';
import { parseConditions, renderOrder, renderWhere } from './where.js';

export function limitOffsetSql(page: Page, params: Params): string {
  const limit = page.limit === null ? '' : ` limit ${params.add(page.limit.toString())}`;
  const offset = page.offset === 0n ? '' : ` offset ${params.add(page.offset.toString())}`;
  return `${limit}${offset}`;
}

/** The answer to a read of `pgrst_source`: status, Content-Range, single-object check. */
export function readResponse(request: RestRequest, page: Page, row: StatementRow): EmuResponse {
  const rows = row.page_total;
  const total = row.total;
  const status = pageStatus(page.offset, rows, total);
  const range = contentRange(page.offset, rows, total);
  const headers = { 'content-range': range, 'preference-applied': preferenceApplied(request.prefs, ['count']) };
  if (status === 416 && total !== null) {
    const error = errorResponse(outOfBounds(page.offset, total));
    return { ...error, headers: { ...error.headers, 'content-range': range } };
  }
  if (request.output.single && rows !== 1) throw singularityError(rows);
  return respond(request, status, request.method === 'HEAD' ? null : (row.body ?? 'null'), headers);
}

/** GET/HEAD on a table or view. */
export async function readRelation(request: RestRequest, relation: Relation): Promise<EmuResponse> {
  const { params } = request;
  const table = `"public".${ident(relation.name)}`;
  const resolve = columnResolver(relation.name, relation.columnMap, table);
  const projection = project(parseSelect(params.select ?? '*', relation.name), relation.columns, resolve);
  const conditions = parseConditions(params.filters, params.logic);
  const order = params.order === null ? [] : parseOrder(params.order, relation.name);
  const page = requestedPage(params.limit, params.offset, request.method === 'GET' ? request.headers.range : undefined);

  const sqlParams = new Params();
  const where = renderWhere(conditions, resolve, sqlParams);
  const orderSql = renderOrder(order, resolve);
  const source = `select ${sourceColumns(projection)} from ${table}${where}${orderSql}${limitOffsetSql(page, sqlParams)}`;
  const total = request.prefs.count === null ? 'null' : `(select count(*) from ${table}${where})`;
  const body = request.method === 'HEAD' ? 'null' : bodySql(projection, request.output);
  const sql = `with ${SOURCE} as (${source}) select ${total} as total, (select count(*) from ${SOURCE}) as page_total, ${body} as body`;

  return inTransaction(
    request,
    async (tx) => readResponse(request, page, await queryRow<StatementRow>(tx, sql, sqlParams)),
    true,
  );
}
