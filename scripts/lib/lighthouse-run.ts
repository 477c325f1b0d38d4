/**
 * What `npm run test:lighthouse` (public pages) and `npm run bench:admin` (the owner's screens)
 * share: one Chromium with the Playwright flags, Lighthouse's mobile preset, and the figures
 * the budgets are judged on (performance score, LCP, TBT, and the JavaScript a first load
 * transfers, counted exactly from the server's precompressed gzip files).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuild } from '../../server/build-freshness.ts';
import { CHROMIUM_ARGS } from '../../tests/support/chromium.ts';
import { startServer } from '../../tests/support/server.ts';

// The flags the Playwright config gives Chromium, plus headless.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

export type LighthouseCategory = 'performance' | 'accessibility' | 'best-practices' | 'seo';

export interface LighthouseRun {
  scores: Partial<Record<LighthouseCategory, number>>;
  /** Largest Contentful Paint, ms (Lighthouse's simulated mobile figure). */
  lcpMs: number;
  /** Total Blocking Time, ms (simulated: this machine's trace slowed by the CPU multiplier). */
  tbtMs: number;
  /** Lighthouse's measure of this machine's speed during the run (higher is faster). */
  benchmarkIndex: number;
  /** Every script the page loaded, with the bytes Lighthouse saw transferred (br from Chromium). */
  scripts: Array<{ url: string; transferBytes: number }>;
  /** Audits of the run's categories that lost points: `id (display value)`. */
  failingAudits: Partial<Record<LighthouseCategory, string[]>>;
  runtimeError?: string;
}

export interface Chrome {
  port: number;
  kill(): Promise<void>;
}

/** `extraFlags`: e.g. `--ignore-certificate-errors` for a local HTTP/2 proxy (http2-proxy.ts). */
export async function launchChrome(extraFlags: readonly string[] = []): Promise<Chrome> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [...CHROME_FLAGS, ...extraFlags],
  });
  return { port: chrome.port, kill: async () => chrome.kill() };
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** What a run may change from Lighthouse's mobile preset. */
export interface RunOptions {
  /** Sent with every request (a session). */
  headers?: Record<string, string> | undefined;
  /** In place of the preset's 4x (see cpu-calibration.ts). */
  cpuSlowdownMultiplier?: number | undefined;
}

/** One Lighthouse run (mobile preset) of `url`. */
export async function runLighthouse(
  chrome: Chrome,
  url: string,
  categories: readonly LighthouseCategory[],
  options: RunOptions = {},
): Promise<LighthouseRun> {
  const { headers, cpuSlowdownMultiplier } = options;
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
    ...(headers ? { extraHeaders: headers } : {}),
    // Lighthouse merges this into the preset's throttling: only the CPU changes.
    ...(cpuSlowdownMultiplier === undefined ? {} : { throttling: { cpuSlowdownMultiplier } }),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  saveReport(url, lhr);
  // A run that was sent elsewhere (the sign-in page, when the session did not reach the server)
  // would be reported as the page asked for.
  if (lhr.finalDisplayedUrl !== url) {
    throw new Error(`${url}: Lighthouse measured ${lhr.finalDisplayedUrl} instead`);
  }
  const appliedCpu = lhr.configSettings.throttling.cpuSlowdownMultiplier;
  if (cpuSlowdownMultiplier !== undefined && appliedCpu !== cpuSlowdownMultiplier) {
    throw new Error(`Lighthouse ran at ${appliedCpu}x CPU, not ${cpuSlowdownMultiplier}x`);
  }
  const scores: LighthouseRun['scores'] = {};
  const failingAudits: LighthouseRun['failingAudits'] = {};
  for (const category of categories) {
    const c = lhr.categories[category];
    scores[category] = Math.round((c?.score ?? 0) * 100);
    for (const ref of c?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        (failingAudits[category] ??= []).push(`${ref.id} (${audit.displayValue ?? audit.score})`);
      }
    }
  }
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  const scripts = (details?.items ?? [])
    .filter((item) => item.resourceType === 'Script' && item.url.startsWith('http'))
    .map((item) => ({ url: item.url, transferBytes: item.transferSize ?? 0 }));
  return {
    scores,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    scripts,
    failingAudits,
    ...(lhr.runtimeError ? { runtimeError: lhr.runtimeError.code } : {}),
  };
}

let reportCount = 0;
/**
 * With LIGHTHOUSE_REPORT_DIR set, every run's whole report is written there (`NN-<path>.json`),
 * for the question a score leaves open: which element is the LCP, what blocked the main thread.
 */
function saveReport(url: string, lhr: unknown): void {
  const dir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  reportCount += 1;
  const file = path.join(dir, `${String(reportCount).padStart(2, '0')}-${name}.json`);
  fs.writeFileSync(file, JSON.stringify(lhr));
}

