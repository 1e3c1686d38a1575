import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** A VAPID key pair (RFC 8292) as the notify and push-key functions read it: base64url. */
export interface VapidKeyPair {
  /** Uncompressed P-256 point, 65 bytes. */
  publicKey: string;
  /** The private scalar d, 32 bytes. */
  privateKey: string;
}

export function generateVapidKeys(): VapidKeyPair {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = privateKey.export({ format: 'jwk' });
  if (!jwk.x || !jwk.y || !jwk.d) throw new Error('P-256 key without coordinates');
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x, 'base64url'), Buffer.from(jwk.y, 'base64url')]);
  return { publicKey: point.toString('base64url'), privateKey: jwk.d };
}

function isKeyPair(value: unknown): value is VapidKeyPair {
  if (typeof value !== 'object' || value === null) return false;
  const { publicKey, privateKey } = value as Record<string, unknown>;
  return (
    typeof publicKey === 'string' &&
    /^B[\w-]{86}$/.test(publicKey) &&
    typeof privateKey === 'string' &&
    /^[\w-]{43}$/.test(privateKey)
  );
}

/**
 * The key pair kept in `file`, made on first use: browsers subscribed with a public key keep
 * working only as long as it stays the same, so a restart must not make a new one.
 */
export function loadOrCreateVapidKeys(file: string): VapidKeyPair {
  if (existsSync(file)) {
    const stored: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (isKeyPair(stored)) return stored;
    throw new Error(`${file} does not hold a VAPID key pair; delete it to make a new one`);
  }
  const keys = generateVapidKeys();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return keys;
}
