import { decodeJwt } from 'jose';
import type { EmulatorContext, EmuRequest, EmuResponse } from '../http/types.js';
import { authenticate } from './authn.js';
import { readJsonBody, stringField } from './body.js';
import { badRequest, notFound } from './errors.js';

/**
 * GoTrue's answers for what the local stack has switched off: SAML SSO, manual identity linking
 * (unless config.toml enables it), Web3 and ID-token sign-in (no external verifier is reachable).
 */
export function handleSso(): Promise<EmuResponse> {
  return Promise.reject(notFound('saml_provider_disabled', 'SAML 2.0 is disabled'));
}

/** GET /user/identities/authorize and DELETE /user/identities/{id}. */
export async function handleIdentityLinking(context: EmulatorContext, request: EmuRequest): Promise<EmuResponse> {
  await authenticate(context, request);
  throw notFound('manual_linking_disabled', 'Manual linking is disabled');
}

/** POST /token?grant_type=web3: no Web3 provider is enabled locally. */
export function web3Grant(request: EmuRequest): never {
  const body = readJsonBody(request);
  const chain = stringField(body, 'chain');
  if (chain !== 'solana' && chain !== 'ethereum') {
    throw badRequest('validation_failed', 'Unsupported chain');
  }
  throw badRequest('web3_provider_disabled', 'Web3 provider is disabled');
}

const ISSUERS: Record<string, string> = {
  google: 'https://accounts.google.com',
  apple: 'https://appleid.apple.com',
  azure: 'https://login.microsoftonline.com',
  facebook: 'https://www.facebook.com',
  keycloak: 'keycloak',
  kakao: 'https://kauth.kakao.com',
};

/**
 * POST /token?grant_type=id_token: the local stack cannot verify a provider's ID token against
 * its keys, so a token is refused: "Bad ID token" when it is not even a JWT, otherwise as a
 * provider that is not enabled for ID tokens.
 */
export function idTokenGrant(request: EmuRequest): never {
  const body = readJsonBody(request);
  const provider = stringField(body, 'provider');
  const idToken = stringField(body, 'id_token');
  if (idToken === '') throw badRequest('validation_failed', 'id_token required');
  if (provider === '') throw badRequest('validation_failed', 'provider or client_id and issuer required');
  try {
    decodeJwt(idToken);
  } catch {
    throw badRequest('validation_failed', 'Bad ID token');
  }
  const issuer = ISSUERS[provider] ?? provider;
  throw badRequest('provider_disabled', `Provider (issuer "${issuer}") is not enabled`);
}
