import { createClient } from '@supabase/supabase-js';
import { env } from '../config/env';
import type { Database } from './database.types';
import { SESSION_STORAGE_KEY } from './session-presence';

/** The one Supabase client of the app. Only `features/<feature>/api/` modules import it. */
export const supabase = createClient<Database>(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY, {
  auth: {
    autoRefreshToken: true,
    persistSession: true,
    detectSessionInUrl: true,
    flowType: 'implicit',
    storageKey: SESSION_STORAGE_KEY,
  },
});

export type SupabaseClient = typeof supabase;
