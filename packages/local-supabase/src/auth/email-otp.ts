import { json, type EmuRequest, type EmuResponse } from '../http/types.js';
import { createAuthUser } from './admin-users-db.js';
import { authenticate } from './authn.js';
import { objectField, readJsonBody, stringField } from './body.js';
import {
  issueEmailToken,
  sendActionMail,
  sendReauthenticationMail,
  verifyLink,
  type EmailAction,
} from './email-tokens.js';
import { badRequest, unprocessable, validationFailed } from './errors.js';
import { createFlowState } from './flow-state.js';
import { checkSentInterval, type AuthContext } from './guards.js';
import { firstRow } from './db.js';
import { codeFor, newLinkToken } from './otp.js';
import { allowedRedirect } from './redirects.js';
import { startEmailChange } from './user.js';
import { findUserRowByEmail } from './users.js';
import { validateEmail, validatePkceParams } from './validation.js';

const phoneDisabled = () => badRequest('phone_provider_disabled', 'Phone logins are disabled');

/** The flow_state authentication_method /verify looks up for each mail. */
const FLOW_METHOD: Partial<Record<EmailAction, string>> = {
  signup: 'email/signup',
  magiclink: 'magiclink',
};

/**
 * POST /otp `{email, data?, create_user?}` (signInWithOtp): a magic link and code for a known
 * address, or (when sign-ups are allowed) a new unconfirmed user and its confirmation mail.
 * Every request counts against the address's interval and the project's e-mail budget, known
 * address or not. With `create_user: false` an unknown address gets the same 200 `{}` as a known
 * one and no mail (GoTrue answers 422 otp_disabled, which tells who has an account).
 */
export async function handleOtp(context: AuthContext, request: EmuRequest): Promise<EmuResponse> {
  const body = readJsonBody(request);
  const rawEmail = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  const data = objectField(body, 'data') ?? {};
  const createUser = body.create_user === undefined || body.create_user === null ? true : body.create_user === true;
  const pkce = validatePkceParams(stringField(body, 'code_challenge'), stringField(body, 'code_challenge_method'));
  if (rawEmail === '' && phone === '') throw validationFailed('An email address or phone number is required');
  if (rawEmail !== '' && phone !== '')
    throw validationFailed('Only an email address or phone number should be provided');
  if (phone !== '') throw phoneDisabled();
  const email = validateEmail(rawEmail);
  const redirectTo = allowedRedirect(context, request.url.searchParams.get('redirect_to'));
  const { maxFrequency } = context.config.project.auth.email;
  context.guards.mailTo(email, 'recovery');

  const issued = await context.pg.transaction(async (tx) => {
    let user = await findUserRowByEmail(tx, email);
    if (!user) {
      if (!createUser) return null;
      if (!context.config.project.auth.enableSignup) {
        throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
      }
      const id = await createAuthUser(tx, {
        email,
        phone: null,
        passwordHash: null,
        emailConfirmed: false,
        phoneConfirmed: false,
        userMetadata: data,
        appMetadata: { provider: 'email', providers: ['email'] },
      });
      user = await findUserRowByEmail(tx, email);
      if (!user) throw new Error(`user ${id} vanished`);
    }
    const action: EmailAction = user.email_confirmed_at === null ? 'signup' : 'magiclink';
    checkSentInterval(action === 'signup' ? user.confirmation_sent_at : user.recovery_sent_at, maxFrequency);
    const method = FLOW_METHOD[action];
    if (pkce && method) {
      await createFlowState(tx, { providerType: 'email', authenticationMethod: method, pkce, userId: user.id });
    }
    return { action, token: await issueEmailToken(tx, user.id, user.email ?? email, action, pkce !== null) };
  });
  if (issued) {
    sendActionMail(context, email, issued.action, verifyLink(context, issued.token, redirectTo), issued.token.otp);
  }
  return json(200, {});
}

