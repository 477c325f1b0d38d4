import { test as base, expect, type BrowserContext } from '@playwright/test';
import { notFoundMessages } from '#app/lib/messages/not-found.ts';

/**
 * The admin's specs fail on what a page's own code reports (issue 28): a hydration mismatch
 * (React's recoverable error, logged by app/lib/react/hydration-errors.ts), any other console
 * error (but the not-found page's, which the spec asks for), an uncaught exception. What the
 * browser itself logs for a request that failed is left to the specs that cause it on purpose
 * (a 500, a dropped connection, an offline device): that is the network's failure, which the
 * screens report in their own words.
 */
const NETWORK_FAILURE = /^Failed to load resource: |net::ERR_/;
/** The spec asks the not-found page to log the path it was asked for (app/enhance/not-found.ts). */
const SPEC_NOT_FOUND = `${notFoundMessages.consoleMessage}:`;

export interface ConsoleGuard {
  /** What the page reported so far in this test, in order. */
  readonly errors: string[];
  /** Reads and forgets what was reported (a test that causes an error on purpose). */
  take(): string[];
}

function watch(context: BrowserContext, errors: string[]): void {
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (NETWORK_FAILURE.test(text) || text.startsWith(SPEC_NOT_FOUND)) return;
    errors.push(`console.error at ${message.location().url}: ${text}`);
  });
  context.on('weberror', (error) => errors.push(`uncaught: ${error.error().message}`));
}

/**
 * Every context of a test is watched: the default one and those the test opens with
 * `browser.newContext()` (a second device, a phone). The test fails at its end if anything was
 * reported and not taken.
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ browser, context }, use) => {
      const errors: string[] = [];
      watch(context, errors);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const created = await newContext(...args);
        watch(created, errors);
        return created;
      };
      await use({ errors, take: () => errors.splice(0) });
      browser.newContext = newContext;
      expect(errors, 'errors the page reported').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
