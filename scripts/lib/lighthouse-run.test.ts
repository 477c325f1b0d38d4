import { describe, expect, it } from 'vitest';
import { budgetFailures, type LighthouseRun, type MeasuredPath } from './lighthouse-run.ts';

function run(performance: number, lcpMs: number, audits: string[] = []): LighthouseRun {
  return {
    scores: { performance },
    lcpMs,
    tbtMs: 100,
    benchmarkIndex: 1000,
    scripts: [],
    failingAudits: { performance: audits },
  };
}

function measured(runs: LighthouseRun[], jsGzipBytes: number): MeasuredPath<'performance'> {
  const table = runs.map((r) => ({
    performance: r.scores.performance ?? 0,
    lcpMs: r.lcpMs,
    tbtMs: r.tbtMs,
  }));
  const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  return {
    path: '/admin/x',
    runs,
    table,
    median: {
      performance: mid(table.map((t) => t.performance)),
      lcpMs: mid(table.map((t) => t.lcpMs)),
      tbtMs: 100,
    },
    scripts: ['/assets/a.js'],
    jsGzipBytes,
  };
}

describe('budgetFailures', () => {
  it('judges the median, not one run, and names the audits of every run', () => {
    const m = measured([run(95, 900), run(80, 900, ['unused-javascript']), run(92, 900)], 1000);
    expect(budgetFailures(m, { minScores: { performance: 90 }, jsGzipBytes: 2048 })).toEqual([]);

    const low = measured([run(85, 900, ['total-blocking-time']), run(80, 900), run(92, 900)], 1000);
    expect(budgetFailures(low, { minScores: { performance: 90 }, jsGzipBytes: 2048 })).toEqual([
      { figure: 'performance', detail: '85 < 90: total-blocking-time' },
    ]);
  });

  it('fails a page over its JavaScript bytes, naming the scripts', () => {
    const m = measured([run(99, 900)], 3000);
    expect(budgetFailures(m, { minScores: {}, jsGzipBytes: 2048 })).toEqual([
      { figure: 'JavaScript', detail: '2.9 KB gzip > 2.0 KB (/assets/a.js)' },
    ]);
  });

  it('judges LCP only where the budget sets one', () => {
    const m = measured([run(99, 1500)], 1000);
    expect(budgetFailures(m, { minScores: {}, jsGzipBytes: 2048 })).toEqual([]);
    expect(budgetFailures(m, { minScores: {}, jsGzipBytes: 2048, lcpMs: 1200 })).toEqual([
      { figure: 'LCP', detail: '1500 ms > 1200 ms' },
    ]);
  });

  it('judges TBT only where the budget sets one', () => {
    const m = measured([run(99, 900)], 1000);
    expect(budgetFailures(m, { minScores: {}, jsGzipBytes: 2048, tbtMs: 200 })).toEqual([]);
    expect(budgetFailures(m, { minScores: {}, jsGzipBytes: 2048, tbtMs: 50 })).toEqual([
      { figure: 'TBT', detail: '100 ms > 50 ms' },
    ]);
  });
});
