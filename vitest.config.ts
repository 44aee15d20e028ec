import { defineConfig } from 'vitest/config';

// Two tiers (docs/architecture.md "Tests"): unit tests beside the code, and integration tests that
// run the real server on a real PostgreSQL (one embedded cluster per run, a fresh database per file).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts'],
          exclude: ['**/*.integration.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.integration.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Files share one module graph per worker instead of re-importing the whole server for each
          // file (~9 s a file on the loaded 2-core machine, most of the run; decision 076). Files stay
          // independent through their own database (helpers.ts) and their own composed app.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
