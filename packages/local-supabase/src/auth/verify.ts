import { json, redirect, type EmulatorContext, type EmuRequest, type EmuResponse } from '../http/types.js';
import { readJsonBody, stringField } from './body.js';
import { firstRow, type Db } from './db.js';
import { AuthError, badRequest, forbidden, unprocessable, validationFailed } from './errors.js';
import { findLatestFlowStateForUser, issueAuthCode } from './flow-state.js';
import type { AuthContext } from './guards.js';
import { codeMatches, isOtpExpired, PKCE_PREFIX } from './otp.js';
import type { AttemptCounter } from './rate-limit.js';
import { allowedRedirect, codeRedirect, errorRedirect, sessionRedirect } from './redirects.js';
import { amrEntry, signInUser } from './sessions.js';
import { findUserRowByEmail, findUserRowByPendingEmail } from './users.js';
import { validateEmail, validatePhone } from './validation.js';

type EmailType = 'signup' | 'invite' | 'recovery' | 'magiclink' | 'email_change' | 'email';

interface TokenSlot {
  /** What the token confirms, once resolved (an `email` OTP is a signup or a magic link). */
  type: Exclude<EmailType, 'email'>;
  tokenColumn: string;
  sentColumn: string;
}

const SIGNUP_SLOT: TokenSlot = {
  type: 'signup',
  tokenColumn: 'confirmation_token',
  sentColumn: 'confirmation_sent_at',
};
const RECOVERY_SLOT: TokenSlot = { type: 'recovery', tokenColumn: 'recovery_token', sentColumn: 'recovery_sent_at' };

const SLOTS: Record<EmailType, TokenSlot[]> = {
  signup: [SIGNUP_SLOT],
  invite: [{ ...SIGNUP_SLOT, type: 'invite' }],
  recovery: [RECOVERY_SLOT],
  magiclink: [{ ...RECOVERY_SLOT, type: 'magiclink' }],
  email: [SIGNUP_SLOT, { ...RECOVERY_SLOT, type: 'magiclink' }],
  email_change: [
    { type: 'email_change', tokenColumn: 'email_change_token_new', sentColumn: 'email_change_sent_at' },
    { type: 'email_change', tokenColumn: 'email_change_token_current', sentColumn: 'email_change_sent_at' },
  ],
};

/** The flow_state authentication_method GoTrue records for each verification type. */
const FLOW_METHOD: Record<Exclude<EmailType, 'email'>, string> = {
  signup: 'email/signup',
  invite: 'invite',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change: 'email_change',
};

function isEmailType(type: string): type is EmailType {
  return Object.hasOwn(SLOTS, type);
}

interface Match {
  userId: string;
  slot: TokenSlot;
  /** The stored token that matched (an e-mail change clears only its own half). */
  token: string;
}

const LINK_INVALID = 'Email link is invalid or has expired';
const OTP_INVALID = 'Token has expired or is invalid';

/** Finds the user a token hash (as sent in a link) belongs to; expired or unknown is 403 otp_expired. */
async function matchTokenHash(db: Db, type: EmailType, hash: string): Promise<Match> {
  for (const slot of SLOTS[type]) {
    const row = await firstRow<{ id: string; sent_at: Date | null }>(
      db,
      `select id, ${slot.sentColumn} as sent_at from auth.users where ${slot.tokenColumn} = $1 limit 1`,
      [hash],
    );
    if (!row) continue;
    if (isOtpExpired(row.sent_at)) throw forbidden('otp_expired', LINK_INVALID);
    return { userId: row.id, slot, token: hash };
  }
  throw forbidden('otp_expired', LINK_INVALID);
}

/**
 * Checks an e-mail + 6-digit code pair (verifyOtp) against the user's stored token hashes. A code
 * is void after MAX_WRONG_ANSWERS wrong guesses, so it cannot be brute-forced within its lifetime.
 */
