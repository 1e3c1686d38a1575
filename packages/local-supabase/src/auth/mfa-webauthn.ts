import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { EmulatorContext } from '../http/types.js';
import type { Caller } from './authn.js';
import { isJsonObject, type JsonObject } from './body.js';
import { firstRow, rows, type Db } from './db.js';
import { AuthError, badRequest, validationFailed } from './errors.js';
import type { FactorRow } from './users.js';
import {
  authenticationOptions,
  registrationOptions,
  verifyAuthentication,
  verifyRegistration,
  type StoredCredential,
} from './webauthn.js';

export type WebAuthnChallenge =
  | { type: 'create'; options: PublicKeyCredentialCreationOptionsJSON }
  | { type: 'request'; options: PublicKeyCredentialRequestOptionsJSON };

async function factorCredential(db: Db, factorId: string): Promise<StoredCredential | null> {
  const row = await firstRow<{ web_authn_credential: StoredCredential | null }>(
    db,
    'select web_authn_credential from auth.mfa_factors where id = $1',
    [factorId],
  );
  return row?.web_authn_credential ?? null;
}

/**
 * An unverified factor gets registration options (excluding the user's other WebAuthn factors);
 * a verified one gets an assertion request for its own credential.
 */
export async function webAuthnChallenge(
  context: EmulatorContext,
  caller: Caller,
  factor: FactorRow,
): Promise<WebAuthnChallenge> {
  if (factor.status !== 'verified') {
    const others = await rows<{ web_authn_credential: StoredCredential }>(
      context.pg,
      `select web_authn_credential from auth.mfa_factors
       where user_id = $1 and factor_type = 'webauthn' and web_authn_credential is not null`,
      [caller.user.row.id],
    );
    const exclude = others.map((row) => row.web_authn_credential);
    return { type: 'create', options: await registrationOptions(context, caller.user, exclude, false) };
  }
  const credential = await factorCredential(context.pg, factor.id);
  return { type: 'request', options: await authenticationOptions(context, credential ? [credential] : []) };
}

/** `webauthn: {type, credential_response}` of a verify request, checked as GoTrue checks it. */
export function readWebAuthnAnswer(body: JsonObject): { type: 'create' | 'request'; response: unknown } {
  const params = body.webauthn;
  if (params === undefined || params === null) throw validationFailed('WebAuthn config required');
  if (!isJsonObject(params))
    throw badRequest('bad_json', 'Could not parse request body as JSON: webauthn must be an object');
  const { type, credential_response: response } = params;
  if (type !== 'create' && type !== 'request') throw validationFailed('WebAuthn type must be create or request');
  if (response === undefined || response === null) throw validationFailed('credential_response required');
  return { type, response };
}

/**
 * Checks the ceremony against the challenge's stored expectation. A first (create) answer stores
 * the new credential on the factor; a later (request) answer moves its signature counter.
 */
export async function verifyWebAuthnAnswer(
  context: EmulatorContext,
  tx: Db,
  factor: FactorRow,
  expected: { type: string; challenge: string } | null,
  answer: { type: 'create' | 'request'; response: unknown },
): Promise<void> {
  const failed = (): AuthError =>
    new AuthError(422, 'mfa_verification_failed', 'WebAuthn credential verification failed');
  if (!expected || expected.type !== answer.type) throw failed();
  if (answer.type === 'create') {
    const credential = await verifyRegistration(context, answer.response, expected.challenge);
    if (!credential) throw failed();
    await tx.query('update auth.mfa_factors set web_authn_credential = $2::jsonb where id = $1', [
      factor.id,
      JSON.stringify(credential),
    ]);
    return;
  }
  const credential = await factorCredential(tx, factor.id);
  const claimed =
    typeof answer.response === 'object' && answer.response !== null && 'id' in answer.response
      ? answer.response.id
      : null;
  if (!credential || claimed !== credential.id) throw failed();
  const signCount = await verifyAuthentication(context, answer.response, expected.challenge, credential);
  if (signCount === null) throw failed();
  await tx.query('update auth.mfa_factors set web_authn_credential = $2::jsonb where id = $1', [
    factor.id,
    JSON.stringify({ ...credential, signCount }),
  ]);
}
