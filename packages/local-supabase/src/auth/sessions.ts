import { randomBytes, randomUUID } from 'node:crypto';
import type { EmulatorContext } from '../http/types.js';
import { signJwt } from '../jwt.js';
import type { JsonObject } from './body.js';
import { firstRow, type Db } from './db.js';
import { userJson } from './user-json.js';
import { AUDIENCE, loadAuthUserById, type AuthUser } from './users.js';

export interface AmrEntry {
  method: string;
  timestamp: number;
  provider?: string;
}

export interface SessionRow {
  id: string;
  user_id: string;
  aal: string;
  amr: AmrEntry[];
  factor_id: string | null;
  created_at: Date;
}

const SESSION_COLUMNS = 'id, user_id, aal, amr, factor_id, created_at';

export function findSession(db: Db, id: string): Promise<SessionRow | null> {
  return firstRow<SessionRow>(db, `select ${SESSION_COLUMNS} from auth.sessions where id = $1`, [id]);
}

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** An opaque refresh token (GoTrue's legacy format: a short random alphanumeric string). */
export function newRefreshToken(length = 22): string {
  const bytes = randomBytes(length);
  let token = '';
  for (const byte of bytes) token += ALPHANUMERIC.charAt(byte % ALPHANUMERIC.length);
  return token;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export async function insertRefreshToken(
  tx: Db,
  token: { userId: string; sessionId: string; parent: string | null },
): Promise<string> {
  const value = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, false, now(), now(), $3, $4)`,
    [value, token.userId, token.parent, token.sessionId],
  );
  return value;
}

/** Starts a session (aal1) for `userId` signed in by `method`; returns it with its first refresh token. */
export async function createSession(
  tx: Db,
  userId: string,
  amr: AmrEntry,
): Promise<{ session: SessionRow; refreshToken: string }> {
  const session = await firstRow<SessionRow>(
    tx,
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, amr)
     values ($1, $2, now(), now(), 'aal1', $3::jsonb) returning ${SESSION_COLUMNS}`,
    [randomUUID(), userId, JSON.stringify([amr])],
  );
  if (!session) throw new Error('session insert returned no row');
  await tx.query(`update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`, [userId]);
  const refreshToken = await insertRefreshToken(tx, { userId, sessionId: session.id, parent: null });
  return { session, refreshToken };
}

export function amrEntry(method: string, provider?: string): AmrEntry {
  return provider ? { method, timestamp: nowSeconds(), provider } : { method, timestamp: nowSeconds() };
}

/** The access-token claims GoTrue issues (backend-contract §2.15). */
export function accessTokenClaims(context: EmulatorContext, user: AuthUser, session: SessionRow): JsonObject {
  const iat = nowSeconds();
  const amr = [...session.amr].sort((a, b) => b.timestamp - a.timestamp);
  return {
    iss: `${context.config.apiUrl}/auth/v1`,
    sub: user.row.id,
    aud: AUDIENCE,
    exp: iat + context.config.project.auth.jwtExpiry,
    iat,
    email: user.row.email ?? '',
    phone: user.row.phone ?? '',
    app_metadata: user.row.raw_app_meta_data ?? {},
    user_metadata: user.row.raw_user_meta_data ?? {},
    role: user.row.role ?? AUDIENCE,
    aal: session.aal,
    amr,
    session_id: session.id,
    is_anonymous: user.row.is_anonymous,
  };
}

export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: JsonObject;
  provider_token?: string;
  weak_password?: { reasons: string[]; message: string };
}

export async function tokenResponse(
  context: EmulatorContext,
  user: AuthUser,
  session: SessionRow,
  refreshToken: string,
): Promise<TokenResponse> {
  const claims = accessTokenClaims(context, user, session);
  const accessToken = await signJwt(claims, context.config.jwtKeys);
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: context.config.project.auth.jwtExpiry,
    expires_at: Number(claims.exp),
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/** Ends every session of a user (logout scope=global, password change without a session). */
export async function endAllSessions(tx: Db, userId: string, exceptSessionId: string | null = null): Promise<void> {
  await tx.query(`delete from auth.sessions where user_id = $1 and ($2::uuid is null or id <> $2::uuid)`, [
    userId,
    exceptSessionId,
  ]);
  await tx.query(
    `delete from auth.refresh_tokens where user_id = $1 and ($2::uuid is null or session_id is distinct from $2::uuid)`,
    [userId, exceptSessionId],
  );
}

/** Creates a session for a user and returns the token response to send. */
export async function signInUser(context: EmulatorContext, userId: string, amr: AmrEntry): Promise<TokenResponse> {
  const { session, refreshToken } = await context.pg.transaction((tx) => createSession(tx, userId, amr));
  const user = await loadAuthUserById(context.pg, userId);
  if (!user) throw new Error('signed-in user vanished');
  return tokenResponse(context, user, session, refreshToken);
}
