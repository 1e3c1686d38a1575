import type { Relation, Routine, Snapshot } from '../catalog.js';
import { embedTooDeep, MAX_EMBED_DEPTH, MAX_EMBEDS, tooManyEmbeds } from '../limits.js';
import { relationKey } from '../catalog.js';
import { notEmbedded, RestError, undefinedColumn } from '../errors.js';
import { fieldKey, jsonPathSql } from '../query/field.js';
import { parseOrder } from '../request/order-parser.js';
import type { EmbedParams } from '../request/query-params.js';
import { findRelationship, type Relationship } from './relationships.js';
import type { EmbedItem, SelectItem } from '../request/select-parser.js';
import { ident, type ColumnResolver, type Params } from '../query/sql.js';
import { parseConditions, renderOrder, renderWhere } from '../query/where.js';

/** A relation as it appears in one query level. */
export interface Scope {
  relation: Relation;
  /** SQL qualifier of its columns: `"public"."users"` for the root, `"users_1"` inside embeds. */
  qualifier: string;
  /** Whole-row reference, for computed fields and computed relationships. */
  rowRef: string;
  /** How column errors name it (`users`, `messages_1`). */
  label: string;
  depth: number;
}

export interface PlanContext {
  snapshot: Snapshot;
  params: Params;
  /** Filters, order and paging of embedded resources, by path (`messages.channels`). */
  embedded: Map<string, EmbedParams>;
  used: Set<string>;
  /** Embedded resources planned so far (the request's select, for error messages). */
  embeds?: { count: number; select: string };
}

/** One query level's select list, with the lateral joins its embeds need. */
export interface SelectPlan {
  expressions: string[];
  names: string[];
  joins: string[];
  /** WHERE conditions the embeds add (`!inner`). */
  conditions: string[];
  /** Non-aggregated expressions when the level aggregates, else null. */
  groupBy: string[] | null;
  /** Embedded resources by answered name → their raw value, for `embed=is.null` filters. */
  embedRefs: Map<string, string>;
}

export function rootScope(relation: Relation): Scope {
  const qualifier = `${ident(relation.schema)}.${ident(relation.name)}`;
  return { relation, qualifier, rowRef: ident(relation.name), label: relation.name, depth: 0 };
}

/** The root level over rows that are not the relation itself (a function's result, written rows) named `alias`. */
export function rootScopeless(relation: Relation, alias: string): Scope {
  return { relation, qualifier: alias, rowRef: alias, label: relation.name, depth: 0 };
}

/** A function taking the relation's row and returning a scalar: usable as a column (computed field). */
function computedField(snapshot: Snapshot, relation: Relation, name: string): Routine | null {
  const routines = snapshot.routines.get(relationKey(relation.schema, name)) ?? [];
  return (
    routines.find(
      (routine) =>
        routine.rowArgument?.schema === relation.schema &&
        routine.rowArgument.name === relation.name &&
        routine.returns.kind === 'scalar' &&
        !routine.returns.setOf,
    ) ?? null
  );
}

/** Resolves a field of a scope: a column, a computed field, or (for `is.null` filters) an embed. */
export function scopeResolver(scope: Scope, snapshot: Snapshot, embedRefs?: Map<string, string>): ColumnResolver {
  return (name) => {
    if (scope.relation.columnMap.has(name)) return `${scope.qualifier}.${ident(name)}`;
    const fn = computedField(snapshot, scope.relation, name);
    if (fn) return `${ident(fn.schema)}.${ident(fn.name)}(${scope.rowRef})`;
    const embedded = embedRefs?.get(name);
    if (embedded !== undefined) return embedded;
    throw undefinedColumn(scope.label, name);
  };
}

function aggregatesNotAllowed(): RestError {
  return new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
}

const MAX_COLUMNS = 1000;

function emptyPlan(): SelectPlan {
  return { expressions: [], names: [], joins: [], conditions: [], groupBy: null, embedRefs: new Map() };
}

