import type { Plugin } from 'vite';
import type { PageMeta } from '../../src/config/page-meta.js';
import { escapeHtml } from './page-html.js';

export function sitemapXml(siteUrl: string, pages: PageMeta[]): string {
  const urls = pages.map((page) => `  <url><loc>${escapeHtml(new URL(page.path, siteUrl).href)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;
}

/** Build step: robots.txt and sitemap.xml (the public pages) for `siteUrl`. Their HTML: prerender.ts. */
export function seoFiles(siteUrl: string, pages: PageMeta[]): Plugin {
  return {
    name: 'mistri-seo-files',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(siteUrl, pages) });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteUrl) });
    },
  };
}
