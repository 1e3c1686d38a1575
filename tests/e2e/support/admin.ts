import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Database } from '../../../src/lib/database.types.js';
import { E2E } from './e2e-env.js';

export type Client = SupabaseClient<Database>;

function client(key: string): Client {
  return createClient<Database>(E2E.apiUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}

/** A service-role client for setting up and checking data (bypasses RLS). */
export function adminClient(): Client {
  return client(E2E.serviceRoleKey);
}

/** A fresh anonymous client (no session). */
export function anonClient(): Client {
  return client(E2E.anonKey);
}
