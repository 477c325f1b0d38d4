import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultBusiness as business } from '#app/content/business.ts';
import { visitLabel, type OpenWindowsAnswer } from '#app/lib/booking.ts';
import type { LeadDetailsView } from '#app/lib/dashboard-view.ts';
import { messages } from '#app/lib/messages.ts';
import { directionsHref } from '#app/lib/urls.ts';
import { startBookingApp, stopBookingApp } from '../support/booking-app.ts';
import { dialects } from '../support/dialects.ts';
import { postLead, uniquePhone, validLead } from '../support/leads.ts';
import { type TestServer } from '../support/server.ts';
import { type ReceivedMail, type TestSmtp } from '../support/smtp.ts';

/**
 * Issue 37, items 2 and 5 and the Schedule's lows, on the built server and both databases: a
 * lead's visit on its card (booked, moved and cancelled from there by the Schedule's own
 * commands), deleting a lead that has a visit, the owner's e-mail for a customer's move, the
 * cancellation's phone number, the delivery log's names and the Schedule's card. The booking
 * clock stands at Friday 2027-03-12 09:00 EST, as in booking.test.ts.
 */
const b = messages.booking;
const window = (start: string, end: string) => ({ start, end, label: visitLabel({ start, end }) });
const TUE_8 = window('2027-03-16T08:00:00-04:00', '2027-03-16T10:00:00-04:00');
const TUE_10 = window('2027-03-16T10:00:00-04:00', '2027-03-16T12:00:00-04:00');
const TUE_13 = window('2027-03-16T13:00:00-04:00', '2027-03-16T15:00:00-04:00');
const WED_8 = window('2027-03-17T08:00:00-04:00', '2027-03-17T10:00:00-04:00');
const WED_10 = window('2027-03-17T10:00:00-04:00', '2027-03-17T12:00:00-04:00');
const THU_8 = window('2027-03-18T08:00:00-04:00', '2027-03-18T10:00:00-04:00');
const FRI_8 = window('2027-03-19T08:00:00-04:00', '2027-03-19T10:00:00-04:00');

