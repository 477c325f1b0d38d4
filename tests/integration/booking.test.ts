import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteDocument } from '#app/content/default-site-document.ts';
import type { AvailabilityResponse } from '#app/lib/booking.ts';
import { limits } from '#app/lib/limits.ts';
import { messages } from '#app/lib/messages.ts';
import {
  bookingClock,
  ownerFetch,
  startBookingApp,
  stopBookingApp,
} from '../support/booking-app.ts';
import { postIntent } from '../support/admin-intent.ts';
import { dialects, placeholder } from '../support/dialects.ts';
import { icalendarAvailable, parseIcalendar } from '../support/icalendar.ts';
import { postLead, uniqueIp, uniquePhone, validLead } from '../support/leads.ts';
import { dropSchema, uniqueSchema } from '../support/postgres.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { outboxTicks, quietFor } from '../support/waits.ts';
import { type ReceivedMail, type TestSmtp } from '../support/smtp.ts';
import { defaultBusiness as business } from '#app/content/business.ts';

/**
 * Issue 30's contract, end to end on the built server, on both databases. The booking clock
 * stands at Friday 2027-03-12 09:00 EST (BOOKING_CLOCK, refused in production), two days
 * before the spring DST change, so windows on both sides of it are offered.
 */
const CLOCK = bookingClock;
const MON_8 = '2027-03-15T08:00:00-04:00';
const MON_10 = '2027-03-15T10:00:00-04:00';
const SAT_9 = '2027-03-13T09:00:00-05:00';

if (!icalendarAvailable) {
  console.warn(
    'booking.test.ts: python3-icalendar is NOT installed: the events are not checked by an independent parser (run scripts/provision-test-machine.sh)',
  );
}

