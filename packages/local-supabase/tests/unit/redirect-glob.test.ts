import { describe, expect, it } from 'vitest';
import { compileRedirectGlob } from '../../src/auth/redirect-glob.js';
import { isRedirectAllowed } from '../../src/auth/redirects.js';

const SITE = 'http://127.0.0.1:5173';

describe("GoTrue's redirect glob rules", () => {
  it.each([
    ['http://localhost:5173/**', 'http://localhost:5173/a/b?c=1', true],
    ['http://localhost:5173/**', 'http://localhost:51730/a', false],
    ['http://localhost:5173/*', 'http://localhost:5173/a', true],
    ['http://localhost:5173/*', 'http://localhost:5173/a/b', false],
    ['https://*.example.in/**', 'https://preview-1.example.in/x', true],
    ['https://*.example.in/**', 'https://a.b.example.in/x', false],
    ['https://app.example.in/callback', 'https://app.example.in/callback', true],
    ['https://app.example.in/callback', 'https://app.example.in/callback/x', false],
    ['https://app?.example.in', 'https://app2.example.in', true],
    ['https://app[!0-9].example.in', 'https://app2.example.in', false],
    ['https://{app,www}.example.in/**', 'https://www.example.in/', true],
    ['https://{app,www}.example.in/**', 'https://api.example.in/', false],
    ['https://example.in/\\*', 'https://example.in/*', true],
    ['https://example.in/\\*', 'https://example.in/x', false],
  ])('%s against %s: %s', (pattern, url, expected) => {
    expect(compileRedirectGlob(pattern).test(url)).toBe(expected);
  });

  it('matches without the fragment and refuses control characters and credentials', () => {
    const list = ['https://app.example.in/callback'];
    expect(isRedirectAllowed(SITE, list, 'https://app.example.in/callback#x=1')).toBe(true);
    expect(isRedirectAllowed(SITE, list, '\thttps://app.example.in/callback')).toBe(false);
    expect(isRedirectAllowed(SITE, list, `${SITE}/a b`)).toBe(false);
    expect(isRedirectAllowed(SITE, list, 'http://user:pw@127.0.0.1:5173/')).toBe(false);
  });
});
