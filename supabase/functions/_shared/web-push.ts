import { concatBytes, decodeBase64Url, encodeBase64Url, utf8 } from './base64url.ts';

/** A browser's push subscription: where to post and the keys to encrypt for (RFC 8291). */
export interface PushTarget {
  endpoint: string;
  /** The browser's P-256 public key, uncompressed, base64url. */
  p256dh: string;
  /** The browser's 16-byte auth secret, base64url. */
  auth: string;
}

/** The application server's VAPID identity (RFC 8292): a P-256 key pair and a contact URI. */
export interface VapidKeys {
  /** Uncompressed public key (65 bytes), base64url. */
  publicKey: string;
  /** The private scalar d (32 bytes), base64url. */
  privateKey: string;
  /** `mailto:` or `https:` contact of the sender. */
  subject: string;
}

export interface PushOptions {
  /** Seconds the push service may keep the message while the device is offline. */
  ttl: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** Milliseconds to wait for the push service. */
  timeoutMs: number;
}

/** The single record size written in the header; one record holds the whole payload. */
const RECORD_SIZE = 4096;
/** Push services accept at most 4096 bytes of body; header 86 bytes, tag 16, delimiter 1. */
export const MAX_PAYLOAD_BYTES = 4096 - 86 - 16 - 1;

type Bytes = Uint8Array<ArrayBuffer>;

function bytes(source: Uint8Array): Bytes {
  const copy = new Uint8Array(source.length);
  copy.set(source);
  return copy;
}

async function hmacSha256(key: Uint8Array, data: Uint8Array): Promise<Bytes> {
  const hmacKey = await crypto.subtle.importKey('raw', bytes(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', hmacKey, bytes(data)));
}

/** HKDF-SHA-256 with one block of output (RFC 5869), which is all RFC 8291 needs. */
async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, length: number): Promise<Bytes> {
  const prk = await hmacSha256(salt, ikm);
  const okm = await hmacSha256(prk, concatBytes(info, new Uint8Array([1])));
  return okm.slice(0, length);
}

/**
 * Encrypts `payload` for one subscription as RFC 8291 says, with the aes128gcm content coding
 * of RFC 8188: a fresh ECDH key pair and salt per message, one record.
 */
export async function encryptPushPayload(
  payload: Uint8Array,
  target: Pick<PushTarget, 'p256dh' | 'auth'>,
): Promise<Bytes> {
  if (payload.length > MAX_PAYLOAD_BYTES) throw new Error(`push payload over ${MAX_PAYLOAD_BYTES} bytes`);
  const uaPublic = decodeBase64Url(target.p256dh);
  const authSecret = decodeBase64Url(target.auth);
  if (uaPublic.length !== 65 || uaPublic[0] !== 4) throw new Error('p256dh is not an uncompressed P-256 key');
  if (authSecret.length !== 16) throw new Error('auth is not 16 bytes');

  const ephemeral = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
  const asPublic = new Uint8Array(await crypto.subtle.exportKey('raw', ephemeral.publicKey));
  const uaKey = await crypto.subtle.importKey('raw', bytes(uaPublic), { name: 'ECDH', namedCurve: 'P-256' }, false, []);
  const ecdhSecret = new Uint8Array(
    await crypto.subtle.deriveBits({ name: 'ECDH', public: uaKey }, ephemeral.privateKey, 256),
  );

  const keyInfo = concatBytes(utf8('WebPush: info\0'), uaPublic, asPublic);
  const ikm = await hkdf(authSecret, ecdhSecret, keyInfo, 32);
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const cek = await hkdf(salt, ikm, utf8('Content-Encoding: aes128gcm\0'), 16);
  const nonce = await hkdf(salt, ikm, utf8('Content-Encoding: nonce\0'), 12);

  const aesKey = await crypto.subtle.importKey('raw', cek, { name: 'AES-GCM' }, false, ['encrypt']);
  // The last (and only) record ends with the delimiter 0x02 and no padding.
  const plaintext = bytes(concatBytes(payload, new Uint8Array([2])));
  const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv: nonce }, aesKey, plaintext));

  const header = new Uint8Array(16 + 4 + 1 + asPublic.length);
  header.set(salt, 0);
  new DataView(header.buffer).setUint32(16, RECORD_SIZE);
  header[20] = asPublic.length;
  header.set(asPublic, 21);
  return bytes(concatBytes(header, ciphertext));
}

const signingKeys = new Map<string, Promise<CryptoKey>>();

function vapidSigningKey(keys: VapidKeys): Promise<CryptoKey> {
  const cached = signingKeys.get(keys.privateKey);
  if (cached) return cached;
  const publicKey = decodeBase64Url(keys.publicKey);
  if (publicKey.length !== 65 || publicKey[0] !== 4)
    throw new Error('VAPID_PUBLIC_KEY is not an uncompressed P-256 key');
  const jwk: JsonWebKey = {
    kty: 'EC',
    crv: 'P-256',
    x: encodeBase64Url(publicKey.slice(1, 33)),
    y: encodeBase64Url(publicKey.slice(33, 65)),
    d: keys.privateKey,
  };
  const key = crypto.subtle.importKey('jwk', jwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']);
  signingKeys.set(keys.privateKey, key);
  return key;
}

/** The `Authorization: vapid t=…, k=…` value for one endpoint (RFC 8292), valid 12 hours. */
export async function vapidAuthorization(endpoint: string, keys: VapidKeys, now = Date.now()): Promise<string> {
  const header = encodeBase64Url(utf8(JSON.stringify({ typ: 'JWT', alg: 'ES256' })));
  const claims = encodeBase64Url(
    utf8(JSON.stringify({ aud: new URL(endpoint).origin, exp: Math.floor(now / 1000) + 12 * 3600, sub: keys.subject })),
  );
  const signingInput = `${header}.${claims}`;
  // Web Crypto's ECDSA signature is r‖s, 64 bytes: exactly JWS ES256.
  const signature = new Uint8Array(
    await crypto.subtle.sign(
      { name: 'ECDSA', hash: 'SHA-256' },
      await vapidSigningKey(keys),
      bytes(utf8(signingInput)),
    ),
  );
  return `vapid t=${signingInput}.${encodeBase64Url(signature)}, k=${keys.publicKey}`;
}

/** Encrypts and posts one message to a push service; the caller decides whether the endpoint is allowed. */
export async function sendWebPush(
  target: PushTarget,
  payload: Uint8Array,
  keys: VapidKeys,
  options: PushOptions,
): Promise<Response> {
  const body = await encryptPushPayload(payload, target);
  return fetch(target.endpoint, {
    method: 'POST',
    redirect: 'manual',
    signal: AbortSignal.timeout(options.timeoutMs),
    headers: {
      Authorization: await vapidAuthorization(target.endpoint, keys),
      'Content-Encoding': 'aes128gcm',
      'Content-Type': 'application/octet-stream',
      TTL: String(options.ttl),
      Urgency: options.urgency,
    },
    body,
  });
}
