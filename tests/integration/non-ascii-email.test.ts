import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#app/lib/messages.ts';
import { TEST_ADMIN, createAdmin, postForm, signIn, whoAmI } from '../support/admin.ts';
import { dialects } from '../support/dialects.ts';
import { postLead, uniqueIp, validLead } from '../support/leads.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';

/**
 * Issue 27, item 14: an address beyond ASCII (`zoë@exämple.com`) needs SMTPUTF8 (RFC 6531),
 * which many relays lack. It is refused where it is typed, with a message that says why: the
 * JSON API, the quote form without JavaScript, the admin's e-mail fields. Names beyond ASCII are
 * welcome, and reach the mail headers as RFC 2047 encoded words, never as raw UTF-8.
 *
 * Issue 37: only the local part needs that. An internationalised domain (`zoe@exämple.com`) is
 * accepted in every e-mail field and kept in its ASCII form (`zoe@xn--exmple-cua.com`), which
 * every relay carries: stored, mailed and put in the visit's event that way.
 */

const NON_ASCII = 'zoë@exämple.com';
const IDN_DOMAIN = 'exämple.com';
const ASCII_DOMAIN = 'xn--exmple-cua.com';
const m = messages.contactForm;

const escapedHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

async function count(server: TestServer, sql: string, params: unknown[] = []) {
  const rows = await server.query<{ n: number | string }>(sql, params);
  return Number(rows[0]?.n ?? 0);
}

