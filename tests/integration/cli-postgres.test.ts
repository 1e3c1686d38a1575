import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { SERVICE_ROLE_KEY } from 'local-supabase';
import { paths } from '../../scripts/lib/paths.js';
import { backendNodeArgs, startBackendProcess, stopBackendProcess } from '../../scripts/lib/backend-process.js';
import { makeClient } from './support/backend.js';
import { freshDatabase } from './support/test-database.js';

function runCli(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, backendNodeArgs(args), { cwd: paths.root, env: { ...process.env, ...env } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      resolve({ code, output });
    }),
  );
}

describe.skipIf(Boolean(process.env.SUPABASE_URL))('npm run backend on PostgreSQL', () => {
  it('says how to install PostgreSQL when the server is missing', async () => {
    const { code, output } = await runCli(['--postgres', '--port', '0', '--mailbox-port', '0'], {
      PG_BIN_DIR: join(paths.root, 'no-such-postgres'),
    });
    expect(code).toBe(3);
    expect(output).toContain('apt-get install postgresql');
  });

  it('rejects a --database-url that is not a postgres:// URL', async () => {
    const { code, output } = await runCli(['--database-url', 'mysql://localhost/x'], {});
    expect(code).toBe(2);
    expect(output).toContain('Invalid --database-url');
  });

  it.skipIf(!inject('postgres'))(
    'serves a --database-url database and keeps its writes across a restart',
    async () => {
      const database = await freshDatabase();
      const url = database.url;
      if (url === null) throw new Error('no PostgreSQL database');
      const args = ['--port', '0', '--mailbox-port', '0', '--quiet', '--database-url', url];
      try {
        const first = await startBackendProcess(args);
        expect(first.output()).toContain('PostgreSQL at postgresql://');
        const marker = `cli-pg-${String(Date.now())}@example.test`;
        const { error } = await makeClient(first.url, SERVICE_ROLE_KEY)
          .from('contact_messages')
          .insert({ name: 'CLI test', email: marker, message: 'kept?' });
        expect(error).toBeNull();
        expect(await stopBackendProcess(first)).toBe(0);

        const second = await startBackendProcess(args);
        const { data } = await makeClient(second.url, SERVICE_ROLE_KEY)
          .from('contact_messages')
          .select('email')
          .eq('email', marker);
        expect(data).toHaveLength(1);
        expect(await stopBackendProcess(second)).toBe(0);
      } finally {
        await database.drop();
      }
    },
    120_000,
  );
});
