import { parseArgs } from 'node:util';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { paths, projectPaths } from './paths.js';
import { startEmulator } from './index.js';

const usage = `Usage: npm run backend -- [--port 54321] [--mailbox-port 54324] [--workdir DIR] [--data-dir DIR | --memory] [--reset] [--quiet]`;

function fail(message: string): never {
  process.stderr.write(`${message}\n${usage}\n`);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    options: {
      port: { type: 'string', default: '54321' },
      'mailbox-port': { type: 'string', default: '54324' },
      workdir: { type: 'string' },
      'data-dir': { type: 'string' },
      memory: { type: 'boolean', default: false },
      reset: { type: 'boolean', default: false },
      quiet: { type: 'boolean', default: false },
      'site-url': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  }).values;
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (parsed.help) {
  process.stdout.write(`${usage}\n`);
  process.exit(0);
}
if (parsed.memory && parsed['data-dir']) fail('--memory and --data-dir cannot be used together');

const port = Number(parsed.port);
const mailboxPort = Number(parsed['mailbox-port']);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`Invalid --port: ${parsed.port}`);
if (!Number.isInteger(mailboxPort) || mailboxPort < 0 || mailboxPort > 65535) {
  fail(`Invalid --mailbox-port: ${parsed['mailbox-port']}`);
}

const workdir = parsed.workdir === undefined ? undefined : resolve(parsed.workdir);
if (workdir !== undefined && !existsSync(projectPaths(workdir).supabase)) {
  fail(`--workdir ${workdir} has no supabase/ folder`);
}
const defaultDataDir = workdir ? join(workdir, '.data', 'db') : paths.defaultDataDir;
const defaultStorageDir = workdir ? join(workdir, '.data', 'storage') : paths.defaultStorageDir;
const dataDir = parsed.memory ? null : (parsed['data-dir'] ?? defaultDataDir);
const storageDir = parsed.memory ? null : parsed['data-dir'] ? `${parsed['data-dir']}-storage` : defaultStorageDir;

const started = performance.now();
const emulator = await startEmulator({
  port,
  mailboxPort,
  dataDir,
  storageDir,
  reset: parsed.reset,
  ...(workdir ? { workdir } : {}),
  log: !parsed.quiet,
  ...(parsed['site-url'] ? { siteUrl: parsed['site-url'] } : {}),
});

process.stdout.write(
  [
    `Mistri local backend ready in ${((performance.now() - started) / 1000).toFixed(1)} s${emulator.created ? ' (new database, seeded)' : ''}`,
    `  API       ${emulator.url}`,
    `  Mailbox   ${emulator.mailboxUrl ?? 'off'}`,
    `  Project   ${workdir ?? paths.root}`,
    `  Database  ${dataDir ?? 'in memory'}`,
    `  anon key  ${emulator.anonKey}`,
    '',
  ].join('\n'),
);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  process.stdout.write(`\n${signal}: stopping the local backend...\n`);
  await emulator.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
