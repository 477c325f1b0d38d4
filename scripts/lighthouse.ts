/**
 * Lighthouse (mobile preset) against the built server on the pages the public-site issue names,
 * with the thresholds it sets: Performance >= 98, Accessibility, Best Practices and SEO 100.
 * Each page is measured RUNS times and judged on the median score per category, so one run
 * disturbed by a busy machine neither passes nor fails the check on its own.
 * Scores are written to bench/results/lighthouse.json.
 *
 *   npm run test:lighthouse            (CHROME_PATH defaults to /usr/bin/chromium)
 *   LIGHTHOUSE_RUNS=1 LIGHTHOUSE_PAGES=/,/contact npm run test:lighthouse
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBuild } from '../server/build-freshness.ts';
import { CHROMIUM_ARGS } from '../tests/support/chromium.ts';
import { startServer } from '../tests/support/server.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? [
  '/',
  '/services/garage-door-repair',
  '/locations/charlotte-nc',
  '/contact',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const THRESHOLDS: Record<Category, number> = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
// The flags the Playwright config gives Chromium, plus headless.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

ensureBuild(ROOT);
const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});

interface PageResult {
  path: string;
  runs: Array<Record<Category, number>>;
  median: Record<Category, number>;
  failing: Array<{ category: Category; audits: string[] }>;
}

const results: PageResult[] = [];
try {
  for (const pagePath of PAGES) {
    const runs: Array<Record<Category, number>> = [];
    const failingAudits = new Map<Category, Set<string>>();
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${server.url}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
      const { lhr } = result;
      if (lhr.runtimeError) console.warn(`${pagePath}: run ${i + 1}: ${lhr.runtimeError.code}`);
      const scores = {} as Record<Category, number>;
      for (const category of CATEGORIES) {
        const c = lhr.categories[category];
        scores[category] = Math.round((c?.score ?? 0) * 100);
        for (const ref of c?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
            const set = failingAudits.get(category) ?? new Set<string>();
            set.add(`${ref.id} (${audit.displayValue ?? audit.score})`);
            failingAudits.set(category, set);
          }
        }
      }
      runs.push(scores);
    }
    const med = Object.fromEntries(
      CATEGORIES.map((c) => [c, median(runs.map((r) => r[c]))]),
    ) as Record<Category, number>;
    results.push({
      path: pagePath,
      runs,
      median: med,
      failing: CATEGORIES.filter((c) => med[c] < THRESHOLDS[c]).map((category) => ({
        category,
        audits: [...(failingAudits.get(category) ?? [])],
      })),
    });
    console.info(
      `${pagePath.padEnd(32)} ${CATEGORIES.map((c) => `${c} ${med[c]}`).join('  ')}  (runs: ${runs
        .map((r) => CATEGORIES.map((c) => r[c]).join('/'))
        .join(', ')})`,
    );
  }
} finally {
  await chrome.kill();
  await server.dispose();
}

const out = path.join(ROOT, 'bench/results/lighthouse.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(
  out,
  `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, thresholds: THRESHOLDS, results }, null, 2)}\n`,
);

const failed = results.filter((r) => r.failing.length > 0);
for (const r of failed) {
  for (const f of r.failing) {
    console.error(
      `FAIL ${r.path} ${f.category} ${r.median[f.category]} < ${THRESHOLDS[f.category]}: ${f.audits.join(', ')}`,
    );
  }
}
console.info(`scores written to ${path.relative(ROOT, out)}`);
process.exit(failed.length > 0 ? 1 : 0);
