import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteDocument } from '#app/content/default-site-document.ts';
import type { SiteContentDocument } from '#app/content/site-document.ts';
import type { AvailabilityResponse } from '#app/lib/booking.ts';
import { adminCookie } from '../support/admin-session.ts';
import { dialects } from '../support/dialects.ts';
import { startServer, type TestServer } from '../support/server.ts';

/**
 * Issue 37 item 4: one source for when the business works. Booking offers no window outside the
 * published hours: a Saturday closed in the weekly hours, a holiday closure. The booking clock
 * stands at Friday 2027-03-12 09:00 EST, as in booking.test.ts.
 */
const CLOCK = '2027-03-12T14:00:00Z';
const SATURDAYS = ['2027-03-13', '2027-03-20'];

describe.each(await dialects())('booking within the published hours on %s', (dialect) => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startServer({ dialect, env: { NODE_ENV: 'test', BOOKING_CLOCK: CLOCK } });
    cookie = await adminCookie(server);
  });
  afterAll(() => server?.dispose());

  const admin = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, {
      ...init,
      headers: {
        cookie,
        Origin: server.url,
        'Sec-Fetch-Site': 'same-origin',
        ...(init.body ? { 'Content-Type': 'application/json' } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
    });
  const windowDays = async (): Promise<Set<string>> => {
    const res = await fetch(`${server.url}/api/availability?days=14`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as AvailabilityResponse;
    return new Set(body.windows.map((w) => w.start.slice(0, 10)));
  };
  const publish = async (edit: (doc: SiteContentDocument) => void) => {
    const current = await admin('/api/admin/site-content');
    const { content } = (await current.json()) as { content: SiteContentDocument };
    const doc = structuredClone(content);
    edit(doc);
    const put = await admin('/api/admin/site-content', {
      method: 'PUT',
      body: JSON.stringify(doc),
      headers: { 'If-Match': current.headers.get('etag') ?? '"0"' },
    });
    expect(put.status).toBe(200);
  };

  it('offers no Saturday window once Saturday is published closed', async () => {
    const before = await windowDays();
    for (const saturday of SATURDAYS) expect(before.has(saturday), saturday).toBe(true);
    const saturdayOpen = /"dayOfWeek":\[[^\]]*"Saturday"/;
    expect(await (await fetch(`${server.url}/`)).text()).toMatch(saturdayOpen);
    await publish((doc) => {
      const saturday = doc.business.hours.find((day) => day.day === 'Saturday')!;
      saturday.closed = true;
    });
    const after = await windowDays();
    for (const saturday of SATURDAYS) expect(after.has(saturday), saturday).toBe(false);
    // The weekdays stay open.
    expect(after.has('2027-03-15')).toBe(true);
    // The public pages say closed too: the site and the picker read one source.
    expect(await (await fetch(`${server.url}/`)).text()).not.toMatch(saturdayOpen);
  });

  it('offers no window on a published holiday closure', async () => {
    const date = '2027-03-17';
    expect((await windowDays()).has(date)).toBe(true);
    await publish((doc) => {
      doc.business.specialHours = [{ date, closed: true, label: 'Holiday' }];
    });
    const after = await windowDays();
    expect(after.has(date)).toBe(false);
    expect(after.has('2027-03-16')).toBe(true);
  });

  it('restores the windows with the shipped hours', async () => {
    await publish((doc) => {
      doc.business.hours = structuredClone(defaultSiteDocument.business.hours);
      doc.business.specialHours = [];
    });
    const days = await windowDays();
    for (const saturday of SATURDAYS) expect(days.has(saturday), saturday).toBe(true);
    expect(days.has('2027-03-17')).toBe(true);
  });
});
