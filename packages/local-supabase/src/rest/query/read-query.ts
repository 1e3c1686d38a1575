import type { ReadPlan } from '../plan/read-plan.js';
import type { ApiRequest } from '../request/api-request.js';
import { bodySql, cappedSelect, SOURCE, sourceColumns } from './shape.js';
import type { Params } from './sql.js';
import { renderOrder } from './where.js';
import { groupBySql, levelWhere, limitOffsetSql } from './clauses.js';

/** One statement that answers `total, page_total, body` for a read, and its parts EXPLAIN and counts reuse. */
export interface ReadQuery {
  sql: string;
  /** The page of rows, as `pgrst_source` (what `Accept: application/vnd.pgrst.plan` explains). */
  source: string;
  /** The filtered rows without paging (what `count=planned` asks the planner about). */
  counted: string;
  params: Params;
}

export function readQuery(request: Pick<ApiRequest, 'method' | 'prefs' | 'output'>, plan: ReadPlan): ReadQuery {
  const { select, params } = plan;
  const from = `${plan.scope.qualifier}${select.joins.join('')}`;
  const where = levelWhere(plan.conditions, select, plan.resolve, params);
  const orderSql = renderOrder(plan.order, plan.resolve);
  const groupBy = groupBySql(select);
  const source = `select ${sourceColumns(select)} from ${from}${where}${groupBy}${orderSql}${limitOffsetSql(plan.page, params)}`;
  const counted = groupBy === '' ? `select 1 from ${from}${where}` : `select 1 from ${from}${where}${groupBy}`;
  const exact = request.prefs.count === 'exact' || request.prefs.count === 'estimated';
  const total = exact ? `(select count(*) from (${counted}) pgrst_counted)` : 'null';
  const body = request.method === 'HEAD' ? 'null' : bodySql(select, request.output);
  const sql = `with ${SOURCE} as (${source}) ${cappedSelect(total, `(select count(*) from ${SOURCE})`, body)}`;
  return { sql, source, counted, params };
}
