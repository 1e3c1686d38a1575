import { readFileSync } from 'node:fs';
import { importJWK, type JWK } from 'jose';
import type { AsymmetricKey, JwtKeys } from './jwt.js';

const PUBLIC_MEMBERS: Record<string, string[]> = { RSA: ['kty', 'n', 'e'], EC: ['kty', 'crv', 'x', 'y'] };

function publicJwk(jwk: JWK): JWK {
  const members = PUBLIC_MEMBERS[jwk.kty ?? ''] ?? [];
  const out: JWK = {};
  for (const member of members) {
    const value = (jwk as Record<string, unknown>)[member];
    if (typeof value === 'string') (out as Record<string, unknown>)[member] = value;
  }
  return { ...out, kid: jwk.kid, alg: jwk.alg, use: 'sig', key_ops: ['verify'] };
}

/**
 * Reads the CLI's `signing_keys.json` (a JSON array of private JWKs with `kid` and `alg` RS256
 * or ES256). Anything else is an error that names the file, never a silent fallback.
 */
export async function loadJwtKeys(secret: string, path: string | null): Promise<JwtKeys> {
  const keys: JwtKeys = { secret, signing: null, verifying: new Map(), jwks: [] };
  if (path === null) return keys;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(
      `config.toml: auth.signing_keys_path: cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!Array.isArray(parsed))
    throw new Error(`config.toml: auth.signing_keys_path: ${path} must hold a JSON array of JWKs`);
  for (const [index, entry] of parsed.entries()) {
    const jwk = entry as JWK;
    const alg: AsymmetricKey['alg'] | null = jwk.alg === 'RS256' ? 'RS256' : jwk.alg === 'ES256' ? 'ES256' : null;
    if (alg === null || typeof jwk.kid !== 'string') {
      throw new Error(
        `config.toml: auth.signing_keys_path: key ${String(index)} in ${path} needs a kid and alg RS256 or ES256`,
      );
    }
    const { key_ops: _ops, use: _use, ...privateJwk } = jwk;
    const key: AsymmetricKey = { kid: jwk.kid, alg, key: await importJWK(privateJwk, alg) };
    const verifying: AsymmetricKey = { kid: jwk.kid, alg, key: await importJWK(publicJwk(jwk), alg) };
    if (keys.signing === null && typeof jwk.d === 'string') keys.signing = key;
    keys.verifying.set(jwk.kid, verifying);
    keys.jwks.push(publicJwk(jwk));
  }
  return keys;
}
