import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailabilityResponse } from '#app/lib/booking.ts';
import { serverLimits } from '#app/lib/limits.ts';
import { messages } from '#app/lib/messages.ts';
import { dialects } from '../support/dialects.ts';
import { postLead, uniqueIp, uniquePhone, validLead } from '../support/leads.ts';
import { startServer, type TestServer } from '../support/server.ts';

/**
 * Issue 37's booking refusals say what happened: the 409 of `POST /api/leads` names its
 * `reason` (the browser tells a taken window from a refused booking by it), and the pages
 * without JavaScript (`/book`, `/contact`) show the refusal's own message, never "that time was
 * just taken", with what was typed kept.
 */
const CLOCK = '2027-03-12T14:00:00Z';
const b = messages.booking;

describe.each(await dialects())('booking refusal messages on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({
      dialect,
      env: { NODE_ENV: 'test', BOOKING_CLOCK: CLOCK, TRUST_PROXY: '1' },
    });
  });
  afterAll(async () => {
    await server?.dispose();
  });

  const openWindows = async () => {
    const res = await fetch(`${server.url}/api/availability`);
    const body = (await res.json()) as AvailabilityResponse;
    return body.windows.filter((w) => w.available).map((w) => w.start);
  };
  /** A fresh browser each time: the per-browser cooldown is not what is tested. */
  const browser = () => `cfgd_bid=${randomBytes(18).toString('base64url')}`;
  const book = (email: string, start: string, ip = uniqueIp()) =>
    postLead(
      server,
      { ...validLead, email, phone: uniquePhone(), appointment: { start } },
      { ip, cookie: browser() },
    );
  /** The form posted without JavaScript to `path`, as a browser sends it. */
  const postForm = (path: string, email: string, start: string) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      body: new URLSearchParams({
        ...validLead,
        email,
        phone: uniquePhone(),
        started_at: String(Date.now() - 10_000),
        appointment_start: start,
      }),
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: server.url,
        Cookie: browser(),
        'X-Forwarded-For': uniqueIp(),
      },
      redirect: 'manual',
    });

  it('an e-mail holding its open visits: 409 reason "contact", and the pages say so, not "taken"', async () => {
    const email = 'holds.visits@example.com';
    const windows = await openWindows();
    for (let i = 0; i < serverLimits.booking.openVisitsPerContact; i += 1) {
      expect((await book(email, windows[i]!)).status).toBe(201);
    }
    const free = windows[serverLimits.booking.openVisitsPerContact]!;
    const api = await book(email, free);
    expect(api.status).toBe(409);
    expect(api.body).toEqual({
      error: b.contactHasVisits,
      fieldErrors: { appointment: b.contactHasVisits },
      reason: 'contact',
    });
    for (const path of ['/book', '/contact']) {
      const res = await postForm(path, email, free);
      expect(res.status, path).toBe(409);
      const html = await res.text();
      expect(html, path).toContain(b.contactHasVisits);
      expect(html, path).not.toContain(b.windowTaken);
      // What was typed is kept.
      expect(html, path).toContain(email);
      expect(html, path).toContain(validLead.message);
    }
  });

  it('a taken window: 409 reason "window-gone"', async () => {
    const [start] = await openWindows();
    // The window holds one visit at a time unless its capacity says otherwise: fill it.
    let res = await book('first.taker@example.com', start!);
    for (let i = 0; res.status === 201 && i < 10; i += 1) {
      res = await book(`taker${i}@example.com`, start!);
    }
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: b.windowTaken,
      fieldErrors: { appointment: b.windowTaken },
      reason: 'window-gone',
    });
  });

  it('one client address past its bookings an hour: 409 reason "address"', async () => {
    const ip = uniqueIp();
    const windows = await openWindows();
    const { max } = serverLimits.booking.perAddress;
    for (let i = 0; i < max; i += 1) {
      expect((await book(`addr${i}@example.com`, windows[i]!, ip)).status).toBe(201);
    }
    const res = await book('addr.over@example.com', windows[max]!, ip);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: b.addressBookingLimit, reason: 'address' });
  });
});
