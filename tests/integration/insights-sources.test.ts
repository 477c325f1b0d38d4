import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InsightsReport } from '#app/lib/insights.ts';
import { limits } from '#app/lib/limits.ts';
import { signedInAdmin } from '#tests/support/dashboard-session.ts';
import { dialects } from '#tests/support/dialects.ts';
import { visitorAddress } from '#tests/support/lead-payloads.ts';
import { startServer, type TestServer } from '#tests/support/server.ts';

const UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const { newPerDay, reportTop, namedAfterVisitors } = limits.insights.sources;
/** Counts are written in batches every `flushMs`: five batches' time, for a loaded machine. */
const WRITTEN_WITHIN_MS = limits.insights.flushMs * 5;
/** More made-up sources than a day may add. */
const INVENTED = newPerDay + 20;

/** Issue 27, item 12: sources made up by visitors (utm_source is visitor input). */
describe.each(await dialects())('invented sources in Insights on %s', (dialect) => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startServer({ dialect, env: { TRUST_PROXY: '1' } });
    cookie = (await signedInAdmin(server)).cookie;
  });
  afterAll(() => server?.dispose());

  const view = (utmSource: string, address = visitorAddress()) => {
    const firstTouch = encodeURIComponent(
      JSON.stringify({ l: `/?utm_source=${encodeURIComponent(utmSource)}`, r: '' }),
    );
    return fetch(`${server.url}/api/events`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': UA,
        cookie: `cfgd_ft=${firstTouch}`,
        'x-forwarded-for': address,
      },
      body: JSON.stringify({ type: 'view', path: '/' }),
    });
  };

  it('counts sources that are not names as "other", caps new ones a day, lists the top 25 + other', async () => {
    const forged = ['Buy cheap pills at evil.example', `${'x'.repeat(41)}`, '<b>hi</b>'];
    for (const source of forged) expect((await view(source)).status).toBe(204);
    for (let i = 0; i < INVENTED; i += 1) expect((await view(`spam-${i}`)).status).toBe(204);

    const res = await fetch(`${server.url}/api/admin/insights?days=7`, { headers: { cookie } });
    expect(res.status).toBe(200);
    const report = (await res.json()) as InsightsReport;

    // Stored: no forged name, at most the day's new sources (+ "other").
    const stored = await server.query<{ source: string }>(
      'select distinct source from insight_counts',
    );
    const names = stored.map((row) => row.source);
    for (const source of forged) expect(names).not.toContain(source.toLowerCase());
    expect(names.filter((name) => name !== 'other')).toHaveLength(newPerDay);
    expect(names).toContain('other');

    // Listed: the top 25 and one "other" row, every count kept.
    expect(report.sources).toHaveLength(reportTop + 1);
    expect(report.sources.at(-1)?.source).toBe('other');
    expect(report.sources.filter((s) => s.source === 'other')).toHaveLength(1);
    const sum = report.sources.reduce((n, s) => n + s.views, 0);
    expect(sum).toBe(report.totals.views);
    expect(report.totals.views).toBe(forged.length + INVENTED);
    // "other": the forged names, the sources over the day's cap and those below the top 25.
    expect(report.sources.at(-1)?.views).toBe(forged.length + INVENTED - reportTop);
    for (const row of report.sources) {
      expect(Object.keys(row).sort()).toEqual([
        'acceptedCents',
        'booked',
        'calls',
        'estimatesAccepted',
        'estimatesSent',
        'estimatesViewed',
        'quotes',
        'revenueCents',
        'source',
        'views',
        'won',
      ]);
    }

    const csv = await fetch(`${server.url}/admin/insights/export.csv?table=sources&days=7`, {
      headers: { cookie },
    });
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(1 + reportTop + 1);
    expect(lines.at(-1)).toMatch(/^other,/);
  });

  it("names the owner's real new source after the flood, once several visitors came from it (issue 37)", async () => {
    // The flood of the test above spent the day's allowance of new sources.
    const report = async () => {
      const res = await fetch(`${server.url}/api/admin/insights?days=7`, { headers: { cookie } });
      return (await res.json()) as InsightsReport;
    };
    const sourceViews = async () =>
      (await report()).sources.find((s) => s.source === 'spring-mailer')?.views ?? 0;
    const before = (await report()).totals.views;
    // One address again and again is one visitor: still "other" once the counts are written.
    const repeats = namedAfterVisitors + 2;
    for (let i = 0; i < repeats; i += 1) {
      expect((await view('spring-mailer', '198.51.100.7')).status).toBe(204);
    }
    await expect
      .poll(async () => (await report()).totals.views, { timeout: WRITTEN_WITHIN_MS })
      .toBe(before + repeats);
    expect(await sourceViews()).toBe(0);
    // Different visitors: named from the namedAfterVisitors-th on (the one above was the first).
    for (let i = 1; i <= namedAfterVisitors; i += 1) {
      expect((await view('spring-mailer', `198.51.100.${20 + i}`)).status).toBe(204);
    }
    await expect.poll(sourceViews, { timeout: WRITTEN_WITHIN_MS }).toBe(2);
  });
});
