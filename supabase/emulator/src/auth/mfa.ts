import { randomUUID } from 'node:crypto';
import { json, type EmulatorContext, type EmuRequest, type EmuResponse } from '../http/types.js';
import { authenticate, type Caller } from './authn.js';
import { readJsonBody, stringField } from './body.js';
import { firstRow, isUuid, type Db } from './db.js';
import { AuthError, forbidden, notFound, unprocessable, validationFailed } from './errors.js';
import { insertRefreshToken, nowSeconds, tokenResponse, type AmrEntry, type SessionRow } from './sessions.js';
import { newTotpEnrollment, totpCodeIsValid } from './totp.js';
import { loadAuthUserById, type FactorRow } from './users.js';

/** GoTrue defaults: MFA challenge expiry and the enrolled / verified factor limits. */
const CHALLENGE_TTL_SECONDS = 300;
const MAX_ENROLLED_FACTORS = 10;

async function sessionCaller(context: EmulatorContext, request: EmuRequest): Promise<Caller & { session: SessionRow }> {
  const caller = await authenticate(context, request);
  if (!caller.session) throw forbidden('session_not_found', 'A valid session is required for MFA');
  return { ...caller, session: caller.session };
}

function siteHost(context: EmulatorContext): string {
  try {
    return new URL(context.config.siteUrl).host;
  } catch {
    return 'localhost';
  }
}

/** POST /factors — enroll a TOTP factor (unverified until its first successful verify). */
export async function handleEnroll(context: EmulatorContext, request: EmuRequest): Promise<EmuResponse> {
  const body = readJsonBody(request);
  const factorType = stringField(body, 'factor_type');
  const friendlyName = stringField(body, 'friendly_name');
  const issuer = stringField(body, 'issuer') || siteHost(context);
  stringField(body, 'phone');
  const { user, session } = await sessionCaller(context, request);
  if (factorType === 'phone') throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  if (factorType === 'webauthn') {
    throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  }
  if (factorType !== 'totp') throw validationFailed('factor_type needs to be totp, phone, or webauthn');

  if (user.factors.some((factor) => (factor.friendly_name ?? '') === friendlyName)) {
    throw unprocessable(
      'mfa_factor_name_conflict',
      `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`,
    );
  }
  if (user.factors.length >= MAX_ENROLLED_FACTORS) {
    throw unprocessable(
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    );
  }
  if (user.factors.some((factor) => factor.status === 'verified') && session.aal !== 'aal2') {
    throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
  }

  const enrollment = await newTotpEnrollment(issuer, user.row.email ?? '');
  const id = randomUUID();
  await context.pg.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret, phone)
     values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4, null)`,
    [id, user.row.id, friendlyName, enrollment.secret],
  );
  return json(200, {
    id,
    type: 'totp',
    friendly_name: friendlyName,
    totp: { qr_code: enrollment.qrCode, secret: enrollment.secret, uri: enrollment.uri },
  });
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function ownedFactor(caller: Caller, rawId: string): FactorRow {
  const id = decodeSegment(rawId);
  if (!isUuid(id)) throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
  const factor = caller.user.factors.find((candidate) => candidate.id.toLowerCase() === id.toLowerCase());
  if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found');
  return factor;
}

/** POST /factors/{id}/challenge */
export async function handleChallenge(
  context: EmulatorContext,
  request: EmuRequest,
  params: string[],
): Promise<EmuResponse> {
  readJsonBody(request);
  const caller = await sessionCaller(context, request);
  const factor = ownedFactor(caller, params[0] ?? '');
  const id = randomUUID();
  await context.pg.transaction(async (tx) => {
    await tx.query(
      `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, now(), $3)`,
      [id, factor.id, request.remoteAddress],
    );
    await tx.query(`update auth.mfa_factors set last_challenged_at = now(), updated_at = now() where id = $1`, [
      factor.id,
    ]);
  });
  return json(200, { id, type: factor.factor_type, expires_at: nowSeconds() + CHALLENGE_TTL_SECONDS });
}

interface ChallengeRow {
  id: string;
  created_at: Date;
  verified_at: Date | null;
  ip_address: string | null;
}

/** Adds the totp AMR claim, raises the session to aal2 and rotates its refresh token (GoTrue's updateMFASessionAndClaims). */
async function upgradeSession(tx: Db, session: SessionRow, factorId: string): Promise<string> {
  const amr: AmrEntry[] = [
    { method: 'totp', timestamp: nowSeconds() },
    ...session.amr.filter((entry) => entry.method !== 'totp'),
  ];
  await tx.query(
    `update auth.sessions set aal = 'aal2', factor_id = $2, amr = $3::jsonb, updated_at = now() where id = $1`,
    [session.id, factorId, JSON.stringify(amr)],
  );
  const active = await firstRow<{ token: string }>(
    tx,
    `select token from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1`,
    [session.id],
  );
  if (active) {
    await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1`, [
      active.token,
    ]);
  }
  return insertRefreshToken(tx, { userId: session.user_id, sessionId: session.id, parent: active?.token ?? null });
}

