/** Parsing of the `filter` string of a postgres_changes binding, with Supabase Realtime's grammar. */

export const FILTER_OPS = [
  'eq',
  'neq',
  'lt',
  'lte',
  'gt',
  'gte',
  'in',
  'like',
  'ilike',
  'is',
  'match',
  'imatch',
  'isdistinct',
] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

export interface ParsedFilter {
  column: string;
  op: FilterOp;
  /** For `in`: a Postgres array literal `{a,b}`; for `is`: null/true/false/unknown. */
  value: string;
  negate: boolean;
}

export type FilterParseResult = { ok: true; filters: ParsedFilter[] } | { ok: false; message: string };

const IS_VALUES = new Set(['null', 'true', 'false', 'unknown']);

function isFilterOp(op: string): op is FilterOp {
  return (FILTER_OPS as readonly string[]).includes(op);
}

/**
 * `col=op.value` conditions joined by commas (AND). Commas inside parentheses or double quotes
 * don't split; `not.` negates; `in.(a,"b,c")` lists values; a quoted value is unquoted.
 */
export function parseFilter(filter: string): FilterParseResult {
  const trimmed = filter.trim();
  if (trimmed === '') return { ok: true, filters: [] };
  const filters: ParsedFilter[] = [];
  for (const segment of splitTopLevel(trimmed)) {
    const parsed = parseSegment(segment.trim());
    if (typeof parsed === 'string') return { ok: false, message: `Error parsing \`filter\` params: ${parsed}` };
    filters.push(parsed);
  }
  return { ok: true, filters };
}

function splitTopLevel(filter: string): string[] {
  const parts: string[] = [];
  let current = '';
  let depth = 0;
  let quoted = false;
  let previous = '';
  for (let i = 0; i < filter.length; i += 1) {
    const char = filter.charAt(i);
    if (quoted) {
      if (char === '\\' && i + 1 < filter.length) {
        current += char + filter.charAt(i + 1);
        i += 1;
        previous = '';
        continue;
      }
      if (char === '"') quoted = false;
      current += char;
    } else if (char === '"' && ['.', '(', ','].includes(previous)) {
      quoted = true;
      current += char;
    } else if (char === '(') {
      depth += 1;
      current += char;
    } else if (char === ')') {
      depth = Math.max(0, depth - 1);
      current += char;
    } else if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
    previous = char;
  }
  parts.push(current);
  return parts;
}

function parseSegment(segment: string): ParsedFilter | string {
  if (segment === '') return 'filter must not contain empty segments (check for extra commas)';
  const equals = segment.indexOf('=');
  if (equals < 0) return JSON.stringify([segment]);
  const column = segment.slice(0, equals);
  let rest = segment.slice(equals + 1);
  const negate = rest.startsWith('not.');
  if (negate) rest = rest.slice('not.'.length);
  const dot = rest.indexOf('.');
  if (dot < 0) return JSON.stringify([column, rest]);
  const op = rest.slice(0, dot);
  const raw = rest.slice(dot + 1);
  if (!isFilterOp(op)) return JSON.stringify([op, raw]);
  if (column === '') return `missing column name in filter part: '${segment}'`;
  if (op === 'in') {
    if (raw.length < 2 || !raw.startsWith('(') || !raw.endsWith(')')) {
      return '`in` filter value must be wrapped by parentheses';
    }
    return { column, op, value: `{${raw.slice(1, -1)}}`, negate };
  }
  const value = unquote(raw);
  if (op === 'is' && !IS_VALUES.has(value.toLowerCase())) {
    return `\`is\` filter value must be one of null, true, false, unknown: '${value}'`;
  }
  return { column, op, value: op === 'is' ? value.toLowerCase() : value, negate };
}

function unquote(value: string): string {
  if (!value.startsWith('"') || value.length < 2 || !value.endsWith('"')) return value;
  let out = '';
  for (let i = 1; i < value.length - 1; i += 1) {
    const char = value.charAt(i);
    if (char === '\\' && i + 1 < value.length - 1) {
      out += value.charAt(i + 1);
      i += 1;
    } else if (char === '"') {
      return value;
    } else {
      out += char;
    }
  }
  return out;
}
