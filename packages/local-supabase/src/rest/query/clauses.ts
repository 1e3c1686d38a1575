import type { SelectPlan } from '../plan/embed-plan.js';
import type { Page } from '../request/range.js';
import type { ColumnResolver, Params } from './sql.js';
import { renderWhere, type Conditions } from './where.js';

export function limitOffsetSql(page: Page, params: Params): string {
  const limit = page.limit === null ? '' : ` limit ${params.add(page.limit.toString())}`;
  const offset = page.offset === 0n ? '' : ` offset ${params.add(page.offset.toString())}`;
  return `${limit}${offset}`;
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
