import type { EmuRequest } from '../http/types.js';
import { invalidRequest } from './errors.js';

export type JsonObject = Record<string, unknown>;

/** The request body as a JSON object; anything else is a 400 like Storage's schema validation. */
export function readJsonObject(request: EmuRequest): JsonObject {
  if (request.body.length === 0) throw invalidRequest('body must be object');
  let parsed: unknown;
  try {
    parsed = JSON.parse(request.body.toString('utf8'));
  } catch {
    throw invalidRequest('Body is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw invalidRequest('body must be object');
  }
  return parsed as JsonObject;
}

export function optionalString(body: JsonObject, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalidRequest(`body/${key} must be string`);
  return value;
}

export function optionalBoolean(body: JsonObject, key: string): boolean | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw invalidRequest(`body/${key} must be boolean`);
  return value;
}

/** An integer within [min, max], also accepted as a numeric string (Fastify coerces those). */
export function optionalInteger(body: JsonObject, key: string, min: number, max: number): number | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  const number = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < min || number > max) {
    throw invalidRequest(`body/${key} must be an integer >= ${min}`);
  }
  return number;
}

/** A non-empty array of strings of at most `max` items. */
export function stringArray(body: JsonObject, key: string, max: number): string[] {
  const value = body[key];
  if (value === undefined) throw invalidRequest(`body must have required property '${key}'`);
  if (!Array.isArray(value)) throw invalidRequest(`body/${key} must be array`);
  if (value.length === 0 || value.length > max) {
    throw invalidRequest(`body/${key} must have between 1 and ${max} items`);
  }
  if (!value.every((item): item is string => typeof item === 'string')) {
    throw invalidRequest(`body/${key} must be an array of strings`);
  }
  return value;
}
