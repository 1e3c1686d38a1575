import { randomUUID } from 'node:crypto';
import { html, redirect, type EmulatorContext, type EmuRequest, type EmuResponse } from '../http/types.js';
import { issueEmailToken, sendActionMail, verifyLink } from './email-tokens.js';
import { AuthError, unprocessable, validationFailed } from './errors.js';
import { createFlowState, findFlowStateById, isFlowStateExpired, issueAuthCode } from './flow-state.js';
import type { AuthContext } from './guards.js';
import { createOAuthAccount, identityData, providerUserId, upsertOAuthUser } from './oauth-identity.js';
import { PROVIDER_NAMES, renderAvatarSvg, renderSignInPage, type SignInPage } from './oauth-page.js';
import type { JsonObject } from './body.js';
import { decodeState, encodeState, isOAuthProvider, type OAuthProvider, type OAuthState } from './oauth-state.js';
import { allowedRedirect, codeRedirect, errorRedirect, sessionRedirect } from './redirects.js';
import { amrEntry, signInUser } from './sessions.js';
import { localProviderToken } from './token.js';
import { validateEmail, validatePkceParams } from './validation.js';

const NO_STORE = { 'cache-control': 'no-store' };

const providerNotEnabled = (): AuthError => validationFailed('Unsupported provider: provider is not enabled');

/** `[auth.external.<provider>] enabled` in config.toml. */
function isEnabled(context: EmulatorContext, provider: OAuthProvider): boolean {
  return context.config.project.auth.external[provider];
}

/** GET /authorize?provider=google|github&redirect_to&code_challenge&code_challenge_method → the local sign-in page. */
export async function handleAuthorize(context: EmulatorContext, request: EmuRequest): Promise<EmuResponse> {
  const params = request.url.searchParams;
  const provider = params.get('provider') ?? '';
  if (!isOAuthProvider(provider) || !isEnabled(context, provider)) throw providerNotEnabled();
  const redirectTo = allowedRedirect(context, params.get('redirect_to'));
  const pkce = validatePkceParams(params.get('code_challenge') ?? '', params.get('code_challenge_method') ?? '');
  let flowId: string | null = null;
  if (pkce) {
    const flow = await createFlowState(context.pg, {
      providerType: provider,
      authenticationMethod: 'oauth',
      pkce,
      userId: null,
    });
    flowId = flow?.id ?? null;
  }
  const state = encodeState({ provider, redirectTo, flowId }, context.config.jwtSecret);
  return html(200, renderSignInPage({ provider, state, redirectTo, ...pageMode(context) }), NO_STORE);
}

function pageMode(context: EmulatorContext): Pick<SignInPage, 'testIdentities' | 'identities' | 'confirmations'> {
  const auth = context.config.project.auth;
  return {
    testIdentities: auth.oauthTestIdentities,
    identities: auth.oauthIdentities,
    confirmations: auth.email.enableConfirmations,
  };
}

function callbackFields(request: EmuRequest): URLSearchParams {
  if (request.method === 'GET') return request.url.searchParams;
  const type = request.headers['content-type'] ?? '';
  if (type.includes('application/json')) {
    try {
      const parsed: unknown = JSON.parse(request.body.toString('utf8'));
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
        const fields = new URLSearchParams();
        for (const [key, value] of Object.entries(parsed)) if (typeof value === 'string') fields.set(key, value);
        return fields;
      }
    } catch {
      return new URLSearchParams();
    }
    return new URLSearchParams();
  }
  return new URLSearchParams(request.body.toString('utf8'));
}

/** Trims a form field, drops control characters (they have no place in a name) and caps its length. */
function clean(text: string | null, limit: number): string {
  return (text ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, limit);
}

/**
 * GET|POST /callback — the sign-in page posts the chosen identity here. Like GoTrue's callback it
 * answers 302: implicit flow → session in the fragment; PKCE → `?code=`; failures → error fragment.
 */
export async function handleCallback(context: AuthContext, request: EmuRequest): Promise<EmuResponse> {
  const fields = callbackFields(request);
  const state = decodeState(fields.get('state') ?? '', context.config.jwtSecret);
  if (!state) {
    const error = new AuthError(400, 'bad_oauth_state', 'OAuth state parameter is invalid or has expired');
    return redirect(errorRedirect(context.config.siteUrl, error, false), 302);
  }
  const pkce = state.flowId !== null;
  if (!isEnabled(context, state.provider))
    return redirect(errorRedirect(state.redirectTo, providerNotEnabled(), pkce), 302);
  if (fields.get('cancel')) {
    const error = new AuthError(403, 'access_denied', 'The user cancelled the sign-in');
    return redirect(errorRedirect(state.redirectTo, error, pkce), 302);
  }
  const name = clean(fields.get('name'), 120);
  const rawEmail = clean(fields.get('email'), 255);
  let email: string;
  try {
    email = validateEmail(rawEmail);
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    const page = {
      provider: state.provider,
      state: fields.get('state') ?? '',
      redirectTo: state.redirectTo,
      ...pageMode(context),
    };
    return html(400, renderSignInPage({ ...page, error: error.message, name, email: rawEmail }), NO_STORE);
  }
  try {
    return redirect(await completeSignIn(context, state, name || (email.split('@')[0] ?? email), email), 302);
  } catch (error) {
    if (error instanceof AuthError) return redirect(errorRedirect(state.redirectTo, error, pkce), 302);
    throw error;
  }
}

