import type { Database, Transaction } from '../../db/engine.js';
import { runAsRequest } from '../../db/request-tx.js';
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
