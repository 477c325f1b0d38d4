import { test as base } from '@playwright/test';
import { uniqueIp } from '../../support/leads.ts';
import { startServer, type TestServer } from '../../support/server.ts';
import { startSmtp, type TestSmtp } from '../../support/smtp.ts';

/**
 * The visitors' specs' servers, one per test file worker, behind a trusted proxy so each test
 * can be its own visitor: its own address (the per-address limits) and, by context, its own
 * browser id. Built on Playwright's plain `test`: these specs cause failures on purpose, and the
 * console guard of fixtures.ts would fail them for the browser's own error lines.
 */
export const visitorTest = base.extend<object, { server: TestServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture names from the pattern
    async ({}, use) => {
      const server = await startServer({ env: { TRUST_PROXY: '1' } });
      await use(server);
      await server.dispose();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture names from the pattern
  extraHTTPHeaders: async ({}, use) => use({ 'X-Forwarded-For': uniqueIp() }),
});

export interface MailServer {
  server: TestServer;
  smtp: TestSmtp;
}

/** The same with a real SMTP server that the outbox delivers to within a tenth of a second. */
export const mailTest = base.extend<object, { mailServer: MailServer }>({
  mailServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture names from the pattern
    async ({}, use) => {
      const smtp = await startSmtp();
      const server = await startServer({
        env: { SMTP_URL: smtp.url, TRUST_PROXY: '1', MAIL_POLL_MS: '100' },
      });
      await use({ server, smtp });
      await server.dispose();
      await smtp.close();
    },
    { scope: 'worker' },
  ],
});

/** mailTest where the page's own requests come from one visitor per test. */
export const mailVisitorTest = mailTest.extend({
  baseURL: async ({ mailServer }, use) => use(mailServer.server.url),
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture names from the pattern
  extraHTTPHeaders: async ({}, use) => use({ 'X-Forwarded-For': uniqueIp() }),
});
