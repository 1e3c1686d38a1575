import type { Transaction } from '../../db/engine.js';
import type { EmuResponse } from '../../http/types.js';
import { errorResponse, RestError, singularityError } from '../errors.js';
import { responseTooLarge } from '../limits.js';
import { preferenceApplied } from '../request/negotiate.js';
import type { ReadQuery } from '../query/read-query.js';
import { contentRange, outOfBounds, pageStatus, type Page } from '../request/range.js';
import type { ApiRequest } from '../request/api-request.js';
import type { StatementRow } from '../query/shape.js';
import type { Params } from '../query/sql.js';
import { respond } from './respond.js';
import { inTransaction, oneStatement, queryRow, type RestRequest } from './transaction.js';

/** The answer to a read of `pgrst_source`: status, Content-Range, single-object check. */
export function readResponse(
  request: Pick<ApiRequest, 'method' | 'prefs' | 'output' | 'headers' | 'schema'>,
  page: Page,
  row: StatementRow,
): EmuResponse {
  if (row.body_bytes != null) throw responseTooLarge(row.body_bytes);
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

/**
 * `Accept: application/vnd.pgrst.plan`: the EXPLAIN of the rows query (aggregated as PostgREST
 * does), when the authenticator role has `pgrst.db_plan_enabled`.
 */
export async function explain(request: RestRequest, source: string, params: Params): Promise<EmuResponse> {
  const plan = request.output.plan;
  if (!plan || !request.snapshot.planEnabled) {
    throw new RestError(406, 'PGRST107', `None of these media types are available: ${request.headers.accept ?? ''}`);
  }
  const options = [`format ${plan.format}`, ...plan.options].join(', ');
  const sql = `explain (${options}) select count(_t) as page_total, coalesce(json_agg(_t), '[]')::text as body from (${source}) _t`;
  return inTransaction(
    request,
    async (tx) => {
      const result = await tx.query<Record<string, unknown>>(sql, params.values);
      const lines = result.rows.map((row) => Object.values(row)[0]);
      const body = plan.format === 'json' ? JSON.stringify(lines[0]) : lines.map(String).join('\n');
      return respond(request, 200, body);
    },
    !plan.options.includes('analyze'),
    // Verbose plans carry the query identifier, as on Supabase's Postgres.
    plan.options.includes('verbose') ? { compute_query_id: 'on' } : {},
  );
}

/** `count=planned`: the planner's row estimate for the filtered rows, as PostgREST reads it from EXPLAIN. */
async function plannedRows(tx: Transaction, counted: string, params: Params): Promise<number> {
  const result = await tx.query<{ 'QUERY PLAN': { Plan?: { 'Plan Rows'?: number } }[] }>(
    `explain (format json) ${counted}`,
    params.values,
  );
  return Math.round(result.rows[0]?.['QUERY PLAN'][0]?.Plan?.['Plan Rows'] ?? 0);
}

/** Runs a read (read-only, as the caller) and answers it; `count=planned` asks the planner. */
export async function runRead(request: RestRequest, page: Page, query: ReadQuery): Promise<EmuResponse> {
  if (request.output.plan) return explain(request, query.source, query.params);
  if (request.prefs.count !== 'planned') {
    return readResponse(request, page, await oneStatement<StatementRow>(request, query.sql, query.params, true));
  }
  return inTransaction(
    request,
    async (tx) => {
      const row = await queryRow<StatementRow>(tx, query.sql, query.params);
      return readResponse(request, page, { ...row, total: await plannedRows(tx, query.counted, query.params) });
    },
    true,
  );
}
