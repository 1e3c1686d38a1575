import type {
  CompareOperator,
  Filter,
  FtsOperator,
  LogicTree,
  Operation,
  RangeOperator,
} from '../request/filter-parser.js';
import { parseFilter, parseLogicParam } from '../request/filter-parser.js';
import type { OrderTerm } from '../request/order-parser.js';
import type { KeyValue } from '../request/query-params.js';
import { checkValueNesting } from '../request/nesting.js';
import { jsonPathSql } from './field.js';
import { arrayLiteral, type ColumnResolver, type Params } from './sql.js';

const COMPARE_SQL: Record<CompareOperator, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
};

const RANGE_SQL: Record<RangeOperator, string> = {
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};

const FTS_SQL: Record<FtsOperator, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

function renderOperation(column: string, operation: Operation, params: Params): string {
  switch (operation.kind) {
    case 'compare': {
      const isLike = operation.op === 'like' || operation.op === 'ilike';
      const value = isLike ? operation.value.replaceAll('*', '%') : operation.value;
      const operand = operation.quantifier ? `${operation.quantifier}(${params.add(value)})` : params.add(value);
      return `${column} ${COMPARE_SQL[operation.op]} ${operand}`;
    }
    case 'range':
      return `${column} ${RANGE_SQL[operation.op]} ${params.add(operation.value)}`;
    case 'in':
      if (operation.values.length === 1 && operation.values[0] === '') return `${column} = any('{}')`;
      return `${column} = any(${params.add(arrayLiteral(operation.values))})`;
    case 'is':
      return `${column} is ${operation.value === 'not_null' ? 'not null' : operation.value}`;
    case 'isdistinct':
      return `${column} is distinct from ${params.add(operation.value)}`;
    case 'fts': {
      const language = operation.language === null ? '' : `${params.add(operation.language)}, `;
      return `${column} @@ ${FTS_SQL[operation.op]}(${language}${params.add(operation.value)})`;
    }
  }
}

function checkOperationNesting(operation: Operation): void {
  if (operation.kind === 'in') operation.values.forEach(checkValueNesting);
  else if (operation.kind !== 'is') checkValueNesting(operation.value);
  if (operation.kind === 'fts' && operation.language !== null) checkValueNesting(operation.language);
}

export function renderFilter(filter: Filter, resolve: ColumnResolver, params: Params): string {
  checkOperationNesting(filter.operation);
  const condition = renderOperation(jsonPathSql(resolve(filter.field), filter.path), filter.operation, params);
  return filter.negate ? `not (${condition})` : condition;
}

export function renderLogic(tree: LogicTree, resolve: ColumnResolver, params: Params): string {
  if (tree.kind === 'filter') return renderFilter(tree.filter, resolve, params);
  const children = tree.children.map((child) => renderLogic(child, resolve, params));
  const joined = `(${children.join(` ${tree.op} `)})`;
  return tree.negate ? `not ${joined}` : joined;
}

export function renderOrder(terms: OrderTerm[], resolve: ColumnResolver): string {
  if (terms.length === 0) return '';
  const parts = terms.map((term) => {
    const direction = term.direction ? ` ${term.direction}` : '';
    const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
    return `${jsonPathSql(resolve(term.field), term.path)}${direction}${nulls}`;
  });
  return ` order by ${parts.join(', ')}`;
}

/** The parsed filters and logic trees of a request, ready to render against a source. */
export interface Conditions {
  filters: Filter[];
  logic: LogicTree[];
}

export function parseConditions(filters: KeyValue[], logic: KeyValue[]): Conditions {
  return {
    filters: filters.map(({ key, value }) => parseFilter(key, value)),
    logic: logic.map(({ key, value }) => parseLogicParam(key, value)),
  };
}

export function hasConditions(conditions: Conditions): boolean {
  return conditions.filters.length > 0 || conditions.logic.length > 0;
}

/** ` where a and b` (or '') for the conditions against `resolve`'s source. */
export function renderWhere(conditions: Conditions, resolve: ColumnResolver, params: Params): string {
  const parts = [
    ...conditions.filters.map((filter) => renderFilter(filter, resolve, params)),
    ...conditions.logic.map((tree) => renderLogic(tree, resolve, params)),
  ];
  return parts.length === 0 ? '' : ` where ${parts.join(' and ')}`;
}
