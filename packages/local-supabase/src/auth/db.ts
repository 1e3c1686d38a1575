import type { Transaction } from '../db/engine.js';

/** Anything that runs a query: the database itself or an open transaction. */
export type Db = Pick<Transaction, 'query'>;

export async function rows<T>(db: Db, sql: string, params: unknown[] = []): Promise<T[]> {
  const result = await db.query<T>(sql, params);
  return result.rows;
}

export async function firstRow<T>(db: Db, sql: string, params: unknown[] = []): Promise<T | null> {
  const result = await db.query<T>(sql, params);
  return result.rows[0] ?? null;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Guards every uuid that reaches SQL, so a malformed one is a 4xx and never a cast error. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

export function iso(value: Date | string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}
