import type { Database } from '../db/engine.js';
import { isApiRole } from '../db/request-tx.js';
import { bearerToken, verifyJwt, type JwtClaims, type JwtKeys } from '../jwt.js';
import { RestError } from './errors.js';

const ANON_CLAIMS_TTL_SECONDS = 3600;

function invalidToken(code: string, message: string): RestError {
  const description = JSON.stringify(message);
  return new RestError(401, code, message, {
    headers: { 'www-authenticate': `Bearer error="invalid_token", error_description=${description}` },
  });
}

/**
 * The caller's JWT claims as PostgREST derives them: the bearer token (or, as Supabase's gateway
 * allows, the `apikey` header), verified with the project secret; no token means the anon role.
 */
export async function resolveClaims(
  pg: Database,
  headers: Record<string, string>,
  secret: string | JwtKeys,
): Promise<JwtClaims> {
  const authorization = headers.authorization;
  const token = bearerToken(authorization) ?? (headers.apikey?.trim() || null);
  if (authorization !== undefined && /^bearer\s*$/i.test(authorization.trim())) {
    throw invalidToken('PGRST301', 'Empty JWT is sent in Authorization header');
  }
  if (!token) {
    return { role: 'anon', exp: Math.floor(Date.now() / 1000) + ANON_CLAIMS_TTL_SECONDS };
  }
  const parts = token.split('.').length;
  if (parts !== 3) throw invalidToken('PGRST301', `Expected 3 parts in JWT; got ${parts}`);
  const result = await verifyJwt(token, secret);
  if (!result.ok) {
    if (result.reason === 'expired') throw invalidToken('PGRST303', 'JWT expired');
    // verifyJwt insists on the role and exp claims that Supabase tokens always carry.
    if (result.message.startsWith('JWT is missing')) throw invalidToken('PGRST303', result.message);
    throw invalidToken('PGRST301', 'JWT cryptographic operation failed');
  }
  const role = result.claims.role;
  if (!isApiRole(role)) throw await roleError(pg, role);
  return result.claims;
}

/** What Postgres answers when PostgREST tries `set role` to a role the API may not use. */
async function roleError(pg: Database, role: string): Promise<RestError> {
  const exists = await pg
    .query('select 1 from pg_catalog.pg_roles where rolname = $1', [role])
    .then((result) => result.rows.length > 0)
    .catch(() => false);
  if (exists) return new RestError(403, '42501', `permission denied to set role "${role}"`);
  return new RestError(401, '22023', `role "${role}" does not exist`, { headers: { 'www-authenticate': 'Bearer' } });
}
