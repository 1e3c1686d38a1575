import { randomBytes } from 'node:crypto';
import { json, type EmulatorContext, type EmuRequest, type EmuResponse } from '../http/types.js';
import { readJsonBody, stringField } from './body.js';
import { firstRow, type Db } from './db.js';
import { AuthError, badRequest, notFound, unprocessable, validationFailed } from './errors.js';
import { findFlowStateByAuthCode, isFlowStateExpired, pkceMatches } from './flow-state.js';
import {
  amrEntry,
  findSession,
  insertRefreshToken,
  signInUser,
  tokenResponse,
  type TokenResponse,
} from './sessions.js';
import { findUserRowByEmail, findUserRowByPhone, isBanned, loadAuthUserById, passwordMatches } from './users.js';
import { passwordWeakness } from './password-policy.js';
import { checkPassword } from './passwords.js';
import { idTokenGrant, web3Grant } from './disabled.js';

/** GoTrue's default refresh-token reuse interval (seconds). */
export const REFRESH_TOKEN_REUSE_INTERVAL_SECONDS = 10;

const INVALID_LOGIN = 'Invalid login credentials';

/** POST /token?grant_type=password|refresh_token|pkce */
export async function handleToken(context: EmulatorContext, request: EmuRequest): Promise<EmuResponse> {
  const grantType = request.url.searchParams.get('grant_type') ?? '';
  switch (grantType) {
    case 'password':
      return json(200, await passwordGrant(context, request));
    case 'refresh_token':
      return json(200, await refreshTokenGrant(context, request));
    case 'pkce':
      return json(200, await pkceGrant(context, request));
    case 'web3':
      return web3Grant(request);
    case 'id_token':
      return idTokenGrant(request);
    default:
      throw badRequest('invalid_credentials', 'unsupported_grant_type');
  }
}

async function passwordGrant(context: EmulatorContext, request: EmuRequest): Promise<TokenResponse> {
  const body = readJsonBody(request);
  const email = stringField(body, 'email');
  const phone = stringField(body, 'phone');
  const password = stringField(body, 'password');
  if (email !== '' && phone !== '') {
    throw validationFailed('Only an email address or phone number should be provided on login.');
  }
  if (email === '' && phone === '') throw validationFailed('missing email or phone');

  const row = email !== '' ? await findUserRowByEmail(context.pg, email) : await findUserRowByPhone(context.pg, phone);
  if (!row?.has_password) {
    await dummyPasswordCheck(password);
    throw badRequest('invalid_credentials', INVALID_LOGIN);
  }
  if (isBanned(row)) throw badRequest('user_banned', 'User is banned');
  if (!(await passwordMatches(context.pg, row.id, password))) {
    throw badRequest('invalid_credentials', INVALID_LOGIN);
  }
  if (email !== '' && !row.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
  if (phone !== '' && !row.phone_confirmed_at) throw badRequest('phone_not_confirmed', 'Phone not confirmed');

  const response = await signInUser(context, row.id, amrEntry('password'));
  const weak = passwordWeakness(context.config.project.auth, password);
  return weak ? { ...response, weak_password: weak } : response;
}

/**
 * The bcrypt work a real comparison costs, for an address without an account (or a password), so
 * the time of the answer does not tell whether the address has an account.
 */
async function dummyPasswordCheck(password: string): Promise<void> {
  await checkPassword(password, null);
}

interface RefreshTokenRow {
  token: string;
  user_id: string;
  revoked: boolean;
  updated_at: Date;
  parent: string | null;
  session_id: string | null;
}

type RefreshOutcome =
  { ok: true; sessionId: string; userId: string; refreshToken: string } | { ok: false; error: AuthError };

const refreshTokenNotFound = (): AuthError =>
  badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

/**
 * Rotation as GoTrue does it with legacy (opaque) refresh tokens: each use revokes the token and
 * issues a child. A revoked token may be used again within the reuse interval; if it is the parent
 * of the active token, the active token is handed back. Later reuse revokes the whole session's
 * family (committed) and fails with refresh_token_already_used.
 */
async function rotateRefreshToken(tx: Db, presented: string): Promise<RefreshOutcome> {
  const token = await firstRow<RefreshTokenRow>(
    tx,
    `select token, user_id, revoked, updated_at, parent, session_id from auth.refresh_tokens where token = $1`,
    [presented],
  );
  if (!token) return { ok: false, error: refreshTokenNotFound() };
  const session = token.session_id ? await findSession(tx, token.session_id) : null;
  if (!session) {
    return { ok: false, error: badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found') };
  }
  let issued: string | null = null;
  if (token.revoked) {
    const active = await firstRow<{ token: string; parent: string | null }>(
      tx,
      `select token, parent from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1`,
      [session.id],
    );
    if (active?.parent === token.token) {
      issued = active.token;
    } else if (Date.now() > token.updated_at.getTime() + REFRESH_TOKEN_REUSE_INTERVAL_SECONDS * 1000) {
      await tx.query(
        `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false`,
        [session.id],
      );
      return { ok: false, error: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used') };
    }
  }
  if (issued === null) {
    await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1`, [token.token]);
    issued = await insertRefreshToken(tx, { userId: token.user_id, sessionId: session.id, parent: token.token });
  }
  await tx.query(`update auth.sessions set updated_at = now() where id = $1`, [session.id]);
  return { ok: true, sessionId: session.id, userId: session.user_id, refreshToken: issued };
}

async function refreshTokenGrant(context: EmulatorContext, request: EmuRequest): Promise<TokenResponse> {
  const presented = stringField(readJsonBody(request), 'refresh_token');
  if (presented === '') throw validationFailed('refresh_token required');
  const outcome = await context.pg.transaction((tx) => rotateRefreshToken(tx, presented));
  if (!outcome.ok) throw outcome.error;
  const user = await loadAuthUserById(context.pg, outcome.userId);
  const session = await findSession(context.pg, outcome.sessionId);
  if (!user || !session) throw refreshTokenNotFound();
  if (isBanned(user.row)) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned');
  return tokenResponse(context, user, session, outcome.refreshToken);
}

/** A stand-in for the provider's own access token, which the local sign-in page has none of. */
export function localProviderToken(provider: string): string {
  return `local-${provider}-${randomBytes(18).toString('base64url')}`;
}

const OAUTH_PROVIDER_TYPES = new Set(['google', 'github']);

async function pkceGrant(context: EmulatorContext, request: EmuRequest): Promise<TokenResponse> {
  const body = readJsonBody(request);
  const authCode = stringField(body, 'auth_code');
  const codeVerifier = stringField(body, 'code_verifier');
  if (authCode === '' || codeVerifier === '') {
    throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
  }
  const flow = await findFlowStateByAuthCode(context.pg, authCode);
  if (!flow?.user_id) throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
  if (isFlowStateExpired(flow)) throw unprocessable('flow_state_expired', 'invalid flow state, flow state has expired');
  if (!pkceMatches(flow, codeVerifier)) {
    throw badRequest('bad_code_verifier', 'code challenge does not match previously saved code verifier');
  }
  const consumed = await context.pg.query(`delete from auth.flow_state where id = $1`, [flow.id]);
  if (consumed.affectedRows !== 1) {
    throw notFound('flow_state_not_found', 'invalid flow state, no valid flow state found');
  }
  const isOAuth = OAUTH_PROVIDER_TYPES.has(flow.provider_type);
  const response = await signInUser(context, flow.user_id, amrEntry(flow.authentication_method));
  return isOAuth ? { ...response, provider_token: localProviderToken(flow.provider_type) } : response;
}
