import { join } from 'node:path';
import { ANON_KEY, SERVICE_ROLE_KEY } from 'local-supabase';
import { paths } from '../../../scripts/lib/paths.js';

function port(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) throw new Error(`${name} must be a port number`);
  return value;
}

/** The suite's own ports, away from the dev stack (54321/54324/5173/4173); override with E2E_*_PORT. */
const apiPort = port('E2E_API_PORT', 54331);
const mailboxPort = port('E2E_MAILBOX_PORT', 54334);
const previewPort = port('E2E_PREVIEW_PORT', 4183);

export const E2E = {
  apiPort,
  mailboxPort,
  previewPort,
  apiUrl: `http://127.0.0.1:${String(apiPort)}`,
  mailboxUrl: `http://127.0.0.1:${String(mailboxPort)}`,
  baseUrl: `http://127.0.0.1:${String(previewPort)}`,
  anonKey: ANON_KEY,
  serviceRoleKey: SERVICE_ROLE_KEY,
  /** The app built for the suite (its VITE_SUPABASE_URL is apiUrl, so one build per API port). */
  distDir: join(paths.root, '.tmp', `e2e-dist-${String(apiPort)}`),
  root: paths.root,
} as const;

export const DEMO_PASSWORD = 'Demo1234';
export const DEMO = {
  customer: 'customer@mistri.test',
  electrician: 'electrician@mistri.test',
  plumber: 'plumber@mistri.test',
} as const;
