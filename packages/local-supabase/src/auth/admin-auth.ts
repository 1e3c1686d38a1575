import type { EmulatorContext, EmuRequest } from '../http/types.js';
import { bearerToken, verifyJwt } from '../jwt.js';
import { AuthError, forbidden } from './errors.js';

const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

/** GoTrue's requireAdmin: a valid JWT whose role is an admin role (the service-role key). */
export async function requireAdmin(context: EmulatorContext, request: EmuRequest): Promise<void> {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const verified = await verifyJwt(token, context.config.jwtKeys);
  if (!verified.ok) {
    throw forbidden('bad_jwt', 'invalid JWT: unable to parse or verify signature, token is malformed');
  }
  if (!ADMIN_ROLES.has(verified.claims.role)) throw forbidden('not_admin', 'User not allowed');
}
