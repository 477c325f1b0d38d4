import { test as base, expect } from './console-guard.ts';
import { startServer, type TestServer } from '../support/server.ts';

/**
 * `server`: a real built server with its own fresh data, one per test file worker.
 * Tests that need a private server (SMTP down, a seeded state) call startServer() themselves.
 * Every test fails on a console error or a hydration mismatch (console-guard.ts).
 */
export const test = base.extend<object, { server: TestServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture names from the pattern
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.dispose();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});

export { expect };