describe.each(await dialects())('addresses beyond ASCII on %s', (dialect) => {
  let server: TestServer;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServer({
      dialect,
      env: { SMTP_URL: smtp.url, TRUST_PROXY: '1', MAIL_POLL_MS: '100' },
    });
    await createAdmin(server);
  });
  afterAll(async () => {
    await server?.dispose();
    await smtp?.close();
  });

  it('POST /api/leads answers 400 {"error"} with the message that says why, and stores nothing', async () => {
    const name = `Zoë Api ${Date.now()}`;
    const res = await postLead(server, { ...validLead, name, email: NON_ASCII });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(m.nonAsciiEmail);
    expect(res.body.fieldErrors).toEqual({ email: m.nonAsciiEmail });
    expect(
      await count(server, 'select count(*) as n from contact_submissions where name = ?', [name]),
    ).toBe(0);
  });

  it('the quote form without JavaScript says why and keeps what was typed', async () => {
    const name = `Zoë Form ${Date.now()}`;
    const res = await fetch(`${server.url}/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        Origin: server.url,
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Forwarded-For': uniqueIp(),
      },
      body: new URLSearchParams({
        ...validLead,
        name,
        email: NON_ASCII,
        started_at: String(Date.now() - 10_000),
      }).toString(),
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(escapedHtml(m.nonAsciiEmail));
    expect(html).toContain(name);
    expect(html).toContain(NON_ASCII);
    expect(
      await count(server, 'select count(*) as n from contact_submissions where name = ?', [name]),
    ).toBe(0);
  });

  it("the admin's e-mail fields (Settings, and admin:create) refuse it with the same reason", async () => {
    const { cookie } = await signIn(server);
    for (const field of ['businessEmail', 'adminEmail'] as const) {
      const res = await postForm(
        server,
        '/admin/settings',
        {
          intent: 'save',
          businessEmail: 'office@example.com',
          adminEmail: 'owner@example.com',
          newPassword: '',
          currentPassword: '',
          [field]: NON_ASCII,
        },
        { Cookie: cookie },
      );
      const body = await res.text();
      expect(body, field).toContain(escapedHtml(messages.settings.nonAsciiEmail));
    }
    expect(
      await count(server, 'select count(*) as n from admin_users where email = ?', [NON_ASCII]),
    ).toBe(0);
    await expect(
      createAdmin(server, { email: NON_ASCII, password: 'Garage-Door-Owner-7' }),
    ).rejects.toThrow(messages.settings.nonAsciiEmail);
  });

  it('a name beyond ASCII reaches the headers encoded (RFC 2047), never as raw UTF-8', async () => {
    const before = smtp.messages.length;
    const name = 'Zoë Müller-Ångström';
    const email = `zoe.${Date.now()}@example.com`;
    const res = await postLead(server, { ...validLead, name, email });
    expect(res.status).toBe(201);
    const mails = (await smtp.waitFor(before + 2)).slice(before);
    for (const mail of mails) {
      const head = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n'));
      expect(head, mail.subject).toMatch(/^[\t\r\n\x20-\x7E]*$/);
    }
    const notice = mails.find((mail) => mail.envelopeTo.includes(email) === false);
    // Decoded by the test's reader: the name came through whole.
    expect(notice?.headers['reply-to']).toBe(`${name} <${email}>`);
    expect(notice?.raw).toMatch(/^Reply-To: =\?UTF-8\?/m);
  });

  const headOf = (raw: string) => raw.slice(0, raw.indexOf('\r\n\r\n'));
  // By the To header as written: the test SMTP server hands the envelope's domains back in
  // Unicode (smtp-server decodes punycode), so the envelope cannot show what was sent.
  const mailTo = async (address: string, from: number, withEvent = false) => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const found = smtp.messages
        .slice(from)
        .find((mail) => mail.headers.to?.includes(address) && (!withEvent || mail.calendar));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${address}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const storedEmail = async (name: string) => {
    const rows = await server.query<{ email: string }>(
      'select email from contact_submissions where name = ?',
      [name],
    );
    return rows.map((row) => row.email);
  };

  it('takes an internationalised domain in POST /api/leads: stored and mailed in its ASCII form', async () => {
    const before = smtp.messages.length;
    const local = `zoe.api.${Date.now()}`;
    const name = `Idn Api ${Date.now()}`;
    const res = await postLead(server, { ...validLead, name, email: `${local}@${IDN_DOMAIN}` });
    expect(res.status).toBe(201);
    const ascii = `${local}@${ASCII_DOMAIN}`;
    expect(await storedEmail(name)).toEqual([ascii]);
    const confirmation = await mailTo(ascii, before);
    expect(headOf(confirmation.raw)).toMatch(/^[\t\r\n\x20-\x7E]*$/);
  });

  it('takes it in the quote form without JavaScript', async () => {
    const local = `zoe.form.${Date.now()}`;
    const name = `Idn Form ${Date.now()}`;
    const res = await fetch(`${server.url}/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        Origin: server.url,
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Forwarded-For': uniqueIp(),
      },
      body: new URLSearchParams({
        ...validLead,
        name,
        email: `${local}@${IDN_DOMAIN}`,
        started_at: String(Date.now() - 10_000),
      }).toString(),
    });
    expect(res.status).toBeLessThan(400);
    expect(await storedEmail(name)).toEqual([`${local}@${ASCII_DOMAIN}`]);
  });

  it("takes it with a booked visit: the event's ATTENDEE is the ASCII address", async () => {
    const { windows } = (await (await fetch(`${server.url}/api/availability`)).json()) as {
      windows: Array<{ start: string; available: boolean }>;
    };
    const window = windows.find((w) => w.available);
    expect(window).toBeDefined();
    const before = smtp.messages.length;
    const local = `zoe.book.${Date.now()}`;
    const res = await postLead(server, {
      ...validLead,
      name: `Idn Book ${Date.now()}`,
      email: `${local}@${IDN_DOMAIN}`,
      appointment: { start: window!.start },
    });
    expect(res.status).toBe(201);
    const ascii = `${local}@${ASCII_DOMAIN}`;
    const confirmation = await mailTo(ascii, before, true);
    expect(confirmation.calendar.replace(/\r?\n /g, '')).toContain(`:mailto:${ascii}`);
  });

  it("takes it in the admin's e-mail fields: stored in ASCII, and the owner signs in with either form", async () => {
    const { cookie } = await signIn(server);
    const res = await postForm(
      server,
      '/admin/settings',
      {
        intent: 'save',
        businessEmail: `office@${IDN_DOMAIN}`,
        adminEmail: `owner@${IDN_DOMAIN}`,
        newPassword: '',
        currentPassword: TEST_ADMIN.password,
      },
      { Cookie: cookie },
    );
    expect(res.status).toBeLessThan(400);
    const [business] = await server.query<{ setting_value: string }>(
      "select setting_value from admin_settings where setting_key = 'business_email'",
    );
    expect(business?.setting_value).toBe(`office@${ASCII_DOMAIN}`);
    expect(
      await count(server, 'select count(*) as n from admin_users where email = ?', [
        `owner@${ASCII_DOMAIN}`,
      ]),
    ).toBe(1);
    for (const email of [`owner@${IDN_DOMAIN}`, `owner@${ASCII_DOMAIN}`]) {
      const signedIn = await signIn(server, { email, password: TEST_ADMIN.password });
      expect(await whoAmI(server, signedIn.cookie), email).toBe(`owner@${ASCII_DOMAIN}`);
    }
  });
});