/** The select list of one level; embeds become lateral joins planned recursively. */
export function planSelect(scope: Scope, items: SelectItem[], context: PlanContext, path: string[]): SelectPlan {
  const plan = emptyPlan();
  const resolve = scopeResolver(scope, context.snapshot);
  const plain: string[] = [];
  const state = { aggregated: false };
  const expanded = items.reduce((n, item) => n + (item.kind === 'star' ? scope.relation.columns.length : 1), 0);
  if (expanded > MAX_COLUMNS) {
    throw new RestError(400, 'PGRST100', 'Too many columns selected', {
      details: `A select may return at most ${MAX_COLUMNS} columns (Postgres allows 1664 per row)`,
    });
  }
  const add = (expression: string, name: string, aggregate: boolean) => {
    plan.expressions.push(expression);
    plan.names.push(name);
    if (aggregate) state.aggregated = true;
    else plain.push(expression);
  };
  for (const item of items) {
    switch (item.kind) {
      case 'star':
        for (const column of scope.relation.columns) add(resolve(column.name), column.name, false);
        break;
      case 'count':
        if (!context.snapshot.aggregatesEnabled) throw aggregatesNotAllowed();
        add(item.cast ? `count(*)::${item.cast}` : 'count(*)', item.alias ?? 'count', true);
        break;
      case 'column': {
        const { field } = item;
        const bareCount =
          field.name === 'count' && field.path.length === 0 && item.cast === null && item.aggregate === null;
        if (bareCount && scope.depth > 0 && !scope.relation.columnMap.has('count')) {
          add('count(*)', item.alias ?? 'count', true);
          break;
        }
        let expression = jsonPathSql(resolve(field.name), field.path);
        if (item.cast) expression = `(${expression})::${item.cast}`;
        if (item.aggregate !== null) {
          if (!context.snapshot.aggregatesEnabled) throw aggregatesNotAllowed();
          expression = `${item.aggregate}(${expression})`;
          if (item.aggregateCast) expression = `(${expression})::${item.aggregateCast}`;
        }
        add(expression, item.alias ?? item.aggregate ?? fieldKey(field), item.aggregate !== null);
        break;
      }
      case 'embed':
        planEmbed(scope, item, context, path, plan, plain);
        break;
    }
  }
  if (state.aggregated) plan.groupBy = plain;
  return plan;
}

function joinConditions(relationship: Relationship, parent: Scope, child: Scope): string[] {
  const { junction } = relationship;
  if (relationship.computed) return [];
  if (junction) {
    const alias = ident(`${junction.table.name}_${child.depth}`);
    const table = `${ident(junction.table.schema)}.${ident(junction.table.name)}`;
    const toTarget = junction.targetKey.columns.map(
      (column, i) => `${alias}.${ident(column)} = ${child.qualifier}.${ident(junction.targetKey.refColumns[i] ?? '')}`,
    );
    const toSource = junction.sourceKey.columns.map(
      (column, i) => `${alias}.${ident(column)} = ${parent.qualifier}.${ident(junction.sourceKey.refColumns[i] ?? '')}`,
    );
    return [`exists (select 1 from ${table} as ${alias} where ${[...toTarget, ...toSource].join(' and ')})`];
  }
  return relationship.targetColumns.map(
    (column, i) =>
      `${child.qualifier}.${ident(column)} = ${parent.qualifier}.${ident(relationship.sourceColumns[i] ?? '')}`,
  );
}

function embedSource(relationship: Relationship, parent: Scope, alias: string): string {
  const fn = relationship.computed;
  if (fn) return `${ident(fn.schema)}.${ident(fn.name)}(${parent.rowRef}) as ${ident(alias)}`;
  return `${ident(relationship.target.schema)}.${ident(relationship.target.name)} as ${ident(alias)}`;
}

function paging(embed: EmbedParams | undefined, params: Params): string {
  if (!embed) return '';
  const parse = (value: string | null, what: string): string => {
    if (value === null) return '';
    if (!/^\d+$/.test(value.trim())) {
      throw new RestError(400, 'PGRST100', `"failed to parse ${what} parameter (${value})" (line 1, column 1)`, {
        details: 'unexpected input expecting digit',
      });
    }
    return ` ${what} ${params.add(value.trim())}`;
  };
  return `${parse(embed.limit, 'limit')}${parse(embed.offset, 'offset')}`;
}

