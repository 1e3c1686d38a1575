import { env } from '../config/env';

/** Where supabase-js keeps the session: its default key, named here so the startup can look without loading the client. */
export const SESSION_STORAGE_KEY = `sb-${new URL(env.VITE_SUPABASE_URL).hostname.split('.')[0] ?? ''}-auth-token`;

/** Whether this page load may belong to a signed-in person: a stored session, or a sign-in result in the address. */
export function mayHaveSession(location: Pick<Location, 'hash' | 'search'> = window.location): boolean {
  if (/[#&](access_token|error)=/.test(location.hash) || /[?&]code=/.test(location.search)) return true;
  try {
    return localStorage.getItem(SESSION_STORAGE_KEY) !== null;
  } catch {
    return true;
  }
}
