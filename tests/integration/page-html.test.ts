import { withPageMeta, withPrerenderedBody } from '../../scripts/vite/page-html.js';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="The site." />
    <title>Mistri</title>
  </head>
  <body>
    <div id="root">
      <div class="boot-loader" role="status" aria-label="Loading"><span></span></div>
    </div>
    <script type="module" src="/assets/index.js"></script>
  </body>
</html>`;

describe('the prerendered page HTML (scripts/vite/page-html.ts)', () => {
  it("puts the page's title and description in, escaped", () => {
    const html = withPageMeta(TEMPLATE, { path: '/x', title: 'Tools & "Tips" · Mistri', description: 'A <b> page.' });
    expect(html).toContain('<title>Tools &amp; &quot;Tips&quot; · Mistri</title>');
    expect(html).toContain('<meta name="description" content="A &lt;b&gt; page." />');
    expect(html).not.toContain('The site.');
  });

  it('fills #root with the markup, the loader beside it, and marks the <html> with the path', () => {
    const html = withPrerenderedBody(TEMPLATE, '/signin', '<div class="page">Sign in $& $1</div>');
    expect(html).toContain('<html lang="en" data-prerendered="/signin">');
    // Replacement patterns in the markup stay as they are.
    expect(html).toContain(
      '<div class="boot-loader" role="status" aria-label="Loading"><span></span></div><div id="root"><div class="page">Sign in $& $1</div></div>',
    );
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
  });

  it('refuses a template without the places it fills', () => {
    expect(() => withPrerenderedBody('<html><body></body></html>', '/', '<p></p>')).toThrow(/#root/);
    expect(() => withPageMeta('<html></html>', { path: '/', title: 'T', description: 'D' })).toThrow(/<title>/);
  });
});
