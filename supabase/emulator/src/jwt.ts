import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export type JwtRole = 'anon' | 'authenticated' | 'service_role';

export interface JwtClaims {
  role: string;
  exp: number;
  iat?: number;
  iss?: string;
  sub?: string;
  aud?: string;
  email?: string;
  phone?: string;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  aal?: string;
  amr?: { method: string; timestamp: number }[];
  session_id?: string;
  is_anonymous?: boolean;
  [claim: string]: unknown;
}

export type VerifyResult =
  { ok: true; claims: JwtClaims } | { ok: false; reason: 'expired' | 'invalid'; message: string };

const encoder = new TextEncoder();

export async function signJwt(claims: Record<string, unknown>, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(encoder.encode(secret));
}

export async function verifyJwt(token: string, secret: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] });
    if (typeof payload.role !== 'string' || typeof payload.exp !== 'number') {
      return { ok: false, reason: 'invalid', message: 'JWT is missing the role or exp claim' };
    }
    return { ok: true, claims: payload as JwtClaims };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) {
      return { ok: false, reason: 'expired', message: 'JWT expired' };
    }
    return {
      ok: false,
      reason: 'invalid',
      message: 'invalid JWT: unable to parse or verify signature, token is malformed or signature is invalid',
    };
  }
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}
