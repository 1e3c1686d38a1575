import type { Database, Transaction } from '../db/engine.js';
import { runAsRequest } from '../db/request-tx.js';
import type { EmuResponse } from '../http/types.js';
import type { JwtClaims } from '../jwt.js';
import type { Snapshot } from './catalog.js';
import { fromPgError, isPgServerError } from './errors.js';
import type { Output, Preferences } from './negotiate.js';
import type { RequestParams } from './query-params.js';
import type { Params } from './sql.js';

/** Everything a handler needs about one request, already authenticated and parsed. */
export interface RestRequest {
  pg: Database;
  claims: JwtClaims;
  method: string;
  /** PostgREST's `request.path`, e.g. `/service-providers`. */
  path: string;
  headers: Record<string, string>;
  params: RequestParams;
  prefs: Preferences;
  output: Output;
  body: Buffer;
  snapshot: Snapshot;
  /** The schema of this request (Accept-Profile / Content-Profile, else the first exposed one). */
  schema: string;
  /** PostgREST's per-request search_path: the request's schema, then config.toml's extra_search_path. */
  searchPath: string;
}

/** Carries a finished response out of a transaction that `Prefer: tx=rollback` rolls back. */
class Rollback<T> extends Error {
  readonly result: T;

  constructor(result: T) {
    super('rolled back on request');
    this.result = result;
  }
}

/**
 * Runs `work` as the caller in one transaction; Postgres errors become PostgREST errors. With
 * `Prefer: tx=rollback` the answer is computed and the transaction rolled back.
 */
export async function inTransaction<T>(
  request: RestRequest,
  work: (tx: Transaction) => Promise<T>,
  readOnly: boolean,
  settings: Record<string, string> = {},
): Promise<T> {
  const rollback = request.prefs.applied.get('tx') === 'rollback';
  try {
    return await runAsRequest(
      request.pg,
      {
        claims: request.claims,
        method: request.method,
        path: request.path,
        headers: request.headers,
        settings: { search_path: request.searchPath, ...settings },
      },
      async (tx) => {
        const result = await work(tx);
        if (rollback) throw new Rollback(result);
        return result;
      },
      { readOnly },
    );
  } catch (error) {
    if (error instanceof Rollback) return error.result as T;
    if (isPgServerError(error)) throw fromPgError(error, request.claims.role !== 'anon');
    throw error;
  }
}

export async function queryRow<T>(tx: Transaction, sql: string, params: Params): Promise<T> {
  const result = await tx.query<T>(sql, params.values);
  const row = result.rows[0];
  if (row === undefined) throw new Error('statement returned no row');
  return row;
}

/** A response with the headers every PostgREST answer of this request carries. */
export function respond(
  request: RestRequest,
  status: number,
  body: string | null,
  headers: Record<string, string | null> = {},
): EmuResponse {
  const all: Record<string, string> = {};
  if (request.headers['accept-profile'] !== undefined || request.headers['content-profile'] !== undefined) {
    all['content-profile'] = request.schema;
  }
  for (const [name, value] of Object.entries(headers)) if (value !== null) all[name] = value;
  if (body !== null) all['content-type'] ??= request.output.contentType;
  return { status, headers: all, body };
}
