import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { EmulatorContext } from '../http/types.js';
import type { AuthUser } from './users.js';

/** What is kept of a verified credential to check its later assertions. */
export interface StoredCredential {
  /** base64url credential id. */
  id: string;
  /** base64url COSE public key. */
  publicKey: string;
  signCount: number;
  transports: string[];
  aaguid: string;
}

interface RelyingParty {
  id: string;
  name: string;
  origins: string[];
}

/** `[auth.webauthn]`, falling back to the host and origin of `site_url`. */
export function relyingParty(context: EmulatorContext): RelyingParty {
  const configured = context.config.project.auth.webauthn;
  let site: URL | null = null;
  try {
    site = new URL(context.config.siteUrl);
  } catch {
    site = null;
  }
  const id = configured.id || site?.hostname || 'localhost';
  return {
    id,
    name: configured.displayName || id,
    origins: configured.origins.length > 0 ? configured.origins : site ? [site.origin] : [],
  };
}

/** The user's WebAuthn handle: the bytes of their id, as GoTrue sets it. */
function userHandle(user: AuthUser): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(user.row.id);
}

export function userIdFromHandle(handle: string | undefined): string | null {
  if (!handle) return null;
  try {
    return Buffer.from(handle, 'base64url').toString('utf8');
  } catch {
    return null;
  }
}

export async function registrationOptions(
  context: EmulatorContext,
  user: AuthUser,
  exclude: StoredCredential[],
  discoverable: boolean,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const rp = relyingParty(context);
  const name = user.row.email ?? user.row.phone ?? '';
  const metadataName = user.row.raw_user_meta_data?.name;
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: name,
    userID: userHandle(user),
    userDisplayName: typeof metadataName === 'string' && metadataName !== '' ? metadataName : name,
    attestationType: 'none',
    excludeCredentials: exclude.map((credential) => ({
      id: credential.id,
      transports: credential.transports as AuthenticatorTransport[],
    })),
    authenticatorSelection: discoverable
      ? { residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' }
      : { residentKey: 'discouraged', userVerification: 'preferred' },
  });
}

/** Verifies an attestation against the challenge it answers; null when it does not hold. */
export async function verifyRegistration(
  context: EmulatorContext,
  response: unknown,
  expectedChallenge: string,
): Promise<StoredCredential | null> {
  const rp = relyingParty(context);
  try {
    const result = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
    if (!result.verified) return null;
    const { credential, aaguid } = result.registrationInfo;
    return {
      id: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      signCount: credential.counter,
      transports: credential.transports ?? [],
      aaguid,
    };
  } catch {
    return null;
  }
}

export function authenticationOptions(
  context: EmulatorContext,
  allow: StoredCredential[],
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: relyingParty(context).id,
    userVerification: 'preferred',
    allowCredentials: allow.map((credential) => ({
      id: credential.id,
      transports: credential.transports as AuthenticatorTransport[],
    })),
  });
}

/** The id a posted assertion claims, and its user handle; null when the body is not an assertion. */
export function assertionClaims(response: unknown): { credentialId: string; userHandle: string | undefined } | null {
  if (typeof response !== 'object' || response === null) return null;
  const { id, response: inner } = response as { id?: unknown; response?: unknown };
  if (typeof id !== 'string' || id === '' || typeof inner !== 'object' || inner === null) return null;
  const handle = (inner as { userHandle?: unknown }).userHandle;
  return { credentialId: id, userHandle: typeof handle === 'string' ? handle : undefined };
}

/** Verifies an assertion with the stored credential; the new signature count, or null. */
export async function verifyAuthentication(
  context: EmulatorContext,
  response: unknown,
  expectedChallenge: string,
  credential: StoredCredential,
): Promise<number | null> {
  const rp = relyingParty(context);
  try {
    const result = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: false,
      credential: {
        id: credential.id,
        publicKey: new Uint8Array(Buffer.from(credential.publicKey, 'base64url')),
        counter: credential.signCount,
        transports: credential.transports,
      },
    });
    return result.verified ? result.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}
