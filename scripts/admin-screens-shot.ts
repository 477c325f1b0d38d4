/**
 * Screenshots of every admin screen at 390 px, signed in with a seeded inbox, into a folder:
 * to compare two builds' looks after a stylesheet change (compare with scripts/png-diff.ts).
 *
 *   node scripts/admin-screens-shot.ts /tmp/shots-before
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { signedInAdmin } from '../tests/support/dashboard-session.ts';
import { inboxLeads, seedLeads } from '../tests/support/seed-leads.ts';
import { ensureBuild } from '../server/build-freshness.ts';
import { startServer } from '../tests/support/server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts';
import { adminScreens } from './lib/admin-screens.ts';

const out = path.resolve(process.argv[2] ?? '/tmp/admin-shots');
mkdirSync(out, { recursive: true });
const screens = adminScreens;
ensureBuild(process.cwd());
const server = await startServer({ root: process.cwd() });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const admin = await signedInAdmin(server);
  // A fixed clock for the seed would be better; the cards' relative times differ by run anyway.
  await seedLeads(server, inboxLeads(20, Date.UTC(2026, 10, 20)));
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { Cookie: admin.cookie },
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  for (const screen of screens) {
    await page.goto(`${server.url}${screen}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const file = path.join(out, `${screen.replaceAll('/', '_').slice(1)}.png`);
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' });
  }
  await page.goto(`${server.url}/admin/logout`);
  console.log(`${screens.length} screens in ${out}`);
} finally {
  await browser.close();
  await server.stop();
}
