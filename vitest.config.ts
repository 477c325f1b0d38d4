import fs from 'node:fs';
import { defineConfig } from 'vitest/config';
import { SlowFilesFirst } from './tests/support/slow-files-first.ts';
import { fastTier } from './tests/support/tier.ts';

const UNIT_INCLUDE = [
  'app/**/*.test.{ts,tsx}',
  'server/**/*.test.ts',
  'vite/**/*.test.ts',
  'bench/**/*.test.ts',
  'scripts/**/*.test.ts',
  'eslint/**/*.test.ts',
  // The test doubles' own checks (e.g. the push service against web-push).
  'tests/support/**/*.test.ts',
];
const UNIT_EXCLUDE = ['**/*.integration.test.ts', 'node_modules/**'];

/**
 * A unit test's time limit is a guard against a hang, never a speed check. `npm run test:fast`
 * runs the unit files at nice 10 beside the integration tier on two cores, where a unit file
 * gets about a tenth of a core: the CJK estimate PDF (it parses 26 MB of fonts; 0.37 s idle)
 * took 5.5 s there once and failed Vitest's default of 5 s.
 */
const UNIT_TEST_TIMEOUT_MS = 30_000;

/**
 * Unit files share their workers' module cache (no isolation: 3x faster, most of a file's
 * time was importing React, Mantine and zod again). A file that replaces a module with
 * `vi.mock` needs a fresh cache, or it would get (and leave) the real module: those run
 * isolated, found by reading the files, so a new mocking test needs no list kept by hand.
 */
const mockingUnitFiles = fs
  .globSync(UNIT_INCLUDE, { exclude: (name) => name === 'node_modules' })
  .filter((file) => /\bvi\.(do)?mock\(/.test(fs.readFileSync(file, 'utf8')));

/**
 * Integration files that play an attack out in real time (a minute of paced sign-in attempts):
 * they mostly wait on timers, so `npm run test:integration` runs them in a process of their
 * own beside the rest instead of holding one of its two workers for minutes.
 */
const TIMED_INTEGRATION = [
  'tests/integration/sign-in-lockout.test.ts',
  'tests/integration/sign-in-under-attack.test.ts',
];

/** What both integration projects share: real servers after one build, a minute per test. */
const integrationBase = {
  environment: 'node' as const,
  globalSetup: ['tests/support/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  test: {
    sequence: { sequencer: SlowFilesFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: UNIT_INCLUDE,
          exclude: [...UNIT_EXCLUDE, ...mockingUnitFiles],
          environment: 'node',
          testTimeout: UNIT_TEST_TIMEOUT_MS,
          isolate: false,
        },
      },
      {
        test: {
          name: 'unit-isolated',
          include: mockingUnitFiles.length > 0 ? mockingUnitFiles : ['no-mocking-test-files'],
          exclude: UNIT_EXCLUDE,
          environment: 'node',
          testTimeout: UNIT_TEST_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', '**/*.integration.test.ts'],
          exclude: ['node_modules/**', ...TIMED_INTEGRATION],
          ...integrationBase,
          // Each file starts real servers and then mostly waits on them (polls, timers, SMTP),
          // so two cores finish the fast tier sooner with four files at once: 4 workers 115 s,
          // 3 workers 130 s, 2 workers 170-200 s (SQLite, fast tier, idle). The full tier keeps
          // two: it runs beside the soak, whose memory and latency figures it must not crowd.
          maxWorkers: fastTier ? 4 : 2,
          // The files share their worker's module cache: they drive servers in other processes
          // and keep no state of their own in modules, and a fresh cache per file cost 55 of the
          // tier's 316 CPU-seconds (32 shared). No integration file uses `vi.mock`.
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration-timed',
          include: TIMED_INTEGRATION,
          ...integrationBase,
          // Both at once: each is mostly asleep between its paced attempts.
          maxWorkers: 2,
          // Run with the others in one process (as `vitest run`), after them: a group of its own.
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'faults',
          include: ['tests/faults/**/*.test.ts'],
          exclude: ['tests/faults/soak.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          // Crashes, full disks, a database cut off: one file at a time, or they measure each
          // other (a restarted PostgreSQL is everyone's).
          fileParallelism: false,
          maxWorkers: 1,
          testTimeout: 15 * 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // The soak measures its own server's memory and errors, which nothing else touches (a
          // SQLite server, its own data and port). It runs beside other tiers at a lower
          // priority (`npm test`: beside the integration tier; `npm run test:faults`: beside
          // the crash files), so their timings keep the CPU first. Decision 0017.
          name: 'soak',
          include: ['tests/faults/soak.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
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
