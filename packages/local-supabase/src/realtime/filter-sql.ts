import { quoteIdent, type ColumnInfo } from './catalog.js';
import type { ParsedFilter } from './filters.js';

const COMPARISONS: Partial<Record<ParsedFilter['op'], string>> = {
  eq: '=',
  neq: '<>',
  lt: '<',
  lte: '<=',
  gt: '>',
  gte: '>=',
};

const PATTERNS: Partial<Record<ParsedFilter['op'], string>> = {
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
};

/**
 * A boolean SQL expression for one filter on the row alias `t`, with the value bound as
 * parameter `$<param>` (none for `is`). Postgres evaluates it, so comparisons follow the column's
 * type exactly as Supabase's `realtime.check_equality_op` does. NULL counts as no match.
 */
export function filterExpression(
  filter: ParsedFilter,
  column: ColumnInfo,
  param: number,
): { sql: string; params: string[] } {
  const col = `t.${quoteIdent(column.name)}`;
  const placeholder = `$${String(param)}`;
  let sql: string;
  let params: string[] = [filter.value];
  const comparison = COMPARISONS[filter.op];
  const pattern = PATTERNS[filter.op];
  if (comparison) {
    sql = `${col} ${comparison} ${placeholder}::${column.sqlType}`;
  } else if (pattern) {
    sql = `${col}::text ${pattern} ${placeholder}::text`;
  } else if (filter.op === 'in') {
    sql = `${col} = any(${placeholder}::${column.sqlType}[])`;
  } else if (filter.op === 'isdistinct') {
    sql = `${col} is distinct from ${placeholder}::${column.sqlType}`;
  } else {
    sql = `${col} is ${filter.value}`;
    params = [];
  }
  return { sql: `coalesce(${filter.negate ? `not (${sql})` : `(${sql})`}, false)`, params };
}

/** A LIKE pattern ending in an unescaped backslash fails when matched, so refuse it up front. */
export function likePatternProblem(filter: ParsedFilter): string | null {
  if (filter.op !== 'like' && filter.op !== 'ilike') return null;
  const trailing = /\\*$/.exec(filter.value)?.[0].length ?? 0;
  return trailing % 2 === 1 ? 'LIKE pattern must not end with escape character' : null;
}

/** SQL that fails (with Postgres' own message) when the filter's value does not fit the column. */
export function filterValueCheck(
  filter: ParsedFilter,
  column: ColumnInfo,
  param: number,
): { sql: string; params: string[] } | null {
  const placeholder = `$${String(param)}`;
  if (filter.op === 'is' || filter.op === 'like' || filter.op === 'ilike') return null;
  if (filter.op === 'match' || filter.op === 'imatch') {
    return { sql: `'' ~ ${placeholder}::text`, params: [filter.value] };
  }
  const type = filter.op === 'in' ? `${column.sqlType}[]` : column.sqlType;
  return { sql: `${placeholder}::text::${type}`, params: [filter.value] };
}
