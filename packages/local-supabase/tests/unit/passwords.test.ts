import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkPassword, hashPassword } from '../../src/auth/passwords.js';

const HASH_AND_EXIT = fileURLToPath(new URL('../fixtures/hash-and-exit.ts', import.meta.url));

/** 'Demo1234' as pgcrypto hashed it (`crypt(..., gen_salt('bf', 10))`, the seed's way). */
const PGCRYPTO_HASH = '$2a$10$3BIBMZzHBJ4Wcc1dmPgHwepD4aEJ9h07YncgllnXGuZof/RQK5DCW';

describe('passwords (bcrypt on a worker thread)', () => {
  it('hashes as GoTrue and pgcrypto do, and checks what it hashed', async () => {
    const hash = await hashPassword('Correct-horse-1');
    expect(hash).toMatch(/^\$2a\$10\$[./A-Za-z0-9]{53}$/);
    expect(await checkPassword('Correct-horse-1', hash)).toBe(true);
    expect(await checkPassword('Correct-horse-2', hash)).toBe(false);
    expect(await hashPassword('Correct-horse-1')).not.toBe(hash);
  });

  it('checks hashes pgcrypto made', async () => {
    expect(await checkPassword('Demo1234', PGCRYPTO_HASH)).toBe(true);
    expect(await checkPassword('demo1234', PGCRYPTO_HASH)).toBe(false);
  });

  it('refuses a missing or malformed hash after the same work', async () => {
    expect(await checkPassword('Demo1234', null)).toBe(false);
    expect(await checkPassword('Demo1234', '')).toBe(false);
    expect(await checkPassword('Demo1234', 'Demo1234')).toBe(false);
  });

  it('runs many checks at once without mixing their answers', async () => {
    const hash = await hashPassword('Same-password-9');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => checkPassword(index % 2 === 0 ? 'Same-password-9' : 'wrong', hash)),
    );
    expect(answers).toEqual([true, false, true, false, true, false]);
  });

  it('never keeps a process alive once its work is done', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', HASH_AND_EXIT], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.error).toBeUndefined();
    expect(run.stdout.trim()).toBe('true');
    expect(run.status).toBe(0);
  });
});
