import { parseError, RestError } from './errors.js';
import { jsonPathUnsupported } from './filter-parser.js';
import { Scanner, splitTopLevel } from './scanner.js';

export type SelectItem = { kind: 'star' } | { kind: 'column'; name: string; alias: string | null; cast: string | null };

/** Casts PostgREST users write in `select=col::type`; anything else is answered like an unknown type. */
const CASTS = new Map<string, string>([
  ['text', 'text'],
  ['varchar', 'varchar'],
  ['char', 'char'],
  ['int', 'integer'],
  ['integer', 'integer'],
  ['int2', 'smallint'],
  ['smallint', 'smallint'],
  ['int4', 'integer'],
  ['int8', 'bigint'],
  ['bigint', 'bigint'],
  ['numeric', 'numeric'],
  ['decimal', 'numeric'],
  ['real', 'real'],
  ['float4', 'real'],
  ['float8', 'double precision'],
  ['float', 'double precision'],
  ['bool', 'boolean'],
  ['boolean', 'boolean'],
  ['date', 'date'],
  ['time', 'time'],
  ['timetz', 'timetz'],
  ['timestamp', 'timestamp'],
  ['timestamptz', 'timestamptz'],
  ['interval', 'interval'],
  ['uuid', 'uuid'],
  ['json', 'json'],
  ['jsonb', 'jsonb'],
]);

export function embeddingUnsupported(relation: string, target: string): RestError {
  return new RestError(
    400,
    'PGRST200',
    `Could not find a relationship between '${relation}' and '${target}' in the schema cache`,
    {
      details:
        'Resource embedding is not supported by the local backend; fetch the related rows with a second request.',
    },
  );
}

function aggregatesNotAllowed(): RestError {
  return new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
}

/** Index of the alias separator `:` (not `::`) outside quotes, or -1. */
function aliasSeparator(item: string): number {
  let inQuotes = false;
  for (let i = 0; i < item.length; i += 1) {
    const char = item.charAt(i);
    if (char === '"') inQuotes = !inQuotes;
    if (inQuotes || char !== ':') continue;
    if (item.charAt(i + 1) === ':') return -1;
    return i;
  }
  return -1;
}

function parseItem(raw: string, input: string, relation: string): SelectItem {
  const item = raw.trim();
  if (item === '')
    throw parseError('select parameter', input, 'unexpected "," expecting field name (* or [a..z0..9_$])');
  if (item === '*') return { kind: 'star' };
  const colon = aliasSeparator(item);
  const aliasText = colon === -1 ? null : item.slice(0, colon).trim();
  const scanner = new Scanner(colon === -1 ? item : item.slice(colon + 1));
  scanner.skipSpaces();
  if (scanner.startsWith('...'))
    throw embeddingUnsupported(relation, scanner.text.slice(scanner.pos + 3).split(/[!(]/)[0] ?? '');
  const quoted = scanner.quoted();
  const name = quoted ?? scanner.untilFieldEnd(':(!').trim();
  if (scanner.startsWith('->')) throw jsonPathUnsupported();
  if (scanner.peek() === '(' || scanner.peek() === '!') {
    if (name === 'count' && scanner.startsWith('()')) throw aggregatesNotAllowed();
    throw embeddingUnsupported(relation, name);
  }
  let cast: string | null = null;
  if (scanner.eat('::')) {
    const typeName = scanner.until('.(').trim();
    cast = CASTS.get(typeName.toLowerCase()) ?? null;
    if (cast === null) throw new RestError(400, '42704', `type "${typeName}" does not exist`);
  }
  if (scanner.startsWith('.') && /^\.(sum|avg|count|max|min)\(\)/.test(scanner.text.slice(scanner.pos))) {
    throw aggregatesNotAllowed();
  }
  scanner.skipSpaces();
  if (!scanner.done || name === '') {
    throw parseError('select parameter', input, scanner.unexpected('field name (* or [a..z0..9_$])'));
  }
  const alias = aliasText === null ? null : aliasText.startsWith('"') ? aliasText.slice(1, -1) : aliasText;
  if (alias === '') throw parseError('select parameter', input, 'unexpected ":" expecting field name');
  return { kind: 'column', name, alias, cast };
}

/** `select=` → the root's columns; embedded resources and aggregates answer as PostgREST does when they are unavailable. */
export function parseSelect(input: string, relation: string): SelectItem[] {
  if (input.trim() === '') return [];
  return splitTopLevel(input).map((raw) => parseItem(raw, input, relation));
}
