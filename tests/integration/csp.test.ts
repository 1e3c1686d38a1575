/**
 * Issue 22, finding 14 (the app's part): every page carries a Content-Security-Policy that lets
 * images come only from the app, the API (signed pictures), data: and blob:.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../scripts/vite/csp.js';

let server: ViteDevServer;
const root = join(import.meta.dirname, '../..');

beforeAll(async () => {
  server = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    mode: 'development',
    logLevel: 'silent',
    server: { middlewareMode: true, hmr: false, watch: null },
  });
});

afterAll(async () => {
  await server.close();
});

describe('the content security policy', () => {
  it('allows images from the app, the API origin, data: and blob: only', () => {
    expect(contentSecurityPolicy('http://127.0.0.1:54321/')).toBe(
      "img-src 'self' data: blob: http://127.0.0.1:54321; object-src 'none'; base-uri 'self'",
    );
    expect(contentSecurityPolicy('https://abc.supabase.co')).toContain(
      "img-src 'self' data: blob: https://abc.supabase.co;",
    );
    expect(contentSecurityPolicy('')).toBe("img-src 'self' data: blob:; object-src 'none'; base-uri 'self'");
  });

  it('is in the head of the page the build and the dev server serve, before any content', async () => {
    const html = await server.transformIndexHtml('/', readFileSync(join(root, 'index.html'), 'utf8'));
    const meta = html.indexOf('<meta http-equiv="Content-Security-Policy"');
    expect(meta).toBeGreaterThan(html.indexOf('<head>'));
    expect(meta).toBeLessThan(html.indexOf('<title>'));
    // Vite writes the quotes of 'self' as &#39; in the attribute; browsers read them as quotes.
    const policy = (/http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '').replaceAll(
      '&#39;',
      "'",
    );
    const images = policy.split(';').find((directive) => directive.trim().startsWith('img-src')) ?? '';
    expect(
      images
        .trim()
        .split(/\s+/)
        .slice(1)
        .filter((source) => !["'self'", 'data:', 'blob:'].includes(source)),
    ).toEqual(
      process.env.VITE_SUPABASE_URL || readEnvUrl()
        ? [new URL(process.env.VITE_SUPABASE_URL || readEnvUrl()).origin]
        : [],
    );
  });
});

function readEnvUrl(): string {
  try {
    return /^VITE_SUPABASE_URL=(.*)$/m.exec(readFileSync(join(root, '.env'), 'utf8'))?.[1]?.trim() ?? '';
  } catch {
    return '';
  }
}
