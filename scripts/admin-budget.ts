/**
 * The owner's screens on a phone (issues 13 and 28): Lighthouse's mobile preset on every admin
 * screen (the Site editor's sections too), signed in, against the built server, with an inbox
 * of ADMIN_LEADS leads (default 200; the counted set's two spam leads come on top, so at 20 the
 * first page is full: tests/support/seed-leads.ts inboxLeads()). The CPU slowdown is calibrated to the host
 * (scripts/lib/cpu-calibration.ts: benchmarkIndex / 500, the median of three short runs), so a
 * fast machine and a slow one simulate the same phone. Per screen it reports the JavaScript a
 * first load transfers (gzip bytes, counted exactly from the server's precompressed files), the
 * performance score, LCP and TBT, each the median of LIGHTHOUSE_RUNS runs (default 5) with its
 * spread. It exits non-zero when a screen misses a target: JS ≤ 180 KB gzip, performance ≥ 90,
 * TBT ≤ 200 ms, LCP ≤ 2.5 s.
 *
 *   npm run bench:admin
 *   LIGHTHOUSE_RUNS=1 ADMIN_SCREENS=/admin/settings npm run bench:admin
 *   ADMIN_LEADS=1000 ADMIN_SCREENS=/admin/submissions npm run bench:admin
 *   BENCH_ROOT=/path/to/other/checkout npm run bench:admin   (measure another build)
 *   BENCH_COMPARE=/path/to/other/checkout npm run bench:admin   (both builds in the same run,
 *     their runs alternating; the table gets a column pair per build)
 *   ADMIN_LEADS_COMPARE=20,1000 ADMIN_SCREENS=/admin/submissions npm run bench:admin   (this
 *     build twice, each server with its own inbox, runs alternating: does the screen grow with
 *     the inbox? 18 is the first page before the inbox was counted without its spam)
 *   LIGHTHOUSE_REPORT_DIR=/tmp/lhr npm run bench:admin   (every run's whole report, to read)
 *   BENCH_HTTP2=1 npm run bench:admin   (through a local HTTP/2 TLS proxy, as production's
 *     nginx serves the admin: scripts/lib/http2-proxy.ts says why it changes LCP)
 *   BENCH_HTTP2=ab npm run bench:admin   (this build twice, HTTP/1.1 then HTTP/2, runs alternating)
 *
 * The session is a real one (the admin made with `npm run admin:create`, its session row as
 * signing in stores it), given to Lighthouse as a Cookie header on every request.
 */
import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { signedInAdmin } from '../tests/support/dashboard-session.ts';
import { inboxLeads, seedLeads } from '../tests/support/seed-leads.ts';
import { ensureBuild } from '../server/build-freshness.ts';
import { startServer, type TestServer } from '../tests/support/server.ts';
import { adminScreens } from './lib/admin-screens.ts';
import { startHttp2Proxy, type Http2Proxy } from './lib/http2-proxy.ts';
import { calibrateCpu, type CpuCalibration } from './lib/cpu-calibration.ts';
import {
  budgetFailures,
  figureTable,
  finishWithResults,
  gzipBytes,
  kb,
  launchChrome,
  ROOT,
  runFigures,
  runLighthouseValid,
  spread,
  type Budget,
  type LighthouseRun,
  type MeasuredPath,
} from './lib/lighthouse-run.ts';

const SCREENS = process.env.ADMIN_SCREENS?.split(',') ?? adminScreens;
/** Issue 28's targets, at the calibrated CPU. */
const BUDGET: Budget<'performance'> = {
  minScores: { performance: 90 },
  jsGzipBytes: 180 * 1024,
  tbtMs: 200,
  lcpMs: 2500,
};
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
const LEADS = Math.max(0, Number(process.env.ADMIN_LEADS ?? 200));
const HTTP2_MODE = process.env.BENCH_HTTP2 ?? '';
const HTTP2 = HTTP2_MODE === '1' || HTTP2_MODE === 'ab';

