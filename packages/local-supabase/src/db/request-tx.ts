import type { Database, Results, Transaction } from './engine.js';
import type { JwtClaims } from '../jwt.js';
import type { Opening } from './opening.js';
import { roleTimeouts } from './role-settings.js';

export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

export function isApiRole(role: unknown): role is ApiRole {
  return typeof role === 'string' && (API_ROLES as readonly string[]).includes(role);
}

export interface RequestScope {
  claims: JwtClaims;
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  /** Extra transaction-local settings, e.g. storage.operation. */
  settings?: Record<string, string>;
}

/**
 * Runs `work` in one transaction as PostgREST does: the JWT's role via `set_config('role')`,
 * `request.jwt.claims` (and the legacy per-claim settings Supabase's helpers also read), request
 * method, path and headers; all transaction-local, so RLS and grants decide. On PostgreSQL each
 * transaction has its own pooled connection; PGlite has one session and serializes them: keep
 * `work` short. The role's own `statement_timeout` (`alter role … set`) applies to the transaction,
 * as it would to a session that logged in as that role.
 */
export async function runAsRequest<T>(
  pg: Database,
  scope: RequestScope,
  work: (tx: Transaction) => Promise<T>,
  options: { readOnly?: boolean } = {},
): Promise<T> {
  return pg.transaction(work, await requestOpening(pg, scope, options.readOnly ?? false));
}

/** One statement as `runAsRequest` would run it, in a single round trip on PostgreSQL. */
export async function statementAsRequest<T>(
  pg: Database,
  scope: RequestScope,
  sql: string,
  params: unknown[],
  options: { readOnly?: boolean } = {},
): Promise<Results<T>> {
  return pg.statement<T>(sql, params, await requestOpening(pg, scope, options.readOnly ?? false));
}

/** How a transaction run as `scope` opens: its settings, with the role's own statement timeout. */
async function requestOpening(pg: Database, scope: RequestScope, readOnly: boolean): Promise<Opening> {
  const role = scope.claims.role;
  if (!isApiRole(role)) throw new Error(`role "${role}" is not an API role`);
  return { settings: scopeSettings(scope, (await roleTimeouts(pg)).get(role)), readOnly };
}

/** The transaction-local settings that make a transaction run as `scope`, the role last. */
export function scopeSettings(scope: RequestScope, timeout?: string): [string, string][] {
  const role = scope.claims.role;
  if (!isApiRole(role)) throw new Error(`role "${role}" is not an API role`);
  return [
    ['request.jwt.claims', JSON.stringify(scope.claims)],
    ['request.jwt.claim.sub', typeof scope.claims.sub === 'string' ? scope.claims.sub : ''],
    ['request.jwt.claim.role', role],
    ['request.jwt.claim.email', typeof scope.claims.email === 'string' ? scope.claims.email : ''],
    ['request.method', scope.method ?? ''],
    ['request.path', scope.path ?? ''],
    ['request.headers', JSON.stringify(scope.headers ?? {})],
    ...Object.entries(scope.settings ?? {}),
    ...(timeout === undefined ? [] : [['statement_timeout', timeout] as [string, string]]),
    ['role', role],
  ];
}
