import { json, type EmulatorContext, type EmuRequest, type EmuResponse } from '../http/types.js';
import { authenticate } from './authn.js';
import { objectField, optionalStringField, readJsonBody, stringField } from './body.js';
import type { Db } from './db.js';
import { AuthError, badRequest, forbidden, unprocessable, validationFailed } from './errors.js';
import type { AuthContext } from './guards.js';
import { firstRow } from './db.js';
import { issueEmailToken, sendActionMail, verifyLink, type IssuedToken } from './email-tokens.js';
import { createFlowState } from './flow-state.js';
import { checkSentInterval } from './guards.js';
import { codeMatches, isOtpExpired } from './otp.js';
import { allowedRedirect } from './redirects.js';
import { endAllSessions, type SessionRow } from './sessions.js';
import { userJson } from './user-json.js';
import {
  AUDIENCE,
  findUserRowByEmail,
  hasVerifiedFactor,
  loadAuthUserById,
  mergeMetadata,
  passwordMatches,
  setPassword,
  type AuthUser,
  type UserRow,
} from './users.js';
import { checkPasswordStrength } from './password-policy.js';
import { validateEmail, validatePkceParams } from './validation.js';
import { hashPassword } from './passwords.js';

/** GET /user */
export async function handleGetUser(context: EmulatorContext, request: EmuRequest): Promise<EmuResponse> {
  const caller = await authenticate(context, request);
  const audience = Array.isArray(caller.claims.aud) ? (caller.claims.aud as unknown[])[0] : caller.claims.aud;
  if (audience !== AUDIENCE) throw validationFailed("Token audience doesn't match request audience");
  return json(200, userJson(caller.user));
}

async function reloadUser(db: Db, id: string): Promise<AuthUser> {
  const user = await loadAuthUserById(db, id);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  return user;
}

/**
 * PUT /user. `data` is merged key by key (null deletes). A password change ends the user's other
 * sessions and, with `secure_password_change`, needs a /reauthenticate nonce from a session older
 * than 24 hours. A new e-mail waits for the mailed confirmation (from both addresses with
 * `double_confirm_changes`), as in GoTrue.
 */
export async function handleUpdateUser(context: AuthContext, request: EmuRequest): Promise<EmuResponse> {
  const body = readJsonBody(request);
  const rawEmail = stringField(body, 'email');
  const password = optionalStringField(body, 'password');
  const data = objectField(body, 'data');
  const appMetadata = objectField(body, 'app_metadata');
  const phone = stringField(body, 'phone');
  const nonce = stringField(body, 'nonce');
  const pkce = validatePkceParams(stringField(body, 'code_challenge'), stringField(body, 'code_challenge_method'));
  // Type-checked like GoTrue's decoder does, though GoTrue has no use for it.
  stringField(body, 'current_password');

  const caller = await authenticate(context, request);
  const { user, session } = caller;
  const email = rawEmail === '' ? '' : validateEmail(rawEmail);
  if (password !== undefined) checkPasswordStrength(context.config.project.auth, password);
  if (appMetadata !== undefined) throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');

  const changesEmail = email !== '' && email !== (user.row.email ?? '');
  const changesPhone = phone !== '' && phone !== (user.row.phone ?? '');
  const changesPassword = password !== undefined && password !== '';
  if (hasVerifiedFactor(user) && session?.aal !== 'aal2' && (changesEmail || changesPhone || changesPassword)) {
    throw new AuthError(
      401,
      'insufficient_aal',
      'AAL2 session is required to update email or password when MFA is enabled.',
    );
  }
  if (changesPhone) throw badRequest('phone_provider_disabled', 'Phone changes are not available on the local backend');
  if (changesEmail) {
    const taken = await findUserRowByEmail(context.pg, email);
    if (taken && taken.id !== user.row.id) {
      throw unprocessable('email_exists', 'A user with this email address has already been registered');
    }
  }
  const auth = context.config.project.auth;
  if (password !== undefined && auth.email.securePasswordChange && !recentlySignedIn(session)) {
    if (nonce === '') throw badRequest('reauthentication_needed', 'Password update requires reauthentication');
    await checkNonce(context, user, nonce);
  }
  if (changesPassword && user.row.has_password && (await passwordMatches(context.pg, user.row.id, password))) {
    throw unprocessable('same_password', 'New password should be different from the old password.');
  }

  // Permanent users always prove the new address; only an anonymous user with auto-confirm skips it.
  const confirmsAtOnce = user.row.is_anonymous && !auth.email.enableConfirmations;
  const redirectTo = allowedRedirect(context, request.url.searchParams.get('redirect_to'));
  if (changesEmail && !confirmsAtOnce) {
    checkSentInterval(user.row.email_change_sent_at, auth.email.maxFrequency);
    context.guards.mailTo(email, 'email_change');
  }
  let mails: EmailChangeMail[] = [];
  const passwordHash = password === undefined ? undefined : await hashPassword(password);
  await context.pg.transaction(async (tx) => {
    if (passwordHash !== undefined) {
      if (nonce !== '') {
        await tx.query(
          `update auth.users set reauthentication_token = '', reauthentication_sent_at = null where id = $1`,
          [user.row.id],
        );
      }
      await setPassword(tx, user.row.id, passwordHash);
      await endAllSessions(tx, user.row.id, session?.id ?? null);
    }
    if (data !== undefined) {
      const merged = mergeMetadata(user.row.raw_user_meta_data, data);
      await tx.query(`update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1`, [
        user.row.id,
        JSON.stringify(merged),
      ]);
    }
    if (changesEmail && confirmsAtOnce) await applyEmailChange(tx, user.row.id, email);
    else if (changesEmail) {
      if (pkce) {
        await createFlowState(tx, {
          providerType: 'email',
          authenticationMethod: 'email_change',
          pkce,
          userId: user.row.id,
        });
      }
      mails = await startEmailChange(tx, user.row, email, auth.email.doubleConfirmChanges, pkce !== null);
    }
  });
  for (const mail of mails) {
    sendActionMail(context, mail.to, mail.action, verifyLink(context, mail.token, redirectTo), mail.token.otp);
  }
  return json(200, userJson(await reloadUser(context.pg, user.row.id)));
}

