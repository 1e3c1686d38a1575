import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listMail } from '../../src/index.js';
import { startFixture } from '../support/backend.js';

const BIN = fileURLToPath(new URL('../../bin/local-supabase.js', import.meta.url));

describe('names come from the caller or config.toml', () => {
  it("titles the mailbox with config.toml's project_id", async () => {
    const plain = await startFixture('project', { mailboxPort: 0, seed: false });
    try {
      expect(await listMail(plain.mailboxUrl ?? '')).toEqual([]);
      expect(await (await fetch(plain.mailboxUrl ?? '')).text()).toContain(
        '<h1><a href="/">fixture local mailbox</a></h1>',
      );
    } finally {
      await plain.close();
    }
  });

  it('takes projectName and the one-click OAuth identities from the caller', async () => {
    const identity = { name: 'Test Person', email: 'test.person@example.test' };
    const backend = await startFixture('project', {
      mailboxPort: 0,
      projectName: 'Demo',
      seed: false,
      config: { auth: { external: { github: true }, oauthTestIdentities: true, oauthIdentities: [identity] } },
    });
    try {
      expect(await (await fetch(backend.mailboxUrl ?? '')).text()).toContain('>Demo local mailbox<');
      const page = await (await fetch(`${backend.url}/auth/v1/authorize?provider=github`)).text();
      expect(page).toContain('Continue as Test Person');
      expect(page).toContain('test.person@example.test');
    } finally {
      await backend.close();
    }
  });
});

describe('config.toml: switched-off services', () => {
  it('leaves storage and realtime out when their section says enabled = false', async () => {
    const backend = await startFixture('project', {
      seed: false,
      config: { storage: { enabled: false }, realtime: { enabled: false } },
    });
    try {
      const headers = { apikey: backend.anonKey };
      expect((await fetch(`${backend.url}/storage/v1/bucket`, { headers })).status).toBe(404);
      expect((await fetch(`${backend.url}/realtime/v1/api/broadcast`, { method: 'POST', headers })).status).toBe(404);
      expect((await fetch(`${backend.url}/auth/v1/health`, { headers })).status).toBe(200);
    } finally {
      await backend.close();
    }
  });
});

function runBin(args: string[], cwd: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { cwd }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, output: stdout + stderr });
    });
  });
}

describe('the local-supabase command', () => {
  it('prints its usage, and refuses bad arguments and a folder without supabase/', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'local-supabase-cli-'));
    try {
      const [help, badPort, badIdentity, noProject] = await Promise.all([
        runBin(['--help'], empty),
        runBin(['--port', 'abc'], empty),
        runBin(['--oauth-identity', 'nobody'], empty),
        runBin([], empty),
      ]);
      const outcomes = [help, badPort, badIdentity, noProject].map(({ code, output }) => [code, output.split('\n')[0]]);
      expect(outcomes).toEqual([
        [0, 'Usage: local-supabase [--port 54321] [--mailbox-port 54324] [--quiet] [--site-url URL]'],
        [2, 'Invalid --port: abc'],
        [2, 'Invalid --oauth-identity: nobody (expected "Name <e-mail>")'],
        [2, `${empty} has no supabase/ folder: run local-supabase in a Supabase project, or pass --workdir`],
      ]);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