describe.each(await dialects())('booking on %s', (dialect) => {
  let smtp: TestSmtp;
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    ({ server, smtp, cookie } = await startBookingApp(dialect));
  });
  afterAll(() => stopBookingApp({ server, smtp }));

  const admin = (path: string, init: RequestInit = {}) => ownerFetch(server, cookie, path, init);
  /** The Schedule tab's action, as its page posts it. */
  const schedule = (fields: Record<string, string>, headers?: Record<string, string>) =>
    postIntent(server, cookie, '/admin/schedule', fields, headers);
  const availability = async (days?: number) => {
    const res = await fetch(`${server.url}/api/availability${days ? `?days=${days}` : ''}`);
    return { res, body: (await res.json()) as AvailabilityResponse };
  };
  // Each its own phone: one phone holds at most a few open visits (issue 37).
  const lead = (email: string, start?: string) => ({
    ...validLead,
    email,
    phone: uniquePhone(),
    ...(start ? { appointment: { start } } : {}),
  });
  const count = async (sql: string, params: unknown[] = []) => {
    const [row] = await server.query<{ n: number | string }>(sql, params);
    return Number(row?.n);
  };
  const p = placeholder(dialect);
  const mailTo = async (address: string, subject: RegExp, n = 1): Promise<ReceivedMail[]> => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const found = smtp.messages.filter(
        (m) => m.envelopeTo.includes(address) && subject.test(m.subject),
      );
      if (found.length >= n) return found;
      if (Date.now() > deadline) {
        throw new Error(
          `no "${subject.source}" mail to ${address}: ${smtp.messages.length} in all`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const manageToken = (mail: ReceivedMail) => {
    const token = /\/visit\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error(`no manage link in: ${mail.text}`);
    return token;
  };

  it('offers windows in New York time that keep their local times across the DST change', async () => {
    const { res, body } = await availability();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body.timeZone).toBe('America/New_York');
    const starts = body.windows.map((w) => w.start);
    // Nothing in the past or inside the 2-hour lead time: Friday starts at 13:00.
    expect(starts[0]).toBe('2027-03-12T13:00:00-05:00');
    expect(starts).toContain(SAT_9);
    expect(starts).toContain(MON_8);
    expect(starts.some((s) => s.startsWith('2027-03-14'))).toBe(false);
    const times = starts.map((s) => Date.parse(s));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(body.windows.every((w) => w.available)).toBe(true);
    expect(body.windows.find((w) => w.start === MON_8)?.end).toBe(MON_10);
    // The horizon: 14 days from today, the last a Thursday.
    expect(starts.at(-1)).toBe('2027-03-25T15:00:00-04:00');
    const two = await availability(2);
    expect(two.body.windows.map((w) => w.start.slice(0, 10))).toEqual([
      '2027-03-12',
      '2027-03-12',
      '2027-03-13',
    ]);
    for (const bad of ['0', '32', 'x', '1.5']) {
      expect((await fetch(`${server.url}/api/availability?days=${bad}`)).status, bad).toBe(400);
    }
  });

  it('books a window with the lead (201), marks it taken, and refuses it again (409, nothing stored)', async () => {
    const first = await postLead(server, lead('first@example.com', MON_8));
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(Number),
      appointment: { start: MON_8, end: MON_10, status: 'booked' },
    });
    // Stored in UTC: 08:00 EDT is 12:00Z (the Saturday before, 09:00 EST, is 14:00Z).
    const [row] = await server.query<{ window_start: string | number }>(
      `select window_start from appointments where lead_id = ${p(1)}`,
      [first.body.id],
    );
    expect(Number(row?.window_start)).toBe(Date.parse('2027-03-15T12:00:00Z'));
    const { body } = await availability();
    expect(body.windows.find((w) => w.start === MON_8)?.available).toBe(false);

    const leadsBefore = await count('select count(*) as n from contact_submissions');
    const again = await postLead(server, lead('second@example.com', MON_8));
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(messages.booking.windowTaken);
    expect(again.body.fieldErrors?.appointment).toBe(messages.booking.windowTaken);
    expect(await count('select count(*) as n from contact_submissions')).toBe(leadsBefore);
  });

  it('refuses past, closed, unknown and too-soon windows with 409 and stores nothing', async () => {
    const before = await count('select count(*) as n from contact_submissions');
    for (const start of [
      '2027-03-11T08:00:00-05:00', // past
      '2027-03-14T09:00:00-04:00', // Sunday: closed
      '2027-03-15T08:30:00-04:00', // not a window
      '2027-03-12T10:00:00-05:00', // inside the lead time
      '2027-04-20T08:00:00-04:00', // beyond the horizon
    ]) {
      const res = await postLead(server, lead('nope@example.com', start));
      expect(res.status, start).toBe(409);
      expect(res.body.fieldErrors?.appointment, start).toBeTruthy();
    }
    const emergency = await postLead(server, {
      ...lead('urgent@example.com', MON_10),
      service: 'emergency',
    });
    expect(emergency.status).toBe(409);
    expect(emergency.body.fieldErrors?.appointment).toBe(messages.booking.emergencyNotBooked);
    expect(await count('select count(*) as n from contact_submissions')).toBe(before);
    const malformed = await postLead(server, { ...validLead, appointment: 'monday' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.fieldErrors?.appointment).toBe(messages.booking.windowInvalid);
  });

  it('books exactly one of 20 concurrent requests for a capacity-1 window', async () => {
    const start = '2027-03-17T13:00:00-04:00';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postLead(server, lead(`race${i}@example.com`, start), { ip: uniqueIp() }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(
      await count(`select count(*) as n from appointments where window_start = ${p(1)}`, [
        Date.parse(start),
      ]),
    ).toBe(1);
    expect(
      await count(`select count(*) as n from contact_submissions where email like 'race%'`),
    ).toBe(1);
  });

  it('mails the customer the event (text/calendar, RFC 5545) with a private link, and the owner', async () => {
    const email = 'ical@example.com';
    const res = await postLead(server, {
      ...lead(email, SAT_9),
      address: '12 Main St; Unit 4, Concord\nback gate',
    });
    expect(res.status).toBe(201);
    const [mail] = await mailTo(email, /Your visit with/);
    expect(mail!.calendarType).toMatch(/^text\/calendar/);
    expect(mail!.calendarType).toMatch(/method=REQUEST/i);
    const ics = mail!.calendar;
    expect(ics).toMatch(/^BEGIN:VCALENDAR/);
    expect(ics).toContain('DTSTART;TZID=America/New_York:20270313T090000');
    expect(ics).toContain('DTEND;TZID=America/New_York:20270313T120000');
    expect(manageToken(mail!)).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // The owner: told like a new lead, with the visit.
    const [owner] = await mailTo(business.emails.info, /^New booking: Jane Doe/);
    expect(owner!.text).toContain('/admin/');
    if (!icalendarAvailable) return;
    const parsed = await parseIcalendar(ics);
    expect(parsed.method).toBe('REQUEST');
    expect(parsed.timezones).toEqual(['America/New_York']);
    expect(parsed.events).toHaveLength(1);
    const event = parsed.events[0]!;
    expect(event.uid).toMatch(/@/);
    expect(event.sequence).toBe(0);
    expect(event.status).toBe('CONFIRMED');
    expect(event.startTzid).toBe('America/New_York');
    expect(event.start).toBe('2027-03-13T09:00:00-05:00');
    expect(event.end).toBe('2027-03-13T12:00:00-05:00');
    expect(event.location).toBe('12 Main St; Unit 4, Concord\nback gate, Concord, NC');
    expect(event.summary).toMatch(/visit$/);
  });

  it('lets the customer move and cancel by the private link: same UID, higher SEQUENCE, CANCEL', async () => {
    const email = 'mover@example.com';
    const start = '2027-03-16T08:00:00-04:00';
    const created = await postLead(server, lead(email, start));
    expect(created.status).toBe(201);
    const [confirmation] = await mailTo(email, /Your visit with/);
    const token = manageToken(confirmation!);
    const shown = await fetch(`${server.url}/api/visits/${token}`);
    expect(shown.status).toBe(200);
    expect(await shown.json()).toMatchObject({ leadId: created.body.id, start, status: 'booked' });
    expect((await fetch(`${server.url}/api/visits/not-a-real-token-at-all`)).status).toBe(404);

    const reminders = () =>
      server.query<{ id: number; next_attempt_at: string | number }>(
        `select id, next_attempt_at from outbox where lead_id = ${p(1)} and kind = 'visit_reminder'`,
        [created.body.id],
      );
    const [firstReminder] = await reminders();
    expect(Number(firstReminder?.next_attempt_at)).toBe(Date.parse(start) - 86_400_000);

    const newStart = '2027-03-16T15:00:00-04:00';
    const moved = await fetch(`${server.url}/api/visits/${token}/move`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ start: newStart }),
    });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ start: newStart, status: 'booked' });
    const [movedMail] = await mailTo(email, /moved/);
    const remindersAfterMove = await reminders();
    expect(remindersAfterMove).toHaveLength(1);
    expect(Number(remindersAfterMove[0]!.next_attempt_at)).toBe(Date.parse(newStart) - 86_400_000);

    const cancelled = await fetch(`${server.url}/api/visits/${token}/cancel`, { method: 'POST' });
    expect(cancelled.status).toBe(200);
    const [cancelMail] = await mailTo(email, /cancelled/);
    expect(cancelMail!.calendarType).toMatch(/method=CANCEL/i);
    expect(await reminders()).toHaveLength(0);
    const { body } = await availability();
    expect(body.windows.find((w) => w.start === newStart)?.available).toBe(true);
    // The owner was told of both.
    await mailTo(business.emails.info, /^Booking cancelled: Jane Doe/);
    if (!icalendarAvailable) return;
    const [first, second, third] = await Promise.all(
      [confirmation!, movedMail!, cancelMail!].map(
        async (m) => (await parseIcalendar(m.calendar)).events[0]!,
      ),
    );
    expect(second!.uid).toBe(first!.uid);
    expect(third!.uid).toBe(first!.uid);
    expect([first!.sequence, second!.sequence, third!.sequence]).toEqual([0, 1, 2]);
    expect(second!.start).toBe('2027-03-16T15:00:00-04:00');
    expect(third!.status).toBe('CANCELLED');
    expect((await parseIcalendar(cancelMail!.calendar)).method).toBe('CANCEL');
  });

  it('sends the reminder once, and never after a cancel', async () => {
    const email = 'remind@example.com';
    const created = await postLead(server, lead(email, '2027-03-18T10:00:00-04:00'));
    expect(created.status).toBe(201);
    const cancelledLead = await postLead(
      server,
      lead('noremind@example.com', '2027-03-18T13:00:00-04:00'),
    );
    expect(cancelledLead.status).toBe(201);
    const cancel = await schedule({ intent: 'cancel', leadId: String(cancelledLead.body.id) });
    expect(cancel.result).toMatchObject({ intent: 'cancel', ok: true });
    expect(
      await count(
        `select count(*) as n from outbox where lead_id = ${p(1)} and kind = 'visit_reminder'`,
        [cancelledLead.body.id],
      ),
    ).toBe(0);
    // The clock cannot reach the day before 2027 here: make the reminder due now.
    await server.query(
      `update outbox set next_attempt_at = 0 where kind = 'visit_reminder' and lead_id = ${p(1)}`,
      [created.body.id],
    );
    await mailTo(email, /^Reminder/);
    // A second reminder would go at the outbox's next turns (its default poll here).
    await quietFor(outboxTicks(limits.mail.pollMs));
    expect(
      smtp.messages.filter((m) => m.envelopeTo.includes(email) && /^Reminder/.test(m.subject)),
    ).toHaveLength(1);
    expect(
      smtp.messages.some(
        (m) => m.envelopeTo.includes('noremind@example.com') && /^Reminder/.test(m.subject),
      ),
    ).toBe(false);
  });

  it('closes the windows of a holiday closure published in the site content', async () => {
    const date = '2027-03-19';
    const before = await availability();
    expect(before.body.windows.some((w) => w.start.startsWith(date))).toBe(true);
    const doc = structuredClone(defaultSiteDocument);
    doc.business.specialHours = [{ date, closed: true, label: 'Storm day' }];
    const current = await admin('/api/admin/site-content');
    const etag = current.headers.get('etag') ?? '"0"';
    const put = await admin('/api/admin/site-content', {
      method: 'PUT',
      body: JSON.stringify(doc),
      headers: { 'If-Match': etag },
    });
    expect(put.status).toBe(200);
    const after = await availability();
    expect(after.body.windows.some((w) => w.start.startsWith(date))).toBe(false);
    expect(after.body.windows.some((w) => w.start.startsWith('2027-03-18'))).toBe(true);
    const refused = await postLead(server, lead('holiday@example.com', `${date}T08:00:00-04:00`));
    expect(refused.status).toBe(409);
  });

  it('serves the owner the appointments, the private calendar feed (rotate: old URL 404)', async () => {
    expect((await fetch(`${server.url}/api/admin/appointments`)).status).toBe(401);
    const list = await admin('/api/admin/appointments?days=14');
    expect(list.status).toBe(200);
    const visits = (await list.json()) as Array<Record<string, unknown>>;
    expect(visits.find((v) => v.start === MON_8)).toEqual({
      leadId: expect.any(Number),
      start: MON_8,
      end: MON_10,
      status: 'booked',
      name: 'Jane Doe',
      service: 'repair',
      town: 'Concord, NC',
    });

    expect((await fetch(`${server.url}/api/admin/calendar-feed`)).status).toBe(401);
    const { url } = (await (await admin('/api/admin/calendar-feed')).json()) as { url: string };
    const feedPath = new URL(url).pathname;
    const feed = await fetch(`${server.url}${feedPath}`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    const text = await feed.text();
    expect(text.split('\r\n').length).toBeGreaterThan(10);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const booked = await count(`select count(*) as n from appointments where status = 'booked'`);
    if (icalendarAvailable) expect((await parseIcalendar(text)).events).toHaveLength(booked);
    else expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(booked);

    expect((await fetch(`${server.url}/calendar/wrong-token.ics`)).status).toBe(404);
    // The Schedule tab rotates the feed (its route intent; no JSON write beside it, issue 38).
    const crossSite = await schedule(
      { intent: 'rotate-feed' },
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    );
    // React Router's own Origin check may answer first (400); either way nothing happens.
    expect([400, 403]).toContain(crossSite.status);
    expect((await fetch(`${server.url}${feedPath}`)).status).toBe(200);
    const gone = await admin('/api/admin/calendar-feed/rotate', { method: 'POST' });
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ error: 'Not found' });
    const rotated = await schedule({ intent: 'rotate-feed' });
    expect(rotated.result).toMatchObject({ intent: 'rotate-feed', ok: true });
    const next = ((await (await admin('/api/admin/calendar-feed')).json()) as { url: string }).url;
    expect(next).not.toBe(url);
    expect((await fetch(`${server.url}${feedPath}`)).status).toBe(404);
    expect((await fetch(`${server.url}${new URL(next).pathname}`)).status).toBe(200);
  });

  it('records what a job earned: PATCH /api/admin/leads/<id>', async () => {
    const created = await postLead(server, lead('earned@example.com'));
    const path = `/api/admin/leads/${created.body.id}`;
    const unauthenticated = await fetch(`${server.url}${path}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jobValueCents: 100 }),
    });
    expect(unauthenticated.status).toBe(401);
    for (const bad of [-5, 1.5, 'abc', 100_000_001]) {
      const res = await admin(path, {
        method: 'PATCH',
        body: JSON.stringify({ jobValueCents: bad }),
      });
      expect(res.status, String(bad)).toBe(400);
      expect(
        ((await res.json()) as { fieldErrors: Record<string, string> }).fieldErrors.jobValueCents,
      ).toBe(messages.booking.jobValueInvalid);
    }
    const badStatus = await admin(path, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'won' }),
    });
    expect(badStatus.status).toBe(400);
    const res = await admin(path, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'closed', jobValueCents: 125_000 }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: created.body.id,
      status: 'closed',
      jobValueCents: 125_000,
    });
    expect((await admin('/api/admin/leads/999999', { method: 'PATCH', body: '{}' })).status).toBe(
      404,
    );
  });

  it('books from the form without JavaScript (appointment_start), 409 keeps what was typed', async () => {
    const post = (email: string, start: string) => {
      const form = new URLSearchParams({
        ...validLead,
        email,
        phone: uniquePhone(),
        started_at: String(Date.now() - 10_000),
        appointment_start: start,
      });
      return fetch(`${server.url}/contact`, {
        method: 'POST',
        body: form,
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: server.url,
          'X-Forwarded-For': uniqueIp(),
        },
        redirect: 'manual',
      });
    };
    const start = '2027-03-22T08:00:00-04:00';
    const ok = await post('nojs@example.com', start);
    expect(ok.status).toBe(200);
    expect(
      await count(
        `select count(*) as n from appointments a join contact_submissions l on l.id = a.lead_id where l.email = ${p(1)} and a.window_start = ${p(2)}`,
        ['nojs@example.com', Date.parse(start)],
      ),
    ).toBe(1);
    const taken = await post('nojs2@example.com', start);
    expect(taken.status).toBe(409);
    const html = await taken.text();
    expect(html).toContain('nojs2@example.com');
    expect(
      await count(
        `select count(*) as n from contact_submissions where email = 'nojs2@example.com'`,
      ),
    ).toBe(0);
  });
});

describe('BOOKING_CLOCK', () => {
  it('is refused in production', async () => {
    const { loadConfig, ConfigError } = await import('#app/server/config.ts');
    expect(() => loadConfig({ NODE_ENV: 'production', BOOKING_CLOCK: CLOCK })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: 'test', BOOKING_CLOCK: CLOCK }).BOOKING_CLOCK).toBe(CLOCK);
  });
});

const postgres = (await dialects()).includes('postgres');

describe.runIf(postgres)('booking on two instances sharing one PostgreSQL', () => {
  const schema = uniqueSchema();
  let a: TestServer;
  let b: TestServer;
  const env = { NODE_ENV: 'test', BOOKING_CLOCK: CLOCK, TRUST_PROXY: '1' };

  beforeAll(async () => {
    a = await startServer({ dialect: 'postgres', schema, env });
    b = await startServer({ dialect: 'postgres', schema, env });
  });
  afterAll(async () => {
    await Promise.all([a?.dispose(), b?.dispose()]);
    await dropSchema(schema);
  });

  it('books exactly one of 20 concurrent requests for a capacity-1 window, across both', async () => {
    const start = '2027-03-17T08:00:00-04:00';
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postLead(
          i % 2 === 0 ? a : b,
          { ...validLead, email: `twin${i}@example.com`, appointment: { start } },
          { ip: uniqueIp() },
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const [row] = await a.query<{ n: string }>(
      'select count(*) as n from appointments where window_start = $1',
      [Date.parse(start)],
    );
    expect(Number(row?.n)).toBe(1);
    // Both instances now say so.
    for (const server of [a, b]) {
      const res = await fetch(`${server.url}/api/availability?days=7`);
      const body = (await res.json()) as AvailabilityResponse;
      expect(body.windows.find((w) => w.start === start)?.available).toBe(false);
    }
  });
});
