/**
 * The owner's screens on a phone (issue 13): Lighthouse's mobile preset on every admin screen,
 * signed in, against the built server. Per screen it reports the JavaScript a first load
 * transfers (gzip bytes of every script Lighthouse saw, counted exactly from the server's
 * precompressed files), the performance score, LCP and TBT, each the median of
 * LIGHTHOUSE_RUNS runs (default 3) with its spread. It exits non-zero when a screen loads
 * more than 150 KB gzip of JavaScript or scores under 90.
 *
 *   npm run bench:admin
 *   LIGHTHOUSE_RUNS=1 ADMIN_SCREENS=/admin/settings npm run bench:admin
 *   BENCH_ROOT=/path/to/other/checkout npm run bench:admin   (measure another build)
 *   LIGHTHOUSE_REPORT_DIR=/tmp/lhr npm run bench:admin   (every run's whole report, to read)
 *
 * The session is a real one (the admin made with `npm run admin:create`, its session row as
 * signing in stores it), given to Lighthouse as a Cookie header on every request.
 */
import { signedInAdmin } from '../tests/support/dashboard-session.ts';
import { countedSet, seedLeads } from '../tests/support/seed-leads.ts';
import {
  budgetFailures,
  finishWithResults,
  kb,
  measurePaths,
  median,
  ROOT,
  spread,
  startMeasuredServer,
  type Budget,
} from './lib/lighthouse-run.ts';

const SCREENS = process.env.ADMIN_SCREENS?.split(',') ?? [
  '/admin/submissions',
  '/admin/insights',
  '/admin/settings',
  '/admin/email-templates',
  '/admin/images',
  '/admin/audit',
  '/admin/security',
  '/admin/site',
  '/admin/site/business',
];
/** Issue 13, "The owner's screens on a phone are slow". */
const BUDGET: Budget<'performance'> = { minScores: { performance: 90 }, jsGzipBytes: 150 * 1024 };
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

const server = await startMeasuredServer();
const measured = await (async () => {
  const admin = await signedInAdmin(server);
  // A dashboard with something in it: leads over the last weeks (the chart, the cards).
  await seedLeads(server, countedSet(Date.now()));
  const headers = { Cookie: admin.cookie };
  for (const screen of SCREENS) {
    // Lighthouse would happily measure the sign-in form: make sure the session is accepted.
    const html = await (await fetch(`${server.url}${screen}`, { headers })).text();
    if (!html.includes('action="/admin/logout"')) {
      throw new Error(`${screen}: not signed in (no sign-out form in the page)`);
    }
  }
  return measurePaths(server.url, SCREENS, ['performance'], RUNS, { headers });
})().finally(() => server.dispose());

const results = measured.map((m) => ({
  path: m.path,
  jsGzipBytes: m.jsGzipBytes,
  /** Bytes Chromium received for the same scripts (brotli), median of the runs. */
  jsTransferBytes: median(m.runs.map((r) => r.scripts.reduce((t, s) => t + s.transferBytes, 0))),
  scripts: m.scripts,
  runs: m.table,
  median: m.median,
  failing: budgetFailures(m, BUDGET),
}));

console.info('\n| screen | JS gzip (KB) | performance | LCP (s) | TBT (ms) |');
console.info('| --- | --- | --- | --- | --- |');
for (const r of results) {
  console.info(
    `| \`${r.path}\` | ${kb(r.jsGzipBytes)} | ${spread(
      r.runs.map((x) => x.performance),
      '',
    )} | ${spread(
      r.runs.map((x) => x.lcpMs),
      's',
    ).replace(' s', '')} | ${spread(
      r.runs.map((x) => x.tbtMs),
      'ms',
    ).replace(' ms', '')} |`,
  );
}

finishWithResults(
  ROOT,
  process.env.ADMIN_BUDGET_OUT ?? 'bench/results/admin-budget.json',
  { date: new Date().toISOString(), runs: RUNS, budget: BUDGET, results },
  results.flatMap((r) => r.failing.map((f) => `${r.path} ${f.figure} ${f.detail}`)),
);
