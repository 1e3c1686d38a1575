import { json, type EmulatorContext, type EmuRequest, type EmuResponse } from '../http/types.js';
import { objectField, readJsonBody, stringField, type JsonObject } from './body.js';
import { AuthError, badRequest, unprocessable, validationFailed } from './errors.js';
import { createAuthUser } from './admin-users-db.js';
import { amrEntry, signInUser } from './sessions.js';
import { findUserRowByEmail, insertIdentity, insertUser } from './users.js';
import { checkPasswordStrength } from './password-policy.js';
import { validateEmail, validatePkceParams } from './validation.js';

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
 * POST /signup. The local stack auto-confirms e-mail (like the CLI's default), so a new user gets
 * a session at once; an existing address is 422 user_already_exists.
 */
export async function handleSignup(context: EmulatorContext, request: EmuRequest): Promise<EmuResponse> {
  const body = readJsonBody(request);
  const email = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  const password = stringField(body, 'password');
  const data = objectField(body, 'data') ?? {};
  const codeChallenge = stringField(body, 'code_challenge');
  const codeChallengeMethod = stringField(body, 'code_challenge_method');

  if (email === '' && phone === '') return anonymousSignIn(context, data);
  if (password === '') throw validationFailed('Signup requires a valid password');
  checkPasswordStrength(context.config.project.auth, password);
  if (email !== '' && phone !== '') {
    throw validationFailed('Only an email address or phone number should be provided on signup.');
  }
  validatePkceParams(codeChallenge, codeChallengeMethod);
  if (email === '') {
    if (phone !== '') throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
    throw validationFailed('Sign up only available with email provider');
  }
  const address = validateEmail(email);

  const userId = await context.pg.transaction(async (tx) => {
    if (await findUserRowByEmail(tx, address)) {
      throw unprocessable('user_already_exists', 'User already registered');
    }
    const id = await insertUser(tx, {
      email: address,
      password,
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
      password: null,
      emailConfirmed: false,
      phoneConfirmed: false,
      anonymous: true,
      userMetadata: data,
      appMetadata: {},
    }),
  );
  return json(200, await signInUser(context, id, amrEntry('anonymous')));
}
