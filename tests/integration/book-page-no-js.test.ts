import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#app/lib/messages.ts';
import { startBookingApp, stopBookingApp } from '../support/booking-app.ts';
import { dialects, placeholder } from '../support/dialects.ts';
import { uniqueIp, uniquePhone, validLead } from '../support/leads.ts';
import type { TestServer } from '../support/server.ts';
import type { TestSmtp } from '../support/smtp.ts';

/**
 * `/book` without JavaScript (the booking clock stands at Friday 2027-03-12 09:00 EST): the page
 * the server draws again after a refused post is all the visitor has, so it must keep what they
 * picked as well as what they typed.
 */
describe.each(await dialects())('the booking page without JavaScript on %s', (dialect) => {
  let smtp: TestSmtp;
  let server: TestServer;

  beforeAll(async () => {
    ({ server, smtp } = await startBookingApp(dialect));
  });
  afterAll(() => stopBookingApp({ server, smtp }));

  const p = placeholder(dialect);
  const post = (fields: Record<string, string>) =>
    fetch(`${server.url}/book`, {
      method: 'POST',
      body: new URLSearchParams({
        ...validLead,
        phone: uniquePhone(),
        started_at: String(Date.now() - 10_000),
        ...fields,
      }),
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: server.url,
        'X-Forwarded-For': uniqueIp(),
      },
      redirect: 'manual',
    });
  /** The radio of `start` on the page, or undefined when the page offers no such window. */
  const radio = (html: string, start: string) =>
    new RegExp(`<input[^>]*name="appointment_start"[^>]*value="${start}"[^>]*>`).exec(html)?.[0];
  const visits = async (email: string) => {
    const [row] = await server.query<{ n: number | string }>(
      `select count(*) as n from appointments a join contact_submissions l on l.id = a.lead_id where l.email = ${p(1)}`,
      [email],
    );
    return Number(row?.n);
  };

  it('keeps the window picked when the post is refused for a field (400), so the corrected post books it', async () => {
    const start = '2027-03-16T10:00:00-04:00';
    const email = 'typo@example.com';
    const refused = await post({ email, phone: '12', appointment_start: start });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain(messages.contactForm.invalidPhone);
    expect(html).toContain(`value="${email}"`);
    expect(radio(html, start)).toMatch(/\schecked=""/);
    expect(radio(html, '')).not.toMatch(/\schecked=""/);
    expect(await visits(email)).toBe(0);
    // The visitor corrects the phone and sends the page's form as it stands.
    const picked = /value="([^"]*)"/.exec(radio(html, start) ?? '')?.[1] ?? '';
    const sent = await post({ email, appointment_start: picked });
    expect(sent.status).toBe(200);
    expect(await visits(email)).toBe(1);
  });

  it('two visitors post the last window at once: one books it, the other keeps what they typed, is told, and sees the other windows', async () => {
    const start = '2027-03-17T15:00:00-04:00';
    const answers = await Promise.all(
      ['one', 'two'].map((who) =>
        post({ email: `${who}@example.com`, message: `Door of ${who}`, appointment_start: start }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const loser = answers.findIndex((a) => a.status === 409);
    const who = ['one', 'two'][loser]!;
    const html = await answers[loser]!.text();
    expect(html).toContain(messages.booking.windowTaken);
    expect(html).toContain(`value="${who}@example.com"`);
    expect(html).toContain(`Door of ${who}`);
    // The window is gone from the choices, the others are there, and "no time" is checked.
    expect(radio(html, start)).toBeUndefined();
    expect(radio(html, '2027-03-17T13:00:00-04:00')).toBeDefined();
    expect(radio(html, '')).toMatch(/\schecked=""/);
    expect(await visits(`${who}@example.com`)).toBe(0);
    expect(await visits(`${['one', 'two'][1 - loser]}@example.com`)).toBe(1);
  });
});
