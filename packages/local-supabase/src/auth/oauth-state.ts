import { createHmac, timingSafeEqual } from 'node:crypto';
import { isJsonObject } from './body.js';
import { FLOW_STATE_TTL_SECONDS } from './flow-state.js';
import { nowSeconds } from './sessions.js';

export type OAuthProvider = 'google' | 'github';

export function isOAuthProvider(value: string): value is OAuthProvider {
  return value === 'google' || value === 'github';
}

/** What the local sign-in page carries from /authorize to /callback (GoTrue's OAuth `state`). */
export interface OAuthState {
  provider: OAuthProvider;
  redirectTo: string;
  /** The PKCE flow_state id, or null in the implicit flow. */
  flowId: string | null;
  expiresAt: number;
}

function signature(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(`oauth-state.${payload}`).digest('base64url');
}

/** An HMAC-signed, expiring token, so the page cannot be used to forge a redirect or flow. */
export function encodeState(state: Omit<OAuthState, 'expiresAt'>, secret: string): string {
  const payload = Buffer.from(
    JSON.stringify({ ...state, expiresAt: nowSeconds() + FLOW_STATE_TTL_SECONDS }),
    'utf8',
  ).toString('base64url');
  return `${payload}.${signature(payload, secret)}`;
}

export function decodeState(token: string, secret: string): OAuthState | null {
  const [payload, mac, ...rest] = token.split('.');
  if (!payload || !mac || rest.length > 0) return null;
  const expected = Buffer.from(signature(payload, secret));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isJsonObject(parsed)) return null;
  const { provider, redirectTo, flowId, expiresAt } = parsed;
  if (typeof provider !== 'string' || !isOAuthProvider(provider)) return null;
  if (typeof redirectTo !== 'string' || typeof expiresAt !== 'number') return null;
  if (flowId !== null && typeof flowId !== 'string') return null;
  if (expiresAt < nowSeconds()) return null;
  return { provider, redirectTo, flowId, expiresAt };
}