/** Booked visits on the Schedule tab: a busy fortnight, four a working day. */
const VISITS = 40;

async function seedVisits(server: TestServer, leadIds: readonly number[]): Promise<void> {
  const day = 86_400_000;
  const firstDay = Math.ceil(Date.now() / day) * day;
  for (const [i, leadId] of leadIds.entries()) {
    // 13:00, 15:00, 18:00 and 20:00 UTC: the morning and afternoon windows in New York.
    const start = firstDay + Math.floor(i / 4) * day + [13, 15, 18, 20][i % 4]! * 3_600_000;
    const now = Date.now();
    await server.query(
      `insert into appointments (lead_id, window_start, window_end, slot, status, uid, sequence,
         manage_token_hash, created_at, updated_at)
       values (?, ?, ?, 0, 'booked', ?, 0, ?, ?, ?)`,
      [leadId, start, start + 2 * 3_600_000, randomUUID(), randomUUID(), now, now],
    );
  }
}

interface Target {
  /** The checkout's label in the table: its commit. */
  label: string;
  server: TestServer;
  /** Where Lighthouse loads the screens: the server, or its HTTP/2 proxy (BENCH_HTTP2). */
  url: string;
  proxy?: Http2Proxy;
  headers: Record<string, string>;
}

async function startTarget(root: string, leads: number, http2: boolean): Promise<Target> {
  ensureBuild(root);
  const server = await startServer({ root });
  const admin = await signedInAdmin(server);
  const ids = await seedLeads(server, inboxLeads(leads, Date.now()));
  await seedVisits(server, ids.slice(0, VISITS));
  const headers = { Cookie: admin.cookie };
  for (const screen of SCREENS) {
    // Lighthouse would happily measure the sign-in form: make sure the session is accepted.
    const html = await (await fetch(`${server.url}${screen}`, { headers })).text();
    if (!html.includes('action="/admin/logout"')) {
      throw new Error(`${screen}: not signed in (no sign-out form in the page)`);
    }
  }
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root })
    .toString()
    .trim();
  const label = `${path.basename(root)}@${commit}, ${leads} leads${http2 ? ', HTTP/2' : ''}`;
  if (!http2) return { label, server, headers, url: server.url };
  const proxy = await startHttp2Proxy(server.url);
  return { label, server, headers, url: proxy.url, proxy };
}

const root = path.resolve(process.env.BENCH_ROOT ?? ROOT);
const leadCounts = process.env.ADMIN_LEADS_COMPARE?.split(',').map(Number);
const plan: Array<{ root: string; leads: number; http2: boolean }> = leadCounts
  ? leadCounts.map((leads) => ({ root, leads, http2: HTTP2 }))
  : [{ root, leads: LEADS, http2: HTTP2 }];