async function matchEmailOtp(
  db: Db,
  codes: AttemptCounter,
  guess: { type: EmailType; email: string; otp: string },
): Promise<Match> {
  const user =
    (await findUserRowByEmail(db, guess.email)) ??
    (guess.type === 'email_change' ? await findUserRowByPendingEmail(db, guess.email) : null);
  if (!user) throw forbidden('otp_expired', OTP_INVALID);
  for (const slot of SLOTS[guess.type]) {
    const row = await firstRow<{ token: string | null; sent_at: Date | null }>(
      db,
      `select ${slot.tokenColumn} as token, ${slot.sentColumn} as sent_at from auth.users where id = $1`,
      [user.id],
    );
    const stored = row?.token ?? '';
    if (stored === '' || isOtpExpired(row?.sent_at ?? null)) continue;
    const key = `${user.id}:${slot.tokenColumn}:${stored}`;
    if (codeMatches(stored, guess.otp)) {
      codes.forget(key);
      return { userId: user.id, slot, token: stored };
    }
    if (codes.fail(key)) {
      await db.query(`update auth.users set ${slot.tokenColumn} = '' where id = $1 and ${slot.tokenColumn} = $2`, [
        user.id,
        stored,
      ]);
    }
  }
  throw forbidden('otp_expired', OTP_INVALID);
}

/** GoTrue's answer when the first of the two mails of a secure e-mail change is confirmed. */
export const SINGLE_CONFIRMATION = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/**
 * The first half of a double-confirmed e-mail change (GoTrue's emailChangeVerify with secure
 * e-mail change on): records it, clears the token that was used and answers true; the second
 * half (or a change with one mail) answers false and is applied by consume.
 */
async function halfConfirmed(tx: Db, match: Match): Promise<boolean> {
  if (match.slot.type !== 'email_change') return false;
  const row = await firstRow<{ status: number; email: string | null; current: string | null; next: string | null }>(
    tx,
    `select email_change_confirm_status as status, email, email_change_token_current as current,
       email_change_token_new as next
     from auth.users where id = $1 for update`,
    [match.userId],
  );
  if (!row || row.status !== 0 || (row.email ?? '') === '') return false;
  if ((row.current ?? '') === '' || (row.next ?? '') === '') return false;
  const column = match.token === row.current ? 'email_change_token_current' : 'email_change_token_new';
  await tx.query(
    `update auth.users set email_change_confirm_status = 1, ${column} = '', updated_at = now() where id = $1`,
    [match.userId],
  );
  return true;
}

