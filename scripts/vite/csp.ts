import type { Plugin } from 'vite';

/**
 * The page's Content-Security-Policy: images only from the app itself, the API (signed profile
 * pictures), data: and blob: (picture previews), so no stored value can make a browser fetch a
 * third party's tracking pixel; no plugins, and no <base> elsewhere.
 */
export function contentSecurityPolicy(apiUrl: string): string {
  let api = '';
  try {
    api = apiUrl ? ` ${new URL(apiUrl).origin}` : '';
  } catch {
    api = '';
  }
  return `img-src 'self' data: blob:${api}; object-src 'none'; base-uri 'self'`;
}

/** Adds the policy as the first element of every page's head (dev server, build, prerendered pages). */
export function csp(apiUrl: string): Plugin {
  const policy = contentSecurityPolicy(apiUrl);
  return {
    name: 'mistri-csp',
    transformIndexHtml: {
      order: 'pre',
      handler: () => [
        { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: policy }, injectTo: 'head-prepend' },
      ],
    },
  };
}
