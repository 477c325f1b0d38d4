/**
 * Issue 27, item 12: invented sources. Sends INSIGHTS_FLOOD_EVENTS (default 20,000) page views,
 * each with its own made-up utm_source (first-touch cookie) from its own forged address
 * (TRUST_PROXY=1, X-Forwarded-For), against the real built server; then reports the size and
 * time of /admin/insights (the owner's page), of GET /api/admin/insights and the line count of
 * the sources CSV, and the distinct sources stored.
 *
 *   node bench/insights-flood.ts   (INSIGHTS_FLOOD_EVENTS, INSIGHTS_FLOOD_CONCURRENCY;
 *                                   INSIGHTS_FLOOD_ROOT: another built copy, e.g. old code)
 */
import { signedInAdmin } from '../tests/support/dashboard-session.ts';
import { startServer } from '../tests/support/server.ts';

const EVENTS = Number(process.env.INSIGHTS_FLOOD_EVENTS ?? 20_000);
const CONCURRENCY = Number(process.env.INSIGHTS_FLOOD_CONCURRENCY ?? 16);
const UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

const server = await startServer({
  env: { TRUST_PROXY: '1' },
  ...(process.env.INSIGHTS_FLOOD_ROOT ? { root: process.env.INSIGHTS_FLOOD_ROOT } : {}),
});
try {
  const { cookie } = await signedInAdmin(server);
  let next = 0;
  const statuses: Record<number, number> = {};
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = next++; i < EVENTS; i = next++) {
        const firstTouch = encodeURIComponent(
          JSON.stringify({
            l: `/?utm_source=spam-${i}-${'x'.repeat(i % 3 === 0 ? 60 : 4)}`,
            r: '',
          }),
        );
        const res = await fetch(`${server.url}/api/events`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': UA,
            cookie: `cfgd_ft=${firstTouch}`,
            'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
          },
          body: JSON.stringify({ type: 'view', path: '/' }),
        });
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
    }),
  );
  const floodSeconds = (performance.now() - started) / 1000;
  const timed = async (path: string) => {
    const t = performance.now();
    const res = await fetch(`${server.url}${path}`, { headers: { cookie } });
    const body = await res.text();
    return { status: res.status, bytes: body.length, ms: Math.round(performance.now() - t), body };
  };
  const api = await timed('/api/admin/insights?days=30');
  const page = await timed('/admin/insights');
  const csv = await timed('/admin/insights/export.csv?table=sources&days=30');
  const [distinct] = await server.query<{ n: number | string }>(
    'select count(distinct source) as n from insight_counts',
  );
  console.info(
    JSON.stringify(
      {
        events: EVENTS,
        floodSeconds: Math.round(floodSeconds),
        statuses,
        distinctSourcesStored: Number(distinct?.n),
        apiInsights: { status: api.status, bytes: api.bytes, ms: api.ms },
        adminInsightsPage: { status: page.status, bytes: page.bytes, ms: page.ms },
        sourcesCsv: { status: csv.status, lines: csv.body.trim().split('\n').length },
      },
      null,
      2,
    ),
  );
} finally {
  await server.dispose();
}
