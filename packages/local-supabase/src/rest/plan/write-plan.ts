import type { Relation } from '../catalog.js';
import { RestError } from '../errors.js';
import { parseOrder, type OrderTerm } from '../request/order-parser.js';
import {
  checkColumns,
  parseColumnsParam,
  readInsertPayload,
  readUpdatePayload,
  type InsertPayload,
  type JsonObject,
} from '../request/payload.js';
import { rootScope, scopeResolver } from './embed-plan.js';
import { requestedPage, type Page } from '../request/range.js';
import { Params, type ColumnResolver } from '../query/sql.js';
import { hasConditions, parseConditions, renderOrder, renderWhere, type Conditions } from '../query/where.js';
import type { PlanInput } from './plan-input.js';
import { planReturning, type Returning } from './returning.js';

/** POST on a table or view: the rows, the conflict target of an upsert and what comes back. */
export interface InsertPlan {
  relation: Relation;
  payload: InsertPayload;
  /** The ON CONFLICT columns (empty without `Prefer: resolution=…`). */
  conflict: string[];
  /** `resolution=merge-duplicates` with a conflict target: an upsert that counts inserted rows. */
  merge: boolean;
  returning: Returning;
  params: Params;
}

/** The rows a PATCH or DELETE touches: its filters, and `limit`/`offset` (with `order`) through ctid. */
export interface RowFilter {
  conditions: Conditions;
  resolve: ColumnResolver;
  page: Page;
  order: OrderTerm[];
}

export interface UpdatePlan {
  relation: Relation;
  payload: { row: JsonObject; columns: string[]; text: string };
  returning: Returning;
  filter: RowFilter;
  params: Params;
}

export interface DeletePlan {
  relation: Relation;
  returning: Returning;
  filter: RowFilter;
  params: Params;
}

function conflictTarget(input: PlanInput, relation: Relation): string[] {
  if (input.prefs.resolution === null) return [];
  if (input.params.onConflict === null) return relation.primaryKey;
  const names = parseColumnsParam(input.params.onConflict, 'on_conflict parameter');
  checkColumns(relation, names);
  return names;
}

export function planInsert(input: PlanInput, relation: Relation): InsertPlan {
  const payload = readInsertPayload(input.body, relation, input.params.columns);
  const conflict = conflictTarget(input, relation);
  const params = new Params();
  const returning = planReturning(input, relation, params);
  const merge = input.prefs.resolution === 'merge-duplicates' && conflict.length > 0;
  return { relation, payload, conflict, merge, returning, params };
}

/**
 * The filter of an update or delete. Like Supabase (pg-safeupdate), a write without any filter is
 * refused. Every column it names is resolved here (a dry render), so a wrong one answers before
 * the paging checks, as it always has.
 */
function planRowFilter(input: PlanInput, relation: Relation, verb: string): RowFilter {
  const conditions = parseConditions(input.params.filters, input.params.logic);
  if (!hasConditions(conditions)) throw new RestError(400, '21000', `${verb} requires a WHERE clause`);
  const resolve = scopeResolver(rootScope(relation), input.snapshot);
  renderWhere(conditions, resolve, new Params());
  const page = requestedPage(input.params.limit, input.params.offset);
  if (page.limit === null && page.offset === 0n) return { conditions, resolve, page, order: [] };
  if (!relation.isTable) {
    throw new RestError(400, 'PGRST127', 'Feature not implemented', {
      details: 'limit and offset on updates and deletes of views are not supported by the local backend',
    });
  }
  const order = input.params.order === null ? [] : parseOrder(input.params.order, relation.name);
  renderOrder(order, resolve);
  return { conditions, resolve, page, order };
}

export function planUpdate(input: PlanInput, relation: Relation): UpdatePlan {
  const payload = readUpdatePayload(input.body, relation, input.params.columns);
  const params = new Params();
  const returning = planReturning(input, relation, params);
  return { relation, payload, returning, filter: planRowFilter(input, relation, 'UPDATE'), params };
}

export function planDelete(input: PlanInput, relation: Relation): DeletePlan {
  const params = new Params();
  const returning = planReturning(input, relation, params);
  return { relation, returning, filter: planRowFilter(input, relation, 'DELETE'), params };
}
