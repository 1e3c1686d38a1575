import type { EmulatorContext, EmuRequest } from '../http/types.js';
import { bearerToken, verifyJwt, type JwtClaims } from '../jwt.js';
import { isUuid } from './db.js';
import { AuthError, forbidden } from './errors.js';
import { findSession, type SessionRow } from './sessions.js';
import { isBanned, loadAuthUserById, type AuthUser } from './users.js';

export interface Caller {
  claims: JwtClaims;
  user: AuthUser;
  /** Null only for tokens without a session_id claim (e.g. hand-made service tokens). */
  session: SessionRow | null;
}

const JWT_ERROR_PREFIX = 'invalid JWT: unable to parse or verify signature, ';

/** GoTrue's requireAuthentication: Bearer JWT → verified claims → user (and session) rows. */
export async function authenticate(context: EmulatorContext, request: EmuRequest): Promise<Caller> {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const verified = await verifyJwt(token, context.config.jwtKeys);
  if (!verified.ok) {
    const detail = verified.reason === 'expired' ? 'token has invalid claims: token is expired' : 'token is malformed';
    throw forbidden('bad_jwt', `${JWT_ERROR_PREFIX}${detail}`);
  }
  const { claims } = verified;
  const subject = typeof claims.sub === 'string' ? claims.sub : '';
  if (subject === '') throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!isUuid(subject)) throw new AuthError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await loadAuthUserById(context.pg, subject);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');

  let session: SessionRow | null = null;
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : '';
  if (sessionId !== '' && sessionId !== '00000000-0000-0000-0000-000000000000') {
    if (!isUuid(sessionId)) throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
    session = await findSession(context.pg, sessionId);
    if (!session) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  if (isBanned(user.row)) throw forbidden('user_banned', 'User is banned');
  return { claims, user, session };
}
