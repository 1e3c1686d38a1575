import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { invalidJwt, invalidSignature } from './errors.js';

const encoder = new TextEncoder();

/** A download token as Storage mints it: HS256 `{url: "<bucket>/<name>", iat, exp}`. */
export async function signObjectUrl(url: string, expiresIn: number, secret: string): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  return new SignJWT({ url, scope: 'download', iat, exp: iat + expiresIn })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(encoder.encode(secret));
}

/** Throws InvalidJWT for a bad or expired token and InvalidSignature when it names another object. */
export async function verifyObjectUrl(token: string, url: string, secret: string): Promise<void> {
  let claim: unknown;
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] });
    claim = payload.url;
  } catch (error) {
    throw invalidJwt(error instanceof joseErrors.JWTExpired ? 'jwt expired' : 'invalid signature');
  }
  if (claim !== url) throw invalidSignature('The url do not match the signature');
}