/** Marks the token used and applies what it confirms (GoTrue's signupVerify / recoverVerify / emailChangeVerify). */
async function consume(tx: Db, match: Match): Promise<void> {
  const { userId, slot } = match;
  if (slot.type === 'email_change') {
    await tx.query(
      `update auth.users set email = email_change, email_change = '', email_change_token_new = '',
         email_change_token_current = '', email_change_sent_at = null, updated_at = now()
       where id = $1 and coalesce(email_change, '') <> ''`,
      [userId],
    );
    await tx.query(`update auth.users set email_change_confirm_status = 0 where id = $1`, [userId]);
    await tx.query(
      `update auth.identities
         set identity_data = identity_data || jsonb_build_object('email', u.email, 'email_verified', true),
             updated_at = now()
       from auth.users u
       where auth.identities.user_id = $1 and u.id = $1 and auth.identities.provider = 'email'`,
      [userId],
    );
  } else {
    await tx.query(`update auth.users set ${slot.tokenColumn} = '', updated_at = now() where id = $1`, [userId]);
  }
  await tx.query(
    `update auth.users set email_confirmed_at = now(),
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb
     where id = $1 and email_confirmed_at is null`,
    [userId],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb
     where user_id = $1 and provider = 'email' and identity_data ->> 'email_verified' = 'false'`,
    [userId],
  );
  await tx.query(`delete from auth.one_time_tokens where user_id = $1`, [userId]);
}

/** GoTrue's prepRedirectURL: a plain message in the fragment (implicit flow) or the query (PKCE). */
function messageRedirect(redirectTo: string, message: string, pkce: boolean): string {
  const url = new URL(redirectTo);
  if (pkce) {
    url.searchParams.set('message', message);
    return url.toString();
  }
  url.hash = `message=${encodeURIComponent(message).replace(/%20/g, '+')}`;
  return url.toString();
}

/** GET /verify?token&type&redirect_to — the link in a mail; always ends in a 303 to the app. */
export async function handleVerifyGet(context: EmulatorContext, request: EmuRequest): Promise<EmuResponse> {
  const params = request.url.searchParams;
  const token = params.get('token') ?? '';
  const type = params.get('type') ?? '';
  if (type === '') throw validationFailed('Verify requires a verification type');
  if (token === '') throw validationFailed('Verify requires a token or a token hash');
  const redirectTo = allowedRedirect(context, params.get('redirect_to'));
  const pkce = token.startsWith(PKCE_PREFIX);
  try {
    if (!isEmailType(type)) throw validationFailed('Unsupported verification type');
    const match = await matchTokenHash(context.pg, type, token);
    if (await context.pg.transaction((tx) => halfConfirmed(tx, match))) {
      return redirect(messageRedirect(redirectTo, SINGLE_CONFIRMATION, pkce));
    }
    if (pkce) {
      const code = await context.pg.transaction(async (tx) => {
        const flow = await findLatestFlowStateForUser(tx, match.userId, FLOW_METHOD[match.slot.type]);
        if (!flow) throw unprocessable('flow_state_not_found', 'No valid flow state found for user.');
        await consume(tx, match);
        await issueAuthCode(tx, flow.id, match.userId);
        return flow.auth_code;
      });
      return redirect(codeRedirect(redirectTo, code));
    }
    await context.pg.transaction((tx) => consume(tx, match));
    const session = await signInUser(context, match.userId, amrEntry('otp'));
    return redirect(sessionRedirect(redirectTo, session, { type }));
  } catch (error) {
    if (error instanceof AuthError) return redirect(errorRedirect(redirectTo, error, pkce));
    throw error;
  }
}

/** POST /verify — verifyOtp with {token_hash, type} or {email, token, type}; answers a session. */
export async function handleVerifyPost(context: AuthContext, request: EmuRequest): Promise<EmuResponse> {
  const body = readJsonBody(request);
  const type = stringField(body, 'type');
  const token = stringField(body, 'token');
  const hash = stringField(body, 'token_hash');
  const email = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  const redirectTo = stringField(body, 'redirect_to');
  if (type === '') throw validationFailed('Verify requires a verification type');
  if ((token === '') === (hash === '')) throw validationFailed('Verify requires either a token or a token hash');

  let match: Match;
  if (token !== '') {
    if (phone !== '' && email === '') {
      validatePhone(phone);
      if (type !== 'sms' && type !== 'phone_change') throw validationFailed('Unsupported verification type');
      throw forbidden('otp_expired', OTP_INVALID);
    }
    if (email === '' || phone !== '') {
      throw validationFailed('Only an email address or phone number should be provided on verify');
    }
    let address: string;
    try {
      address = validateEmail(email);
    } catch {
      throw unprocessable('validation_failed', 'Invalid email format');
    }
    if (!isEmailType(type)) throw validationFailed('Unsupported verification type');
    match = await matchEmailOtp(context.pg, context.guards.codes, { type, email: address, otp: token });
  } else {
    if (email !== '' || phone !== '' || redirectTo !== '') {
      throw validationFailed('Only the token_hash and type should be provided');
    }
    if (!isEmailType(type)) throw badRequest('validation_failed', 'Invalid email verification type');
    match = await matchTokenHash(context.pg, type, hash);
  }
  if (await context.pg.transaction((tx) => halfConfirmed(tx, match))) {
    return json(200, { msg: SINGLE_CONFIRMATION, code: 200 });
  }
  await context.pg.transaction((tx) => consume(tx, match));
  return json(200, await signInUser(context, match.userId, amrEntry('otp')));
}
