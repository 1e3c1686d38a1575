import type { EmulatorContext } from '../http/types.js';
import type { TokenResponse } from './sessions.js';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/**
 * The redirect allow-list of the local stack: any http(s) URL on localhost / 127.0.0.1 (any port)
 * and anything under the site URL. Anything else falls back to the site URL, as GoTrue does.
 */
export function allowedRedirect(context: EmulatorContext, candidate: string | null | undefined): string {
  const siteUrl = context.config.siteUrl;
  if (!candidate) return siteUrl;
  const url = parseUrl(candidate);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return siteUrl;
  if (LOCAL_HOSTS.has(url.hostname)) return url.toString();
  const site = parseUrl(siteUrl);
  if (site && url.origin === site.origin) return url.toString();
  return siteUrl;
}

/** Encodes like Go's url.Values: keys sorted, spaces as '+'. */
export function encodeSorted(values: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(values).sort()) params.set(key, values[key] ?? '');
  return params.toString();
}

/** GoTrue's implicit-flow redirect: the session in the fragment (plus `sb=` marker and extras). */
export function sessionRedirect(redirectTo: string, token: TokenResponse, extra: Record<string, string> = {}): string {
  const base = redirectTo.split('#')[0] ?? redirectTo;
  return `${base}#${encodeSorted({
    ...extra,
    access_token: token.access_token,
    token_type: token.token_type,
    expires_in: String(token.expires_in),
    expires_at: String(token.expires_at),
    refresh_token: token.refresh_token,
    sb: '',
  })}`;
}

/** GoTrue's PKCE redirect: `?code=` added to the query (existing query kept). */
export function codeRedirect(redirectTo: string, code: string): string {
  const url = new URL(redirectTo);
  url.hash = '';
  url.searchParams.set('code', code);
  return url.toString();
}

const OAUTH_ERROR_BY_STATUS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/** GoTrue's error redirect: the error in the fragment, and in the query too for PKCE flows. */
export function errorRedirect(
  redirectTo: string,
  error: { status: number; code: string; message: string },
  pkce: boolean,
): string {
  const url = new URL(redirectTo);
  const details: Record<string, string> = { error_code: error.code, error_description: error.message };
  const oauthError = OAUTH_ERROR_BY_STATUS[error.status];
  if (oauthError) details.error = oauthError;
  if (pkce) for (const [key, value] of Object.entries(details)) url.searchParams.set(key, value);
  url.hash = encodeSorted({ ...details, sb: '' });
  return url.toString();
}
