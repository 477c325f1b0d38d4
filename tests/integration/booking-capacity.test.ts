import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultBookingSettings, type AvailabilityResponse } from '#app/lib/booking.ts';
import { startBookingApp, stopBookingApp } from '../support/booking-app.ts';
import { dialects, placeholder } from '../support/dialects.ts';
import { postLead, uniqueIp, uniquePhone, validLead } from '../support/leads.ts';
import type { TestServer } from '../support/server.ts';
import type { TestSmtp } from '../support/smtp.ts';

/**
 * The owner lowers the crews (capacity) while a window holds more visits than the new number
 * (the booking clock stands at Friday 2027-03-12 09:00 EST): the window stays full until its
 * visits are fewer than the capacity, for a booking and a move as for the availability.
 */
describe.each(await dialects())('a lowered capacity on %s', (dialect) => {
  let smtp: TestSmtp;
  let server: TestServer;

  beforeAll(async () => {
    ({ server, smtp } = await startBookingApp(dialect));
  });
  afterAll(() => stopBookingApp({ server, smtp }));

  const p = placeholder(dialect);
  const setCapacity = (capacity: number) =>
    server.query(
      `insert into admin_settings (setting_key, setting_value) values ('booking_settings', ${p(1)})
       on conflict (setting_key) do update set setting_value = excluded.setting_value`,
      [JSON.stringify({ ...defaultBookingSettings, capacity })],
    );
  const book = (email: string, start: string) =>
    postLead(
      server,
      { ...validLead, email, phone: uniquePhone(), appointment: { start } },
      { ip: uniqueIp() },
    );
  const tokenOf = async (email: string) => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const mail = smtp.messages.find(
        (m) => m.envelopeTo.includes(email) && /^Your visit with/.test(m.subject),
      );
      const token = mail && /\/visit\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
      if (token) return token;
      if (Date.now() > deadline) throw new Error(`no confirmation to ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const available = async (start: string) => {
    const body = (await (
      await fetch(`${server.url}/api/availability`)
    ).json()) as AvailabilityResponse;
    return body.windows.find((w) => w.start === start)?.available;
  };
  const booked = async (start: string) => {
    const [row] = await server.query<{ n: number | string }>(
      `select count(*) as n from appointments where window_start = ${p(1)} and status = 'booked'`,
      [Date.parse(start)],
    );
    return Number(row?.n);
  };

  it('books no visit into a window that still holds as many as the new capacity', async () => {
    const full = '2027-03-16T08:00:00-04:00';
    await setCapacity(2);
    expect((await book('first@example.com', full)).status).toBe(201);
    expect((await book('second@example.com', full)).status).toBe(201);
    // One crew now; the first visit (its slot 0) is cancelled, the second (slot 1) stays.
    await setCapacity(1);
    const cancelled = await fetch(
      `${server.url}/api/visits/${await tokenOf('first@example.com')}/cancel`,
      { method: 'POST' },
    );
    expect(cancelled.status).toBe(200);
    expect(await available(full)).toBe(false);

    const late = await book('late@example.com', full);
    expect(late.status).toBe(409);
    expect((await book('mover@example.com', '2027-03-16T10:00:00-04:00')).status).toBe(201);
    const moved = await fetch(
      `${server.url}/api/visits/${await tokenOf('mover@example.com')}/move`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ start: full }),
      },
    );
    expect(moved.status).toBe(409);
    expect(await booked(full)).toBe(1);
  });
});
