import type { Plugin } from 'vite';
import type { PageMeta } from '../../src/config/page-meta.js';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

/** The built index.html with the page's own title and meta description. */
export function withPageMeta(html: string, page: PageMeta): string {
  if (!TITLE.test(html) || !DESCRIPTION.test(html))
    throw new Error('index.html needs a <title> and a meta description');
  return html
    .replace(TITLE, `<title>${escapeHtml(page.title)}</title>`)
    .replace(DESCRIPTION, `<meta name="description" content="${escapeHtml(page.description)}" />`);
}

export function sitemapXml(siteUrl: string, pages: PageMeta[]): string {
  const urls = pages.map((page) => `  <url><loc>${escapeHtml(new URL(page.path, siteUrl).href)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`;
}

/**
 * Build step: one HTML file per public page (`signin.html` for /signin, which static hosts and
 * `vite preview` serve for the clean URL) with its title and description, plus robots.txt and
 * sitemap.xml for `siteUrl`.
 */
export function seoFiles(siteUrl: string, pages: PageMeta[]): Plugin {
  return {
    name: 'mistri-seo-files',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || typeof index.source !== 'string') throw new Error('index.html was not built');
      const html = index.source;
      for (const page of pages) {
        if (page.path === '/') index.source = withPageMeta(html, page);
        else this.emitFile({ type: 'asset', fileName: `${page.path.slice(1)}.html`, source: withPageMeta(html, page) });
      }
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(siteUrl, pages) });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteUrl) });
    },
  };
}
