import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyInsightCounts, type InsightsReport } from '#app/lib/insights.ts';
import { limits } from '#app/lib/limits.ts';
import { routes } from '#app/lib/urls.ts';
import { businessDay } from '#app/server/insights/classify.ts';
import { signedInAdmin } from '#tests/support/dashboard-session.ts';
import { dialects } from '#tests/support/dialects.ts';
import { leadHeaders, leadPayload, visitorAddress } from '#tests/support/lead-payloads.ts';
import { seedLeads } from '#tests/support/seed-leads.ts';
import { startServer, type TestServer } from '#tests/support/server.ts';

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const CITY = '/locations/charlotte-nc';

/** The first-touch cookie the public module sets on a visit from a Google Ads click. */
const googleVisit = `cfgd_ft=${encodeURIComponent(
  JSON.stringify({ l: `${CITY}?utm_source=google&utm_medium=cpc`, r: '' }),
)}`;

describe.each(await dialects())('insights on %s', (dialect) => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startServer({ dialect, env: { TRUST_PROXY: '1' }, keepData: true });
    cookie = (await signedInAdmin(server)).cookie;
  });
  afterAll(async () => {
    await server?.dispose();
  });

  function send(
    body: unknown,
    headers: Record<string, string> = {},
    address = visitorAddress(),
  ): Promise<Response> {
    return fetch(`${server.url}/api/events`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': PHONE_UA,
        'x-forwarded-for': address,
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  }

  async function report(days = 7): Promise<InsightsReport> {
    const res = await fetch(`${server.url}/api/admin/insights?days=${days}`, {
      headers: { cookie },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as InsightsReport;
  }

  async function storedCount(where = '1 = 1'): Promise<number> {
    const [row] = await server.query<{ n: number | string | null }>(
      `select sum(count) as n from insight_counts where ${where}`,
    );
    return Number(row?.n ?? 0);
  }

  it('answers 401 without a session and 400 for a bad period', async () => {
    expect((await fetch(`${server.url}/api/admin/insights?days=7`)).status).toBe(401);
    for (const days of ['0', '-1', 'abc', String(limits.insights.maxDays + 1)]) {
      const res = await fetch(`${server.url}/api/admin/insights?days=${days}`, {
        headers: { cookie },
      });
      expect(res.status, days).toBe(400);
    }
  });

  it('counts a view, a call tap and a quote of a Google Ads visit on its page and source', async () => {
    const before = await report();
    const visitor = visitorAddress();
    expect(
      (await send({ type: 'view', path: CITY }, { cookie: googleVisit }, visitor)).status,
    ).toBe(204);
    expect(
      (await send({ type: 'call', path: CITY, place: 'hero' }, { cookie: googleVisit }, visitor))
        .status,
    ).toBe(204);
    const lead = await fetch(`${server.url}/api/leads`, {
      method: 'POST',
      headers: { ...leadHeaders(), 'user-agent': PHONE_UA, cookie: googleVisit },
      body: JSON.stringify({ ...leadPayload('insights'), page: CITY }),
    });
    expect(lead.status).toBe(201);

    const after = await report();
    const page = after.pages.find((p) => p.path === CITY);
    const pageBefore = before.pages.find((p) => p.path === CITY) ?? emptyInsightCounts();
    expect(page).toEqual({
      path: CITY,
      views: pageBefore.views + 1,
      calls: pageBefore.calls + 1,
      quotes: pageBefore.quotes + 1,
      booked: pageBefore.booked,
      estimatesSent: pageBefore.estimatesSent,
      estimatesViewed: pageBefore.estimatesViewed,
      estimatesAccepted: pageBefore.estimatesAccepted,
      acceptedCents: pageBefore.acceptedCents,
      won: pageBefore.won,
      revenueCents: pageBefore.revenueCents,
    });
    const google = after.sources.find((s) => s.source === 'google');
    const googleBefore = before.sources.find((s) => s.source === 'google') ?? {
      views: 0,
      calls: 0,
      quotes: 0,
    };
    expect(google).toMatchObject({
      views: googleBefore.views + 1,
      calls: googleBefore.calls + 1,
      quotes: googleBefore.quotes + 1,
    });
    expect(after.totals.views).toBe(before.totals.views + 1);
    expect(after.devices.find((d) => d.device === 'phone')?.calls).toBe(
      (before.devices.find((d) => d.device === 'phone')?.calls ?? 0) + 1,
    );
    expect(after.places.find((p) => p.place === 'hero')?.calls).toBeGreaterThanOrEqual(1);
    const today = after.daily.at(-1);
    expect(today?.date).toBe(businessDay(Date.now()));
    expect(after.daily).toHaveLength(7);
  });

  it('says in the privacy policy what is counted and who is not', async () => {
    const html = await (await fetch(`${server.url}/privacy-policy`)).text();
    expect(html).toContain('Visit counts');
    expect(html).toContain('Global Privacy Control');
    expect(html).toContain('no IP address or browser details are stored with them');
  });

  it('stores no address, user agent or visitor id: only counts', async () => {
    const columns = await server.query<{ name: string }>(
      dialect === 'postgres'
        ? `select column_name as name from information_schema.columns where table_name = 'insight_counts' and table_schema = current_schema()`
        : `select name from pragma_table_info('insight_counts')`,
    );
    expect(columns.map((c) => c.name).sort()).toEqual(
      ['count', 'day', 'device', 'event', 'path', 'place', 'source'].sort(),
    );
  });

  it('refuses unknown types, foreign paths, oversized bodies and places, and counts none', async () => {
    const before = await storedCount();
    const refused: Array<[unknown, number]> = [
      [{ type: 'purchase', path: CITY }, 400],
      [{ type: 'view', path: '/admin' }, 400],
      [{ type: 'view', path: 'https://evil.example/' }, 400],
      [{ type: 'view', path: '/nope' }, 400],
      // A customer's private pages: the path is the secret token; their pages send no beacon.
      [{ type: 'view', path: '/visit/KKVCB7Nu_-fhVhcZWe56bJlkiau0yeIO' }, 400],
      [{ type: 'view', path: '/estimate/KKVCB7Nu_-fhVhcZWe56bJlkiau0yeIO' }, 400],
      [{ type: 'view', path: `${CITY}?x=1` }, 400],
      [{ type: 'call', path: CITY, place: 'elsewhere' }, 400],
      [{ type: 'view' }, 400],
      ['not json', 400],
      [[1, 2], 400],
      [{ type: 'view', path: CITY, pad: 'x'.repeat(limits.insights.maxBodyBytes) }, 413],
    ];
    for (const [body, status] of refused) {
      const res = await send(body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(status);
    }
    const crossSite = await send({ type: 'view', path: CITY }, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    await report(); // flushes
    expect(await storedCount()).toBe(before);
  });

  it("counts the booking page's views and form starts, a page of the site off the sitemap", async () => {
    const where = `path = '${routes.book}'`;
    const before = await storedCount(where);
    expect((await send({ type: 'view', path: routes.book })).status).toBe(204);
    expect((await send({ type: 'form_start', path: routes.book })).status).toBe(204);
    await report(); // flushes
    expect(await storedCount(where)).toBe(before + 2);
  });

  it('caps what one client address adds per minute', async () => {
    const before = await storedCount();
    const address = visitorAddress();
    const statuses: number[] = [];
    for (let i = 0; i < limits.insights.perClientPerMinute + 5; i++) {
      statuses.push((await send({ type: 'view', path: '/faqs' }, {}, address)).status);
    }
    expect(statuses.filter((s) => s === 204)).toHaveLength(limits.insights.perClientPerMinute);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const res = await send({ type: 'view', path: '/faqs' }, {}, address);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    await report();
    expect(await storedCount()).toBe(before + limits.insights.perClientPerMinute);
  });

  it('counts nothing from Sec-GPC, DNT, bots or the signed-in owner', async () => {
    const before = await storedCount();
    const quiet: Array<Record<string, string>> = [
      { 'sec-gpc': '1' },
      { dnt: '1' },
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { 'user-agent': '' },
      { cookie },
    ];
    for (const headers of quiet) {
      expect((await send({ type: 'view', path: '/' }, headers)).status).toBe(204);
    }
    await report();
    expect(await storedCount()).toBe(before);
  });

  it('places quotes on the business day in New York, around midnight', async () => {
    // Midnight in New York that began today (found by search: DST-proof).
    const now = Date.now();
    const today = businessDay(now);
    let lo = now - 25 * 3_600_000;
    let hi = now;
    while (hi - lo > 1000) {
      const mid = Math.floor((lo + hi) / 2);
      if (businessDay(mid) === today) hi = mid;
      else lo = mid;
    }
    const midnight = hi;
    const lead = (name: string, createdAt: number) => ({
      name,
      email: `${name}@example.com`,
      phone: '704-555-0100',
      service: 'repair',
      createdAt,
      conversionPage: '/locations/rock-hill-sc',
    });
    const before = await report();
    await seedLeads(server, [
      lead('late-yesterday', midnight - 60_000),
      lead('early-today', midnight + 60_000),
    ]);
    const after = await report();
    const yesterday = after.daily.at(-2);
    const todayRow = after.daily.at(-1);
    expect(todayRow?.date).toBe(today);
    expect(todayRow?.quotes).toBe((before.daily.at(-1)?.quotes ?? 0) + 1);
    expect(yesterday?.quotes).toBe((before.daily.at(-2)?.quotes ?? 0) + 1);
    expect(after.pages.find((p) => p.path === '/locations/rock-hill-sc')?.quotes).toBe(2);
  });

  it('writes the counts still in memory on SIGTERM', async () => {
    const before = await storedCount(`path = '/gallery'`);
    for (let i = 0; i < 7; i++) {
      expect(
        (await send({ type: 'view', path: '/gallery' }, { 'user-agent': DESKTOP_UA })).status,
      ).toBe(204);
    }
    // Stopped before the flush interval: only the shutdown writes them.
    expect(await server.stop('SIGTERM')).toBe(0);
    server = await startServer({
      dialect,
      env: { TRUST_PROXY: '1' },
      dataDir: server.dataDir,
      schema: server.schema,
    });
    expect(await storedCount(`path = '/gallery'`)).toBe(before + 7);
  });
});
