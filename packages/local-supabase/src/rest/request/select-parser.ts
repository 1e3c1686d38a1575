import { parseError } from '../errors.js';
import { readJsonPath, type Field } from '../query/field.js';
import { Scanner, splitTopLevel } from './scanner.js';

export const AGGREGATES = ['count', 'sum', 'avg', 'max', 'min'] as const;
export type Aggregate = (typeof AGGREGATES)[number];

export interface ColumnItem {
  kind: 'column';
  field: Field;
  alias: string | null;
  cast: string | null;
  aggregate: Aggregate | null;
  aggregateCast: string | null;
}

/** `count()` over the rows (no column). */
export interface CountItem {
  kind: 'count';
  alias: string | null;
  cast: string | null;
}

export interface EmbedItem {
  kind: 'embed';
  /** Table, view, function, column or constraint name the embed is reached through. */
  name: string;
  alias: string | null;
  hint: string | null;
  join: 'inner' | 'left' | null;
  spread: boolean;
  items: SelectItem[];
}

export type SelectItem = { kind: 'star' } | ColumnItem | CountItem | EmbedItem;

/** Casts written `select=col::type`: the usual short names map to SQL types, others are quoted type names. */
const CASTS = new Map<string, string>([
  ['int', 'integer'],
  ['float', 'double precision'],
  ['decimal', 'numeric'],
]);

function castSql(name: string): string {
  const lower = name.trim().toLowerCase();
  return CASTS.get(lower) ?? `"${lower.replaceAll('"', '""')}"`;
}

/** Index of the alias separator `:` (not `::`) before any `(` outside quotes, or -1. */
function aliasSeparator(item: string): number {
  let inQuotes = false;
  for (let i = 0; i < item.length; i += 1) {
    const char = item.charAt(i);
    if (char === '"') inQuotes = !inQuotes;
    if (inQuotes) continue;
    if (char === '(') return -1;
    if (char !== ':') continue;
    if (item.charAt(i + 1) === ':') return -1;
    return i;
  }
  return -1;
}

function readName(scanner: Scanner): string {
  scanner.skipSpaces();
  return scanner.quoted() ?? scanner.untilFieldEnd(':(!.,').trim();
}

function readCast(scanner: Scanner): string | null {
  if (!scanner.startsWith('::')) return null;
  scanner.pos += 2;
  const typeName = scanner.until('.(,').trim();
  return castSql(typeName);
}

/** The text between the `(` at the scanner and its matching `)`, which must end the item. */
function readParenthesized(scanner: Scanner, input: string): string {
  const start = scanner.pos + 1;
  let depth = 0;
  let inQuotes = false;
  for (let i = scanner.pos; i < scanner.text.length; i += 1) {
    const char = scanner.text.charAt(i);
    if (char === '"') inQuotes = !inQuotes;
    if (inQuotes) continue;
    if (char === '(') depth += 1;
    if (char === ')') {
      depth -= 1;
      if (depth === 0) {
        scanner.pos = i + 1;
        return scanner.text.slice(start, i);
      }
    }
  }
  scanner.pos = scanner.text.length;
  throw parseError('select parameter', input, 'unexpected end of input expecting ")"');
}

function readEmbed(scanner: Scanner, name: string, alias: string | null, spread: boolean, input: string): EmbedItem {
  let hint: string | null = null;
  let join: EmbedItem['join'] = null;
  while (scanner.eat('!')) {
    const word = scanner.quoted() ?? scanner.until('!(').trim();
    if (word === 'inner' || word === 'left') join = word;
    else hint = word;
  }
  if (scanner.peek() !== '(') throw parseError('select parameter', input, scanner.unexpected('"("'));
  const inner = readParenthesized(scanner, input);
  return { kind: 'embed', name, alias, hint, join, spread, items: parseItems(inner, input) };
}

function parseItem(raw: string, input: string): SelectItem {
  const item = raw.trim();
  if (item === '')
    throw parseError('select parameter', input, 'unexpected "," expecting field name (* or [a..z0..9_$])');
  if (item === '*') return { kind: 'star' };
  const colon = aliasSeparator(item);
  const aliasText = colon === -1 ? null : item.slice(0, colon).trim();
  const alias = aliasText === null ? null : aliasText.startsWith('"') ? aliasText.slice(1, -1) : aliasText;
  if (alias === '') throw parseError('select parameter', input, 'unexpected ":" expecting field name');
  const scanner = new Scanner(colon === -1 ? item : item.slice(colon + 1));
  scanner.skipSpaces();
  const spread = scanner.eat('...');
  const name = readName(scanner);
  if (name === '') throw parseError('select parameter', input, scanner.unexpected('field name (* or [a..z0..9_$])'));
  let result: SelectItem;
  if (name === 'count' && scanner.startsWith('()')) {
    scanner.pos += 2;
    result = { kind: 'count', alias, cast: readCast(scanner) };
  } else if (spread || scanner.peek() === '(' || scanner.peek() === '!') {
    result = readEmbed(scanner, name, alias, spread, input);
  } else {
    const path = readJsonPath(scanner, 'select parameter', input);
    const cast = readCast(scanner);
    let aggregate: Aggregate | null = null;
    const match = /^\.(count|sum|avg|max|min)\(\)/.exec(scanner.text.slice(scanner.pos));
    if (match?.[1]) {
      aggregate = match[1] as Aggregate;
      scanner.pos += match[0].length;
    }
    const aggregateCast = aggregate === null ? null : readCast(scanner);
    result = { kind: 'column', field: { name, path }, alias, cast, aggregate, aggregateCast };
  }
  scanner.skipSpaces();
  if (!scanner.done) {
    throw parseError('select parameter', input, scanner.unexpected('field name (* or [a..z0..9_$])'));
  }
  return result;
}

function parseItems(text: string, input: string): SelectItem[] {
  if (text.trim() === '') return [];
  return splitTopLevel(text).map((raw) => parseItem(raw, input));
}

/** `select=` → a tree of columns, aggregates and embedded resources, as PostgREST parses it. */
export function parseSelect(input: string): SelectItem[] {
  return parseItems(input, input);
}
