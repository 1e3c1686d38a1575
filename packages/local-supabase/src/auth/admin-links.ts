import { json, type EmulatorContext, type EmuRequest, type EmuResponse } from '../http/types.js';
import { createAuthUser } from './admin-users-db.js';
import { objectField, readJsonBody, stringField, type JsonObject } from './body.js';
import { issueEmailToken, sendActionMail, verifyLink, type EmailAction } from './email-tokens.js';
import { notFound, unprocessable, validationFailed } from './errors.js';
import { checkPasswordStrength } from './password-policy.js';
import { hashPassword } from './passwords.js';
import { allowedRedirect } from './redirects.js';
import { findUserRowByEmail, loadAuthUserById, type UserRow } from './users.js';
import { userJson } from './user-json.js';
import { validateEmail } from './validation.js';
import type { Db } from './db.js';

const LINK_TYPES: readonly EmailAction[] = [
  'signup',
  'invite',
  'magiclink',
  'recovery',
  'email_change_current',
  'email_change_new',
];

function isLinkType(value: string): value is EmailAction {
  return (LINK_TYPES as readonly string[]).includes(value);
}

const emailExists = () => unprocessable('email_exists', 'A user with this email address has already been registered');

/** An unconfirmed user for a signup or invite link; a confirmed account with the address is a conflict. */
async function pendingUser(
  tx: Db,
  email: string,
  passwordHash: string | null,
  data: JsonObject,
  invited: boolean,
): Promise<string> {
  const existing = await findUserRowByEmail(tx, email);
  if (existing) {
    if (existing.email_confirmed_at !== null) throw emailExists();
    if (invited) await tx.query(`update auth.users set invited_at = now() where id = $1`, [existing.id]);
    return existing.id;
  }
  return createAuthUser(tx, {
    email,
    phone: null,
    passwordHash,
    emailConfirmed: false,
    phoneConfirmed: false,
    invited,
    userMetadata: data,
    appMetadata: { provider: 'email', providers: ['email'] },
  });
}

async function userFor(tx: Db, email: string): Promise<UserRow> {
  const user = await findUserRowByEmail(tx, email);
  if (!user) throw notFound('user_not_found', 'User with this email not found');
  return user;
}

/**
 * POST /admin/generate_link `{type, email, password?, new_email?, data?, redirect_to?}`: the
 * user (created when the type creates one) with `action_link`, `email_otp`, `hashed_token`,
 * `verification_type` and `redirect_to`, without sending mail, as GoTrue answers.
 */
export async function handleGenerateLink(context: EmulatorContext, request: EmuRequest): Promise<EmuResponse> {
  const body = readJsonBody(request);
  const type = stringField(body, 'type');
  if (!isLinkType(type)) throw validationFailed(`Invalid email action link type requested: ${type}`);
  const email = validateEmail(stringField(body, 'email'));
  const password = stringField(body, 'password');
  const data = objectField(body, 'data') ?? {};
  const rawNewEmail = stringField(body, 'new_email');
  const redirectTo = allowedRedirect(context, stringField(body, 'redirect_to') || null);
  if (type === 'signup') {
    if (password === '') throw validationFailed('Signup requires a valid password');
    checkPasswordStrength(context.config.project.auth, password);
  }
  const newEmail = type.startsWith('email_change') ? validateEmail(rawNewEmail) : null;

  const passwordHash = type === 'signup' ? await hashPassword(password) : null;
  const { userId, token } = await context.pg.transaction(async (tx) => {
    let id: string;
    let address = email;
    let action: EmailAction = type;
    if (type === 'signup' || type === 'invite') {
      id = await pendingUser(tx, email, passwordHash, data, type === 'invite');
    } else if (type === 'magiclink') {
      const existing = await findUserRowByEmail(tx, email);
      if (existing) {
        id = existing.id;
      } else {
        id = await pendingUser(tx, email, null, data, false);
        action = 'signup';
      }
    } else {
      const user = await userFor(tx, email);
      id = user.id;
      if (newEmail !== null) {
        if (newEmail !== email && (await findUserRowByEmail(tx, newEmail))) throw emailExists();
        await tx.query(`update auth.users set email_change = $2 where id = $1`, [id, newEmail]);
        if (type === 'email_change_new') address = newEmail;
      }
    }
    return { userId: id, token: await issueEmailToken(tx, id, address, action) };
  });
  const user = await loadAuthUserById(context.pg, userId);
  if (!user) throw notFound('user_not_found', 'User not found');
  return json(200, {
    ...userJson(user),
    action_link: verifyLink(context, token, redirectTo),
    email_otp: token.otp,
    hashed_token: token.hashedToken,
    verification_type: token.verificationType,
    redirect_to: redirectTo,
  });
}

/** POST /invite `{email, data?}` (admin): an invited user and an invite mail in the local mailbox. */
export async function handleInvite(context: EmulatorContext, request: EmuRequest): Promise<EmuResponse> {
  const body = readJsonBody(request);
  const email = validateEmail(stringField(body, 'email'));
  const data = objectField(body, 'data') ?? {};
  const redirectTo = allowedRedirect(context, request.url.searchParams.get('redirect_to'));
  const { userId, token } = await context.pg.transaction(async (tx) => {
    const id = await pendingUser(tx, email, null, data, true);
    return { userId: id, token: await issueEmailToken(tx, id, email, 'invite') };
  });
  sendActionMail(context, email, 'invite', verifyLink(context, token, redirectTo), token.otp);
  const user = await loadAuthUserById(context.pg, userId);
  if (!user) throw notFound('user_not_found', 'User not found');
  return json(200, userJson(user));
}
