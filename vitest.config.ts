import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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
