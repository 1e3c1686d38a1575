import { json, type EmuRequest, type EmuResponse } from '../http/types.js';
import { readJsonBody, stringField } from './body.js';
import { validationFailed } from './errors.js';
import { createFlowState } from './flow-state.js';
import { checkSentInterval, type AuthContext } from './guards.js';
import { sendRecoveryMail } from './mail.js';
import { codeFor, newLinkToken, storeRecoveryToken } from './otp.js';
import { allowedRedirect } from './redirects.js';
import { findUserRowByEmail } from './users.js';
import { validateEmail, validatePkceParams } from './validation.js';

/**
 * POST /recover[?redirect_to=]. Always 200 `{}` (no account enumeration); for a known address a
 * recovery mail with a /verify link and a 6-digit code lands in the local mailbox.
 */
export async function handleRecover(context: AuthContext, request: EmuRequest): Promise<EmuResponse> {
  const body = readJsonBody(request);
  const rawEmail = stringField(body, 'email');
  const codeChallenge = stringField(body, 'code_challenge');
  const codeChallengeMethod = stringField(body, 'code_challenge_method');
  if (rawEmail === '') throw validationFailed('Password recovery requires an email');
  const email = validateEmail(rawEmail);
  const pkce = validatePkceParams(codeChallenge, codeChallengeMethod);
  const redirectTo = allowedRedirect(context, request.url.searchParams.get('redirect_to'));
  // Counted for every address, known or not, so the limit tells nothing about who has an account.
  context.guards.mailTo(email, 'recovery');

  const user = await findUserRowByEmail(context.pg, email);
  if (!user) return json(200, {});
  checkSentInterval(user.recovery_sent_at, context.config.project.auth.email.maxFrequency);
  const address = user.email ?? email;
  const token = newLinkToken(pkce !== null);
  const otp = codeFor(token);
  await context.pg.transaction(async (tx) => {
    if (pkce) {
      await createFlowState(tx, { providerType: 'recovery', authenticationMethod: 'recovery', pkce, userId: user.id });
    }
    await storeRecoveryToken(tx, user.id, address, token);
  });
  const link = new URL(`${context.config.apiUrl}/auth/v1/verify`);
  link.searchParams.set('token', token);
  link.searchParams.set('type', 'recovery');
  link.searchParams.set('redirect_to', redirectTo);
  sendRecoveryMail(context, address, link.toString(), otp, user.raw_user_meta_data);
  return json(200, {});
}