/**
 * Signs the typed identity in. The page cannot prove that the person owns the address, so by
 * default it is an unverified provider e-mail as GoTrue treats one: a new identity (a fresh
 * provider id each time) and a new account, never linked to an existing one; the account gets
 * the address only if no other account has it, and with `enable_confirmations` it is signed in
 * only through the confirmation mail. With `oauthTestIdentities` the address counts as verified
 * by the provider: the same address is the same identity and links to the account that has it.
 */
async function completeSignIn(context: AuthContext, state: OAuthState, name: string, email: string): Promise<string> {
  const { provider } = state;
  const verified = context.config.project.auth.oauthTestIdentities;
  const providerId = providerUserId(provider, verified ? email : randomUUID());
  const avatarUrl = `${context.config.apiUrl}/auth/v1/local-avatar/${providerId}.svg?name=${encodeURIComponent(name)}`;
  const data = identityData(provider, { name, email }, providerId, avatarUrl, verified);
  const flow = state.flowId ? await findFlowStateById(context.pg, state.flowId) : null;
  if (state.flowId) {
    if (!flow) throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    if (isFlowStateExpired(flow)) {
      throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
    }
  }
  const userId = verified
    ? await context.pg.transaction(async (tx) => {
        const id = await upsertOAuthUser(tx, provider, providerId, data, email);
        if (flow) await issueAuthCode(tx, flow.id, id);
        return id;
      })
    : await signInUnverified(context, state, { providerId, data, email, flowId: flow?.id ?? null });
  if (flow) return codeRedirect(state.redirectTo, flow.auth_code);
  const session = await signInUser(context, userId, amrEntry('oauth'));
  return sessionRedirect(state.redirectTo, session, { provider_token: localProviderToken(provider) });
}

interface UnverifiedIdentity {
  providerId: string;
  data: JsonObject;
  email: string;
  flowId: string | null;
}

/**
 * GoTrue's createAccountFromExternalIdentity for a provider e-mail that is not verified: a new
 * account, confirmed at once only with auto-confirm; otherwise the address (when the account got
 * it) is sent a confirmation mail and the sign-in ends with 422 provider_email_needs_verification.
 */
async function signInUnverified(
  context: AuthContext,
  state: OAuthState,
  identity: UnverifiedIdentity,
): Promise<string> {
  const auth = context.config.project.auth;
  if (!auth.enableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
  const autoconfirm = !auth.email.enableConfirmations;
  const providerName = PROVIDER_NAMES[state.provider];
  if (!autoconfirm) context.guards.mailTo(identity.email, 'signup');
  const created = await context.pg.transaction(async (tx) => {
    const account = await createOAuthAccount(tx, state.provider, identity, autoconfirm);
    if (autoconfirm) {
      if (identity.flowId) await issueAuthCode(tx, identity.flowId, account.id);
      return { account, token: null };
    }
    if (account.email === null) return { account, token: null };
    return { account, token: await issueEmailToken(tx, account.id, account.email, 'signup') };
  });
  if (autoconfirm) return created.account.id;
  if (created.token && created.account.email) {
    const link = verifyLink(context, created.token, state.redirectTo);
    sendActionMail(context, created.account.email, 'signup', link, created.token.otp);
    throw unprocessable(
      'provider_email_needs_verification',
      `Unverified email with ${providerName}. A confirmation email has been sent to your ${providerName} email`,
    );
  }
  throw unprocessable(
    'provider_email_needs_verification',
    `Unverified email with ${providerName}. Verify the email with ${providerName} in order to sign in`,
  );
}

/** GET /local-avatar/<id>.svg?name= — the avatar_url given to local OAuth users. */
export function handleAvatar(_context: EmulatorContext, request: EmuRequest, params: string[]): Promise<EmuResponse> {
  const name = clean(request.url.searchParams.get('name'), 120) || '?';
  const svg = renderAvatarSvg(name, params[0] ?? name);
  return Promise.resolve({
    status: 200,
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
    body: svg,
  });
}
