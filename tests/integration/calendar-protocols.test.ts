import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultBusiness as business } from '#app/content/business.ts';
import { startBookingApp, stopBookingApp } from '../support/booking-app.ts';
import { dialects } from '../support/dialects.ts';
import { parseIcalendar, type ParsedEvent } from '../support/icalendar.ts';
import { postLead, uniqueIp, uniquePhone, validLead } from '../support/leads.ts';
import { type TestServer } from '../support/server.ts';
import { type ReceivedMail, type TestSmtp } from '../support/smtp.ts';

/**
 * Issue 37, "Protocols": what the visit's calendar data says to the calendars that read it,
 * checked with the independent parser (Python's icalendar) on the built server, both
 * databases. One booking, made first, whose e-mails and feed every test reads.
 */
const SAT_9 = '2027-03-13T09:00:00-05:00';
// A name with the characters a quoted parameter value cannot hold as they are (RFC 6868).
const NAME = 'Jane "JJ" O\'Doe ^2';
const EMAIL = 'protocols@example.com';

/** The Content-Type of every calendar part in the raw message, in order. */
function calendarParts(mail: ReceivedMail): string[] {
  return [
    ...mail.raw.matchAll(/^Content-Type:\s*((?:text\/calendar|application\/ics)[^\r\n]*)/gim),
  ].map((match) => match[1]!.toLowerCase());
}

describe.each(await dialects())('visit calendars on %s', (dialect) => {
  let smtp: TestSmtp;
  let server: TestServer;
  let customerMail: ReceivedMail;
  let ownerMail: ReceivedMail;
  let feed: Response;
  let feedText: string;

  const mailTo = async (address: string, subject: RegExp): Promise<ReceivedMail> => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const found = smtp.messages.find(
        (m) => m.envelopeTo.includes(address) && subject.test(m.subject),
      );
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no "${subject.source}" mail to ${address}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const onlyEvent = async (ics: string): Promise<ParsedEvent> => {
    const { events } = await parseIcalendar(ics);
    expect(events).toHaveLength(1);
    return events[0]!;
  };

  beforeAll(async () => {
    let cookie: string;
    ({ server, smtp, cookie } = await startBookingApp(dialect));
    const created = await postLead(server, {
      ...validLead,
      name: NAME,
      email: EMAIL,
      appointment: { start: SAT_9 },
    });
    expect(created.status).toBe(201);
    customerMail = await mailTo(EMAIL, /Your visit with/);
    ownerMail = await mailTo(business.emails.info, /^New booking: /);
    const { url } = (await (
      await fetch(`${server.url}/api/admin/calendar-feed`, { headers: { cookie } })
    ).json()) as { url: string };
    feed = await fetch(`${server.url}${new URL(url).pathname}`);
    feedText = await feed.text();
  });
  afterAll(() => stopBookingApp({ server, smtp }));

  it("names the ORGANIZER in the owner's e-mailed event and in the feed (RFC 5546 3.2.1)", async () => {
    expect((await parseIcalendar(ownerMail.calendar)).method).toBe('PUBLISH');
    const organizer = { address: `mailto:${business.emails.info}`, cn: business.name };
    expect((await onlyEvent(ownerMail.calendar)).organizer).toEqual(organizer);
    expect((await parseIcalendar(feedText)).method).toBe('PUBLISH');
    expect((await onlyEvent(feedText)).organizer).toEqual(organizer);
    // A PUBLISH lists no attendees (RFC 5546 3.2.1).
    expect((await onlyEvent(ownerMail.calendar)).attendees).toEqual([]);
    expect((await onlyEvent(feedText)).attendees).toEqual([]);
  });

  it('sends each calendar e-mail with one calendar part: text/calendar with its method, no application/ics copy', async () => {
    expect(calendarParts(customerMail)).toEqual(['text/calendar; charset=utf-8; method=request']);
    expect(calendarParts(ownerMail)).toEqual(['text/calendar; charset=utf-8; method=publish']);
    for (const mail of [customerMail, ownerMail]) {
      // The text and the event as alternatives of one another, nothing attached.
      expect(mail.headers['content-type']).toMatch(/^multipart\/alternative;/);
      expect(mail.raw).not.toMatch(/^Content-Disposition:\s*attachment/im);
      expect((await parseIcalendar(mail.calendar)).method).toBe(
        /method=(\w+)/.exec(mail.calendarType)?.[1]?.toUpperCase(),
      );
    }
  });

  it('answers the feed with Content-Type text/calendar; method=PUBLISH (RFC 5545 8.1)', () => {
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8; method=PUBLISH');
  });

  it("keeps the customer's name whole in the ATTENDEE CN, quotes and caret included (RFC 6868)", async () => {
    const event = await onlyEvent(customerMail.calendar);
    expect(event.attendees).toEqual([{ address: `mailto:${EMAIL}`, cn: NAME }]);
    expect(customerMail.calendar).toContain(`CN="Jane ^'JJ^' O'Doe ^^2"`);
  });

  it('keeps a name with a backslash in the ATTENDEE CN and the greeting: a quoted value holds it as it is', async () => {
    // Each its own window (one visit each) and its own address, so each mail is its own.
    const cases = [
      ['Ann \\ Lee', 'backslash-space@example.com', '2027-03-15T08:00:00-04:00'],
      ['C:\\x', 'backslash-drive@example.com', '2027-03-15T10:00:00-04:00'],
    ] as const;
    for (const [name, email, start] of cases) {
      const created = await postLead(
        server,
        { ...validLead, name, email, phone: uniquePhone(), appointment: { start } },
        { ip: uniqueIp() },
      );
      expect(created.status, name).toBe(201);
      const mail = await mailTo(email, /Your visit with/);
      expect((await onlyEvent(mail.calendar)).attendees, name).toEqual([
        { address: `mailto:${email}`, cn: name },
      ]);
      expect(mail.calendar, name).toContain(`ATTENDEE;CN="${name}";`);
      expect(mail.text, name).toContain(`Hi ${name},`);
    }
  });

  it("gives a visit one UID in the owner's calendar, e-mail and feed alike; the customer's is their own", async () => {
    const owner = await onlyEvent(ownerMail.calendar);
    const fromFeed = await onlyEvent(feedText);
    expect(fromFeed.uid).toBe(owner.uid);
    expect(fromFeed.sequence).toBe(owner.sequence);
    const customer = await onlyEvent(customerMail.calendar);
    expect(customer.uid).not.toBe(owner.uid);
    expect(owner.uid).toBe(`owner-${customer.uid}`);
  });
});
