import { notEmbedded, parseError, RestError } from '../errors.js';
import { readJsonPath, type JsonStep } from '../query/field.js';
import { MAX_LOGIC_NESTING } from './nesting.js';
import { Scanner } from './scanner.js';

export const COMPARE_OPERATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch'] as const;
export const RANGE_OPERATORS = ['cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj'] as const;
export const FTS_OPERATORS = ['fts', 'plfts', 'phfts', 'wfts'] as const;
const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'] as const;

export type CompareOperator = (typeof COMPARE_OPERATORS)[number];
export type RangeOperator = (typeof RANGE_OPERATORS)[number];
export type FtsOperator = (typeof FTS_OPERATORS)[number];
export type IsValue = (typeof IS_VALUES)[number];

export type Operation =
  | { kind: 'compare'; op: CompareOperator; quantifier: 'any' | 'all' | null; value: string }
  | { kind: 'range'; op: RangeOperator; value: string }
  | { kind: 'in'; values: string[] }
  | { kind: 'is'; value: IsValue }
  | { kind: 'isdistinct'; value: string }
  | { kind: 'fts'; op: FtsOperator; language: string | null; value: string };

export interface Filter {
  field: string;
  /** JSON path after the column (`data->a->>b`). */
  path: JsonStep[];
  negate: boolean;
  operation: Operation;
}

export type LogicTree =
  { kind: 'filter'; filter: Filter } | { kind: 'group'; negate: boolean; op: 'and' | 'or'; children: LogicTree[] };

const OPERATOR_EXPECTED = '"not" or operator (eq, gt, ...)';

/** The longest `like`/`ilike`/`match`/`imatch` pattern a filter may carry. */
export const MAX_PATTERN_LENGTH = 256;

/** `\1`…`\9` (and `\k<name>`): a back-reference makes a regular expression's cost explode with the text's length. */
function hasBackReference(pattern: string): boolean {
  for (let i = 0; i < pattern.length - 1; i += 1) {
    if (pattern[i] !== '\\') continue;
    const next = pattern[i + 1] ?? '';
    if (/[1-9]/.test(next) || (next === 'k' && pattern[i + 2] === '<')) return true;
    i += 1;
  }
  return false;
}

/** Patterns whose matching could hold the database for long are refused before they reach it. */
function checkPattern(op: CompareOperator, quantifier: 'any' | 'all' | null, value: string, input: string): void {
  if (op !== 'like' && op !== 'ilike' && op !== 'match' && op !== 'imatch') return;
  const patterns = quantifier === null ? [value] : value.replace(/^\{|\}$/g, '').split(',');
  for (const pattern of patterns) {
    if (pattern.length > MAX_PATTERN_LENGTH) {
      throw parseError('filter', input, `a ${op} pattern may be at most ${String(MAX_PATTERN_LENGTH)} characters long`);
    }
    if ((op === 'match' || op === 'imatch') && hasBackReference(pattern)) {
      throw parseError('filter', input, 'regular expressions may not use back-references (\\1 to \\9, \\k<name>)');
    }
  }
}

function includes<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

export function jsonPathUnsupported(): RestError {
  return new RestError(400, 'PGRST127', 'Feature not implemented', {
    details: 'JSON paths (-> and ->>) are not supported by the local backend',
  });
}

/** A column name: double-quoted, or the characters up to the next delimiter. */
export function readFieldName(scanner: Scanner, stops: string): string {
  scanner.skipSpaces();
  const quoted = scanner.quoted();
  const name = quoted ?? scanner.until(stops).trim();
  if (scanner.startsWith('->') || name.includes('->')) throw jsonPathUnsupported();
  return name;
}

function readList(scanner: Scanner, context: string, input: string): string[] {
  scanner.skipSpaces();
  if (!scanner.eat('(')) throw parseError(context, input, scanner.unexpected('"("'));
  const values: string[] = [];
  for (;;) {
    const start = scanner.pos;
    const quoted = scanner.quoted();
    if (quoted !== null && (scanner.peek() === ',' || scanner.peek() === ')')) {
      values.push(quoted);
    } else {
      scanner.pos = start;
      values.push(scanner.until(',)'));
    }
    if (scanner.eat(',')) continue;
    scanner.skipSpaces();
    if (scanner.eat(')')) return values;
    throw parseError(context, input, scanner.unexpected('"," or ")"'));
  }
}

/**
 * Parses `[not.]op[(modifier)].value` from the scanner. `readValue` reads a single value: the
 * rest of the parameter at the top level, or up to `,`/`)` inside `or=(...)`.
 */
