import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BucketConfig } from '../../src/config/storage-config.js';
import type { RunningEmulator } from '../../src/index.js';
import { BucketSeedError, seedConfigBuckets } from '../../src/storage/seed-buckets.js';
import { makeClient, startFixture } from '../support/backend.js';

const NO_OBJECTS: Omit<BucketConfig, 'public'> = { fileSizeLimit: null, allowedMimeTypes: null, objectsPath: null };

describe('config.toml [storage.buckets]: created, updated and filled at start', () => {
  let backend: RunningEmulator;
  let folder: string;
  let png: Buffer;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'bucket-seed-'));
    png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c0ffee' } })
      .png()
      .toBuffer();
    mkdirSync(join(folder, 'docs', 'nested'), { recursive: true });
    writeFileSync(join(folder, 'docs', 'readme.txt'), 'Hello from the seed folder\n');
    writeFileSync(join(folder, 'docs', 'nested', 'logo.png'), png);
    writeFileSync(join(folder, 'banner.png'), png);
    backend = await startFixture('project', {
      config: {
        storage: {
          buckets: {
            'seeded-avatars': {
              public: true,
              fileSizeLimit: 1_000_000,
              allowedMimeTypes: ['image/png'],
              objectsPath: null,
            },
            'seeded-docs': { ...NO_OBJECTS, public: false, objectsPath: join(folder, 'docs') },
            'seeded-single': { ...NO_OBJECTS, public: true, objectsPath: join(folder, 'banner.png') },
          },
        },
      },
    });
  });
  afterAll(async () => {
    await backend.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('creates each bucket with its settings, and they are enforced', async () => {
    const storage = makeClient(backend.url, backend.serviceRoleKey).storage;
    const { data, error } = await storage.getBucket('seeded-avatars');
    expect(error).toBeNull();
    expect(data).toMatchObject({ public: true, file_size_limit: 1_000_000, allowed_mime_types: ['image/png'] });
    const docs = await storage.getBucket('seeded-docs');
    expect(docs.data).toMatchObject({ public: false, file_size_limit: null, allowed_mime_types: null });

    const text = await storage.from('seeded-avatars').upload('a.txt', 'words', { contentType: 'text/plain' });
    expect(text.error).toMatchObject({ statusCode: '415' });
    const big = await storage
      .from('seeded-avatars')
      .upload('big.png', new Uint8Array(1_000_001), { contentType: 'image/png' });
    expect(big.error).toMatchObject({ statusCode: '413' });
    expect((await storage.from('seeded-avatars').upload('ok.png', png, { contentType: 'image/png' })).error).toBeNull();
  });

  it("uploads objects_path's files under their relative paths, typed by their content", async () => {
    const bucket = makeClient(backend.url, backend.serviceRoleKey).storage.from('seeded-docs');
    const top = await bucket.list('');
    expect(top.data?.map((entry) => entry.name)).toEqual(['nested', 'readme.txt']);
    const readme = top.data?.find((entry) => entry.name === 'readme.txt');
    expect(readme?.metadata).toMatchObject({ mimetype: 'text/plain; charset=utf-8', cacheControl: 'max-age=3600' });
    const logo = await bucket.download('nested/logo.png');
    expect(Buffer.from(await (logo.data as Blob).arrayBuffer()).equals(png)).toBe(true);
    const nested = await bucket.list('nested');
    expect(nested.data?.[0]?.metadata).toMatchObject({ mimetype: 'image/png', size: png.length });

    const single = await fetch(`${backend.url}/storage/v1/object/public/seeded-single/banner.png`);
    expect(single.status).toBe(200);
    expect(single.headers.get('content-type')).toBe('image/png');
  });

  it('on the next start brings existing buckets in line and overwrites their objects', async () => {
    writeFileSync(join(folder, 'docs', 'readme.txt'), 'Second version\n');
    const lines: string[] = [];
    await seedConfigBuckets({
      apiUrl: backend.url,
      serviceRoleKey: backend.serviceRoleKey,
      supabaseDir: folder,
      log: (line) => lines.push(line),
      buckets: {
        'seeded-avatars': { ...NO_OBJECTS, public: false },
        'seeded-docs': { ...NO_OBJECTS, public: true, objectsPath: 'docs' },
      },
    });
    expect(lines).toContain('Updating Storage bucket: seeded-avatars');
    const storage = makeClient(backend.url, backend.serviceRoleKey).storage;
    expect((await storage.getBucket('seeded-avatars')).data).toMatchObject({
      public: false,
      file_size_limit: null,
      allowed_mime_types: null,
    });
    expect((await storage.from('seeded-avatars').list('')).data?.map((entry) => entry.name)).toEqual(['ok.png']);
    const readme = await storage.from('seeded-docs').download('readme.txt');
    expect(await (readme.data as Blob).text()).toBe('Second version\n');
  });

  it('refuses a bucket it cannot create or an objects_path it cannot read, naming them', async () => {
    const seed = (buckets: Record<string, BucketConfig>) =>
      seedConfigBuckets({
        apiUrl: backend.url,
        serviceRoleKey: backend.serviceRoleKey,
        supabaseDir: folder,
        log: () => undefined,
        buckets,
      });
    await expect(seed({ 'bad/name': { ...NO_OBJECTS, public: false } })).rejects.toThrow(BucketSeedError);
    await expect(seed({ 'seeded-docs': { ...NO_OBJECTS, public: false, objectsPath: 'missing' } })).rejects.toThrow(
      /storage\.buckets\.seeded-docs\.objects_path: cannot read .*missing/,
    );
  });
});
