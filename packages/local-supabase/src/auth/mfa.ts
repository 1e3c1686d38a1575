import { randomUUID } from 'node:crypto';
import { json, type EmulatorContext, type EmuRequest, type EmuResponse } from '../http/types.js';
import { authenticate, type Caller } from './authn.js';
import { readJsonBody, stringField } from './body.js';
import { isUuid } from './db.js';
import { AuthError, forbidden, notFound, unprocessable, validationFailed } from './errors.js';
import { nowSeconds, type SessionRow } from './sessions.js';
import { newTotpEnrollment } from './totp.js';
import { webAuthnChallenge, type WebAuthnChallenge } from './mfa-webauthn.js';
import type { FactorRow } from './users.js';

/** GoTrue defaults: MFA challenge expiry and the enrolled / verified factor limits. */
export const CHALLENGE_TTL_SECONDS = 300;
const MAX_ENROLLED_FACTORS = 10;

export async function sessionCaller(
  context: EmulatorContext,
  request: EmuRequest,
): Promise<Caller & { session: SessionRow }> {
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
  if (factorType === 'webauthn' && !context.config.project.auth.mfaWebAuthn.enroll) {
    throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
  }
  if (factorType !== 'totp' && factorType !== 'webauthn') {
    throw validationFailed('factor_type needs to be totp, phone, or webauthn');
  }

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

  const id = randomUUID();
  if (factorType === 'webauthn') {
    // The credential is created by the first challenge and verify of the factor.
    await context.pg.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at)
       values ($1, $2, $3, 'webauthn', 'unverified', now(), now())`,
      [id, user.row.id, friendlyName],
    );
    return json(200, { id, type: 'webauthn', friendly_name: friendlyName });
  }
  const enrollment = await newTotpEnrollment(issuer, user.row.email ?? '');
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

export function ownedFactor(caller: Caller, rawId: string): FactorRow {
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
  let webauthn: WebAuthnChallenge | null = null;
  if (factor.factor_type === 'webauthn') {
    if (!context.config.project.auth.mfaWebAuthn.verify) {
      throw unprocessable('mfa_webauthn_verify_not_enabled', 'MFA verification is disabled for WebAuthn');
    }
    webauthn = await webAuthnChallenge(context, caller, factor);
  }
  await context.pg.transaction(async (tx) => {
    await tx.query(
      `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address, web_authn_session_data)
       values ($1, $2, now(), $3, $4::jsonb)`,
      [
        id,
        factor.id,
        request.remoteAddress,
        webauthn ? JSON.stringify({ type: webauthn.type, challenge: webauthn.options.challenge }) : null,
      ],
    );
    await tx.query(`update auth.mfa_factors set last_challenged_at = now(), updated_at = now() where id = $1`, [
      factor.id,
    ]);
  });
  return json(200, {
    id,
    type: factor.factor_type,
    expires_at: nowSeconds() + CHALLENGE_TTL_SECONDS,
    ...(webauthn ? { webauthn: { type: webauthn.type, credential_options: { publicKey: webauthn.options } } } : {}),
  });
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
                         where entry ->> 'method' not in ('totp', 'mfa/webauthn')), '[]'::jsonb)
       where user_id = $1 and factor_id = $2`,
      [caller.user.row.id, factor.id],
    );
  });
  return json(200, { id: factor.id });
}
