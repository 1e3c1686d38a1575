/** The http(s) links of a message's text and HTML (href values and bare URLs), each once, in order. */
export function linksIn(text: string, html = ''): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/href\s*=\s*["']([^"']+)["']/gi)) {
    const link = decodeEntities(match[1] ?? '');
    if (/^https?:\/\//i.test(link)) found.add(link);
  }
  for (const match of text.matchAll(/https?:\/\/[^\s<>"']+/gi)) found.add(match[0].replace(/[.,;:!?)]+$/, ''));
  return [...found];
}

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}
