import { randomUUID } from 'node:crypto';
import { json, type EmulatorContext, type EmuRequest, type EmuResponse } from '../http/types.js';
import { authenticate, type Caller } from './authn.js';
import { readJsonBody, type JsonObject } from './body.js';
import { firstRow, isUuid, iso, rows, type Db } from './db.js';
import { AuthError, badRequest, forbidden, notFound, unprocessable, validationFailed } from './errors.js';
import { amrEntry, signInUser } from './sessions.js';
import { isBanned, loadAuthUserById, type AuthUser } from './users.js';
import {
  assertionClaims,
  authenticationOptions,
  registrationOptions,
  userIdFromHandle,
  verifyAuthentication,
  verifyRegistration,
  type StoredCredential,
} from './webauthn.js';

/** GoTrue's defaults: a ceremony must end within 5 minutes; at most 10 passkeys per user. */
const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const MAX_PASSKEYS = 10;

interface PasskeyRow {
  id: string;
  user_id: string;
  credential_id: string;
  public_key: string;
  sign_count: string | number;
  transports: string[];
  aaguid: string | null;
  friendly_name: string | null;
  created_at: Date;
  last_used_at: Date | null;
}

interface ChallengeRow {
  id: string;
  challenge: string;
  expires_at: Date;
}

function stored(row: PasskeyRow): StoredCredential {
  return {
    id: row.credential_id,
    publicKey: row.public_key,
    signCount: Number(row.sign_count),
    transports: row.transports,
    aaguid: row.aaguid ?? '',
  };
}

function passkeyJson(row: PasskeyRow): JsonObject {
  return {
    id: row.id,
    ...(row.friendly_name ? { friendly_name: row.friendly_name } : {}),
    created_at: iso(row.created_at),
    ...(row.last_used_at ? { last_used_at: iso(row.last_used_at) } : {}),
  };
}

function requirePasskeys(context: EmulatorContext): void {
  if (!context.config.project.auth.passkeys) throw notFound('passkey_disabled', 'Passkeys are disabled');
}

const passkeyNotFound = (): AuthError => notFound('validation_failed', 'Passkey not found');

function userPasskeys(db: Db, userId: string): Promise<PasskeyRow[]> {
  return rows<PasskeyRow>(db, 'select * from auth.webauthn_credentials where user_id = $1 order by created_at, id', [
    userId,
  ]);
}

/** Passkeys are managed from an aal2 session once the user has a verified MFA factor. */
function requireManagementAal(caller: Caller): void {
  const hasMfa = caller.user.factors.some((factor) => factor.status === 'verified');
  if (hasMfa && caller.session?.aal !== 'aal2') {
    throw forbidden('insufficient_aal', 'AAL2 session is required to manage passkeys when MFA is enabled');
  }
}

function parseBody(request: EmuRequest): JsonObject {
  try {
    return readJsonBody(request);
  } catch (error) {
    const message = error instanceof Error ? error.message.replace(/^Could not parse request body as JSON: /, '') : '';
    throw badRequest('bad_json', `Could not parse request body as JSON: ${message}`);
  }
}

/** `{challenge_id, credential}`, checked as GoTrue checks them. */
function ceremonyAnswer(request: EmuRequest): { challengeId: string; credential: unknown } {
  const body = parseBody(request);
  const challengeId = body.challenge_id;
  if (challengeId !== undefined && typeof challengeId !== 'string') {
    throw badRequest('bad_json', 'Could not parse request body as JSON: challenge_id must be a string');
  }
  if (!challengeId) throw validationFailed('challenge_id is required');
  if (body.credential === undefined || body.credential === null) throw validationFailed('credential is required');
  if (!isUuid(challengeId)) throw validationFailed('challenge_id must be a valid UUID');
  return { challengeId, credential: body.credential };
}

async function storeChallenge(
  db: Db,
  userId: string | null,
  type: 'registration' | 'authentication',
  challenge: string,
): Promise<{ id: string; expiresAt: number }> {
  const id = randomUUID();
  const expires = new Date(Date.now() + CHALLENGE_TTL_MS);
  await db.query(
    `insert into auth.webauthn_challenges (id, user_id, challenge_type, challenge, expires_at)
     values ($1, $2, $3, $4, $5)`,
    [id, userId, type, challenge, expires],
  );
  return { id, expiresAt: Math.floor(expires.getTime() / 1000) };
}

