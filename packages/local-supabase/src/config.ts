import type { JwtKeys } from './jwt.js';
import type { ProjectConfig } from './config/project-config.js';

/** Well-known values of the Supabase CLI's local stack, so one `.env` works against both. */
export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

export const DEFAULT_API_PORT = 54321;
export const DEFAULT_MAILBOX_PORT = 54324;
export const DEFAULT_SITE_URL = 'http://127.0.0.1:5173';
export const ACCESS_TOKEN_TTL_SECONDS = 3600;

export interface EmulatorConfig {
  /** Names the project on the local pages (mailbox); null when neither the caller nor config.toml names it. */
  projectName: string | null;
  /** Public base URL of the API, e.g. http://127.0.0.1:54321 */
  apiUrl: string;
  /** Base URL of the local mailbox page, e.g. http://127.0.0.1:54324 */
  mailboxUrl: string;
  /** Where auth redirects go when no allowed redirect_to is given (= project.auth.siteUrl). */
  siteUrl: string;
  jwtSecret: string;
  /** The secret and, with `[auth] signing_keys_path`, the asymmetric keys tokens are signed and checked with. */
  jwtKeys: JwtKeys;
  /** Directory where storage object bytes live; null keeps them in memory. */
  storageDir: string | null;
  /** Log one line per request. */
  log: boolean;
  /** What supabase/config.toml says (with defaults and start overrides applied). */
  project: ProjectConfig;
}