/**
 * A run that produced figures: Lighthouse sometimes fails a run on a loaded machine
 * (NO_NAVSTART, NO_LCP) and scores it 0; such a run is repeated (up to `attempts` times) rather
 * than counted, and reported on stderr.
 */
export async function runLighthouseValid(
  chrome: Chrome,
  url: string,
  categories: readonly LighthouseCategory[],
  options: RunOptions = {},
  attempts = 3,
): Promise<LighthouseRun> {
  let run = await runLighthouse(chrome, url, categories, options);
  for (let i = 1; i < attempts && (run.runtimeError || !Number.isFinite(run.lcpMs)); i++) {
    console.warn(`${url}: ${run.runtimeError ?? 'no LCP'}, run repeated`);
    run = await runLighthouse(chrome, url, categories, options);
  }
  if (run.runtimeError || !Number.isFinite(run.lcpMs)) {
    throw new Error(
      `${url}: Lighthouse failed ${attempts} times (${run.runtimeError ?? 'no LCP'})`,
    );
  }
  return run;
}

/**
 * The gzip size of each script, as the server sends it to a browser that accepts only gzip
 * (its precompressed `.gz` copy): exact and independent of the machine's load. The issue's
 * budgets are in gzip bytes; Chromium itself gets brotli, a little smaller.
 */
export async function gzipBytes(urls: readonly string[]): Promise<number> {
  let total = 0;
  for (const url of new Set(urls)) total += await encodedLength(url, 'gzip');
  return total;
}