/** Takes the challenge out of the store, so that each one answers one ceremony only. */
async function consumeChallenge(
  db: Db,
  id: string,
  type: 'registration' | 'authentication',
  userId: string | null,
): Promise<ChallengeRow> {
  const row = await firstRow<ChallengeRow>(
    db,
    `delete from auth.webauthn_challenges
     where id = $1 and challenge_type = $2 and user_id is not distinct from $3::uuid
     returning id, challenge, expires_at`,
    [id, type, userId],
  );
  if (!row) throw badRequest('webauthn_challenge_not_found', 'Challenge not found or already used');
  if (row.expires_at.getTime() <= Date.now()) throw badRequest('webauthn_challenge_expired', 'Challenge has expired');
  return row;
}

/** POST /passkeys/registration/options (signed in). */
export async function handlePasskeyRegistrationOptions(
  context: EmulatorContext,
  request: EmuRequest,
): Promise<EmuResponse> {
  requirePasskeys(context);
  const caller = await authenticate(context, request);
  requireManagementAal(caller);
  const existing = await userPasskeys(context.pg, caller.user.row.id);
  if (existing.length >= MAX_PASSKEYS) throw unprocessable('too_many_passkeys', 'Maximum number of passkeys reached');
  const options = await registrationOptions(context, caller.user, existing.map(stored), true);
  const challenge = await storeChallenge(context.pg, caller.user.row.id, 'registration', options.challenge);
  return json(200, { challenge_id: challenge.id, options, expires_at: challenge.expiresAt });
}

/** POST /passkeys/registration/verify (signed in): `{challenge_id, credential}` → the new passkey. */
export async function handlePasskeyRegistrationVerify(
  context: EmulatorContext,
  request: EmuRequest,
): Promise<EmuResponse> {
  requirePasskeys(context);
  const caller = await authenticate(context, request);
  requireManagementAal(caller);
  const { challengeId, credential } = ceremonyAnswer(request);
  const userId = caller.user.row.id;
  const challenge = await consumeChallenge(context.pg, challengeId, 'registration', userId);
  const verified = await verifyRegistration(context, credential, challenge.challenge);
  if (!verified) throw badRequest('webauthn_verification_failed', 'Credential verification failed');

  const row = await context.pg.transaction(async (tx) => {
    const count = await firstRow<{ n: number }>(
      tx,
      'select count(*)::int as n from auth.webauthn_credentials where user_id = $1',
      [userId],
    );
    if ((count?.n ?? 0) >= MAX_PASSKEYS) throw unprocessable('too_many_passkeys', 'Maximum number of passkeys reached');
    const taken = await firstRow(tx, 'select 1 from auth.webauthn_credentials where credential_id = $1', [verified.id]);
    if (taken) throw unprocessable('webauthn_credential_exists', 'This credential is already registered');
    return firstRow<PasskeyRow>(
      tx,
      `insert into auth.webauthn_credentials (id, user_id, credential_id, public_key, sign_count, transports, aaguid)
       values ($1, $2, $3, $4, $5, $6::text[], $7)
       returning *`,
      [randomUUID(), userId, verified.id, verified.publicKey, verified.signCount, verified.transports, verified.aaguid],
    );
  });
  if (!row) throw new Error('the passkey was not stored');
  return json(200, { id: row.id, created_at: iso(row.created_at) });
}

/** POST /passkeys/authentication/options: a discoverable-credential ceremony (no user named). */
export async function handlePasskeyAuthenticationOptions(
  context: EmulatorContext,
  request: EmuRequest,
): Promise<EmuResponse> {
  requirePasskeys(context);
  parseBody(request);
  const options = await authenticationOptions(context, []);
  const challenge = await storeChallenge(context.pg, null, 'authentication', options.challenge);
  return json(200, { challenge_id: challenge.id, options, expires_at: challenge.expiresAt });
}

