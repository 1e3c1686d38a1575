import { json, type EmulatorContext, type EmuRequest, type EmuResponse } from '../http/types.js';
import { authenticate } from './authn.js';
import { objectField, optionalStringField, readJsonBody, stringField } from './body.js';
import type { Db } from './db.js';
import { AuthError, badRequest, forbidden, unprocessable, validationFailed } from './errors.js';
import type { AuthContext } from './guards.js';
import { sendEmailChangedNotice } from './mail.js';
import { endAllSessions } from './sessions.js';
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
} from './users.js';
import { checkPasswordStrength } from './password-policy.js';
import { validateEmail } from './validation.js';

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
 * sessions. An e-mail change is applied at once: the local stack auto-confirms mail (see the
 * README's auth notes) and tells the old address in the mailbox.
 */
export async function handleUpdateUser(context: AuthContext, request: EmuRequest): Promise<EmuResponse> {
  const body = readJsonBody(request);
  const rawEmail = stringField(body, 'email');
  const password = optionalStringField(body, 'password');
  const data = objectField(body, 'data');
  const appMetadata = objectField(body, 'app_metadata');
  const phone = stringField(body, 'phone');
  // Type-checked like GoTrue's decoder does, though the local stack has no use for them.
  for (const field of ['nonce', 'current_password', 'code_challenge', 'code_challenge_method'])
    stringField(body, field);

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
  if (changesPassword && user.row.has_password && (await passwordMatches(context.pg, user.row.id, password))) {
    throw unprocessable('same_password', 'New password should be different from the old password.');
  }

  const oldEmail = user.row.email ?? '';
  if (changesEmail && oldEmail !== '') context.guards.email();
  await context.pg.transaction(async (tx) => {
    if (password !== undefined) {
      await setPassword(tx, user.row.id, password);
      await endAllSessions(tx, user.row.id, session?.id ?? null);
    }
    if (data !== undefined) {
      const merged = mergeMetadata(user.row.raw_user_meta_data, data);
      await tx.query(`update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1`, [
        user.row.id,
        JSON.stringify(merged),
      ]);
    }
    if (changesEmail) await applyEmailChange(tx, user.row.id, email);
  });
  if (changesEmail && oldEmail !== '') sendEmailChangedNotice(context, oldEmail, email);
  return json(200, userJson(await reloadUser(context.pg, user.row.id)));
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