/** The bytes on the wire (node:http does not decode), so the count is the encoded size. */
function encodedLength(url: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': encoding } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.byteLength));
        res.on('end', () =>
          res.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url}: ${res.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** `1.23 s (1.10-1.40)`: a median with the spread of the runs, for a loaded machine. */
export function spread(values: readonly number[], unit: 'ms' | 's' | ''): string {
  const fmt = (v: number) => (unit === 's' ? (v / 1000).toFixed(2) : String(Math.round(v)));
  const suffix = unit ? ` ${unit}` : '';
  if (values.length === 1) return `${fmt(values[0] ?? 0)}${suffix}`;
  return `${fmt(median(values))}${suffix} (${fmt(Math.min(...values))}-${fmt(Math.max(...values))})`;
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * `count` valid runs of one URL, the scripts they loaded (sorted, each once) and those scripts'
 * exact gzip total: the part of a measurement both scripts judge the same way.
 */
export async function measureUrl(
  chrome: Chrome,
  url: string,
  categories: readonly LighthouseCategory[],
  count: number,
  headers?: Record<string, string>,
): Promise<{ runs: LighthouseRun[]; scripts: string[]; jsGzipBytes: number }> {
  const runs: LighthouseRun[] = [];
  for (let i = 0; i < count; i++)
    runs.push(await runLighthouseValid(chrome, url, categories, { headers }));
  const scripts = [...new Set(runs.flatMap((r) => r.scripts.map((s) => s.url)))].sort();
  return { runs, scripts, jsGzipBytes: await gzipBytes(scripts) };
}

/** One run's figures as the results files list them: each category's score, LCP and TBT (ms). */
export type RunFigures<C extends LighthouseCategory> = Record<C, number> & {
  lcpMs: number;
  tbtMs: number;
};

/**
 * Each run's figures (a category Lighthouse did not score counts 0; LCP and TBT to the whole
 * ms) and each figure's median: what both scripts judge a URL on and write down.
 */
export function figureTable<C extends LighthouseCategory>(
  runs: readonly LighthouseRun[],
  categories: readonly C[],
): { table: RunFigures<C>[]; median: RunFigures<C> } {
  const table = runs.map((r) => ({
    ...(Object.fromEntries(categories.map((c) => [c, r.scores[c] ?? 0])) as Record<C, number>),
    lcpMs: Math.round(r.lcpMs),
    tbtMs: Math.round(r.tbtMs),
  }));
  return {
    table,
    median: {
      ...(Object.fromEntries(categories.map((c) => [c, median(table.map((r) => r[c]))])) as Record<
        C,
        number
      >),
      lcpMs: median(table.map((r) => r.lcpMs)),
      tbtMs: median(table.map((r) => r.tbtMs)),
    },
  };
}

/** The audits that cost `category` points in any of the runs, each named once. */
export function failingAudits(
  runs: readonly LighthouseRun[],
  category: LighthouseCategory,
): string[] {
  return [...new Set(runs.flatMap((r) => r.failingAudits[category] ?? []))];
}

/** Performance, LCP and TBT of each run, as median with spread: one progress line's figures. */
export function runFigures(
  table: ReadonlyArray<{ performance: number; lcpMs: number; tbtMs: number }>,
): string {
  return `perf ${spread(
    table.map((r) => r.performance),
    '',
  )}  LCP ${spread(
    table.map((r) => r.lcpMs),
    's',
  )}  TBT ${spread(
    table.map((r) => r.tbtMs),
    'ms',
  )}`;
}

/** One URL's measurement: every run, the figures judged on, and the scripts it loaded. */
export interface MeasuredPath<C extends LighthouseCategory> {
  path: string;
  runs: LighthouseRun[];
  table: RunFigures<C>[];
  median: RunFigures<C>;
  scripts: string[];
  /** Exact gzip bytes of those scripts (the same on every run: Lighthouse saw the same set). */
  jsGzipBytes: number;
}

/**
 * Measures each path of `baseUrl` `count` times in one Chromium, launched and closed here, and
 * prints a progress line per path (`extra` adds to it): the loop both budget scripts run.
 */
export async function measurePaths<C extends LighthouseCategory>(
  baseUrl: string,
  paths: readonly string[],
  categories: readonly ('performance' | C)[],
  count: number,
  options: {
    headers?: Record<string, string>;
    extra?: (measured: MeasuredPath<'performance' | C>) => string;
  } = {},
): Promise<MeasuredPath<'performance' | C>[]> {
  const chrome = await launchChrome();
  const measured: MeasuredPath<'performance' | C>[] = [];
  try {
    for (const urlPath of paths) {
      const { runs, scripts, jsGzipBytes } = await measureUrl(
        chrome,
        `${baseUrl}${urlPath}`,
        categories,
        count,
        options.headers,
      );
      const { table, median: med } = figureTable(runs, categories);
      const m = { path: urlPath, runs, table, median: med, scripts, jsGzipBytes };
      measured.push(m);
      const line = `${urlPath.padEnd(30)} JS ${kb(jsGzipBytes).padStart(6)} KB gz  ${runFigures(table)}`;
      console.info(options.extra ? `${line}  ${options.extra(m)}` : line);
    }
  } finally {
    await chrome.kill();
  }
  return measured;
}

/** What a path is judged against: a minimum score per category, and byte and LCP ceilings. */
export interface Budget<C extends LighthouseCategory> {
  minScores: Partial<Record<C, number>>;
  jsGzipBytes: number;
  lcpMs?: number;
  tbtMs?: number;
}

export interface BudgetFailure {
  figure: string;
  detail: string;
}

/** Each figure whose median misses `budget`, with the audits that cost a score its points. */
export function budgetFailures<C extends LighthouseCategory>(
  m: MeasuredPath<C>,
  budget: Budget<C>,
): BudgetFailure[] {
  const failing: BudgetFailure[] = [];
  for (const [category, min] of Object.entries(budget.minScores) as Array<[C, number]>) {
    if (m.median[category] < min) {
      const audits = failingAudits(m.runs, category).join(', ');
      failing.push({ figure: category, detail: `${m.median[category]} < ${min}: ${audits}` });
    }
  }
  if (m.jsGzipBytes > budget.jsGzipBytes) {
    failing.push({
      figure: 'JavaScript',
      detail: `${kb(m.jsGzipBytes)} KB gzip > ${kb(budget.jsGzipBytes)} KB (${m.scripts.join(', ')})`,
    });
  }
  if (budget.lcpMs !== undefined && m.median.lcpMs > budget.lcpMs) {
    failing.push({ figure: 'LCP', detail: `${m.median.lcpMs} ms > ${budget.lcpMs} ms` });
  }
  if (budget.tbtMs !== undefined && m.median.tbtMs > budget.tbtMs) {
    failing.push({ figure: 'TBT', detail: `${m.median.tbtMs} ms > ${budget.tbtMs} ms` });
  }
  return failing;
}

/**
 * Writes the results file (`out`, relative to `root` unless absolute), prints each failure on
 * stderr and ends the process: exit code 1 when anything failed.
 */
export function finishWithResults(
  root: string,
  out: string,
  payload: object,
  failures: readonly string[],
): never {
  const file = path.resolve(root, out);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(payload, null, 2)}\n`);
  for (const f of failures) console.error(`FAIL ${f}`);
  console.info(`results written to ${path.relative(root, file)}`);
  process.exit(failures.length > 0 ? 1 : 0);
}

/** This checkout: where results are written. */
export const ROOT = path.resolve(import.meta.dirname, '../..');

/** The checkout measured (BENCH_ROOT, default this one), built first when its build is stale. */
export function startMeasuredServer(): ReturnType<typeof startServer> {
  const target = path.resolve(process.env.BENCH_ROOT ?? ROOT);
  ensureBuild(target);
  return startServer({ root: target });
}
