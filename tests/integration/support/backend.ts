import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { type Mailbox, type ProjectConfigOverrides, type RunningEmulator, startEmulator } from 'local-supabase';
import type { Database } from '../../../src/lib/database.types.js';
import { GENEROUS_LIMITS } from '../../shared/rate-limits.js';
import { freshDatabase, type TestDatabase } from './test-database.js';
import { MISTRI_CONFIG, MISTRI_PROJECT, mistriNotify, type MistriNotify } from '../../../scripts/lib/mistri-backend.js';

export type Client = SupabaseClient<Database>;

export interface TestBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The local mailbox; null when the suite runs against an external stack. */
  mailbox: Mailbox | null;
  emulator: RunningEmulator | null;
  /** With `notify: true`: the functions' secrets and the webhook, connected. */
  notify: MistriNotify | null;
  /** A fresh client with the anon key and no session. */
  anon(): Client;
  /** A client with the service key (bypasses RLS). */
  service(): Client;
  /** A fresh client signed in with e-mail and password. */
  signIn(email: string, password?: string): Promise<Client>;
  /** Signs up a new auto-confirmed user and returns its signed-in client and id. */
  signUp(email: string, password?: string, data?: Record<string, unknown>): Promise<{ client: Client; id: string }>;
  close(): Promise<void>;
}

export const DEMO_PASSWORD = 'Demo1234';
export const DEMO = {
  customer: 'customer@mistri.test',
  electrician: 'electrician@mistri.test',
  plumber: 'plumber@mistri.test',
} as const;

export function makeClient(url: string, key: string): Client {
  return createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

export interface TestBackendOptions {
  /**
   * Replaces config.toml values of the in-process backend, over the test defaults: generous rate
   * limits (when left out) and mail confirmations off (see AUTO_CONFIRM).
   */
  config?: ProjectConfigOverrides;
  /**
   * Runs Mistri's Edge Functions with their local secrets and points the notifications webhook
   * at them (off by default: other suites would otherwise send push, SMS and e-mail).
   */
  notify?: boolean;
  /** The app address links in messages start with (with `notify`). */
  siteUrl?: string;
}

/**
 * Suites about something other than proving e-mail addresses sign up and change addresses and
 * passwords in one step, as with the CLI's defaults. The confirmation suites (auth-probe-*) pass
 * PRODUCTION_EMAIL to run as config.toml says.
 */
export const AUTO_CONFIRM: ProjectConfigOverrides = {
  auth: {
    email: { enableConfirmations: false, doubleConfirmChanges: false, securePasswordChange: false, maxFrequency: 0 },
  },
};

function mergeOverrides(base: ProjectConfigOverrides, top: ProjectConfigOverrides): ProjectConfigOverrides {
  const merge = (left: Record<string, unknown>, right: Record<string, unknown>): Record<string, unknown> => {
    const result = { ...left };
    for (const [key, value] of Object.entries(right)) {
      const current = result[key];
      const bothTables =
        typeof value === 'object' && value !== null && !Array.isArray(value) && typeof current === 'object';
      result[key] =
        bothTables && current !== null && !Array.isArray(current)
          ? merge(current as Record<string, unknown>, value as Record<string, unknown>)
          : value;
    }
    return result;
  };
  return merge(base, top);
}

/**
 * Starts an in-process backend on free ports, on a copy of the database migrated in global setup
 * (a PGlite image, or a PostgreSQL template in the PostgreSQL run).
 * With SUPABASE_URL and SUPABASE_ANON_KEY set (and SUPABASE_SERVICE_ROLE_KEY), it uses that stack.
 */
export async function startTestBackend(options: TestBackendOptions = {}): Promise<TestBackend> {
  const externalUrl = process.env.SUPABASE_URL;
  let emulator: RunningEmulator | null = null;
  let database: TestDatabase | null = null;
  let url: string;
  let anonKey: string;
  let serviceRoleKey: string;
  let notify: MistriNotify | null = null;
  if (externalUrl) {
    url = externalUrl;
    anonKey = requireEnv('SUPABASE_ANON_KEY');
    serviceRoleKey = requireEnv('SUPABASE_SERVICE_ROLE_KEY');
  } else {
    database = await freshDatabase();
    const config = mergeOverrides(mergeOverrides(MISTRI_CONFIG, AUTO_CONFIRM), options.config ?? GENEROUS_LIMITS);
    notify = options.notify
      ? mistriNotify({ siteUrl: options.siteUrl ?? 'https://mistri.test', vapidKeysFile: null })
      : null;
    emulator = await startEmulator({
      ...MISTRI_PROJECT,
      port: 0,
      mailboxPort: 0,
      ...database.options,
      storageDir: null,
      log: false,
      config,
      ...(notify ? { functionSecrets: notify.functionSecrets } : {}),
    });
    await notify?.connect(emulator);
    url = emulator.url;
    anonKey = emulator.anonKey;
    serviceRoleKey = emulator.serviceRoleKey;
  }
  const clients: Client[] = [];
  const track = (client: Client): Client => {
    clients.push(client);
    return client;
  };

  return {
    url,
    anonKey,
    serviceRoleKey,
    mailbox: emulator?.mailbox ?? null,
    emulator,
    notify,
    anon: () => track(makeClient(url, anonKey)),
    service: () => track(makeClient(url, serviceRoleKey)),
    async signIn(email, password = DEMO_PASSWORD) {
      const client = track(makeClient(url, anonKey));
      const { error } = await client.auth.signInWithPassword({ email, password });
      if (error) throw new Error(`sign-in of ${email} failed: ${error.message}`);
      return client;
    },
    async signUp(email, password = DEMO_PASSWORD, data = {}) {
      const client = track(makeClient(url, anonKey));
      const { data: result, error } = await client.auth.signUp({ email, password, options: { data } });
      if (error || !result.user) throw new Error(`sign-up of ${email} failed: ${error?.message ?? 'no user'}`);
      return { client, id: result.user.id };
    },
    async close() {
      for (const client of clients) await client.removeAllChannels();
      await emulator?.close();
      await database?.drop();
    },
  };
}

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set when SUPABASE_URL is set`);
  return value;
}

let counter = 0;
/** A unique e-mail address for a test user. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${String(Date.now())}-${String(counter)}@example.test`;
}
