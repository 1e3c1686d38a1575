import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E } from './e2e-env.js';

/**
 * The address of the built file that holds `source` (e.g. `src/app/routes/signin.tsx`), as a
 * pattern for `page.route`: chunk files are bare hashes, so the build's manifest names them.
 */
export function builtFile(source: string): RegExp {
  const manifest = JSON.parse(readFileSync(join(E2E.distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file?: string }
  >;
  const file = manifest[source]?.file;
  if (!file) throw new Error(`${source} is not a file of its own in the build at ${E2E.distDir}`);
  return new RegExp(`/${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);
}
