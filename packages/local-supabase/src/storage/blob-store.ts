import { mkdir, readFile, rm, rmdir, unlink, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { invalidKey } from './errors.js';
import { isSafeBucketId, isSafeObjectName } from './names.js';

/**
 * Object bytes, one immutable blob per (bucket, name, version): an upsert writes a new version
 * and the old one is removed only after the metadata row points at the new one.
 */
export interface BlobStore {
  write(bucket: string, name: string, version: string, bytes: Uint8Array): Promise<void>;
  read(bucket: string, name: string, version: string): Promise<Buffer | null>;
  remove(bucket: string, name: string, version: string): Promise<void>;
  removeBucket(bucket: string): Promise<void>;
}

const VERSION = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function isSafeAddress(bucket: string, name: string, version: string): boolean {
  return isSafeBucketId(bucket) && isSafeObjectName(name) && VERSION.test(version);
}

export function createBlobStore(storageDir: string | null): BlobStore {
  return storageDir === null ? new MemoryBlobStore() : new DiskBlobStore(storageDir);
}

class MemoryBlobStore implements BlobStore {
  private readonly blobs = new Map<string, Buffer>();

  private static key(bucket: string, name: string, version: string): string {
    return `${bucket}\u0000${name}\u0000${version}`;
  }

  write(bucket: string, name: string, version: string, bytes: Uint8Array): Promise<void> {
    if (!isSafeAddress(bucket, name, version)) return Promise.reject(invalidKey(name));
    this.blobs.set(MemoryBlobStore.key(bucket, name, version), Buffer.from(bytes));
    return Promise.resolve();
  }

  read(bucket: string, name: string, version: string): Promise<Buffer | null> {
    return Promise.resolve(this.blobs.get(MemoryBlobStore.key(bucket, name, version)) ?? null);
  }

  remove(bucket: string, name: string, version: string): Promise<void> {
    this.blobs.delete(MemoryBlobStore.key(bucket, name, version));
    return Promise.resolve();
  }

  removeBucket(bucket: string): Promise<void> {
    const prefix = `${bucket}\u0000`;
    for (const key of [...this.blobs.keys()]) if (key.startsWith(prefix)) this.blobs.delete(key);
    return Promise.resolve();
  }
}

/** Layout `<dir>/<bucket>/<name segments…>/<version>`: an object name is a folder of versions. */
class DiskBlobStore implements BlobStore {
  private readonly root: string;

  constructor(storageDir: string) {
    this.root = resolve(storageDir);
  }

  private bucketDir(bucket: string): string | null {
    if (!isSafeBucketId(bucket)) return null;
    const dir = resolve(this.root, bucket);
    return dir.startsWith(this.root + sep) ? dir : null;
  }

  private filePath(bucket: string, name: string, version: string): string | null {
    const bucketDir = this.bucketDir(bucket);
    if (bucketDir === null || !isSafeAddress(bucket, name, version)) return null;
    const file = resolve(bucketDir, ...name.split('/'), version);
    return file.startsWith(bucketDir + sep) ? file : null;
  }

  async write(bucket: string, name: string, version: string, bytes: Uint8Array): Promise<void> {
    const file = this.filePath(bucket, name, version);
    if (file === null) throw invalidKey(name);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, bytes);
  }

  async read(bucket: string, name: string, version: string): Promise<Buffer | null> {
    const file = this.filePath(bucket, name, version);
    if (file === null) return null;
    try {
      return await readFile(file);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(bucket: string, name: string, version: string): Promise<void> {
    const file = this.filePath(bucket, name, version);
    const bucketDir = this.bucketDir(bucket);
    if (file === null || bucketDir === null) return;
    try {
      await unlink(file);
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    await pruneEmptyFolders(dirname(file), bucketDir);
  }

  async removeBucket(bucket: string): Promise<void> {
    const dir = this.bucketDir(bucket);
    if (dir !== null) await rm(dir, { recursive: true, force: true });
  }
}

/** Removes now-empty folders from `dir` up to (not including) `stop`. */
async function pruneEmptyFolders(dir: string, stop: string): Promise<void> {
  let current = dir;
  while (current.startsWith(stop + sep)) {
    try {
      await rmdir(current);
    } catch {
      return;
    }
    current = dirname(current);
  }
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');
}
