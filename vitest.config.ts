import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { ANON_KEY, DEFAULT_API_PORT } from './supabase/emulator/src/config.js';

/**
 * The unit tests' own configuration: the local backend's well-known values, whatever `.env` holds
 * (or without one), so a fresh clone's `npm test` needs no set-up step. Nothing here is contacted.
 */
const unitEnv = {
  VITE_SUPABASE_URL: `http://127.0.0.1:${String(DEFAULT_API_PORT)}`,
  VITE_SUPABASE_ANON_KEY: ANON_KEY,
  VITE_GEOAPIFY_KEY: '',
  VITE_OPENCAGE_KEY: '',
};

const integration = {
  environment: 'node',
  globals: true,
  include: ['tests/integration/**/*.test.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  pool: 'forks' as const,
};

export default defineConfig({
  plugins: [react()],
  test: {
    maxWorkers: 2,
    minWorkers: 1,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/testing/setup.ts'],
          env: unitEnv,
        },
      },
      {
        test: { name: 'integration', ...integration, globalSetup: ['tests/integration/global-setup.ts'] },
      },
      {
        // The same suite on a PostgreSQL 15 server (a fresh cluster per run, a cloned database per file).
        test: { name: 'integration-pg', ...integration, globalSetup: ['tests/integration/global-setup-postgres.ts'] },
      },
    ],
  },
});
