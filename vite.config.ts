import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { csp } from './scripts/vite/csp.js';
import { prerender } from './scripts/vite/prerender.js';
import { pwa } from './scripts/vite/pwa.js';
import { seoFiles } from './scripts/vite/seo-files.js';
import { publicPages } from './src/config/page-meta.js';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // Absolute addresses in sitemap.xml and robots.txt: the deployed site, else the local preview.
  const siteUrl = env.VITE_SITE_URL || 'http://127.0.0.1:4173';
  return {
    plugins: [
      react(),
      tailwindcss(),
      csp(env.VITE_SUPABASE_URL ?? ''),
      seoFiles(siteUrl, publicPages),
      prerender(publicPages),
      pwa(env.VITE_SUPABASE_URL ?? ''),
    ],
    // The footer's year as the prerendered HTML has it (src/lib/use-current-year.ts).
    define: { __MISTRI_BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173 },
    // terser packs the first-load script about 4 % smaller than the default minifier (perf-budget.json).
    build: {
      manifest: true,
      sourcemap: false,
      minify: 'terser',
      terserOptions: { module: true, compress: { passes: 3 }, format: { comments: false } },
      // The first-load script lists every lazily loaded file for preloading: bare hashes keep that
      // list short as features add pages (the manifest still maps each file to its source).
      rollupOptions: { output: { chunkFileNames: 'assets/[hash].js' } },
    },
  };
});
