import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { PageMeta } from '../../src/config/page-meta.js';
import { withPageMeta, withPrerenderedBody } from './page-html.js';

const RENDER_ENTRY = 'src/app/prerender/render-page.tsx';

type RenderPage = (pathname: string) => Promise<string>;

/** Builds src/app/prerender/render-page.tsx for Node (one self-contained module) and loads it. */
async function loadRenderer(config: ResolvedConfig, outDir: string): Promise<RenderPage> {
  await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    logLevel: 'warn',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: RENDER_ENTRY,
      outDir,
      emptyOutDir: true,
      minify: false,
      copyPublicDir: false,
      rollupOptions: { output: { entryFileNames: 'render-page.mjs' } },
    },
  });
  // Pages that use the API load supabase-js, which builds its realtime client (never connected here)
  // as its module loads; Node 20 has no WebSocket of its own.
  if (!('WebSocket' in globalThis)) Object.assign(globalThis, { WebSocket: (await import('ws')).WebSocket });
  const module = (await import(pathToFileURL(join(outDir, 'render-page.mjs')).href)) as { renderPage: RenderPage };
  return module.renderPage;
}

/**
 * Build step: every public page as static HTML (its own title and description, the page rendered
 * as a visitor first sees it), written where static hosts and `vite preview` serve the clean URL
 * (`signin.html` for /signin, `index.html` for /). main.tsx hydrates it. Also `shell.html`, the
 * app without a prerendered page, which the service worker answers other addresses with.
 */
export function prerender(pages: PageMeta[]): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'mistri-prerender',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || typeof index.source !== 'string') throw new Error('index.html was not built');
      const template = index.source;
      const workDir = mkdtempSync(join(config.root, 'node_modules', '.mistri-prerender-'));
      try {
        const renderPage = await loadRenderer(config, workDir);
        for (const page of pages) {
          const body = await renderPage(page.path).catch((error: unknown) => {
            // Rollup shows only the message: the cause (a module that failed to load) goes with it.
            const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
            throw cause ? new Error(`${(error as Error).message}: ${cause.stack ?? cause.message}`) : error;
          });
          const html = withPrerenderedBody(withPageMeta(template, page), page.path, body);
          if (page.path === '/') index.source = html;
          else this.emitFile({ type: 'asset', fileName: `${page.path.slice(1)}.html`, source: html });
        }
      } finally {
        rmSync(workDir, { recursive: true, force: true });
      }
      this.emitFile({ type: 'asset', fileName: 'shell.html', source: template });
    },
  };
}
