import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';

/** A platform authenticator in software: one P-256 key per credential, attestation "none". */

type Cbor = number | string | Buffer | Cbor[] | Map<Cbor, Cbor>;

function head(major: number, value: number): Buffer {
  if (value < 24) return Buffer.from([(major << 5) | value]);
  if (value < 256) return Buffer.from([(major << 5) | 24, value]);
  const out = Buffer.alloc(3);
  out[0] = (major << 5) | 25;
  out.writeUInt16BE(value, 1);
  return out;
}

function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const parts = [head(5, value.size)];
  for (const [key, entry] of value) parts.push(cbor(key), cbor(entry));
  return Buffer.concat(parts);
}

const sha256 = (data: Buffer | string): Buffer => createHash('sha256').update(data).digest();
const b64url = (data: Buffer): string => data.toString('base64url');

interface Credential {
  id: Buffer;
  key: KeyObject;
  publicJwk: { x: string; y: string };
  userHandle: string;
  count: number;
}

export interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}

export interface RequestOptions {
  challenge: string;
  allowCredentials?: { id: string }[];
}

export class SoftAuthenticator {
  private readonly credentials: Credential[] = [];

  constructor(
    private readonly rpId: string,
    private readonly origin: string,
  ) {}

  private clientData(type: string, challenge: string, origin = this.origin): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private authData(flags: number, count: number, attested?: Buffer): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(count);
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), counter, ...(attested ? [attested] : [])]);
  }

  /** navigator.credentials.create(): a new credential for `options.user`, as its JSON response. */
  create(options: CreationOptions, { origin = this.origin }: { origin?: string } = {}) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const credential: Credential = {
      id: randomBytes(16),
      key: privateKey,
      publicJwk: { x: jwk.x ?? '', y: jwk.y ?? '' },
      userHandle: options.user.id,
      count: 0,
    };
    this.credentials.push(credential);
    const coseKey = new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(credential.publicJwk.x, 'base64url')],
      [-3, Buffer.from(credential.publicJwk.y, 'base64url')],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credential.id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, credential.id, cbor(coseKey)]);
    const attestation = new Map<Cbor, Cbor>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', this.authData(0x45, 0, attested)],
    ]);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64url(cbor(attestation)),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** navigator.credentials.get(): an assertion by the newest usable credential. */
  get(options: RequestOptions, { origin = this.origin }: { origin?: string } = {}) {
    const allowed = options.allowCredentials?.map((entry) => entry.id) ?? [];
    const credential = [...this.credentials]
      .reverse()
      .find((candidate) => allowed.length === 0 || allowed.includes(b64url(candidate.id)));
    if (!credential) throw new Error('no credential for this request');
    credential.count += 1;
    const authenticatorData = this.authData(0x05, credential.count);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, origin);
    const signer = createSign('SHA256');
    signer.update(Buffer.concat([authenticatorData, sha256(clientDataJSON)]));
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signer.sign(credential.key)),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
