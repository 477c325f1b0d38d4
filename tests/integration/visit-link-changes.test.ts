import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailabilityResponse } from '#app/lib/booking.ts';
import { defaultBusiness as business } from '#app/content/business.ts';
import { serverLimits } from '#app/lib/limits.ts';
import { messages } from '#app/lib/messages.ts';
import { startBookingApp, stopBookingApp } from '../support/booking-app.ts';
import { dialects, placeholder } from '../support/dialects.ts';
import { postLead, uniqueIp, uniquePhone, validLead } from '../support/leads.ts';
import type { TestServer } from '../support/server.ts';
import type { ReceivedMail, TestSmtp } from '../support/smtp.ts';

/**
 * What a customer holding a visit link can do, and when (the booking clock stands at Friday
 * 2027-03-12 09:00 EST): a visit that has begun is no longer theirs to move or cancel, and two
 * changes sent at once (a double tap, two tabs) leave the visit and the windows as one change
 * after the other would.
 */
describe.each(await dialects())('changes from a visit link on %s', (dialect) => {
  let smtp: TestSmtp;
  let server: TestServer;

  beforeAll(async () => {
    ({ server, smtp } = await startBookingApp(dialect));
  });
  afterAll(() => stopBookingApp({ server, smtp }));

  const p = placeholder(dialect);
  const mailsTo = (address: string, subject: RegExp): ReceivedMail[] =>
    smtp.messages.filter((m) => m.envelopeTo.includes(address) && subject.test(m.subject));
  const mailTo = async (address: string, subject: RegExp): Promise<ReceivedMail> => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const [found] = mailsTo(address, subject);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no "${subject.source}" mail to ${address}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  /** Books `start` for a new lead; its id and the private link's token. */
  const book = async (email: string, start: string) => {
    const res = await postLead(
      server,
      { ...validLead, email, phone: uniquePhone(), appointment: { start } },
      { ip: uniqueIp() },
    );
    expect(res.status, `${email} ${start}`).toBe(201);
    const mail = await mailTo(email, /^Your visit with/);
    const token = /\/visit\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error(`no link in: ${mail.text}`);
    return { id: res.body.id as number, token };
  };
  const api = (token: string, change: 'move' | 'cancel', start?: string) =>
    fetch(`${server.url}/api/visits/${token}/${change}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      ...(start ? { body: JSON.stringify({ start }) } : {}),
    });
  /** The visit page's own form, as a browser without JavaScript posts it. */
  const page = (token: string, fields: Record<string, string>) =>
    fetch(`${server.url}/visit/${token}`, {
      method: 'POST',
      headers: { Origin: server.url, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
  const row = async (leadId: number) => {
    const [found] = await server.query<{
      status: string;
      slot: number | string | null;
      sequence: number | string;
      window_start: number | string;
    }>(`select status, slot, sequence, window_start from appointments where lead_id = ${p(1)}`, [
      leadId,
    ]);
    if (!found) throw new Error(`no visit for lead ${leadId}`);
    return {
      status: found.status,
      slot: found.slot === null ? null : Number(found.slot),
      sequence: Number(found.sequence),
      start: Number(found.window_start),
    };
  };
  const available = async (start: string) => {
    const res = await fetch(`${server.url}/api/availability`);
    const body = (await res.json()) as AvailabilityResponse;
    return body.windows.find((w) => w.start === start)?.available;
  };

  it('keeps a visit that has begun as it is: no move, no cancel from the link (API or page), nothing mailed', async () => {
    const email = 'yesterday@example.com';
    const { id, token } = await book(email, '2027-03-16T08:00:00-04:00');
    // The clock cannot pass the visit here: make it yesterday's (Thursday 08:00-10:00 EST).
    const yesterday = Date.parse('2027-03-11T08:00:00-05:00');
    await server.query(
      `update appointments set window_start = ${p(1)}, window_end = ${p(2)} where lead_id = ${p(3)}`,
      [yesterday, Date.parse('2027-03-11T10:00:00-05:00'), id],
    );
    const shown = await fetch(`${server.url}/visit/${token}`);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain(messages.booking.managePast);

    const target = '2027-03-17T08:00:00-04:00';
    const moved = await api(token, 'move', target);
    expect(moved.status).toBe(409);
    expect(await moved.json()).toEqual({ error: messages.booking.managePast });
    const cancelled = await api(token, 'cancel');
    expect(cancelled.status).toBe(409);
    expect(await cancelled.json()).toEqual({ error: messages.booking.managePast });
    const pageMove = await page(token, { action: 'move', appointment_start: target });
    expect(pageMove.status).toBe(409);
    expect(await pageMove.text()).toContain(messages.booking.managePast);
    const pageCancel = await page(token, { action: 'cancel-confirmed' });
    expect(pageCancel.status).toBe(409);
    expect(await pageCancel.text()).toContain(messages.booking.managePast);

    expect(await row(id)).toEqual({ status: 'booked', slot: 0, sequence: 0, start: yesterday });
    expect(await available(target)).toBe(true);
    // The owner's and the customer's e-mails of a move or cancel go within the outbox's poll.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(mailsTo(email, /moved|cancelled/)).toHaveLength(0);
    expect(mailsTo(business.emails.info, /^Booking (moved|cancelled): /)).toHaveLength(0);
  });

  it("a cancel and a move sent at once: the cancelled visit holds no window, the move's window stays bookable", async () => {
    // Each round its own visit and its own window to move to.
    const rounds = [
      ['2027-03-17T10:00:00-04:00', '2027-03-22T08:00:00-04:00'],
      ['2027-03-17T13:00:00-04:00', '2027-03-22T10:00:00-04:00'],
      ['2027-03-18T10:00:00-04:00', '2027-03-22T13:00:00-04:00'],
      ['2027-03-18T13:00:00-04:00', '2027-03-22T15:00:00-04:00'],
      ['2027-03-19T10:00:00-04:00', '2027-03-24T08:00:00-04:00'],
      ['2027-03-19T13:00:00-04:00', '2027-03-24T10:00:00-04:00'],
    ] as const;
    for (const [round, [start, target]] of rounds.entries()) {
      const { id, token } = await book(`both${round}@example.com`, start);
      const [cancel, move] = await Promise.all([api(token, 'cancel'), api(token, 'move', target)]);
      const after = await row(id);
      // Either order is fine, as long as it is one after the other.
      expect(cancel.status, `round ${round}`).toBe(200);
      expect([200, 409], `round ${round}`).toContain(move.status);
      expect(after.status, `round ${round}`).toBe('cancelled');
      expect(after.slot, `round ${round}`).toBeNull();
      expect(after.sequence, `round ${round}`).toBe(move.status === 200 ? 2 : 1);
      expect(await available(target), `round ${round}`).toBe(true);
      const taker = await postLead(
        server,
        {
          ...validLead,
          email: `taker${round}@example.com`,
          phone: uniquePhone(),
          appointment: { start: target },
        },
        { ip: uniqueIp() },
      );
      expect(taker.status, `round ${round}: the window offered as open`).toBe(201);
    }
  });

  it('two cancels sent at once: one cancels, the other is told it is cancelled, one CANCEL e-mail', async () => {
    for (const hour of ['08', '10', '13', '15']) {
      const email = `twice${hour}@example.com`;
      const { id, token } = await book(email, `2027-03-23T${hour}:00:00-04:00`);
      const answers = await Promise.all([api(token, 'cancel'), api(token, 'cancel')]);
      expect(answers.map((a) => a.status).sort(), hour).toEqual([200, 409]);
      expect((await row(id)).sequence, hour).toBe(1);
      await mailTo(email, /is cancelled/);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(mailsTo(email, /is cancelled/), hour).toHaveLength(1);
    }
  });

  it('moves a visit back and forth only so often from its link: the owner is not mailed a move each time', async () => {
    const email = 'fidget@example.com';
    const { token } = await book(email, '2027-03-25T08:00:00-04:00');
    // Three windows in turn: each request a real move (one to where the visit is changes nothing).
    const there = [
      '2027-03-25T10:00:00-04:00',
      '2027-03-25T13:00:00-04:00',
      '2027-03-25T15:00:00-04:00',
    ];
    const { max } = serverLimits.booking.customerMovesPerVisit;
    const answers: number[] = [];
    for (let i = 0; i < max; i++) answers.push((await api(token, 'move', there[i % 3])).status);
    expect(answers).toEqual(Array<number>(max).fill(200));
    const current = there[(max - 1) % 3]!;
    const elsewhere = there.filter((start) => start !== current);
    for (const start of [...elsewhere, ...elsewhere]) {
      const refused = await api(token, 'move', start);
      expect(refused.status, start).toBe(429);
      expect(await refused.json()).toEqual({ error: messages.booking.manageTooManyMoves });
    }
    const pageMove = await page(token, { action: 'move', appointment_start: elsewhere[0]! });
    expect(pageMove.status).toBe(429);
    expect(await pageMove.text()).toContain(messages.booking.manageTooManyMoves);
    // The visit stays where the last allowed move put it, and can still be cancelled.
    const shown = (await (await fetch(`${server.url}/api/visits/${token}`)).json()) as {
      start: string;
    };
    expect(shown.start).toBe(current);
    expect((await api(token, 'cancel')).status).toBe(200);
    const moves = () =>
      mailsTo(business.emails.info, /^Booking moved: /).filter((m) => m.text.includes('Mar 25'));
    await mailTo(business.emails.info, /^Booking cancelled: /);
    while (moves().length < max) await new Promise((resolve) => setTimeout(resolve, 100));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(moves()).toHaveLength(max);
  });
});
