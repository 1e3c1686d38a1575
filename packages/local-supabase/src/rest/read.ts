import type { Transaction } from '../db/engine.js';
import type { EmuResponse } from '../http/types.js';
import type { Relation } from './catalog.js';
import { inTransaction, queryRow, respond, type RestRequest } from './context.js';
import { errorResponse, RestError, singularityError } from './errors.js';
import { preferenceApplied } from './negotiate.js';
import { parseOrder } from './order-parser.js';
import { contentRange, outOfBounds, pageStatus, requestedPage, type Page } from './range.js';
import {
  checkEmbeddedUsed,
  planSelect,
  rootScope,
  scopeResolver,
  type PlanContext,
  type Scope,
  type SelectPlan,
} from './plan.js';
import { parseSelect } from './select-parser.js';
import { bodySql, cappedSelect, SOURCE, sourceColumns, type StatementRow } from './shape.js';
import { responseTooLarge } from './limits.js';
import { Params, type ColumnResolver } from './sql.js';
import { parseConditions, renderOrder, renderWhere, type Conditions } from './where.js';

export function limitOffsetSql(page: Page, params: Params): string {
  const limit = page.limit === null ? '' : ` limit ${params.add(page.limit.toString())}`;
  const offset = page.offset === 0n ? '' : ` offset ${params.add(page.offset.toString())}`;
  return `${limit}${offset}`;
}

/** The answer to a read of `pgrst_source`: status, Content-Range, single-object check. */
export function readResponse(request: RestRequest, page: Page, row: StatementRow): EmuResponse {
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

/** Plans `select=` (with embeds) over a scope; unused `embed.x=` parameters answer PGRST108. */
export function planRequestSelect(request: RestRequest, scope: Scope, params: Params): SelectPlan {
  const context: PlanContext = {
    snapshot: request.snapshot,
    params,
    embedded: request.params.embedded,
    used: new Set(),
    embeds: { count: 0, select: request.params.select ?? '*' },
  };
  const plan = planSelect(scope, parseSelect(request.params.select ?? '*'), context, []);
  checkEmbeddedUsed(context);
  return plan;
}

/** ` where …` of a level: the request's filters and the embeds' conditions. */
export function levelWhere(conditions: Conditions, plan: SelectPlan, resolve: ColumnResolver, params: Params): string {
  const filters = renderWhere(conditions, resolve, params).replace(/^ where /, '');
  const parts = [...(filters ? [filters] : []), ...plan.conditions];
  return parts.length === 0 ? '' : ` where ${parts.join(' and ')}`;
}

export function groupBySql(plan: SelectPlan): string {
  return plan.groupBy && plan.groupBy.length > 0 ? ` group by ${plan.groupBy.join(', ')}` : '';
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

/** GET/HEAD on a table or view. */
export async function readRelation(request: RestRequest, relation: Relation): Promise<EmuResponse> {
  const { params } = request;
  const scope = rootScope(relation);
  const sqlParams = new Params();
  const plan = planRequestSelect(request, scope, sqlParams);
  const resolve = scopeResolver(scope, request.snapshot, plan.embedRefs);
  const conditions = parseConditions(params.filters, params.logic);
  const order = params.order === null ? [] : parseOrder(params.order, relation.name);
  const page = requestedPage(params.limit, params.offset, request.method === 'GET' ? request.headers.range : undefined);

  const from = `${scope.qualifier}${plan.joins.join('')}`;
  const where = levelWhere(conditions, plan, resolve, sqlParams);
  const orderSql = renderOrder(order, resolve);
  const groupBy = groupBySql(plan);
  const source = `select ${sourceColumns(plan)} from ${from}${where}${groupBy}${orderSql}${limitOffsetSql(page, sqlParams)}`;
  const counted = groupBy === '' ? `select 1 from ${from}${where}` : `select 1 from ${from}${where}${groupBy}`;
  const exact = request.prefs.count === 'exact' || request.prefs.count === 'estimated';
  const total = exact ? `(select count(*) from (${counted}) pgrst_counted)` : 'null';
  const body = request.method === 'HEAD' ? 'null' : bodySql(plan, request.output);
  const sql = `with ${SOURCE} as (${source}) ${cappedSelect(total, `(select count(*) from ${SOURCE})`, body)}`;
  if (request.output.plan) return explain(request, source, sqlParams);

  return inTransaction(
    request,
    async (tx) => {
      const row = await queryRow<StatementRow>(tx, sql, sqlParams);
      if (request.prefs.count !== 'planned') return readResponse(request, page, row);
      return readResponse(request, page, { ...row, total: await plannedRows(tx, counted, sqlParams) });
    },
    true,
  );
}