describe.each(await dialects())('a lead card visit on %s', (dialect) => {
  let smtp: TestSmtp;
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    ({ server, smtp, cookie } = await startBookingApp(dialect));
  });
  afterAll(() => stopBookingApp({ server, smtp }));

  const get = (path: string) =>
    fetch(`${server.url}${path}`, { headers: { cookie }, redirect: 'manual' });
  /** A card's (or the Schedule's) form, as the browser's fetcher posts it. */
  const post = async (path: string, fields: Record<string, string>) => {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        cookie,
        Origin: server.url,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });
    return res.text();
  };
  const newLead = async (email: string, appointment?: { start: string }) => {
    // Each its own customer: one phone may hold only `openVisitsPerContact` visits.
    const res = await postLead(server, {
      ...validLead,
      email,
      phone: uniquePhone(),
      ...(appointment ? { appointment } : {}),
    });
    expect(res.status).toBe(201);
    return res.body.id!;
  };
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
  const reminders = (email: string) =>
    server.query<{ status: string; next_attempt_at: number | string }>(
      `select status, next_attempt_at from outbox where kind = 'visit_reminder' and to_address = ?`,
      [email],
    );
  const visitOf = async (leadId: number) =>
    (
      await server.query<{ status: string; window_start: number | string; uid: string }>(
        'select status, window_start, uid from appointments where lead_id = ?',
        [leadId],
      )
    )[0];
  const card = async (leadId: number) => {
    const html = await (await get(`/admin/submissions?lead=${leadId}`)).text();
    const visit = /data-testid="lead-visit"[\s\S]*?<\/div><\/div>/.exec(html)?.[0] ?? '';
    return visit.replace(/<!-- -->/g, '');
  };

  it('deleting a lead with a booked visit cancels it first: METHOD:CANCEL to the customer, no reminder left', async () => {
    const email = 'deleted-visit@example.com';
    const id = await newLead(email, { start: WED_8.start });
    await mailTo(email, /^Your visit with/);
    expect(await reminders(email)).toEqual([
      { status: 'pending', next_attempt_at: expect.anything() },
    ]);

    const answer = await post('/admin/submissions.data', { intent: 'delete', id: String(id) });
    expect(answer).toContain(messages.admin.submissionDeleted);

    const [cancellation] = await mailTo(email, /is cancelled/);
    expect(cancellation!.calendarType).toMatch(/method=CANCEL/i);
    expect(cancellation!.calendar).toContain('METHOD:CANCEL');
    expect(cancellation!.calendar).toContain('STATUS:CANCELLED');
    expect(cancellation!.subject).toContain(WED_8.label);
    expect(await reminders(email)).toEqual([]);
    expect(
      await server.query('select id from contact_submissions where id = ?', [id]),
    ).toHaveLength(0);
    expect(await visitOf(id)).toBeUndefined();
    // The window is open again for the next customer.
    const { windows } = (await (await get('/admin/schedule/windows')).json()) as OpenWindowsAnswer;
    expect(windows.map((w) => w.start)).toContain(WED_8.start);
  });

  it('deleting a lead whose visit is over tells the customer nothing', async () => {
    const email = 'visited-long-ago@example.com';
    const id = await newLead(email, { start: '2027-03-25T08:00:00-04:00' });
    await mailTo(email, /^Your visit with/);
    await server.query(
      'update appointments set window_start = ?, window_end = ?, reminder_outbox_id = null where lead_id = ?',
      [Date.parse('2026-01-05T13:00:00Z'), Date.parse('2026-01-05T15:00:00Z'), id],
    );
    expect(await post('/admin/submissions.data', { intent: 'delete', id: String(id) })).toContain(
      messages.admin.submissionDeleted,
    );
    // The cancellation would have been queued in the delete's own transaction.
    expect(
      await server.query(`select id from outbox where kind = 'visit_update' and to_address = ?`, [
        email,
      ]),
    ).toHaveLength(0);
  });

  it('the owner cannot cancel a visit that is over (Schedule or card): told so, nothing mailed, the visit kept', async () => {
    const email = 'visited-yesterday@example.com';
    // Booked by the owner: a visitor's booking would count toward the bookings burst (six in
    // ten minutes), past which the later tests' bookings send the owner no e-mail.
    const id = await newLead(email);
    expect(
      await post('/admin/submissions.data', {
        intent: 'visit-book',
        leadId: String(id),
        start: '2027-03-24T13:00:00-04:00',
      }),
    ).toContain(
      b.ownerBooked(
        visitLabel({
          start: '2027-03-24T13:00:00-04:00',
          end: '2027-03-24T15:00:00-04:00',
        }),
      ),
    );
    await mailTo(email, /^Your visit with/);
    // Thursday 08:00-10:00 EST: over by the booking clock (Friday 09:00 EST). The page the
    // owner sends from may be older than that (the Schedule lists visits not yet over).
    const over = [Date.parse('2027-03-11T08:00:00-05:00'), Date.parse('2027-03-11T10:00:00-05:00')];
    await server.query(
      'update appointments set window_start = ?, window_end = ? where lead_id = ?',
      [...over, id],
    );
    const outboxOf = () =>
      server.query<{ id: number | string }>('select id from outbox where lead_id = ? order by id', [
        id,
      ]);
    const queued = await outboxOf();
    const fromSchedule = await post('/admin/schedule.data', {
      intent: 'cancel',
      leadId: String(id),
    });
    expect(fromSchedule).toContain(b.ownerCancelPast);
    const fromCard = await post('/admin/submissions.data', {
      intent: 'visit-cancel',
      leadId: String(id),
    });
    expect(fromCard).toContain(b.ownerCancelPast);
    expect(await visitOf(id)).toMatchObject({ status: 'booked' });
    // A cancellation (the customer's, or the owner's copy) would have been queued in the
    // cancel's own transaction, and the reminder withdrawn.
    expect(await outboxOf()).toEqual(queued);

    // A visit under way (Friday 08:00-10:00 EST) is not over: the owner may still call it off.
    await server.query(
      'update appointments set window_start = ?, window_end = ? where lead_id = ?',
      [Date.parse('2027-03-12T08:00:00-05:00'), Date.parse('2027-03-12T10:00:00-05:00'), id],
    );
    const underWay = await post('/admin/schedule.data', { intent: 'cancel', leadId: String(id) });
    expect(underWay).toContain(
      b.ownerCancelled(
        visitLabel({
          start: '2027-03-12T08:00:00-05:00',
          end: '2027-03-12T10:00:00-05:00',
        }),
      ),
    );
    await mailTo(email, /is cancelled/);
  });

  it('the cancellation tells the customer the number to call (the published phone)', async () => {
    const email = 'call-us@example.com';
    const id = await newLead(email, { start: THU_8.start });
    const answer = await post('/admin/schedule.data', { intent: 'cancel', leadId: String(id) });
    expect(answer).toContain(b.ownerCancelled(THU_8.label));
    const [mail] = await mailTo(email, /is cancelled/);
    expect(mail!.text).toContain(`call us at ${business.phones.main.display}`);
  });

  it('the owner books a visit from the card of a lead who phoned: the open windows, the same e-mails and reminder', async () => {
    const email = 'phoned@example.com';
    const id = await newLead(email);
    expect(await card(id)).toContain(b.bookVisit);

    const signedOut = await fetch(`${server.url}/admin/schedule/windows`, { redirect: 'manual' });
    expect(signedOut.status).toBe(302);
    const res = await get('/admin/schedule/windows');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const { windows } = (await res.json()) as OpenWindowsAnswer;
    // The rules visitors book by: nothing inside the lead time, Sunday closed, in order.
    expect(windows[0]!.start).toBe('2027-03-12T13:00:00-05:00');
    expect(windows.some((w) => w.start.startsWith('2027-03-14'))).toBe(false);
    expect(windows.map((w) => w.start)).toContain(TUE_8.start);

    const booked = await post('/admin/submissions.data', {
      intent: 'visit-book',
      leadId: String(id),
      start: TUE_8.start,
    });
    expect(booked).toContain(b.ownerBooked(TUE_8.label));
    expect(await visitOf(id)).toMatchObject({
      status: 'booked',
      window_start: expect.anything(),
    });
    expect(Number((await visitOf(id))!.window_start)).toBe(Date.parse(TUE_8.start));
    const [confirmation] = await mailTo(email, /^Your visit with/);
    expect(confirmation!.calendarType).toMatch(/method=REQUEST/i);
    expect(confirmation!.text).toMatch(/\/visit\/[A-Za-z0-9_-]{32}/);
    const [reminder] = await reminders(email);
    expect(Number(reminder!.next_attempt_at)).toBe(Date.parse(TUE_8.start) - 86_400_000);
    // The owner booked it: no "New booking" e-mail to the owner about it.
    expect(
      await server.query(
        `select id from outbox where lead_id = ? and subject like 'New booking%'`,
        [id],
      ),
    ).toHaveLength(0);

    // The card shows it, with Move and Cancel instead of Book.
    const shown = await card(id);
    expect(shown).toContain(TUE_8.label);
    expect(shown).toContain(b.visitBooked);
    expect(shown).toContain(b.cancelVisit);
    expect(shown).not.toContain(b.bookVisit);

    // Booked already; a full window; a lead that is not there.
    expect(
      await post('/admin/submissions.data', {
        intent: 'visit-book',
        leadId: String(id),
        start: TUE_10.start,
      }),
    ).toContain(b.alreadyBooked);
    const other = await newLead('other-phoned@example.com');
    expect(
      await post('/admin/submissions.data', {
        intent: 'visit-book',
        leadId: String(other),
        start: TUE_8.start,
      }),
    ).toContain(b.ownerWindowTaken);
    expect(await visitOf(other)).toBeUndefined();
    expect(
      await post('/admin/submissions.data', {
        intent: 'visit-book',
        leadId: '999999',
        start: TUE_10.start,
      }),
    ).toContain(b.bookFailed);
  });

  it("moves and cancels from the card with the Schedule's commands, then books again", async () => {
    const email = 'card-mover@example.com';
    const id = await newLead(email, { start: TUE_13.start });
    const [first] = await mailTo(email, /^Your visit with/);

    const moved = await post('/admin/submissions.data', {
      intent: 'visit-move',
      leadId: String(id),
      start: WED_10.start,
    });
    expect(moved).toContain(b.ownerMoved(WED_10.label));
    const [update] = await mailTo(email, /moved/);
    expect(update!.calendarType).toMatch(/method=REQUEST/i);
    const reminder = await reminders(email);
    expect(reminder).toHaveLength(1);
    expect(Number(reminder[0]!.next_attempt_at)).toBe(Date.parse(WED_10.start) - 86_400_000);

    const cancelled = await post('/admin/submissions.data', {
      intent: 'visit-cancel',
      leadId: String(id),
    });
    expect(cancelled).toContain(b.ownerCancelled(WED_10.label));
    const [cancellation] = await mailTo(email, /is cancelled/);
    expect(cancellation!.calendarType).toMatch(/method=CANCEL/i);
    expect(await reminders(email)).toEqual([]);
    const shown = await card(id);
    expect(shown).toContain(b.visitCancelledStatus);
    expect(shown).toContain(b.bookVisit);
    expect(
      await post('/admin/submissions.data', { intent: 'visit-cancel', leadId: String(id) }),
    ).toContain(b.notBooked);

    // Booked again: a new event (a new UID), the cancelled one stays cancelled.
    const before = (await visitOf(id))!.uid;
    const again = await post('/admin/submissions.data', {
      intent: 'visit-book',
      leadId: String(id),
      start: FRI_8.start,
    });
    expect(again).toContain(b.ownerBooked(FRI_8.label));
    const after = (await visitOf(id))!;
    expect(after.status).toBe('booked');
    expect(after.uid).not.toBe(before);
    await mailTo(email, /^Your visit with/, 2);
    expect(first!.subject).toContain(TUE_13.label);
  });

  it("the card's e-mail log names every kind it shows", async () => {
    const email = 'log-names@example.com';
    const id = await newLead(email, { start: '2027-03-22T08:00:00-04:00' });
    await mailTo(email, /^Your visit with/);
    const details = (await (
      await get(`/admin/submissions/${id}/details`)
    ).json()) as LeadDetailsView;
    const labels = details.mail.map((m) => [m.kind, m.kindLabel]);
    expect(labels).toEqual(
      expect.arrayContaining([
        ['visit_confirmation', 'Visit confirmation to the customer'],
        ['visit_reminder', 'Visit reminder to the customer'],
        ['owner_notification', 'Notification to you'],
      ]),
    );
    for (const entry of details.mail) expect(entry.kindLabel).not.toBe(entry.kind);
  });

  it("a customer's move reaches the owner as a move, with the old and the new time", async () => {
    const email = 'self-mover@example.com';
    await newLead(email, { start: '2027-03-23T08:00:00-04:00' });
    const [confirmation] = await mailTo(email, /^Your visit with/);
    const token = /\/visit\/([A-Za-z0-9_-]+)/.exec(confirmation!.text)![1]!;
    const from = window('2027-03-23T08:00:00-04:00', '2027-03-23T10:00:00-04:00');
    const to = window('2027-03-23T13:00:00-04:00', '2027-03-23T15:00:00-04:00');
    const res = await fetch(`${server.url}/api/visits/${token}/move`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ start: to.start }),
    });
    expect(res.status).toBe(200);
    const [owner] = await mailTo(business.emails.info, /^Booking moved: Jane Doe/);
    expect(owner!.subject).toBe(b.ownerRescheduledSubject('Jane Doe', to.label));
    expect(owner!.text).toContain(`from ${from.label} to ${to.label}`);
    expect(
      smtp.messages.some(
        (m) => /^New booking: Jane Doe/.test(m.subject) && m.subject.includes(to.label),
      ),
    ).toBe(false);
  });

  it("the Schedule's card names the service and gives the address with directions and a tel: link", async () => {
    const id = await newLead('road@example.com', { start: '2027-03-24T08:00:00-04:00' });
    const html = (await (await get('/admin/schedule')).text()).replace(/<!-- -->/g, '');
    const cardHtml = new RegExp(
      `<article[^>]*data-testid="visit"(?:(?!</article>)[\\s\\S])*?submissions\\?lead=${id}"[\\s\\S]*?</article>`,
    ).exec(html)?.[0];
    expect(cardHtml).toBeTruthy();
    expect(cardHtml).toContain(messages.contactForm.serviceLabels.repair);
    expect(cardHtml).not.toMatch(/>repair\b/);
    expect(cardHtml).toContain(validLead.address);
    expect(cardHtml).toContain(directionsHref(validLead.address).replace(/&/g, '&amp;'));
    // The lead's own phone (each test lead has its own: uniquePhone).
    expect(cardHtml).toMatch(/href="tel:\d{10}">Call \(\d{3}\) \d{3}-\d{4}</);
    // The dialog's way out says what it does (rendered when opened: see the route test).
  });
});