function planEmbed(
  parent: Scope,
  item: EmbedItem,
  context: PlanContext,
  path: string[],
  plan: SelectPlan,
  plain: string[],
): void {
  const { snapshot, params } = context;
  const depth = parent.depth + 1;
  if (context.embeds) {
    if (depth > MAX_EMBED_DEPTH) throw embedTooDeep(context.embeds.select);
    context.embeds.count += 1;
    if (context.embeds.count > MAX_EMBEDS) throw tooManyEmbeds(context.embeds.select);
  }
  const relationship = findRelationship(snapshot, parent.relation, item.name, item.hint);
  const key = item.alias ?? item.name;
  const childPath = [...path, key];
  const pathKey = childPath.join('.');
  const targetAlias = `${relationship.target.name}_${depth}`;
  const lateral = ident(`${parent.relation.name}_${key}_${depth}`);
  const child: Scope = {
    relation: relationship.target,
    qualifier: ident(targetAlias),
    rowRef: ident(targetAlias),
    label: targetAlias,
    depth,
  };
  const inner = planSelect(child, item.items, context, childPath);
  const embedded = context.embedded.get(pathKey);
  if (embedded) context.used.add(pathKey);
  const resolve = scopeResolver(child, snapshot, inner.embedRefs);
  const filters = embedded
    ? renderWhere(parseConditions(embedded.filters, embedded.logic), resolve, params).replace(/^ where /, '')
    : '';
  const where = [...joinConditions(relationship, parent, child), ...inner.conditions, ...(filters ? [filters] : [])];
  const order = embedded?.order ? renderOrder(parseOrder(embedded.order, child.label), resolve) : '';
  const columns = inner.expressions.map((expression, i) => `${expression} as ${ident(inner.names[i] ?? '')}`);
  if (item.spread && relationship.toOne) columns.push('true as pgrst_found');
  const groupBy = inner.groupBy && inner.groupBy.length > 0 ? ` group by ${inner.groupBy.join(', ')}` : '';
  const whereSql = where.length > 0 ? ` where ${where.join(' and ')}` : '';
  const select =
    `select ${columns.join(', ')} from ${embedSource(relationship, parent, targetAlias)}` +
    `${inner.joins.join('')}${whereSql}${groupBy}${order}${paging(embedded, params)}`;
  const found = `${lateral}.pgrst_found`;
  const toMany = `bool_or(true) as pgrst_found`;
  if (item.spread && relationship.toOne) {
    plan.joins.push(` left join lateral (${select}) as ${lateral} on true`);
    inner.names.forEach((name) => {
      const expression = `${lateral}.${ident(name)}`;
      plan.expressions.push(expression);
      plan.names.push(name);
      plain.push(expression);
    });
  } else if (item.spread) {
    const aggregates = inner.names.map((name) => `json_agg(${lateral}.${ident(name)}) as ${ident(name)}`);
    plan.joins.push(
      ` left join lateral (select ${[...aggregates, toMany].join(', ')} from (${select}) as ${lateral}) as ${lateral} on true`,
    );
    inner.names.forEach((name) => {
      plan.expressions.push(`coalesce(${lateral}.${ident(name)}, '[]')`);
      plan.names.push(name);
    });
  } else {
    const body = `${lateral}.pgrst_body`;
    const value = relationship.toOne
      ? `row_to_json(${lateral}) as pgrst_body, true as pgrst_found`
      : `json_agg(${lateral}) as pgrst_body, ${toMany}`;
    plan.joins.push(` left join lateral (select ${value} from (${select}) as ${lateral}) as ${lateral} on true`);
    plan.embedRefs.set(key, `(case when ${found} then true end)`);
    if (inner.names.length > 0) {
      plan.expressions.push(relationship.toOne ? body : `coalesce(${body}, '[]')`);
      plan.names.push(key);
    }
  }
  if (item.join === 'inner') plan.conditions.push(`${found} is not null`);
}

/** PGRST108 for `embed.col=…` (or order/limit) naming a resource the select does not embed. */
export function checkEmbeddedUsed(context: PlanContext): void {
  for (const pathKey of context.embedded.keys()) {
    if (!context.used.has(pathKey)) throw notEmbedded(pathKey.split('.')[0] ?? pathKey);
  }
}
