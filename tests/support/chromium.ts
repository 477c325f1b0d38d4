/** The machine's Chromium, and the flags every browser this project starts runs with. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium's headless shell (Debian's chromium-headless-shell, the same engine and version):
 * what Playwright itself runs for headless tests. It draws no browser UI and has no
 * notification service, so it takes about a quarter less time over the e2e suite; the specs
 * tagged `@full-browser` (push alerts) run on the full Chromium above. Decision 0018.
 */
export const CHROMIUM_SHELL_PATH =
  process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
