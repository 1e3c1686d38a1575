import { webcrypto } from 'node:crypto';
import { SignJWT, decodeProtectedHeader, jwtVerify, errors as joseErrors, type importJWK, type JWK } from 'jose';
import { BoundedMap } from './bounded-map.js';

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

type KeyObject = Awaited<ReturnType<typeof importJWK>>;

export interface AsymmetricKey {
  kid: string;
  alg: 'RS256' | 'ES256';
  key: KeyObject;
}

/**
 * The project's JWT keys: the shared HS256 secret, and (from `[auth] signing_keys_path`, as the
 * CLI does) asymmetric keys. The first private key signs new access tokens; every key verifies.
 */
export interface JwtKeys {
  secret: string;
  signing: AsymmetricKey | null;
  verifying: Map<string, AsymmetricKey>;
  /** The public keys, as GET /auth/v1/.well-known/jwks.json publishes them. */
  jwks: JWK[];
}

function secretOf(keys: string | JwtKeys): string {
  return typeof keys === 'string' ? keys : keys.secret;
}

const hmacKeys = new BoundedMap<string, Promise<webcrypto.CryptoKey>>(16);

/** The HS256 secret as a CryptoKey, imported once: jose imports raw bytes again on every call. */
function hmacKey(secret: string): Promise<webcrypto.CryptoKey> {
  const known = hmacKeys.get(secret);
  if (known) return known;
  const imported = webcrypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  imported.catch(() => hmacKeys.delete(secret));
  hmacKeys.set(secret, imported);
  return imported;
}

export async function signJwt(claims: Record<string, unknown>, keys: string | JwtKeys): Promise<string> {
  const signing = typeof keys === 'string' ? null : keys.signing;
  if (signing) {
    return new SignJWT(claims).setProtectedHeader({ alg: signing.alg, kid: signing.kid, typ: 'JWT' }).sign(signing.key);
  }
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(await hmacKey(secretOf(keys)));
}

async function verificationKey(token: string, keys: string | JwtKeys): Promise<{ key: KeyObject; alg: string }> {
  const header = decodeProtectedHeader(token);
  if (header.alg !== 'HS256' && typeof keys !== 'string' && typeof header.kid === 'string') {
    const found = keys.verifying.get(header.kid);
    if (found && found.alg === header.alg) return { key: found.key, alg: found.alg };
  }
  return { key: await hmacKey(secretOf(keys)), alg: 'HS256' };
}

interface Verified {
  keys: string | JwtKeys;
  claims: Readonly<JwtClaims>;
}

/** Tokens that verified, by their text: a client sends one token with every call until it expires. */
const verified = new BoundedMap<string, Verified>(4096);

function expired(claims: JwtClaims): boolean {
  return claims.exp <= Math.floor(Date.now() / 1000);
}

export async function verifyJwt(token: string, keys: string | JwtKeys): Promise<VerifyResult> {
  const known = verified.get(token);
  if (known && known.keys === keys) {
    if (expired(known.claims)) {
      verified.delete(token);
      return { ok: false, reason: 'expired', message: 'JWT expired' };
    }
    return { ok: true, claims: known.claims };
  }
  try {
    const { key, alg } = await verificationKey(token, keys);
    const { payload } = await jwtVerify(token, key, { algorithms: [alg] });
    if (typeof payload.role !== 'string' || typeof payload.exp !== 'number') {
      return { ok: false, reason: 'invalid', message: 'JWT is missing the role or exp claim' };
    }
    const claims = Object.freeze(payload as JwtClaims);
    verified.set(token, { keys, claims });
    return { ok: true, claims };
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
