import { spawn } from 'node:child_process';
import { inject } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ANON_KEY, SERVICE_ROLE_KEY } from 'local-supabase';
import { startPushReceiver } from '../../scripts/lib/push-receiver.js';
import { paths } from '../../scripts/lib/paths.js';
import { makeClient } from './support/backend.js';
import {
  backendNodeArgs,
  startBackendProcess as startCli,
  stopBackendProcess as stop,
} from '../../scripts/lib/backend-process.js';

/** The PGlite CLI, once: the PostgreSQL pass runs cli-postgres.test.ts instead. */
const localOnly = process.env.SUPABASE_URL || inject('postgres') ? describe.skip : describe;

localOnly('npm run backend', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'mistri-cli-'));
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(`${dataDir}-storage`, { recursive: true, force: true });
  });

  it('rejects bad arguments with a usage message', async () => {
    const child = spawn(process.execPath, backendNodeArgs(['--port', 'abc']), { cwd: paths.root });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(2);
    expect(output).toContain('Invalid --port: abc');
    expect(output).toContain('Usage: local-supabase');
  });

  it('answers health, persists data across restarts, and --reset starts from the seed again', async () => {
    const args = ['--port', '0', '--mailbox-port', '0', '--data-dir', dataDir, '--quiet'];
    const first = await startCli(args);
    expect(first.output()).toContain('new database, seeded');
    const health = await fetch(`${first.url}/auth/v1/health`);
    expect(health.status).toBe(200);
    const service = makeClient(first.url, SERVICE_ROLE_KEY);
    const marker = `cli-test-${String(Date.now())}@example.test`;
    const { error } = await service
      .from('contact_messages')
      .insert({ name: 'CLI test', email: marker, message: 'kept?' });
    expect(error).toBeNull();
    expect(await stop(first)).toBe(0);

    const second = await startCli(args);
    expect(second.output()).not.toContain('new database');
    const again = makeClient(second.url, SERVICE_ROLE_KEY);
    const { data: kept } = await again.from('contact_messages').select('email').eq('email', marker);
    expect(kept).toHaveLength(1);
    expect(await stop(second)).toBe(0);

    const third = await startCli([...args, '--reset']);
    expect(third.output()).toContain('new database, seeded');
    const fresh = makeClient(third.url, SERVICE_ROLE_KEY);
    const { data: gone } = await fresh.from('contact_messages').select('email').eq('email', marker);
    expect(gone).toHaveLength(0);
    const { count } = await fresh.from('service-providers').select('*', { count: 'exact', head: true });
    expect(count).toBeGreaterThanOrEqual(60);
    expect(await stop(third)).toBe(0);
  }, 240_000);

  it('wires notifications as npm start does: a new request reaches the provider by push', async () => {
    const receiver = await startPushReceiver();
    const started = await startCli(['--port', '0', '--mailbox-port', '0', '--memory', '--quiet']);
    try {
      const key = await fetch(`${started.url}/functions/v1/push-key`);
      expect(key.status).toBe(200);
      expect(await key.json()).toEqual({ publicKey: expect.stringMatching(/^B[A-Za-z0-9_-]{86}$/) as unknown });

      const provider = makeClient(started.url, ANON_KEY);
      const signedIn = await provider.auth.signInWithPassword({
        email: 'electrician@mistri.test',
        password: 'Demo1234',
      });
      expect(signedIn.error).toBeNull();
      const device = receiver.subscribe();
      const subscribed = await provider
        .from('push_subscriptions')
        .insert({ endpoint: device.endpoint, p256dh: device.p256dh, auth: device.auth });
      expect(subscribed.error).toBeNull();

      const email = `cli-push-${String(Date.now())}@example.test`;
      const made = await makeClient(started.url, SERVICE_ROLE_KEY).auth.admin.createUser({
        email,
        password: 'Secret123',
        email_confirm: true,
      });
      expect(made.error).toBeNull();
      const customer = makeClient(started.url, ANON_KEY);
      expect((await customer.auth.signInWithPassword({ email, password: 'Secret123' })).error).toBeNull();
      const request = await customer.from('messages').insert({
        from: made.data.user?.id ?? '',
        to: signedIn.data.user?.id ?? '',
        username: 'Sunita',
        spname: 'Rajan',
      });
      expect(request.error).toBeNull();

      const [push] = await receiver.waitFor(1, device);
      // The name comes from the customer's profile, which this account has not filled in.
      expect(push?.payload).toMatchObject({ kind: 'new_request', title: 'A customer sent you a connection request' });
      expect(push?.vapidValid).toBe(true);
    } finally {
      expect(await stop(started)).toBe(0);
      await receiver.close();
    }
  }, 120_000);

  it('--workdir loads another project migrations and seed instead of ours', async () => {
    const workdir = mkdtempSync(join(tmpdir(), 'mistri-workdir-'));
    try {
      mkdirSync(join(workdir, 'supabase', 'migrations'), { recursive: true });
      writeFileSync(
        join(workdir, 'supabase', 'migrations', '20260101000000_planets.sql'),
        `create table public.planets (id int primary key, name text not null);
         grant select on public.planets to anon;`,
      );
      writeFileSync(join(workdir, 'supabase', 'seed.sql'), `insert into public.planets values (1, 'Mercury');`);
      const started = await startCli([
        '--port',
        '0',
        '--mailbox-port',
        '0',
        '--memory',
        '--workdir',
        workdir,
        '--quiet',
      ]);
      expect(started.output()).toContain(`Project   ${workdir}`);
      const headers = { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` };
      const planets = await fetch(`${started.url}/rest/v1/planets?select=name`, { headers });
      expect(await planets.json()).toEqual([{ name: 'Mercury' }]);
      const ours = await fetch(`${started.url}/rest/v1/service-providers?select=id`, { headers });
      expect(ours.status).toBe(404);
      expect(((await ours.json()) as { code: string }).code).toBe('PGRST205');
      expect(await stop(started)).toBe(0);
    } finally {
      rmSync(workdir, { recursive: true, force: true });
    }
  }, 120_000);

  it('--workdir without a supabase/ folder is refused', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'mistri-workdir-'));
    const child = spawn(process.execPath, backendNodeArgs(['--workdir', empty]), { cwd: paths.root });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    rmSync(empty, { recursive: true, force: true });
    expect(code).toBe(2);
    expect(output).toContain('has no supabase/ folder');
  });
});
