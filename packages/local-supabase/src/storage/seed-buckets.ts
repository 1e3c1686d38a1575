import { readFile, readdir, stat } from 'node:fs/promises';
import { basename, join, relative, resolve, sep } from 'node:path';
import type { BucketConfig } from '../config/storage-config.js';
import { sniffContentType } from './sniff-mime.js';

export interface BucketSeedOptions {
  /** The running API, e.g. `http://127.0.0.1:54321`. */
  apiUrl: string;
  serviceRoleKey: string;
  buckets: Record<string, BucketConfig>;
  /** The `supabase/` folder that `objects_path` is relative to. */
  supabaseDir: string;
  log: (line: string) => void;
}

export class BucketSeedError extends Error {}

async function storageCall(options: BucketSeedOptions, method: string, path: string, init: RequestInit = {}) {
  const response = await fetch(`${options.apiUrl}/storage/v1${path}`, {
    ...init,
    method,
    headers: {
      apikey: options.serviceRoleKey,
      authorization: `Bearer ${options.serviceRoleKey}`,
      ...(init.headers as Record<string, string> | undefined),
    },
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      typeof body === 'object' && body !== null && 'message' in body ? String(body.message) : response.statusText;
    throw new BucketSeedError(`config.toml storage.buckets: ${method} ${path}: ${message}`);
  }
  return body;
}

function bucketBody(name: string, bucket: BucketConfig): string {
  return JSON.stringify({
    name,
    public: bucket.public,
    file_size_limit: bucket.fileSizeLimit,
    allowed_mime_types: bucket.allowedMimeTypes ?? [],
  });
}

async function filesUnder(path: string): Promise<string[]> {
  const info = await stat(path);
  if (info.isFile()) return [path];
  const entries = await readdir(path, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

async function uploadObjects(options: BucketSeedOptions, name: string, objectsPath: string): Promise<void> {
  const root = resolve(options.supabaseDir, objectsPath);
  const files = await filesUnder(root).catch(() => {
    throw new BucketSeedError(`config.toml storage.buckets.${name}.objects_path: cannot read ${root}`);
  });
  for (const file of files) {
    const key = file === root ? basename(file) : relative(root, file).split(sep).join('/');
    const bytes = await readFile(file);
    options.log(`Uploading: ${file} => ${name}/${key}`);
    await storageCall(
      options,
      'POST',
      `/object/${encodeURIComponent(name)}/${key.split('/').map(encodeURIComponent).join('/')}`,
      {
        body: bytes,
        headers: { 'content-type': sniffContentType(bytes), 'cache-control': 'max-age=3600', 'x-upsert': 'true' },
      },
    );
  }
}

/**
 * Creates each `[storage.buckets.<name>]` of config.toml, or brings an existing one's settings in
 * line, then uploads its `objects_path` (overwriting), through the Storage API with the service
 * role, as `supabase start` and `supabase seed buckets` do.
 */
export async function seedConfigBuckets(options: BucketSeedOptions): Promise<void> {
  const names = Object.keys(options.buckets);
  if (names.length === 0) return;
  const existing = (await storageCall(options, 'GET', '/bucket')) as { id: string; name: string }[];
  for (const name of names) {
    const bucket = options.buckets[name];
    if (!bucket) continue;
    const found = existing.find((row) => row.name === name);
    const init = { body: bucketBody(name, bucket), headers: { 'content-type': 'application/json' } };
    if (found) {
      options.log(`Updating Storage bucket: ${found.id}`);
      await storageCall(options, 'PUT', `/bucket/${encodeURIComponent(found.id)}`, init);
    } else {
      options.log(`Creating Storage bucket: ${name}`);
      await storageCall(options, 'POST', '/bucket', init);
    }
  }
  for (const name of names) {
    const objectsPath = options.buckets[name]?.objectsPath;
    if (objectsPath) await uploadObjects(options, name, objectsPath);
  }
}
