import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, CHROMIUM_SHELL_PATH } from './tests/support/chromium.ts';

export { CHROMIUM_PATH };

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    browserName: 'chromium',
    trace: 'off',
    // The service worker answers from its caches and hides requests from page.route(): tests
    // about something else run without it; the PWA tests opt in with serviceWorkers: 'allow'.
    serviceWorkers: 'block',
  },
  projects: [
    {
      // Everything a page does, in Chromium's headless shell (decision 0018).
      name: 'headless-shell',
      grepInvert: /@full-browser/,
      use: { launchOptions: { executablePath: CHROMIUM_SHELL_PATH, args: CHROMIUM_ARGS } },
    },
    {
      // What needs the browser around the page: push notifications.
      name: 'full-browser',
      grep: /@full-browser/,
      use: { launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } },
    },
  ],
});
