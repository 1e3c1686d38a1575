import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator, type StartOptions } from 'local-supabase';
import { GENEROUS_LIMITS } from '../shared/rate-limits.js';
import { DEMO, DEMO_PASSWORD, makeClient, type Client } from './support/backend.js';
import { freshDatabase, type TestDatabase } from './support/test-database.js';
import { MISTRI_PROJECT } from '../../scripts/lib/mistri-backend.js';

const CUSTOMER_ID = 'c0000000-0000-4000-8000-000000000001';
const AVATAR = `users/${CUSTOMER_ID}.jpg`;

/** Emulator internals (bytes on disk) only: skipped when the suite targets a real Supabase stack. */
describe.skipIf(Boolean(process.env.SUPABASE_URL))('storage bytes on disk', () => {
  let sandbox: string;
  let storageDir: string;
  let emulator: RunningEmulator;
  let customer: Client;

  /** Every file below the storage directory, as paths relative to the sandbox. */
  function filesOnDisk(dir = sandbox): string[] {
    return readdirSync(dir).flatMap((entry) => {
      const path = join(dir, entry);
      return statSync(path).isDirectory() ? filesOnDisk(path) : [relative(sandbox, path)];
    });
  }

  let database: TestDatabase;

  async function start(options: Pick<StartOptions, 'image' | 'postgres'>): Promise<RunningEmulator> {
    return startEmulator({
      ...MISTRI_PROJECT,
      port: 0,
      mailboxPort: null,
      ...options,
      storageDir,
      log: false,
      config: GENEROUS_LIMITS,
    });
  }

  async function signIn(url: string, anonKey: string): Promise<Client> {
    const client = makeClient(url, anonKey);
    const { error } = await client.auth.signInWithPassword({ email: DEMO.customer, password: DEMO_PASSWORD });
    expect(error).toBeNull();
    return client;
  }

  beforeAll(async () => {
    sandbox = mkdtempSync(join(tmpdir(), 'mistri-storage-'));
    storageDir = join(sandbox, 'storage');
    database = await freshDatabase();
    emulator = await start(database.options);
    customer = await signIn(emulator.url, emulator.anonKey);
  });

  afterAll(async () => {
    await emulator.close();
    await database.drop();
    rmSync(sandbox, { recursive: true, force: true });
  });

  it('writes one version file per object and replaces it on upsert', async () => {
    const bucket = customer.storage.from('profile_pic');
    expect((await bucket.upload(AVATAR, new Blob([new Uint8Array([1, 1])], { type: 'image/jpeg' }))).error).toBeNull();
    const [first, ...others] = filesOnDisk();
    expect(others).toEqual([]);
    expect(first).toMatch(new RegExp(`^storage/profile_pic/${AVATAR}/[0-9a-f-]{36}$`));
    expect([...readFileSync(join(sandbox, first ?? ''))]).toEqual([1, 1]);

    const replaced = await bucket.upload(AVATAR, new Blob([new Uint8Array([2, 2, 2])], { type: 'image/png' }), {
      upsert: true,
    });
    expect(replaced.error).toBeNull();
    const files = filesOnDisk();
    expect(files).toHaveLength(1);
    expect(files[0]).not.toBe(first);
    expect([...readFileSync(join(sandbox, files[0] ?? ''))]).toEqual([2, 2, 2]);
  });

  it('writes nothing for rejected uploads or traversal attempts', async () => {
    const before = filesOnDisk();
    const bucket = customer.storage.from('profile_pic');
    const jpeg = new Blob([new Uint8Array([9])], { type: 'image/jpeg' });
    expect((await bucket.upload(AVATAR, jpeg)).error).toMatchObject({ statusCode: '409' });
    expect((await bucket.upload(`users/${'d'.repeat(8)}.jpg`, jpeg)).error).toMatchObject({ statusCode: '403' });
    expect((await bucket.upload(AVATAR, new Blob([new Uint8Array(9)], { type: 'image/gif' }))).error).toMatchObject({
      statusCode: '415',
    });
    for (const path of ['users/..%2F..%2F..%2Fescaped.jpg', '..%2Fescaped.jpg', 'users/a%2F%2E%2E%2F%2E%2E%2Fb.jpg']) {
      const response = await fetch(`${emulator.url}/storage/v1/object/profile_pic/${path}`, {
        method: 'POST',
        headers: { apikey: emulator.serviceRoleKey, 'content-type': 'image/jpeg' },
        body: 'x',
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    expect(filesOnDisk()).toEqual(before);
    expect(readdirSync(sandbox)).toEqual(['storage']);
  });

  it('stays consistent under concurrent upserts and downloads: every read succeeds, one version remains', async () => {
    const bucket = customer.storage.from('profile_pic');
    const payloads = Array.from({ length: 8 }, (_, index) => new Uint8Array(64).fill(index + 10));
    const results = await Promise.all([
      ...payloads.map((bytes) => bucket.upload(AVATAR, new Blob([bytes], { type: 'image/jpeg' }), { upsert: true })),
      ...payloads.map(() => bucket.download(AVATAR)),
    ]);
    expect(results.map((result) => result.error)).toEqual(results.map(() => null));
    const final = new Uint8Array(await ((await bucket.download(AVATAR)).data ?? new Blob()).arrayBuffer());
    expect(payloads.map((bytes) => bytes[0])).toContain(final[0]);
    expect(filesOnDisk()).toHaveLength(1);
    expect(
      (await bucket.upload(AVATAR, new Blob([new Uint8Array([2, 2, 2])], { type: 'image/png' }), { upsert: true }))
        .error,
    ).toBeNull();
  });

  it('keeps serving the bytes after a restart on the same directory, and removes them with the object', async () => {
    const reopen = await database.reopen(emulator);
    await emulator.close();
    emulator = await start(reopen);
    customer = await signIn(emulator.url, emulator.anonKey);
    const bucket = customer.storage.from('profile_pic');
    const downloaded = await bucket.download(AVATAR);
    expect([...new Uint8Array(await (downloaded.data ?? new Blob()).arrayBuffer())]).toEqual([2, 2, 2]);

    expect((await bucket.remove([AVATAR])).data).toHaveLength(1);
    expect(filesOnDisk()).toEqual([]);
    expect(readdirSync(storageDir)).toEqual(['profile_pic']);
    expect(readdirSync(join(storageDir, 'profile_pic'))).toEqual([]);
  });
});
