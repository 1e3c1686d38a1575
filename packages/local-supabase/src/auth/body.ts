import type { EmuRequest } from '../http/types.js';
import { AuthError } from './errors.js';

export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function badJson(detail: string): AuthError {
  return new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`);
}

/** Parses the body as a JSON object; an empty body counts as `{}`, like GoTrue's decoder. */
export function readJsonBody(request: EmuRequest): JsonObject {
  const text = request.body.toString('utf8').trim();
  if (text === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw badJson(error instanceof Error ? error.message : 'invalid JSON');
  }
  if (!isJsonObject(parsed)) throw badJson('the body must be a JSON object');
  const unstorable = unstorableReason(parsed);
  if (unstorable) throw badJson(unstorable);
  return parsed;
}

const MAX_DEPTH = 64;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function unstorableText(text: string): string | null {
  if (text.includes('\u0000')) return 'strings must not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'strings must be valid Unicode';
  return null;
}

/**
 * Postgres text cannot hold U+0000 or lone surrogates and jsonb refuses very deep nesting, so such input is refused
 * up front (as a 400) rather than failing later in SQL. Iterative, so deep input cannot overflow the stack.
 */
function unstorableReason(root: unknown): string | null {
  const pending: { value: unknown; depth: number }[] = [{ value: root, depth: 0 }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value, depth } = item;
    if (typeof value === 'string') {
      const reason = unstorableText(value);
      if (reason) return reason;
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_DEPTH) return `nesting deeper than ${MAX_DEPTH} levels`;
    for (const [key, child] of Object.entries(value)) {
      const reason = unstorableText(key);
      if (reason) return reason;
      pending.push({ value: child, depth: depth + 1 });
    }
  }
  return null;
}

function typeName(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  return typeof value;
}

function wrongType(field: string, value: unknown, expected: string): AuthError {
  return badJson(`cannot unmarshal ${typeName(value)} into field ${field} of type ${expected}`);
}

/** A string field; missing or null reads as ''. */
export function stringField(body: JsonObject, field: string): string {
  const value = body[field];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw wrongType(field, value, 'string');
  return value;
}

/** A string field that distinguishes "absent" (undefined) from '' (e.g. `password` in PUT /user). */
export function optionalStringField(body: JsonObject, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw wrongType(field, value, 'string');
  return value;
}

/** An object field; missing or null reads as undefined. */
export function objectField(body: JsonObject, field: string): JsonObject | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (!isJsonObject(value)) throw wrongType(field, value, 'object');
  return value;
}

/**
 * Refuses query or form parameters Postgres could not hold (NUL, lone surrogates) with a 400, the
 * way JSON bodies are refused. Invalid percent-encodings and invalid UTF-8 already decode to U+FFFD.
 */
export function checkParams(params: URLSearchParams, where: string): URLSearchParams {
  for (const [key, value] of params) {
    const reason = unstorableText(key) ?? unstorableText(value);
    if (reason)
      throw new AuthError(400, 'validation_failed', `Invalid ${where} parameter ${JSON.stringify(key)}: ${reason}`);
  }
  return params;
}

/** Parses an application/x-www-form-urlencoded body (HTML form posts). */
export function readFormBody(request: EmuRequest): URLSearchParams {
  return checkParams(new URLSearchParams(request.body.toString('utf8')), 'form');
}