/** POST /factors/{id}/verify {challenge_id, code} → a full aal2 session. */
export async function handleVerifyFactor(
  context: EmulatorContext,
  request: EmuRequest,
  params: string[],
): Promise<EmuResponse> {
  const body = readJsonBody(request);
  const challengeId = stringField(body, 'challenge_id');
  const code = stringField(body, 'code');
  if (challengeId !== '' && !isUuid(challengeId)) {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: challenge_id must be a UUID');
  }
  const caller = await sessionCaller(context, request);
  const factor = ownedFactor(caller, params[0] ?? '');
  if (code === '') throw validationFailed('Code needs to be non-empty');

  const challenge = isUuid(challengeId)
    ? await firstRow<ChallengeRow>(
        context.pg,
        `select id, created_at, verified_at, ip_address from auth.mfa_challenges where id = $1 and factor_id = $2`,
        [challengeId, factor.id],
      )
    : null;
  if (!challenge) {
    throw unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
  }
  if (challenge.verified_at !== null || challenge.ip_address !== request.remoteAddress) {
    throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
  }
  if (Date.now() > challenge.created_at.getTime() + CHALLENGE_TTL_SECONDS * 1000) {
    await context.pg.query(`delete from auth.mfa_challenges where id = $1`, [challenge.id]);
    throw unprocessable(
      'mfa_challenge_expired',
      `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  const secret = await firstRow<{ secret: string | null }>(
    context.pg,
    `select secret from auth.mfa_factors where id = $1`,
    [factor.id],
  );
  if (!totpCodeIsValid(secret?.secret ?? '', code)) {
    throw unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');
  }

  const { session, user } = caller;
  const refreshToken = await context.pg.transaction(async (tx) => {
    await tx.query(`update auth.mfa_challenges set verified_at = now() where id = $1`, [challenge.id]);
    await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [factor.id]);
    const issued = await upgradeSession(tx, session, factor.id);
    await tx.query(`delete from auth.sessions where user_id = $1 and aal < 'aal2'`, [user.row.id]);
    await tx.query(`delete from auth.mfa_factors where user_id = $1 and factor_type = $2 and status = 'unverified'`, [
      user.row.id,
      factor.factor_type,
    ]);
    return issued;
  });
  const upgraded = await firstRow<SessionRow>(
    context.pg,
    `select id, user_id, aal, amr, factor_id, created_at from auth.sessions where id = $1`,
    [session.id],
  );
  const fresh = await loadAuthUserById(context.pg, user.row.id);
  if (!upgraded || !fresh) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  return json(200, await tokenResponse(context, fresh, upgraded, refreshToken));
}

/** DELETE /factors/{id} — a verified factor can only be removed from an aal2 session. */
export async function handleUnenroll(
  context: EmulatorContext,
  request: EmuRequest,
  params: string[],
): Promise<EmuResponse> {
  const caller = await sessionCaller(context, request);
  const factor = ownedFactor(caller, params[0] ?? '');
  if (factor.status === 'verified' && caller.session.aal !== 'aal2') {
    throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  await context.pg.transaction(async (tx) => {
    await tx.query(`delete from auth.mfa_factors where id = $1`, [factor.id]);
    await tx.query(
      `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now(),
         amr = coalesce((select jsonb_agg(entry) from jsonb_array_elements(amr) entry
                         where entry ->> 'method' <> 'totp'), '[]'::jsonb)
       where user_id = $1 and factor_id = $2`,
      [caller.user.row.id, factor.id],
    );
  });
  return json(200, { id: factor.id });
}
