import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface ChunkSize {
  file: string;
  gzipBytes: number;
}

export interface FirstPaintBytes {
  chunks: ChunkSize[];
  totalGzipBytes: number;
}

/**
 * The manifest key of a source module. A lazy module whose chunk also holds code shared with
 * other chunks is listed under the chunk's name (`_role-layout-<hash>.js`) instead of its path.
 */
function keyOf(manifest: Manifest, module: string): string {
  if (manifest[module]) return module;
  const name = module.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
  const keys = Object.keys(manifest).filter((key) => manifest[key]?.isDynamicEntry && manifest[key].name === name);
  if (keys.length !== 1 || !keys[0]) throw new Error(`${module} is not (or not uniquely) in the build manifest`);
  return keys[0];
}

/** The chunk of `key` and, recursively, every chunk it imports statically (not dynamic imports). */
function closure(manifest: Manifest, keys: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}

/**
 * Gzip size (level 9) of the JavaScript the built `index.html` loads: the entry and its static
 * imports, plus each of `routeModules` with its static imports.
 */
export function firstPaintBytes(distDir: string, routeModules: string[]): FirstPaintBytes {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => key === 'index.html' && manifest[key]?.isEntry);
  if (!entry) throw new Error('The build manifest has no index.html entry');
  const chunks = closure(manifest, [entry, ...routeModules.map((module) => keyOf(manifest, module))])
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { chunks, totalGzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0) };
}
