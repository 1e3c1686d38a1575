import type { Relation } from '../catalog.js';
import { parseOrder, type OrderTerm } from '../request/order-parser.js';
import { rootScope, scopeResolver, type Scope, type SelectPlan } from './embed-plan.js';
import { requestedPage, type Page } from '../request/range.js';
import { Params, type ColumnResolver } from '../query/sql.js';
import { parseConditions, type Conditions } from '../query/where.js';
import type { PlanInput } from './plan-input.js';
import { planRequestSelect } from './select-plan.js';

/** A GET/HEAD of a table or view, resolved: what to select (embeds joined), filter, order and page. */
export interface ReadPlan {
  relation: Relation;
  scope: Scope;
  select: SelectPlan;
  resolve: ColumnResolver;
  conditions: Conditions;
  order: OrderTerm[];
  page: Page;
  /** The statement's parameters so far (the embeds' own filters). */
  params: Params;
}

export function planRead(input: PlanInput, relation: Relation): ReadPlan {
  const { params: query } = input;
  const scope = rootScope(relation);
  const params = new Params();
  const select = planRequestSelect(input, scope, params);
  const resolve = scopeResolver(scope, input.snapshot, select.embedRefs);
  const conditions = parseConditions(query.filters, query.logic);
  const order = query.order === null ? [] : parseOrder(query.order, relation.name);
  const range = input.method === 'GET' ? input.headers.range : undefined;
  const page = requestedPage(query.limit, query.offset, range);
  return { relation, scope, select, resolve, conditions, order, page, params };
}
