import type { PageMeta } from '../../src/config/page-meta.js';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
const HTML_TAG = /<html(\s[^>]*)?>/;
const ROOT = /<div id="root">\s*(<div class="boot-loader"[^>]*>[\s\S]*?<\/div>)\s*<\/div>/;

/** The built index.html with the page's own title and meta description. */
export function withPageMeta(html: string, page: PageMeta): string {
  if (!TITLE.test(html) || !DESCRIPTION.test(html))
    throw new Error('index.html needs a <title> and a meta description');
  return html
    .replace(TITLE, `<title>${escapeHtml(page.title)}</title>`)
    .replace(DESCRIPTION, `<meta name="description" content="${escapeHtml(page.description)}" />`);
}

/**
 * The page's prerendered markup in #root, with the loading indicator moved out beside it (shown
 * only while a fresh render replaces the page), and `<html data-prerendered="/path">`, which
 * index.html's first script reads to decide between hydrating the page and rendering afresh.
 */
export function withPrerenderedBody(html: string, pathname: string, body: string): string {
  if (!HTML_TAG.test(html) || !ROOT.test(html)) throw new Error('index.html needs an <html> tag and a #root element');
  return html
    .replace(HTML_TAG, (tag) => tag.replace(/>$/, ` data-prerendered="${escapeHtml(pathname)}">`))
    .replace(ROOT, (_root, loader: string) => `${loader}<div id="root">${body}</div>`);
}
