import type { EmulatorContext } from '../http/types.js';
import { compileRedirectGlob } from './redirect-glob.js';
import type { TokenResponse } from './sessions.js';

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

const compiled = new Map<string, RegExp>();
function globFor(pattern: string): RegExp {
  let regex = compiled.get(pattern);
  if (!regex) {
    regex = compileRedirectGlob(pattern);
    compiled.set(pattern, regex);
  }
  return regex;
}

/** Control characters and spaces are never part of a URL; browsers would strip or reinterpret them. */
function hasControlOrSpace(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** True when `candidate` is on the site URL (same scheme, host and port) or matches an allow-list glob. */
export function isRedirectAllowed(siteUrl: string, allowList: readonly string[], candidate: string): boolean {
  if (hasControlOrSpace(candidate)) return false;
  const url = parseUrl(candidate);
  if (!url || url.username || url.password) return false;
  const site = parseUrl(siteUrl);
  if (site && url.protocol === site.protocol && url.host === site.host) return true;
  const withoutFragment = candidate.split('#')[0] ?? candidate;
  return allowList.some((pattern) => globFor(pattern).test(withoutFragment));
}

/**
 * config.toml's redirect allow-list: the site URL's origin and `additional_redirect_urls` (GoTrue's
 * glob rules). Anything else falls back to the site URL, as GoTrue does.
 */
export function allowedRedirect(context: EmulatorContext, candidate: string | null | undefined): string {
  const siteUrl = context.config.siteUrl;
  if (!candidate) return siteUrl;
  const { additionalRedirectUrls } = context.config.project.auth;
  return isRedirectAllowed(siteUrl, additionalRedirectUrls, candidate) ? candidate : siteUrl;
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
