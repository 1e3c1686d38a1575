import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * A value of `.env.example`, which holds the local backend's well-known URL and anon key (an
 * integration test keeps them equal to local-supabase's; Node loads this file without TypeScript
 * support, so it cannot import that package).
 */
function exampleValue(name: string): string {
  const text = readFileSync(new URL('./.env.example', import.meta.url), 'utf8');
  const value = new RegExp(`^${name}=(.*)$`, 'm').exec(text)?.[1]?.trim();
  if (!value) throw new Error(`.env.example has no ${name}`);
  return value;
}

/**
 * The unit tests' own configuration: the local backend's well-known values, whatever `.env` holds
 * (or without one), so a fresh clone's `npm test` needs no set-up step. Nothing here is contacted.
 */
const unitEnv = {
  VITE_SUPABASE_URL: exampleValue('VITE_SUPABASE_URL'),
  VITE_SUPABASE_ANON_KEY: exampleValue('VITE_SUPABASE_ANON_KEY'),
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
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'supabase/functions/**/*.test.ts'],
          setupFiles: ['src/testing/setup.ts'],
          env: unitEnv,
          // A whole form filled by userEvent runs for seconds under jsdom when the machine is busy
          // (CI shares two cores); the default 5 s cut such tests off half way.
          testTimeout: 20_000,
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
