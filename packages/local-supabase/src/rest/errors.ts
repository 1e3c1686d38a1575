import { json, type EmuResponse } from '../http/types.js';

/** `details` is text, or for PGRST201 the list of candidate relationships. */
export type ErrorDetails = string | Record<string, string>[] | null;

export interface RestErrorBody {
  code: string;
  details: ErrorDetails;
  hint: string | null;
  message: string;
}

/** A PostgREST-shaped error: `{code, details, hint, message}` with its HTTP status. */
export class RestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: ErrorDetails;
  readonly hint: string | null;
  readonly headers: Record<string, string>;
  /** True when a fresh schema cache might make the request succeed (unknown table, column, function). */
  readonly schemaMiss: boolean;

  constructor(
    status: number,
    code: string,
    message: string,
    options: {
      details?: ErrorDetails;
      hint?: string | null;
      headers?: Record<string, string>;
      schemaMiss?: boolean;
    } = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = options.details ?? null;
    this.hint = options.hint ?? null;
    this.headers = options.headers ?? {};
    this.schemaMiss = options.schemaMiss ?? false;
  }

  body(): RestErrorBody {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

export function errorResponse(error: RestError): EmuResponse {
  return json(error.status, error.body(), error.headers);
}

/** PGRST100: a query parameter that does not parse. */
export function parseError(what: string, input: string, details: string): RestError {
  return new RestError(400, 'PGRST100', `"failed to parse ${what} (${input})" (line 1, column 1)`, { details });
}

export function invalidBody(message = 'Empty or invalid json'): RestError {
  return new RestError(400, 'PGRST102', message);
}

export function tableNotFound(schema: string, name: string): RestError {
  return new RestError(404, 'PGRST205', `Could not find the table '${schema}.${name}' in the schema cache`, {
    schemaMiss: true,
  });
}

export function columnNotFound(relation: string, column: string): RestError {
  return new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${relation}' in the schema cache`, {
    schemaMiss: true,
  });
}

/** The error Postgres gives for an unknown column, as PostgREST passes it through. */
export function undefinedColumn(relation: string, column: string): RestError {
  return new RestError(400, '42703', `column ${relation}.${column} does not exist`, { schemaMiss: true });
}

export function notEmbedded(resource: string): RestError {
  return new RestError(400, 'PGRST108', `'${resource}' is not an embedded resource in this request`, {
    hint: `Verify that '${resource}' is included in the 'select' query parameter.`,
  });
}

export function unsupportedMethod(method: string): RestError {
  return new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
}

export function singularityError(rows: number): RestError {
  return new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', {
    details: `The result contains ${rows} rows`,
  });
}

/** A Postgres error as thrown by PGlite (a DatabaseError with the server's fields). */
export interface PgServerError {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isPgServerError(error: unknown): error is PgServerError {
  if (typeof error !== 'object' || error === null) return false;
  const candidate = error as Record<string, unknown>;
  return typeof candidate.code === 'string' && typeof candidate.severity === 'string';
}

/** PostgREST's SQLSTATE → HTTP status mapping (PostgREST Error.hs, mapSQLtoHTTP). */
export function statusForSqlState(code: string, message: string, authenticated: boolean): number {
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '53400': 500,
    '57P01': 503,
    P0001: 400,
    '42P01': 404,
    '42P17': 500,
  };
  const fixed = exact[code];
  if (fixed !== undefined) return fixed;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '22023') return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
  if (code === '42883') return message.startsWith('function xmlagg(') ? 406 : 404;
  if (code === '42501') return authenticated ? 403 : 401;
  // Program limits (54xxx, e.g. too many array dimensions) come from what the client sent; PostgREST
  // answers 500 here, the local backend keeps its promise that malformed input is a 4xx.
  if (code.startsWith('54')) return 400;
  const custom = /^PT(\d{3})$/.exec(code);
  if (custom?.[1]) {
    const status = Number(custom[1]);
    return status >= 100 && status <= 599 ? status : 500;
  }
  const byClass: [string, number][] = [
    ['08', 503],
    ['09', 500],
    ['0L', 403],
    ['0P', 403],
    ['25', 500],
    ['28', 403],
    ['2D', 500],
    ['38', 500],
    ['39', 500],
    ['3B', 500],
    ['40', 500],
    ['53', 503],
    ['55', 500],
    ['57', 500],
    ['58', 500],
    ['F0', 500],
    ['HV', 500],
    ['P0', 500],
    ['XX', 500],
  ];
  for (const [prefix, status] of byClass) if (code.startsWith(prefix)) return status;
  return 400;
}

/** Turns a Postgres error into PostgREST's error body and status; `authenticated` = role is not anon. */
export function fromPgError(error: PgServerError, authenticated: boolean): RestError {
  const status = statusForSqlState(error.code, error.message, authenticated);
  const headers: Record<string, string> = status === 401 ? { 'www-authenticate': 'Bearer' } : {};
  return new RestError(status, error.code, error.message, {
    details: error.detail ?? null,
    hint: error.hint ?? null,
    headers,
  });
}
