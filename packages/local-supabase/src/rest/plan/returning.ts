import type { Relation } from '../catalog.js';
import { groupBySql } from '../query/clauses.js';
import { bodySql, SOURCE, sourceColumns, type Projection } from '../query/shape.js';
import { ident, qualifiedTable, type Params } from '../query/sql.js';
import type { PlanInput } from './plan-input.js';
import { planRequestSelect } from './select-plan.js';

/** What a write returns for `Prefer: return=…` and how its statement reads `pgrst_source`. */
export interface Returning {
  /** The RETURNING list (every write CTE of one statement returns the same shape). */
  list: string;
  /** Follows the `with pgrst_source as (…)` CTE: selects `total, page_total, body` (perhaps via more CTEs). */
  outer: string;
  representation: boolean;
}

/**
 * PostgREST returns `1` for minimal writes (so insert-only tables such as contact_messages work
 * without SELECT rights), the primary key for headers-only inserts (the Location header), and the `select=` columns
 * for return=representation.
 */
export function planReturning(request: PlanInput, relation: Relation, params: Params): Returning {
  const table = qualifiedTable(relation);
  const mode = request.prefs.return;
  if (mode === 'representation') {
    // The written rows come back whole; the select (embeds included) is applied to them as `pgrst_source`.
    const alias = ident(relation.name);
    const scope = { relation, qualifier: alias, rowRef: `${alias}::${table}`, label: relation.name, depth: 0 };
    const plan = planRequestSelect(request, scope, params);
    const shaped = `select ${sourceColumns(plan)} from ${SOURCE} as ${alias}${plan.joins.join('')}${
      plan.conditions.length > 0 ? ` where ${plan.conditions.join(' and ')}` : ''
    }${groupBySql(plan)}`;
    return {
      list: `${table}.*`,
      outer: `, pgrst_shaped as (${shaped}) select null as total, (select count(*) from ${SOURCE}) as page_total, ${bodySql(plan, request.output, 'pgrst_shaped')} as body`,
      representation: true,
    };
  }
  let projection: Projection | null = null;
  if (mode === 'headers-only' && request.method === 'POST' && relation.primaryKey.length > 0) {
    projection = {
      expressions: relation.primaryKey.map((name) => `${table}.${ident(name)}::text`),
      names: relation.primaryKey,
    };
  }
  const list =
    projection === null || projection.expressions.length === 0 ? '1 as pgrst_one' : sourceColumns(projection);
  const body =
    projection === null ? 'null' : bodySql(projection, { ...request.output, single: false, stripNulls: false });
  return {
    list,
    outer: ` select null as total, (select count(*) from ${SOURCE}) as page_total, ${body} as body`,
    representation: false,
  };
}
