import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { invalidJwt, invalidSignature } from './errors.js';

const encoder = new TextEncoder();

/**
 * A download token as Storage mints it: HS256 `{url: "<bucket>/<name>", iat, exp}`, with the
 * image transformation (`transformations`, `format`) when one was asked for, and the object's
 * `version`: the URL serves the object it was signed for, not whatever is later stored at its path.
 */
export async function signObjectUrl(
  url: string,
  version: string,
  expiresIn: number,
  secret: string,
  transform: { transformations: string; format: string } | null = null,
): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...(transform ?? {}), url, version, scope: 'download', iat, exp: iat + expiresIn })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(encoder.encode(secret));
}

/** Throws InvalidJWT for a bad or expired token and InvalidSignature when it names another object. */
export async function verifyObjectUrl(
  token: string,
  url: string,
  secret: string,
): Promise<{ transformations: string | null; version: string }> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] }));
  } catch (error) {
    throw invalidJwt(error instanceof joseErrors.JWTExpired ? 'jwt expired' : 'invalid signature');
  }
  if (payload.url !== url || payload.scope === 'upload' || typeof payload.version !== 'string') {
    throw invalidSignature('The url do not match the signature');
  }
  return {
    transformations: typeof payload.transformations === 'string' ? payload.transformations : null,
    version: payload.version,
  };
}

/** How long a signed upload URL lives (Storage's default, 2 hours). */
export const UPLOAD_URL_LIFETIME_SECONDS = 2 * 60 * 60;

export interface UploadGrant {
  owner: string | null;
  upsert: boolean;
}

/** An upload token: HS256 `{url, owner, upsert, scope: "upload"}`; download tokens never pass as one. */
export async function signUploadUrl(url: string, grant: UploadGrant, secret: string): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  return new SignJWT({
    url,
    scope: 'upload',
    upsert: grant.upsert,
    ...(grant.owner ? { owner: grant.owner } : {}),
    iat,
    exp: iat + UPLOAD_URL_LIFETIME_SECONDS,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(encoder.encode(secret));
}

export async function verifyUploadUrl(token: string, url: string, secret: string): Promise<UploadGrant> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] }));
  } catch (error) {
    throw invalidJwt(error instanceof joseErrors.JWTExpired ? 'jwt expired' : 'invalid signature');
  }
  if (payload.scope !== 'upload' || typeof payload.upsert !== 'boolean') {
    throw invalidSignature('The token is not an upload token');
  }
  if (payload.url !== url) throw invalidSignature('The url do not match the signature');
  return { owner: typeof payload.owner === 'string' ? payload.owner : null, upsert: payload.upsert };
}
