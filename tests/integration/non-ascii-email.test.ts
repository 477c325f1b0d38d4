import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#app/lib/messages.ts';
import { createAdmin, postForm, signIn } from '../support/admin.ts';
import { dialects } from '../support/dialects.ts';
import { postLead, uniqueIp, validLead } from '../support/leads.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';

/**
 * Issue 27, item 14: an address beyond ASCII (`zoë@exämple.com`) needs SMTPUTF8 (RFC 6531),
 * which many relays lack. It is refused where it is typed, with a message that says why: the
 * JSON API, the quote form without JavaScript, the admin's e-mail fields. Names beyond ASCII are
 * welcome, and reach the mail headers as RFC 2047 encoded words, never as raw UTF-8.
 */

const NON_ASCII = 'zoë@exämple.com';
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
});
