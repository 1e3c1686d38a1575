import { json, type EmuRequest, type EmuResponse } from '../http/types.js';
import { readJsonBody, stringField } from './body.js';
import { firstRow, isUuid, type Db } from './db.js';
import { AuthError, forbidden, unprocessable, validationFailed } from './errors.js';
import type { AuthContext } from './guards.js';
import { CHALLENGE_TTL_SECONDS, ownedFactor, sessionCaller } from './mfa.js';
import { insertRefreshToken, nowSeconds, tokenResponse, type AmrEntry, type SessionRow } from './sessions.js';
import { totpCodeIsValid } from './totp.js';
import { readWebAuthnAnswer, verifyWebAuthnAnswer } from './mfa-webauthn.js';
import { loadAuthUserById } from './users.js';

interface ChallengeRow {
  id: string;
  created_at: Date;
  verified_at: Date | null;
  ip_address: string | null;
  web_authn_session_data: { type: string; challenge: string } | null;
}

/** Adds the factor's AMR claim, raises the session to aal2 and rotates its refresh token (GoTrue's updateMFASessionAndClaims). */
async function upgradeSession(tx: Db, session: SessionRow, factorId: string, method: string): Promise<string> {
  const amr: AmrEntry[] = [
    { method, timestamp: nowSeconds() },
    ...session.amr.filter((entry) => entry.method !== method),
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
  context: AuthContext,
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
  const webauthn = factor.factor_type === 'webauthn';
  if (webauthn && !context.config.project.auth.mfaWebAuthn.verify) {
    throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA verification is disabled for WebAuthn');
  }
  const answer = webauthn ? readWebAuthnAnswer(body) : null;
  if (!webauthn && code === '') throw validationFailed('Code needs to be non-empty');

  const challenge = isUuid(challengeId)
    ? await firstRow<ChallengeRow>(
        context.pg,
        `select id, created_at, verified_at, ip_address, web_authn_session_data
         from auth.mfa_challenges where id = $1 and factor_id = $2`,
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
  // A challenge is void after MAX_WRONG_ANSWERS wrong answers; the next try needs a new challenge.
  const wrongAnswer = async (error: AuthError): Promise<never> => {
    if (context.guards.challenges.fail(challenge.id)) {
      await context.pg.query(`delete from auth.mfa_challenges where id = $1`, [challenge.id]);
    }
    throw error;
  };
  if (!answer) {
    const secret = await firstRow<{ secret: string | null }>(
      context.pg,
      `select secret from auth.mfa_factors where id = $1`,
      [factor.id],
    );
    if (!totpCodeIsValid(secret?.secret ?? '', code)) {
      await wrongAnswer(unprocessable('mfa_verification_failed', 'Invalid TOTP code entered'));
    }
  }

  const { session, user } = caller;
  let refreshToken: string;
  try {
    refreshToken = await context.pg.transaction(async (tx) => {
      if (answer) await verifyWebAuthnAnswer(context, tx, factor, challenge.web_authn_session_data, answer);
      await tx.query(`update auth.mfa_challenges set verified_at = now() where id = $1`, [challenge.id]);
      await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [factor.id]);
      const issued = await upgradeSession(tx, session, factor.id, answer ? 'mfa/webauthn' : 'totp');
      await tx.query(`delete from auth.sessions where user_id = $1 and aal < 'aal2'`, [user.row.id]);
      await tx.query(`delete from auth.mfa_factors where user_id = $1 and factor_type = $2 and status = 'unverified'`, [
        user.row.id,
        factor.factor_type,
      ]);
      return issued;
    });
  } catch (error) {
    if (error instanceof AuthError && error.code === 'mfa_verification_failed') await wrongAnswer(error);
    throw error;
  }
  context.guards.challenges.forget(challenge.id);
  const upgraded = await firstRow<SessionRow>(
    context.pg,
    `select id, user_id, aal, amr, factor_id, created_at from auth.sessions where id = $1`,
    [session.id],
  );
  const fresh = await loadAuthUserById(context.pg, user.row.id);
  if (!upgraded || !fresh) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  return json(200, await tokenResponse(context, fresh, upgraded, refreshToken));
}
