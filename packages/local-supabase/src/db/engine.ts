import type { Opening } from './opening.js';

/**
 * The database seam: everything above `db/` talks to one of these, never to PGlite or
 * node-postgres directly. The shapes follow PGlite's API (which the services were written
 * against); the PostgreSQL engine reproduces them, including PGlite's value parsing.
 */

export interface FieldInfo {
  name: string;
  dataTypeID: number;
}

export interface Results<T = Record<string, unknown>> {
  rows: T[];
  /** Rows changed by INSERT/UPDATE/DELETE/MERGE (0 for other statements). */
  affectedRows?: number;
  fields: FieldInfo[];
}

/** Anything that runs statements: the database itself (autocommit) or an open transaction. */
export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<Results<T>>;
  /** Runs a script of one or more statements without parameters. */
  exec(sql: string): Promise<Results[]>;
}

export type Transaction = Queryable;

export type EngineName = 'pglite' | 'postgres';

export interface Database extends Queryable {
  readonly engine: EngineName;
  /**
   * Runs `work` in one transaction on one connection: committed when it resolves, rolled back when
   * it throws. On PostgreSQL `opening` travels with BEGIN, in one round trip.
   */
  transaction<T>(work: (tx: Transaction) => Promise<T>, opening?: Opening): Promise<T>;
  /**
   * Runs one statement in a transaction of its own, opened as `opening` says; on PostgreSQL the
   * opening and the statement travel together, in one round trip.
   */
  statement<T>(sql: string, params: unknown[], opening: Opening): Promise<Results<T>>;
  /** Receives NOTIFY payloads of `channel` after their transaction commits; returns the function that stops. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