if (process.env.BENCH_COMPARE) {
  plan.unshift({ root: path.resolve(process.env.BENCH_COMPARE), leads: LEADS, http2: HTTP2 });
}
// The same build over HTTP/1.1 first, the HTTP/2 proxy judged.
if (HTTP2_MODE === 'ab') plan.unshift({ root, leads: LEADS, http2: false });
const targets: Target[] = [];
const chrome = await launchChrome(HTTP2 ? ['--ignore-certificate-errors'] : []);
const loadBefore = os.loadavg();
let calibration: CpuCalibration | undefined;
const measured: Array<Array<MeasuredPath<'performance'>>> = [];
try {
  for (const target of plan)
    targets.push(await startTarget(target.root, target.leads, target.http2));
  const first = targets[0]!;
  // On the first screen of the first build, signed in.
  calibration = await calibrateCpu(chrome, `${first.url}${SCREENS[0] ?? '/admin'}`, {
    headers: first.headers,
  });
  const cpu = calibration.multiplier;
  console.info(
    `benchmarkIndex ${calibration.benchmarkIndex} (runs: ${calibration.indexes.join(', ')}), ` +
      `CPU slowdown ${cpu}x, ${RUNS} runs per screen, ` +
      `load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')}`,
  );
  for (const _ of targets) measured.push([]);
  for (const screen of SCREENS) {
    const runs: LighthouseRun[][] = targets.map(() => []);
    // Alternating: a busy minute on the machine falls on both builds alike.
    for (let i = 0; i < RUNS; i++) {
      for (const [t, target] of targets.entries()) {
        runs[t]!.push(
          await runLighthouseValid(chrome, `${target.url}${screen}`, ['performance'], {
            headers: target.headers,
            cpuSlowdownMultiplier: cpu,
          }),
        );
      }
    }
    const line: string[] = [screen.padEnd(26)];
    for (const [t] of targets.entries()) {
      const targetRuns = runs[t]!;
      const scripts = [...new Set(targetRuns.flatMap((r) => r.scripts.map((s) => s.url)))].sort();
      const { table, median } = figureTable(targetRuns, ['performance']);
      const m = {
        path: screen,
        runs: targetRuns,
        table,
        median,
        scripts,
        // Counted from the server itself (plain HTTP), not through the proxy.
        jsGzipBytes: await gzipBytes(
          scripts.map((url) => url.replace(targets[t]!.url, targets[t]!.server.url)),
        ),
      };
      measured[t]!.push(m);
      line.push(`JS ${kb(m.jsGzipBytes)} KB ${runFigures(table)}`);
    }
    console.info(line.join(' | '));
  }
} finally {
  await chrome.kill();
  for (const target of targets) {
    await target.proxy?.close();
    await target.server.dispose();
  }
}
const loadAfter = os.loadavg();
if (!calibration) throw new Error('the CPU was not calibrated');

const header = targets
  .map((t) => `${t.label}: JS gzip (KB) | performance | LCP (s) | TBT (ms)`)
  .join(' | ');
console.info(
  `\nbenchmarkIndex ${calibration.benchmarkIndex} (${calibration.indexes.join(', ')}), ` +
    `CPU ${calibration.multiplier}x, median (spread) of ${RUNS}; load average ` +
    `${loadBefore.map((l) => l.toFixed(2)).join(' ')} before, ${loadAfter.map((l) => l.toFixed(2)).join(' ')} after\n`,
);
console.info(`| screen | ${header} |`);
console.info(`| --- |${' --- | --- | --- | --- |'.repeat(targets.length)}`);
for (const [i, screen] of SCREENS.entries()) {
  const cells = measured.map((list) => {
    const m = list[i]!;
    return [
      kb(m.jsGzipBytes),
      spread(
        m.table.map((x) => x.performance),
        '',
      ),
      spread(
        m.table.map((x) => x.lcpMs),
        's',
      ).replace(' s', ''),
      spread(
        m.table.map((x) => x.tbtMs),
        'ms',
      ).replace(' ms', ''),
    ].join(' | ');
  });
  console.info(`| \`${screen}\` | ${cells.join(' | ')} |`);
}

// The budget judges the build measured (the last target), not the one compared against.
const judged = measured.at(-1) ?? [];
finishWithResults(
  ROOT,
  process.env.ADMIN_BUDGET_OUT ?? 'bench/results/admin-budget.json',
  {
    date: new Date().toISOString(),
    runs: RUNS,
    calibration,
    loadAverage: { before: loadBefore, after: loadAfter },
    budget: BUDGET,
    results: targets.map((target, t) => ({
      build: target.label,
      screens: (measured[t] ?? []).map((m) => ({
        path: m.path,
        jsGzipBytes: m.jsGzipBytes,
        scripts: m.scripts,
        runs: m.table,
        median: m.median,
        benchmarkIndexes: m.runs.map((r) => r.benchmarkIndex),
      })),
    })),
  },
  judged.flatMap((m) => budgetFailures(m, BUDGET).map((f) => `${m.path} ${f.figure} ${f.detail}`)),
);
