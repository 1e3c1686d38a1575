import type { Relation } from '../catalog.js';
import { columnNotFound, invalidBody, parseError } from '../errors.js';
import { readFieldName } from './filter-parser.js';
import { checkJsonNesting } from './nesting.js';
import { Scanner } from './scanner.js';

export type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface JsonBody {
  value: unknown;
  /** The body as sent: Postgres reads values from it, so big numbers keep their precision. */
  text: string;
}

/** The request body as JSON; PostgREST answers PGRST102 for an empty or malformed one. */
export function parseJsonBody(body: Buffer): JsonBody {
  const text = body.toString('utf8');
  if (text.trim() === '') throw invalidBody();
  checkJsonNesting(text);
  try {
    return { value: JSON.parse(text) as unknown, text };
  } catch {
    throw invalidBody();
  }
}

/** `columns="a","b"` → names (quoted or bare, comma separated). */
export function parseColumnsParam(input: string, what = 'columns parameter'): string[] {
  const scanner = new Scanner(input);
  const names: string[] = [];
  for (;;) {
    const name = readFieldName(scanner, ',');
    if (name === '') throw parseError(what, input, scanner.unexpected('field name (* or [a..z0..9_$])'));
    names.push(name);
    scanner.skipSpaces();
    if (scanner.done) return names;
    if (!scanner.eat(',')) throw parseError(what, input, scanner.unexpected('"," or end of input'));
  }
}

export function checkColumns(relation: Relation, names: string[]): void {
  for (const name of names) if (!relation.columnMap.has(name)) throw columnNotFound(relation.name, name);
}

/** Rows to insert: an object or an array of objects, with the columns they set. */
export interface InsertPayload {
  rows: JsonObject[];
  columns: string[];
  /** The body as a JSON array text. */
  text: string;
}

/**
 * The body of an insert. Without `columns=`, the first row's keys are the columns and every row
 * must have the same keys (PostgREST: "All object keys must match").
 */
export function readInsertPayload(body: Buffer, relation: Relation, columnsParam: string | null): InsertPayload {
  const { value: json, text } = parseJsonBody(body);
  const rows: unknown[] = Array.isArray(json) ? json : [json];
  if (!rows.every(isObject)) throw invalidBody('All object keys must match');
  const objects = rows;
  let columns: string[];
  if (columnsParam !== null) {
    columns = [...new Set(parseColumnsParam(columnsParam))];
  } else {
    columns = Object.keys(objects[0] ?? {});
    const signature = [...columns].sort().join('\u0000');
    for (const row of objects) {
      if (Object.keys(row).sort().join('\u0000') !== signature) throw invalidBody('All object keys must match');
    }
  }
  checkColumns(relation, columns);
  return { rows: objects, columns, text: Array.isArray(json) ? text : `[${text}]` };
}

/** The body of an update: one object; its keys (or `columns=`) are the columns set. */
export function readUpdatePayload(
  body: Buffer,
  relation: Relation,
  columnsParam: string | null,
): { row: JsonObject; columns: string[]; text: string } {
  const { value: json, text } = parseJsonBody(body);
  if (!isObject(json)) throw invalidBody();
  const columns = columnsParam === null ? Object.keys(json) : [...new Set(parseColumnsParam(columnsParam))];
  checkColumns(relation, columns);
  return { row: json, columns, text };
}