/** GoTrue asks for a nonce only when the session was not started within the last 24 hours. */
const RECENT_SIGN_IN_MS = 24 * 60 * 60 * 1000;

function recentlySignedIn(session: SessionRow | null): boolean {
  return session !== null && Date.now() <= session.created_at.getTime() + RECENT_SIGN_IN_MS;
}

/**
 * GoTrue's verifyReauthentication: the nonce is the code /reauthenticate mailed. Wrong nonces
 * count like wrong codes: after MAX_WRONG_ANSWERS the mailed code is void.
 */
async function checkNonce(context: AuthContext, user: AuthUser, nonce: string): Promise<void> {
  const row = await firstRow<{ token: string | null; sent_at: Date | null }>(
    context.pg,
    `select reauthentication_token as token, reauthentication_sent_at as sent_at from auth.users where id = $1`,
    [user.row.id],
  );
  const stored = row?.token ?? '';
  const invalid = () => unprocessable('reauthentication_not_valid', 'Nonce has expired or is invalid');
  if (stored === '' || row?.sent_at === null || row?.sent_at === undefined) throw invalid();
  const key = `${user.row.id}:reauthentication_token:${stored}`;
  if (!isOtpExpired(row.sent_at) && codeMatches(stored, nonce)) {
    context.guards.codes.forget(key);
    return;
  }
  if (context.guards.codes.fail(key)) {
    await context.pg.query(
      `update auth.users set reauthentication_token = '' where id = $1 and reauthentication_token = $2`,
      [user.row.id, stored],
    );
  }
  throw invalid();
}

export interface EmailChangeMail {
  to: string;
  action: 'email_change_current' | 'email_change_new';
  token: IssuedToken;
}

/**
 * GoTrue's sendEmailChange: a token for the new address and, with double confirmation, one for
 * the current address; the change waits in `email_change` until /verify has them.
 */
export async function startEmailChange(
  tx: Db,
  row: UserRow,
  email: string,
  double: boolean,
  pkce: boolean,
): Promise<EmailChangeMail[]> {
  await tx.query(
    `update auth.users set email_change = $2, email_change_token_current = '', email_change_confirm_status = 0
     where id = $1`,
    [row.id, email],
  );
  const mails: EmailChangeMail[] = [
    {
      to: email,
      action: 'email_change_new',
      token: await issueEmailToken(tx, row.id, email, 'email_change_new', pkce),
    },
  ];
  const current = row.email ?? '';
  if (double && current !== '') {
    const token = await issueEmailToken(tx, row.id, current, 'email_change_current', pkce);
    mails.push({ to: current, action: 'email_change_current', token });
  }
  return mails;
}

async function applyEmailChange(tx: Db, userId: string, email: string): Promise<void> {
  await tx.query(
    `update auth.users set email = $2, email_confirmed_at = coalesce(email_confirmed_at, now()),
       email_change = '', email_change_token_new = '', email_change_token_current = '',
       email_change_sent_at = null, email_change_confirm_status = 0, updated_at = now()
     where id = $1`,
    [userId, email],
  );
  await tx.query(
    `update auth.identities
       set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true),
           updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId, email],
  );
}
