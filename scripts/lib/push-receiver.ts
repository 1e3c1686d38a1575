import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { EventEmitter, once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One push message as a browser would see it after decrypting, with what came along. */
export interface ReceivedPush {
  /** The decrypted payload, parsed as JSON (the raw text when it is not JSON). */
  payload: unknown;
  text: string;
  receivedAt: number;
  ttl: string | null;
  urgency: string | null;
  /** The VAPID JWT was signed by `k` and names this receiver as its audience. */
  vapidValid: boolean;
  vapidKey: string | null;
}

export interface ReceiverSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  received: ReceivedPush[];
  /** What the receiver answers this subscription's pushes (201; 410 for a gone subscription). */
  status: number;
}

export interface PushReceiver {
  url: string;
  /** A new subscription whose pushes this receiver decrypts (or answers `status` for). */
  subscribe(status?: number): ReceiverSubscription;
  /** Resolves once `count` pushes reached `subscription` (or any subscription when omitted). */
  waitFor(count: number, subscription?: ReceiverSubscription, timeoutMs?: number): Promise<ReceivedPush[]>;
  /** Calls `listener` with each push decrypted from now on, and the subscription it reached. */
  onPush(listener: (push: ReceivedPush, subscription: ReceiverSubscription) => void): void;
  /** Every push that arrived, decrypted or not, including those answered with an error. */
  requests: number;
  /** Requests that could not be decrypted (a wrong key or format). */
  failures: string[];
  close(): Promise<void>;
}

interface Keys {
  subscription: ReceiverSubscription;
  ecdh: ReturnType<typeof createECDH>;
  authSecret: Buffer;
  publicKey: Buffer;
}

const b64url = (bytes: Buffer): string => bytes.toString('base64url');

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** RFC 8291 / RFC 8188 decryption, written independently of the function's encryption. */
export function decryptAes128gcm(body: Buffer, ecdh: ReturnType<typeof createECDH>, authSecret: Buffer): Buffer {
  if (body.length < 21) throw new Error('body shorter than the aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`key id of ${idLength} bytes, expected 65`);
  if (ciphertext.length > recordSize) throw new Error('more than one record');
  const receiverKey = ecdh.getPublicKey();
  const secret = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>`: an ES256 signature by k, audience `origin`, not expired. */
function checkVapid(header: string | undefined, origin: string): { valid: boolean; key: string | null } {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) return { valid: false, key: null };
  const [, head = '', claims = '', signature = '', key = ''] = match;
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65) return { valid: false, key };
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud?: unknown; exp?: unknown };
  const fresh = typeof body.exp === 'number' && body.exp > Date.now() / 1000;
  return { valid: signed && body.aud === origin && fresh, key };
}

/** A local push service on 127.0.0.1: subscriptions with real keys, payloads decrypted as a browser would. */
export async function startPushReceiver(): Promise<PushReceiver> {
  const byPath = new Map<string, Keys>();
  const events = new EventEmitter();
  events.setMaxListeners(0);
  let origin = '';
  const receiver: PushReceiver = {
    url: '',
    requests: 0,
    failures: [],
    subscribe(status = 201) {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const path = `/push/${randomBytes(12).toString('hex')}`;
      const subscription: ReceiverSubscription = {
        endpoint: `${origin}${path}`,
        p256dh: b64url(publicKey),
        auth: b64url(authSecret),
        received: [],
        status,
      };
      byPath.set(path, { subscription, ecdh, authSecret, publicKey });
      return subscription;
    },
    async waitFor(count, subscription, timeoutMs = 15_000) {
      const list = (): ReceivedPush[] =>
        subscription ? subscription.received : [...byPath.values()].flatMap((keys) => keys.subscription.received);
      const deadline = Date.now() + timeoutMs;
      while (list().length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${count} pushes, got ${list().length}`);
        await once(events, 'push', { signal: AbortSignal.timeout(left) }).catch(() => undefined);
      }
      return list();
    },
    onPush(listener) {
      events.on('push', (push?: ReceivedPush, subscription?: ReceiverSubscription) => {
        if (push && subscription) listener(push, subscription);
      });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    },
  };

  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      receiver.requests += 1;
      const keys = byPath.get(request.url ?? '');
      if (!keys || request.method !== 'POST') {
        response.writeHead(404).end();
        return;
      }
      const { subscription } = keys;
      if (subscription.status >= 400) {
        response.writeHead(subscription.status).end();
        return;
      }
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const text = decryptAes128gcm(body, keys.ecdh, keys.authSecret).toString('utf8');
        const vapid = checkVapid(request.headers.authorization, origin);
        let payload: unknown = text;
        try {
          payload = JSON.parse(text);
        } catch {
          // Not JSON: the raw text is the payload.
        }
        const push: ReceivedPush = {
          payload,
          text,
          receivedAt: Date.now(),
          ttl: request.headers.ttl?.toString() ?? null,
          urgency: request.headers.urgency?.toString() ?? null,
          vapidValid: vapid.valid,
          vapidKey: vapid.key,
        };
        subscription.received.push(push);
        response.writeHead(subscription.status).end();
        events.emit('push', push, subscription);
      } catch (error) {
        receiver.failures.push(error instanceof Error ? error.message : String(error));
        response.writeHead(400).end();
      }
    })();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  receiver.url = origin;
  return receiver;
}
