import { join } from 'node:path';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../../supabase/emulator/src/config.js';
import { paths } from '../../../supabase/emulator/src/paths.js';

/** Fixed ports of the browser suite, away from the dev stack (54321/54324/5173/4173). */
export const E2E = {
  apiPort: 54331,
  mailboxPort: 54334,
  previewPort: 4183,
  apiUrl: 'http://127.0.0.1:54331',
  mailboxUrl: 'http://127.0.0.1:54334',
  baseUrl: 'http://127.0.0.1:4183',
  anonKey: ANON_KEY,
  serviceRoleKey: SERVICE_ROLE_KEY,
  /** The app built for the suite (VITE_SUPABASE_URL = apiUrl). */
  distDir: join(paths.root, '.tmp', 'e2e-dist'),
  root: paths.root,
} as const;

export const DEMO_PASSWORD = 'Demo1234';
export const DEMO = {
  customer: 'customer@mistri.test',
  electrician: 'electrician@mistri.test',
  plumber: 'plumber@mistri.test',
} as const;