/** POST /passkeys/authentication/verify: `{challenge_id, credential}` → a session, as a sign-in. */
export async function handlePasskeyAuthenticationVerify(
  context: EmulatorContext,
  request: EmuRequest,
): Promise<EmuResponse> {
  requirePasskeys(context);
  const { challengeId, credential } = ceremonyAnswer(request);
  const challenge = await consumeChallenge(context.pg, challengeId, 'authentication', null);
  const failed = (): AuthError => badRequest('webauthn_verification_failed', 'Credential verification failed');

  const claims = assertionClaims(credential);
  if (!claims) throw badRequest('webauthn_verification_failed', 'Invalid credential response');
  const userId = userIdFromHandle(claims.userHandle);
  if (userId === null || !isUuid(userId)) throw failed();
  const passkey = await firstRow<PasskeyRow>(
    context.pg,
    'select * from auth.webauthn_credentials where credential_id = $1 and user_id = $2',
    [claims.credentialId, userId],
  );
  if (!passkey) throw failed();
  const signCount = await verifyAuthentication(context, credential, challenge.challenge, stored(passkey));
  if (signCount === null) throw failed();

  const user = await loadAuthUserById(context.pg, userId);
  if (!user) throw failed();
  if (user.row.email && !user.row.email_confirmed_at) throw forbidden('email_not_confirmed', 'Email not confirmed');
  if (user.row.phone && !user.row.phone_confirmed_at) throw forbidden('phone_not_confirmed', 'Phone not confirmed');
  if (isBanned(user.row)) throw forbidden('user_banned', 'User is banned');

  await context.pg.query(
    `update auth.webauthn_credentials set sign_count = $2, last_used_at = now(), updated_at = now() where id = $1`,
    [passkey.id, signCount],
  );
  return json(200, await signInUser(context, userId, amrEntry('passkey')));
}

/** GET /passkeys (signed in). */
export async function handleListPasskeys(context: EmulatorContext, request: EmuRequest): Promise<EmuResponse> {
  requirePasskeys(context);
  const caller = await authenticate(context, request);
  return json(200, (await userPasskeys(context.pg, caller.user.row.id)).map(passkeyJson));
}

/** PATCH /passkeys/{id} `{friendly_name}` (signed in). */
export async function handleUpdatePasskey(
  context: EmulatorContext,
  request: EmuRequest,
  [rawId]: string[],
): Promise<EmuResponse> {
  requirePasskeys(context);
  const caller = await authenticate(context, request);
  const id = rawId ?? '';
  if (!isUuid(id)) throw passkeyNotFound();
  const name = parseBody(request).friendly_name;
  if (name !== undefined && name !== null && typeof name !== 'string') {
    throw badRequest('bad_json', 'Could not parse request body as JSON: friendly_name must be a string');
  }
  if (!name) throw validationFailed('friendly_name is required');
  if (name.length > 120) throw validationFailed('friendly_name must be 120 characters or less');
  const row = await firstRow<PasskeyRow>(
    context.pg,
    `update auth.webauthn_credentials set friendly_name = $3, updated_at = now()
     where id = $1 and user_id = $2 returning *`,
    [id, caller.user.row.id, name],
  );
  if (!row) throw passkeyNotFound();
  return json(200, passkeyJson(row));
}

/** DELETE /passkeys/{id} (signed in) → 204. */
export async function handleDeletePasskey(
  context: EmulatorContext,
  request: EmuRequest,
  [rawId]: string[],
): Promise<EmuResponse> {
  requirePasskeys(context);
  const caller = await authenticate(context, request);
  requireManagementAal(caller);
  await deleteOwnedPasskey(context, caller.user, rawId);
  return { status: 204, body: null };
}

async function deleteOwnedPasskey(context: EmulatorContext, user: AuthUser, rawId: string | undefined): Promise<void> {
  const id = rawId ?? '';
  if (!isUuid(id)) throw passkeyNotFound();
  const deleted = await firstRow(
    context.pg,
    'delete from auth.webauthn_credentials where id = $1 and user_id = $2 returning id',
    [id, user.row.id],
  );
  if (!deleted) throw passkeyNotFound();
}

async function adminTarget(context: EmulatorContext, rawUserId: string | undefined) {
  const userId = rawUserId ?? '';
  const user = isUuid(userId) ? await loadAuthUserById(context.pg, userId) : null;
  if (!user) throw notFound('user_not_found', 'User not found');
  return user;
}

/** GET /admin/users/{id}/passkeys. */
export async function handleAdminListPasskeys(
  context: EmulatorContext,
  _request: EmuRequest,
  [userId]: string[],
): Promise<EmuResponse> {
  const user = await adminTarget(context, userId);
  return json(200, (await userPasskeys(context.pg, user.row.id)).map(passkeyJson));
}

/** DELETE /admin/users/{id}/passkeys/{passkey_id} → 204. */
export async function handleAdminDeletePasskey(
  context: EmulatorContext,
  _request: EmuRequest,
  [userId, passkeyId]: string[],
): Promise<EmuResponse> {
  const user = await adminTarget(context, userId);
  await deleteOwnedPasskey(context, user, passkeyId);
  return { status: 204, body: null };
}
