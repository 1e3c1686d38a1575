import { decodeJwt } from 'jose';
import { isApiRole } from '../db/request-tx.js';
import { verifyJwt, type JwtClaims, type JwtKeys } from '../jwt.js';

export type TokenCheck = { ok: true; claims: JwtClaims } | { ok: false; code: string; message: string };

/** Verifies a channel's access token, failing with Supabase Realtime's error codes and messages. */
export async function checkAccessToken(token: string, secret: string | JwtKeys): Promise<TokenCheck> {
  let decoded: Record<string, unknown>;
  try {
    decoded = decodeJwt(token);
  } catch {
    return { ok: false, code: 'MalformedJWT', message: 'The token provided is not a valid JWT' };
  }
  const verified = await verifyJwt(token, secret);
  if (!verified.ok) {
    if (verified.reason === 'expired') {
      const exp = typeof decoded.exp === 'number' ? decoded.exp : 0;
      const ago = Math.max(0, Math.floor(Date.now() / 1000) - exp);
      return { ok: false, code: 'InvalidJWTToken', message: `Token has expired ${String(ago)} seconds ago` };
    }
    if (typeof decoded.role !== 'string' || typeof decoded.exp !== 'number') {
      return { ok: false, code: 'InvalidJWTToken', message: 'Fields `role` and `exp` are required in JWT' };
    }
    return { ok: false, code: 'JwtSignatureError', message: 'Failed to validate JWT signature' };
  }
  if (!isApiRole(verified.claims.role)) {
    return {
      ok: false,
      code: 'Unauthorized',
      message: `Role "${verified.claims.role}" is not served by the local backend (anon, authenticated, service_role)`,
    };
  }
  return verified;
}

/** Supabase Realtime ignores the new-style API keys as channel tokens. */
export function isApiKeyToken(token: string): boolean {
  return token.startsWith('sb_');
}