const RESEND_TYPES = ['signup', 'email_change', 'sms', 'phone_change'];

/**
 * POST /resend `{type, email}`: sends the pending confirmation (or e-mail change) mail again.
 * Unknown addresses and confirmed accounts get the same 200 `{}` with no mail, as in GoTrue; each
 * request counts against the address's interval and the e-mail budget, and a user's mail of one
 * kind goes out again only after `max_frequency`.
 */
export async function handleResend(context: AuthContext, request: EmuRequest): Promise<EmuResponse> {
  const body = readJsonBody(request);
  const type = stringField(body, 'type');
  if (!RESEND_TYPES.includes(type)) {
    throw validationFailed('Missing one of these types: signup, email_change, sms, phone_change');
  }
  if (type === 'sms' || type === 'phone_change') throw phoneDisabled();
  const email = validateEmail(stringField(body, 'email'));
  const pkce = validatePkceParams(stringField(body, 'code_challenge'), stringField(body, 'code_challenge_method'));
  const redirectTo = allowedRedirect(context, request.url.searchParams.get('redirect_to'));
  const { maxFrequency } = context.config.project.auth.email;
  context.guards.mailTo(email, type === 'signup' ? 'signup' : 'email_change');

  const mails = await context.pg.transaction(async (tx) => {
    const user = await findUserRowByEmail(tx, email);
    if (!user) return null;
    if (type === 'signup') {
      if (user.email_confirmed_at !== null) return null;
      checkSentInterval(user.confirmation_sent_at, maxFrequency);
      if (pkce) {
        await createFlowState(tx, {
          providerType: 'email',
          authenticationMethod: 'email/signup',
          pkce,
          userId: user.id,
        });
      }
      const token = await issueEmailToken(tx, user.id, email, 'signup', pkce !== null);
      return [{ to: email, action: 'signup' as const, token }];
    }
    const newEmail = user.email_change ?? '';
    if (newEmail === '') return null;
    checkSentInterval(user.email_change_sent_at, maxFrequency);
    if (pkce) {
      await createFlowState(tx, { providerType: 'email', authenticationMethod: 'email_change', pkce, userId: user.id });
    }
    return startEmailChange(tx, user, newEmail, context.config.project.auth.email.doubleConfirmChanges, pkce !== null);
  });
  for (const mail of mails ?? []) {
    sendActionMail(context, mail.to, mail.action, verifyLink(context, mail.token, redirectTo), mail.token.otp);
  }
  return json(200, {});
}

/**
 * GET /reauthenticate: mails a code (the nonce for a later password change) to the signed-in
 * user, once per `max_frequency` and within the e-mail budget.
 */
export async function handleReauthenticate(context: AuthContext, request: EmuRequest): Promise<EmuResponse> {
  const caller = await authenticate(context, request);
  const email = caller.user.row.email ?? '';
  const phone = caller.user.row.phone ?? '';
  if (email === '' && phone === '') {
    throw unprocessable(
      'reauthentication_not_valid',
      'Reauthentication requires the user to have an email or a phone number',
    );
  }
  if (email === '') throw phoneDisabled();
  if (caller.user.row.email_confirmed_at === null) {
    throw unprocessable('email_not_confirmed', 'Please verify your email first.');
  }
  const sent = await firstRow<{ sent_at: Date | null }>(
    context.pg,
    `select reauthentication_sent_at as sent_at from auth.users where id = $1`,
    [caller.user.row.id],
  );
  checkSentInterval(sent?.sent_at ?? null, context.config.project.auth.email.maxFrequency);
  context.guards.mailTo(email, 'reauthentication');
  const token = newLinkToken();
  await context.pg.query(
    `update auth.users set reauthentication_token = $2, reauthentication_sent_at = now(), updated_at = now() where id = $1`,
    [caller.user.row.id, token],
  );
  sendReauthenticationMail(context, email, codeFor(token));
  return json(200, {});
}