export function parseOperation(
  scanner: Scanner,
  readValue: (s: Scanner) => string,
  context: string,
  input: string,
): { negate: boolean; operation: Operation } {
  const negate = scanner.eat('not.');
  const start = scanner.pos;
  const name = scanner.until('.(,)');
  let modifier: string | null = null;
  if (scanner.eat('(')) {
    modifier = scanner.until(')');
    if (!scanner.eat(')')) throw parseError(context, input, scanner.unexpected('")"'));
  }
  if (!scanner.eat('.')) {
    scanner.pos = start;
    throw parseError(context, input, scanner.unexpected(OPERATOR_EXPECTED));
  }
  if (name === 'in' && modifier === null)
    return { negate, operation: { kind: 'in', values: readList(scanner, context, input) } };
  if (name === 'is' && modifier === null) {
    const value = readValue(scanner).toLowerCase();
    if (!includes(IS_VALUES, value)) {
      throw parseError(context, input, 'unexpected value expecting isVal: (null, not_null, true, false, unknown)');
    }
    return { negate, operation: { kind: 'is', value } };
  }
  if (name === 'isdistinct' && modifier === null) {
    return { negate, operation: { kind: 'isdistinct', value: readValue(scanner) } };
  }
  if (includes(FTS_OPERATORS, name)) {
    return { negate, operation: { kind: 'fts', op: name, language: modifier, value: readValue(scanner) } };
  }
  if (includes(RANGE_OPERATORS, name) && modifier === null) {
    return { negate, operation: { kind: 'range', op: name, value: readValue(scanner) } };
  }
  if (includes(COMPARE_OPERATORS, name) && (modifier === null || modifier === 'any' || modifier === 'all')) {
    const value = readValue(scanner);
    checkPattern(name, modifier, value, input);
    return { negate, operation: { kind: 'compare', op: name, quantifier: modifier, value } };
  }
  scanner.pos = start;
  throw parseError(context, input, scanner.unexpected(OPERATOR_EXPECTED));
}

/** A filter's column and JSON path (`data->a->>b`). */
function readField(scanner: Scanner, stops: string, what: string, input: string): { field: string; path: JsonStep[] } {
  scanner.skipSpaces();
  const field = scanner.quoted() ?? scanner.untilFieldEnd(stops).trim();
  return { field, path: readJsonPath(scanner, what, input) };
}

/** `col=[not.]op.value` from the query string. */
export function parseFilter(key: string, value: string): Filter {
  const keyScanner = new Scanner(key);
  const { field, path } = readField(keyScanner, '.', 'filter', key);
  if (!keyScanner.done) throw notEmbedded(field);
  const scanner = new Scanner(value);
  const { negate, operation } = parseOperation(scanner, (s) => s.rest(), 'filter', value);
  if (!scanner.done) throw parseError('filter', value, scanner.unexpected('end of input'));
  return { field, path, negate, operation };
}

function readLogicValue(scanner: Scanner): string {
  const start = scanner.pos;
  const quoted = scanner.quoted();
  if (quoted !== null && (scanner.done || scanner.peek() === ',' || scanner.peek() === ')')) return quoted;
  scanner.pos = start;
  if (scanner.peek() === '{') {
    const close = scanner.text.indexOf('}', scanner.pos);
    if (close !== -1) {
      const value = scanner.text.slice(scanner.pos, close + 1);
      scanner.pos = close + 1;
      return value;
    }
  }
  return scanner.until(',)');
}

function parseTree(scanner: Scanner, input: string, depth: number): LogicTree {
  if (depth > MAX_LOGIC_NESTING) {
    throw parseError('logic tree', input, `logic trees may nest at most ${MAX_LOGIC_NESTING} levels`);
  }
  scanner.skipSpaces();
  const negate = scanner.eat('not.');
  const op = scanner.eat('and') ? 'and' : scanner.eat('or') ? 'or' : null;
  if (op === null) throw parseError('logic tree', input, scanner.unexpected('logic operator (and, or)'));
  scanner.skipSpaces();
  if (!scanner.eat('(')) throw parseError('logic tree', input, scanner.unexpected('"("'));
  const children: LogicTree[] = [];
  for (;;) {
    children.push(parseTreeItem(scanner, input, depth));
    scanner.skipSpaces();
    if (scanner.eat(',')) continue;
    if (scanner.eat(')')) return { kind: 'group', negate, op, children };
    throw parseError('logic tree', input, scanner.unexpected('"," or ")"'));
  }
}

function parseTreeItem(scanner: Scanner, input: string, depth: number): LogicTree {
  scanner.skipSpaces();
  if (/^(not\.)?(and|or)\s*\(/.test(scanner.text.slice(scanner.pos))) return parseTree(scanner, input, depth + 1);
  const { field, path } = readField(scanner, '.,()', 'logic tree', input);
  if (field === '' || !scanner.eat('.')) {
    throw parseError('logic tree', input, scanner.unexpected('field name, negation operator (not) or logic operator'));
  }
  const { negate, operation } = parseOperation(scanner, readLogicValue, 'logic tree', input);
  return { kind: 'filter', filter: { field, path, negate, operation } };
}

/** `or=(...)`, `and=(...)`, `not.or=(...)`: the key gives the operator, the value its operands. */
export function parseLogicParam(key: string, value: string): LogicTree {
  const input = `${key}${value}`;
  const scanner = new Scanner(input);
  const tree = parseTree(scanner, value, 1);
  scanner.skipSpaces();
  if (!scanner.done) throw parseError('logic tree', value, scanner.unexpected('end of input'));
  return tree;
}
