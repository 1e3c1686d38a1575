import type { Database, Results, Transaction } from '../../db/engine.js';
import { runAsRequest, statementAsRequest, type RequestScope } from '../../db/request-tx.js';
import { fromPgError, isPgServerError } from '../errors.js';
import type { PlanInput } from '../plan/plan-input.js';
import type { Params } from '../query/sql.js';

/** The request at the response stage: planned against `snapshot`, run on `pg` as the caller. */
export interface RestRequest extends PlanInput {
  pg: Database;
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
 * Runs one statement as the caller, in a single round trip where the engine can; for work that
 * nothing after the statement may roll back (`inTransaction` otherwise).
 */
export async function runStatement<T>(
  request: RestRequest,
  sql: string,
  params: Params,
  readOnly: boolean,
): Promise<Results<T>> {
  try {
    return await statementAsRequest<T>(request.pg, scopeOf(request, {}), sql, params.values, { readOnly });
  } catch (error) {
    if (isPgServerError(error)) throw fromPgError(error, request.claims.role !== 'anon');
    throw error;
  }
}

/** `runStatement` for a statement that answers one row: that row. */
export async function oneStatement<T>(
  request: RestRequest,
  sql: string,
  params: Params,
  readOnly: boolean,
): Promise<T> {
  const row = (await runStatement<T>(request, sql, params, readOnly)).rows[0];
  if (row === undefined) throw new Error('statement returned no row');
  return row;
}

/** True when nothing after a write's statement can roll it back: no `tx=rollback`, no singular or strict check. */
export function commitsWithStatement(request: RestRequest): boolean {
  const { prefs, output } = request;
  return (
    prefs.applied.get('tx') !== 'rollback' &&
    !output.single &&
    !(prefs.handling === 'strict' && prefs.maxAffected !== null)
  );
}

function scopeOf(request: RestRequest, settings: Record<string, string>): RequestScope {
  return {
    claims: request.claims,
    method: request.method,
    path: request.path,
    headers: request.headers,
    settings: { search_path: request.searchPath, ...settings },
  };
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
      scopeOf(request, settings),
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
