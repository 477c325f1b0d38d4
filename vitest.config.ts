import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'app/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'vite/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
            'eslint/**/*.test.ts',
            // The test doubles' own checks (e.g. the push service against web-push).
            'tests/support/**/*.test.ts',
          ],
          exclude: ['**/*.integration.test.ts', 'node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', '**/*.integration.test.ts'],
          exclude: ['node_modules/**'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file starts real servers; two cores do not gain from more at once.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'faults',
          include: ['tests/faults/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          // Crashes, full disks and load: one file at a time, or they measure each other.
          fileParallelism: false,
          maxWorkers: 1,
          testTimeout: 15 * 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'observatory',
          include: ['tests/observatory/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/observatory/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
