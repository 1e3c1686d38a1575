import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, createServer, preview, type PreviewServer, type ViteDevServer } from 'vite';
import { ANON_KEY, type RunningEmulator, startEmulator } from 'local-supabase';
import { paths } from './lib/paths.js';
import { MISTRI_PROJECT, mistriNotify, scheduleChores, VAPID_KEYS_FILE } from './lib/mistri-backend.js';

/**
 * `npm start`: the whole product on one machine. Starts the embedded Supabase-compatible backend
 * (persisted under .data/, seeded on first run) and the app. When .env names a hosted project
 * (VITE_SUPABASE_URL not on this machine), only the app is served, against that project.
 * `npm run start:prod` (`npm start -- --prod`) builds the app and serves the production build
 * instead of the development server: prerendered pages, the service worker, offline use, the outbox.
 */
function portFrom(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) throw new Error(`${name} must be a port number`);
  return value;
}
const API_PORT = portFrom('MISTRI_API_PORT', 54321);
const MAILBOX_PORT = portFrom('MISTRI_MAILBOX_PORT', 54324);
const PROD = process.argv.slice(2).includes('--prod');
const APP_PORT = portFrom('PORT', PROD ? 4173 : 5173);
const PROD_OUT_DIR = join(paths.root, 'dist');

function readDotEnv(): Record<string, string> {
  const file = join(paths.root, '.env');
  if (!existsSync(file)) return {};
  const values: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match?.[1] && !line.trimStart().startsWith('#'))
      values[match[1]] = (match[2] ?? '').replace(/^['"]|['"]$/g, '');
  }
  return values;
}

function isLocal(url: string): boolean {
  try {
    const { hostname } = new URL(url);
    return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '::1';
  } catch {
    return false;
  }
}

const fileEnv = readDotEnv();
const configuredUrl = process.env.VITE_SUPABASE_URL ?? fileEnv.VITE_SUPABASE_URL ?? '';
const hosted = configuredUrl !== '' && !isLocal(configuredUrl);
/** A PostgreSQL database for the local backend instead of PGlite (see README, "Database engines"). */
const databaseUrl = process.env.SUPABASE_DB_URL ?? fileEnv.SUPABASE_DB_URL;

let backend: RunningEmulator | null = null;
let app: ViteDevServer | PreviewServer | null = null;
let stopChores: (() => void) | null = null;

async function stop(signal: string): Promise<void> {
  process.stdout.write(`\n${signal}: stopping Mistri...\n`);
  stopChores?.();
  await app?.close();
  await backend?.close();
  process.exit(0);
}
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));

try {
  if (!hosted) {
    process.stdout.write('Starting the local backend (first run creates and seeds the database)...\n');
    const siteUrl = `http://127.0.0.1:${String(APP_PORT)}`;
    // Notifications by push, SMS, WhatsApp and e-mail: the functions' secrets, messages to the
    // backend's stand-ins (the mailbox shows them), the webhook pointed at this backend.
    const notify = mistriNotify({
      siteUrl,
      vapidKeysFile: VAPID_KEYS_FILE,
      apiUrl: `http://127.0.0.1:${String(API_PORT)}`,
    });
    backend = await startEmulator({
      ...MISTRI_PROJECT,
      port: API_PORT,
      mailboxPort: MAILBOX_PORT,
      ...(databaseUrl ? { postgres: databaseUrl } : { dataDir: paths.defaultDataDir }),
      storageDir: paths.defaultStorageDir,
      siteUrl,
      functionSecrets: notify.functionSecrets,
      log: process.env.MISTRI_QUIET ? false : (line) => process.stdout.write(`[backend] ${line}\n`),
    });
    await notify.connect(backend);
    stopChores = await scheduleChores(backend);
    process.env.VITE_SUPABASE_URL = backend.url;
    process.env.VITE_SUPABASE_ANON_KEY = ANON_KEY;
  }

  if (PROD) {
    process.stdout.write('Building the production app (about a minute)...\n');
    await build({ root: paths.root, logLevel: 'warn', build: { outDir: PROD_OUT_DIR, emptyOutDir: true } });
    app = await preview({
      root: paths.root,
      build: { outDir: PROD_OUT_DIR },
      preview: { host: '127.0.0.1', port: APP_PORT, strictPort: true },
      logLevel: 'warn',
    });
  } else {
    const devServer = await createServer({
      root: paths.root,
      server: { host: '127.0.0.1', port: APP_PORT, strictPort: true },
      logLevel: 'warn',
    });
    await devServer.listen();
    app = devServer;
  }
  const appUrl = `http://127.0.0.1:${String(APP_PORT)}`;
  const lines = [
    '',
    'Mistri is running.',
    `  App       ${appUrl}${PROD ? ' (production build in dist/, with the service worker)' : ''}`,
    backend
      ? `  Backend   ${backend.url} (local, data ${databaseUrl ? 'in PostgreSQL (SUPABASE_DB_URL)' : 'in .data/'})`
      : `  Backend   ${configuredUrl} (hosted project from .env)`,
  ];
  if (backend) {
    lines.push(
      `  Mailbox   ${backend.mailboxUrl ?? 'off'}`,
      '',
      '  Demo logins (password Demo1234):',
      '    customer@mistri.test      a customer in Kochi',
      '    electrician@mistri.test   an electrician in Kochi',
      '    plumber@mistri.test       a plumber in Kochi',
      '    admin@mistri.test         the admin console at /admin (add an authenticator app first)',
    );
  }
  lines.push('', 'Press Ctrl-C to stop.', '');
  process.stdout.write(lines.join('\n'));
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`Could not start Mistri: ${message}\n`);
  if (/EADDRINUSE/.test(message)) {
    process.stderr.write('A port is already in use: is another `npm start` or `npm run backend` running?\n');
  }
  await app?.close();
  await backend?.close();
  process.exit(1);
}
