import { paths } from '../config/paths';

/** The query parameter that carries where a person was going when they were asked to sign in. */
export const NEXT_PARAM = 'next';

const AUTH_PAGES: readonly string[] = [paths.signIn, paths.signUp, paths.register, paths.emailConfirmed];

/**
 * A path of this app to go to after signing in: only a same-site path ("/chat?with=3"), never
 * another site ("//evil.test", "https://…") nor a sign-in page itself; anything else is Home.
 */
export function safeNextPath(raw: string | null | undefined, fallback: string = paths.home): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  let url: URL;
  try {
    url = new URL(raw, 'http://mistri.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://mistri.invalid' || AUTH_PAGES.includes(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A sign-in or sign-up address that brings the person back to `next` afterwards. */
export function withNext(authPath: string, next: string): string {
  const target = safeNextPath(next, '');
  return target === '' || target === paths.home ? authPath : `${authPath}?${NEXT_PARAM}=${encodeURIComponent(target)}`;
}

/**
 * Where the link in the confirmation e-mail sends the person: the confirmation page of this site,
 * which goes on to `next` once the link has signed them in.
 */
export function confirmationRedirect(origin: string, next: string): string {
  return `${origin}${withNext(paths.emailConfirmed, next)}`;
}
