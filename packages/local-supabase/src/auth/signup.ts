import { randomUUID } from 'node:crypto';
import { json, type EmulatorContext, type EmuRequest, type EmuResponse } from '../http/types.js';
import { objectField, readJsonBody, stringField, type JsonObject } from './body.js';
import { AuthError, badRequest, unprocessable, validationFailed } from './errors.js';
import { createAuthUser } from './admin-users-db.js';
import { amrEntry, signInUser } from './sessions.js';
import { findUserRowByEmail, insertIdentity, insertUser, loadAuthUserById, type UserRow } from './users.js';
import { issueEmailToken, sendActionMail, verifyLink } from './email-tokens.js';
import { createFlowState } from './flow-state.js';
import { checkSentInterval, type AuthContext } from './guards.js';
import { allowedRedirect } from './redirects.js';
import { userJson } from './user-json.js';
import { checkPasswordStrength } from './password-policy.js';
import { hashPassword } from './passwords.js';
import { validateEmail, validatePkceParams, type PkceParams } from './validation.js';

/**
 * A trigger on auth.users (e.g. one creating the profile row) refused the new user: GoTrue answers
 * 500 unexpected_failure "Database error saving new user" and never shows the cause.
 */
function databaseRefusal(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !/^(23|P0|22)/.test(code)) return error;
  return new AuthError(500, 'unexpected_failure', 'Database error saving new user');
}

/**
 * POST /signup. With `enable_confirmations` off a new user gets a session at once and an existing
 * address is 422 user_already_exists; on, see signUpUnconfirmed.
 */
export async function handleSignup(context: AuthContext, request: EmuRequest): Promise<EmuResponse> {
  const body = readJsonBody(request);
  const email = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  const password = stringField(body, 'password');
  const data = objectField(body, 'data') ?? {};
  const codeChallenge = stringField(body, 'code_challenge');
  const codeChallengeMethod = stringField(body, 'code_challenge_method');

  if (email === '' && phone === '') return anonymousSignIn(context, data);
  if (!context.config.project.auth.enableSignup) {
    throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  }
  if (password === '') throw validationFailed('Signup requires a valid password');
  checkPasswordStrength(context.config.project.auth, password);
  if (email !== '' && phone !== '') {
    throw validationFailed('Only an email address or phone number should be provided on signup.');
  }
  const pkce = validatePkceParams(codeChallenge, codeChallengeMethod);
  if (email === '') {
    if (phone !== '') throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
    throw validationFailed('Sign up only available with email provider');
  }
  const address = validateEmail(email);
  if (context.config.project.auth.email.enableConfirmations) {
    const redirectTo = allowedRedirect(context, request.url.searchParams.get('redirect_to'));
    return signUpUnconfirmed(context, { address, password, data, pkce, redirectTo });
  }

  const passwordHash = await hashPassword(password);
  const userId = await context.pg.transaction(async (tx) => {
    if (await findUserRowByEmail(tx, address)) {
      throw unprocessable('user_already_exists', 'User already registered');
    }
    const id = await insertUser(tx, {
      email: address,
      passwordHash,
      appMetadata: { provider: 'email', providers: ['email'] },
      userMetadata: { ...data, email_verified: true },
    }).catch((error: unknown) => {
      throw databaseRefusal(error);
    });
    const identityData: JsonObject = { ...data, sub: id, email: address, email_verified: true, phone_verified: false };
    await insertIdentity(tx, { userId: id, provider: 'email', providerId: id, data: identityData });
    return id;
  });
  return json(200, await signInUser(context, userId, amrEntry('password')));
}

/** POST /signup without e-mail or phone: an anonymous user, when config.toml enables it. */
async function anonymousSignIn(context: EmulatorContext, data: JsonObject): Promise<EmuResponse> {
  if (!context.config.project.auth.enableAnonymousSignIns) {
    throw unprocessable('anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  const id = await context.pg.transaction((tx) =>
    createAuthUser(tx, {
      email: null,
      phone: null,
      passwordHash: null,
      emailConfirmed: false,
      phoneConfirmed: false,
      anonymous: true,
      userMetadata: data,
      appMetadata: {},
    }),
  );
  return json(200, await signInUser(context, id, amrEntry('anonymous')));
}

interface PendingSignUp {
  address: string;
  password: string;
  data: JsonObject;
  pkce: PkceParams | null;
  redirectTo: string;
}

/**
 * GoTrue's sign-up with mail confirmations: 200 with the user and no session, and a confirmation
 * mail. An unconfirmed account of the address is left as it is (its password unchanged) and gets
 * the mail again, once per `max_frequency`. A confirmed account gets no mail and the caller an
 * obfuscated user (a random id, no identities), the same shape a new address gets, after the
 * same bcrypt work, so the answer does not tell who has an account.
 */
async function signUpUnconfirmed(context: AuthContext, signUp: PendingSignUp): Promise<EmuResponse> {
  const { address, password, data, pkce } = signUp;
  // Counted for every address, new or taken, so the limit tells nothing about who has an account.
  context.guards.mailTo(address, 'signup');
  // Hashed for every address, so the time of the answer tells nothing either.
  const passwordHash = await hashPassword(password);
  const outcome = await context.pg.transaction(async (tx) => {
    const existing = await findUserRowByEmail(tx, address);
    if (existing?.email_confirmed_at) return { kind: 'confirmed' as const, existing };
    let id = existing?.id ?? null;
    if (id === null) {
      id = await createAuthUser(tx, {
        email: address,
        phone: null,
        passwordHash,
        emailConfirmed: false,
        phoneConfirmed: false,
        userMetadata: { ...data, email_verified: false },
        appMetadata: { provider: 'email', providers: ['email'] },
      }).catch((error: unknown) => {
        throw databaseRefusal(error);
      });
    } else {
      checkSentInterval(existing?.confirmation_sent_at ?? null, context.config.project.auth.email.maxFrequency);
    }
    if (pkce) {
      await createFlowState(tx, { providerType: 'email', authenticationMethod: 'email/signup', pkce, userId: id });
    }
    return { kind: 'pending' as const, id, token: await issueEmailToken(tx, id, address, 'signup', pkce !== null) };
  });
  if (outcome.kind === 'confirmed') return json(200, obfuscatedUser(outcome.existing, address, data));
  sendActionMail(context, address, 'signup', verifyLink(context, outcome.token, signUp.redirectTo), outcome.token.otp);
  const user = await loadAuthUserById(context.pg, outcome.id);
  if (!user) throw new Error(`user ${outcome.id} vanished`);
  return json(200, userJson(user));
}

/** GoTrue's sanitizeUser: what sign-up answers for an address a confirmed account already has. */
function obfuscatedUser(row: UserRow, address: string, data: JsonObject): JsonObject {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: row.aud ?? 'authenticated',
    role: '',
    email: address,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
