import { fileURLToPath } from 'node:url';
import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startEmulator, type RunningEmulator, type StartOptions } from '../../src/index.js';

/** A project folder of the package's own fixtures (`tests/fixtures/<name>/supabase/`). */
export function fixtureProject(name: string): string {
  return fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
}

/** An in-memory backend on free ports for one of the fixture projects, started through the public entry. */
export function startFixture(name: string, options: StartOptions = {}): Promise<RunningEmulator> {
  return startEmulator({
    port: 0,
    mailboxPort: null,
    dataDir: null,
    storageDir: null,
    workdir: fixtureProject(name),
    log: false,
    ...options,
  });
}

type Transport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

/** Node 20 has no WebSocket of its own; `ws` serves as realtime-js's transport, though its types differ. */
const transport = WebSocket as unknown as Transport;

export function makeClient(url: string, key: string) {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport },
  });
}

/** The password of every account the fixture tests sign up. */
export const FIXTURE_PASSWORD = 'Fixture-pass-1';

let accounts = 0;

/** A new account on `backend`, signed up (and so signed in) with the official client. */
export async function signUpUser(backend: RunningEmulator, prefix = 'user') {
  accounts += 1;
  const email = `${prefix}-${String(accounts)}-${String(Date.now())}@example.test`;
  const client = makeClient(backend.url, backend.anonKey);
  const { data, error } = await client.auth.signUp({ email, password: FIXTURE_PASSWORD });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message ?? 'no user'}`);
  return { client, email, id: data.user.id };
}
