import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type BrowserContext } from 'playwright-core';
import { startEmulator } from 'local-supabase';
import { paths } from './lib/paths.js';
import { readBudget, type RouteBudget } from './perf/budget.js';
import { viteBuild } from './perf/build.js';
import { checkFirstPaintBytes } from './perf/byte-report.js';
import { runLighthouse, type RouteResult } from './perf/lighthouse-run.js';
import { brokenBudgets, formatTable } from './perf/report.js';
import { startPreview } from './perf/servers.js';
import { MISTRI_PROJECT } from './lib/mistri-backend.js';

/**
 * `npm run perf`: builds the app against an in-memory local backend, serves the production
 * preview, runs Lighthouse (mobile) on every route of perf-budget.json and prints a table.
 * Exits non-zero when a budget is broken; with --report-only only the byte budget can fail it.
 * Ports: PERF_API_PORT, PERF_MAILBOX_PORT, PERF_PREVIEW_PORT, PERF_CHROME_PORT.
 */
const { values } = parseArgs({
  options: { 'report-only': { type: 'boolean', default: false }, route: { type: 'string', multiple: true } },
});

function port(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) throw new Error(`${name} must be a port number`);
  return value;
}

const apiPort = port('PERF_API_PORT', 54341);
const mailboxPort = port('PERF_MAILBOX_PORT', 54344);
const previewPort = port('PERF_PREVIEW_PORT', 4193);
const chromePort = port('PERF_CHROME_PORT', 9333);
const baseUrl = `http://127.0.0.1:${String(previewPort)}`;
const distDir = join(paths.root, '.tmp', `perf-dist-${String(apiPort)}`);
const profileDir = join(paths.root, '.tmp', `perf-chrome-${String(chromePort)}`);
const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--remote-debugging-port=${String(chromePort)}`,
];

async function signIn(context: BrowserContext, email: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/signin`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Demo1234');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${baseUrl}/`);
  await page.getByText('Signed in successfully').waitFor();
  await page.close();
}

const budget = readBudget(paths.root);
const routes: RouteBudget[] = budget.lighthouse.routes.filter(
  (route) => !values.route || values.route.includes(route.path),
);
// Public pages first: Lighthouse clears their storage; signed-in pages then keep the session.
routes.sort((a, b) => Number(Boolean(a.signedInAs)) - Number(Boolean(b.signedInAs)));

const emulator = await startEmulator({
  ...MISTRI_PROJECT,
  port: apiPort,
  mailboxPort,
  dataDir: null,
  storageDir: null,
  log: false,
});
let stopPreview: (() => Promise<void>) | null = null;
let context: BrowserContext | null = null;
const results: RouteResult[] = [];
let bytesFit = false;
try {
  process.stdout.write(`Building against the local backend on ${emulator.url}...\n`);
  await viteBuild(paths.root, distDir, {
    VITE_SUPABASE_URL: emulator.url,
    VITE_SUPABASE_ANON_KEY: emulator.anonKey,
    VITE_GEOAPIFY_KEY: '',
    VITE_OPENCAGE_KEY: '',
  });
  bytesFit = checkFirstPaintBytes(distDir, budget);
  stopPreview = await startPreview(paths.root, distDir, previewPort);
  rmSync(profileDir, { recursive: true, force: true });
  context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  let signedInAs: string | undefined;
  for (const route of routes) {
    if (route.signedInAs && route.signedInAs !== signedInAs) {
      await signIn(context, route.signedInAs);
      signedInAs = route.signedInAs;
    }
    process.stdout.write(`Lighthouse ${route.path}${route.signedInAs ? ` (as ${route.signedInAs})` : ''}...\n`);
    results.push(await runLighthouse(`${baseUrl}${route.path}`, chromePort, route));
  }
} finally {
  await context?.close();
  await stopPreview?.();
  await emulator.close();
}

process.stdout.write(`\n${formatTable(results, budget)}\n`);
const broken = results.filter((result) => brokenBudgets(result, budget).length > 0).length;
process.stdout.write(
  `\n${String(results.length - broken)} of ${String(results.length)} routes meet their Lighthouse budget; ` +
    `first-paint JavaScript ${bytesFit ? 'fits' : 'breaks'} its byte budget.\n`,
);
if (!bytesFit || (broken > 0 && !values['report-only'])) process.exitCode = 1;
