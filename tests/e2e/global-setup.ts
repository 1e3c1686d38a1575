import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startEmulator } from 'local-supabase';
import { GENEROUS_LIMITS } from '../shared/rate-limits.js';
import { E2E } from './support/e2e-env.js';
import { MISTRI_PROJECT, mistriNotify, OAUTH_IDENTITIES } from '../../scripts/lib/mistri-backend.js';

const viteBin = join(E2E.root, 'node_modules', 'vite', 'bin', 'vite.js');

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: E2E.root, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${String(code)}`));
    });
  });
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited early with ${String(child.exitCode)}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${String(timeoutMs)} ms`);
}

/**
 * Starts an in-memory backend on the suite's own ports, builds the app against it (unless
 * E2E_SKIP_BUILD=1 and a build exists) and serves it with `vite preview`. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // Notifications leave the app as in `npm start`: the functions get their secrets (a VAPID key
  // pair for this run), messages go to the backend's stand-ins, the webhook calls `notify`.
  const notify = mistriNotify({ siteUrl: E2E.baseUrl, vapidKeysFile: null, apiUrl: E2E.apiUrl });
  const emulator = await startEmulator({
    ...MISTRI_PROJECT,
    port: E2E.apiPort,
    mailboxPort: E2E.mailboxPort,
    dataDir: null,
    storageDir: null,
    siteUrl: E2E.baseUrl,
    log: process.env.E2E_BACKEND_LOG === '1',
    functionSecrets: notify.functionSecrets,
    // The social sign-in tests type new identities on the local Google/GitHub page and expect
    // them signed in at once, as a real provider's verified e-mail would be. Resend cooldowns are
    // tested on the browser's clock (fast-forwarded), so the server lets mails follow at once.
    config: {
      ...GENEROUS_LIMITS,
      auth: {
        ...GENEROUS_LIMITS.auth,
        external: { google: true, github: true },
        oauthTestIdentities: true,
        oauthIdentities: OAUTH_IDENTITIES,
        email: { maxFrequency: 0 },
        // Passkeys need a domain: the passkey spec opens the app at localhost on the preview port.
        mfaWebAuthn: { enroll: true, verify: true },
        webauthn: { displayName: 'Mistri', id: 'localhost', origins: [E2E.baseUrl.replace('127.0.0.1', 'localhost')] },
      },
    },
  });

  let preview: ChildProcess | null = null;
  try {
    await notify.connect(emulator);
    const skipBuild = process.env.E2E_SKIP_BUILD === '1' && existsSync(join(E2E.distDir, 'index.html'));
    if (!skipBuild) {
      await run(process.execPath, [viteBin, 'build', '--outDir', E2E.distDir, '--emptyOutDir', '--logLevel', 'warn'], {
        ...process.env,
        VITE_SUPABASE_URL: emulator.url,
        VITE_SUPABASE_ANON_KEY: emulator.anonKey,
        VITE_GEOAPIFY_KEY: '',
        VITE_OPENCAGE_KEY: '',
      });
    }
    preview = spawn(
      process.execPath,
      [
        viteBin,
        'preview',
        '--outDir',
        E2E.distDir,
        '--host',
        '127.0.0.1',
        '--port',
        String(E2E.previewPort),
        '--strictPort',
      ],
      { cwd: E2E.root, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    await waitForHttp(E2E.baseUrl, preview);
  } catch (error) {
    preview?.kill();
    await emulator.close();
    throw error;
  }

  const server = preview;
  return async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill();
      await exited;
    }
    await emulator.close();
  };
}
