import { isApiRole } from '../db/request-tx.js';
import type { EmuRequest } from '../http/types.js';
import { bearerToken, verifyJwt, type JwtClaims, type JwtKeys } from '../jwt.js';
import { accessDenied, invalidJwt } from './errors.js';

const ANON_CLAIMS: JwtClaims = { role: 'anon', exp: Number.MAX_SAFE_INTEGER };

/**
 * The verified claims of the caller: the bearer token, else the apikey. No token at all is
 * Storage's "Invalid Compact JWS" denial, except on the read routes Storage opens to anonymous
 * callers. A token that is present but does not verify is an InvalidJWT error, never a downgrade.
 */
export async function resolveCaller(
  request: EmuRequest,
  secret: string | JwtKeys,
  options: { allowAnonymous?: boolean } = {},
): Promise<JwtClaims> {
  const authorization = request.headers.authorization;
  let token: string | null;
  if (authorization !== undefined && authorization.trim() !== '') {
    token = bearerToken(authorization);
    if (token === null) throw invalidJwt('Authorization header must be "Bearer <token>"');
  } else {
    const apikey = request.headers.apikey?.trim();
    token = apikey ? apikey : null;
  }
  if (token === null) {
    if (options.allowAnonymous) return ANON_CLAIMS;
    throw accessDenied('Invalid Compact JWS');
  }
  const result = await verifyJwt(token, secret);
  if (!result.ok) throw invalidJwt(result.message);
  if (!isApiRole(result.claims.role)) throw invalidJwt(`role "${result.claims.role}" is not allowed`);
  return result.claims;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `owner` is a uuid column: only a uuid `sub` fits it; `owner_id` keeps any subject. */
export function ownerOf(claims: JwtClaims): { owner: string | null; ownerId: string | null } {
  const sub = typeof claims.sub === 'string' && claims.sub !== '' ? claims.sub : null;
  return { owner: sub !== null && UUID.test(sub) ? sub : null, ownerId: sub };
}
