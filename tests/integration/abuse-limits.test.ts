import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '#app/lib/limits.ts';
import { messages } from '#app/lib/messages.ts';
import { signedInAdmin } from '../support/dashboard-session.ts';
import { dialects } from '../support/dialects.ts';
import { png } from '../support/images.ts';
import { postLead, uniqueIp, validLead } from '../support/leads.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { margins, quietFor } from '../support/waits.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';

/**
 * Issue 19, findings 4 to 8: what an attacker could do with the public endpoints, refused or
 * bounded. Each `it` failed before its fix.
 */
const m = messages.contactForm;
/** Low enough to reach in a test; the default is in limits.ts. */
const CONFIRMATIONS_PER_HOUR = 6;

describe.each(await dialects())('abuse limits on %s', (dialect) => {
  let server: TestServer;
  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServer({
      dialect,
      env: {
        SMTP_URL: smtp.url,
        TRUST_PROXY: '1',
        MAIL_POLL_MS: '100',
        MAIL_RETRY_BASE_MS: '200',
        MAIL_RETRY_MAX_MS: '400',
        MAIL_CONFIRMATIONS_PER_HOUR: String(CONFIRMATIONS_PER_HOUR),
      },
    });
  });
  afterAll(async () => {
    await server?.dispose();
    await smtp?.close();
  });

  const mailsOf = (id: number | undefined) =>
    smtp.messages.filter((mail) => mail.headers['x-lead-id'] === String(id));

  it('refuses e-mail addresses carrying mail parameters, with the spec message (finding 6)', async () => {
    for (const email of [
      'a@x.test?bcc=evil%40evil.example',
      'a@x.test&cc=b@y.test',
      'a=b@x.test',
      'a/b@x.test',
      'a b@x.test',
    ]) {
      const res = await postLead(server, { ...validLead, email });
      expect(res.status, email).toBe(400);
      expect(res.body.error).toBe(m.invalidEmail);
      expect(res.body.fieldErrors?.email).toBe(m.invalidEmail);
    }
    const rows = await server.query('select id from contact_submissions where email like ?', [
      '%bcc=%',
    ]);
    expect(rows).toEqual([]);
  });

  it('refuses phone numbers without 7 digits, with the spec message (finding 8)', async () => {
    for (const phone of ['---', '()', '+', '(  ) - -', '555-01']) {
      const res = await postLead(server, { ...validLead, phone });
      expect(res.status, phone).toBe(400);
      expect(res.body.error).toBe(m.invalidPhone);
    }
  });

  it('builds the lead card links encoded, even for an address stored before the rule (finding 6)', async () => {
    const now = Date.now();
    await server.query(
      `insert into contact_submissions (name, email, phone, service, status, priority, channel,
         request_fingerprint, created_at, updated_at)
       values ('Old Bcc Lead', ?, '---', 'repair', 'new', 'normal', 'api', 'fp-old-bcc', ?, ?)`,
      ['a@x.test?bcc=evil%40evil.example', now, now],
    );
    const admin = await signedInAdmin(server);
    const res = await fetch(`${server.url}/admin/submissions?q=Old%20Bcc%20Lead`, {
      headers: { cookie: admin.cookie },
    });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('href="mailto:a@x.test%3Fbcc%3Devil%2540evil.example"');
    expect(html).not.toMatch(/href="mailto:[^"]*\?/);
    // No digits: shown, but not a link to call.
    expect(html).not.toContain('href="tel:"');
  });

  it('sends at most 2 confirmations to one address a day; the leads are stored and the owner told (finding 7)', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await postLead(server, {
        ...validLead,
        name: `Relay ${i}`,
        email: 'Target@Victim.example',
      });
      expect(res.status).toBe(201);
      ids.push(res.body.id!);
    }
    const rows = await server.query<{ lead_id: number; kind: string }>(
      `select lead_id, kind from outbox where lead_id in (?, ?, ?) order by lead_id, kind`,
      ids,
    );
    expect(rows.map((r) => [Number(r.lead_id), r.kind])).toEqual([
      [ids[0], 'customer_confirmation'],
      [ids[0], 'owner_notification'],
      [ids[1], 'customer_confirmation'],
      [ids[1], 'owner_notification'],
      [ids[2], 'owner_notification'],
    ]);
    // Another spelling of the same address is the same recipient.
    const again = await postLead(server, { ...validLead, email: 'target@victim.example' });
    const [confirmations] = await server.query<{ n: number }>(
      "select count(*) as n from outbox where lead_id = ? and kind = 'customer_confirmation'",
      [again.body.id],
    );
    expect(Number(confirmations?.n)).toBe(0);
    await expect
      .poll(() => server.output().match(/customer confirmation not sent/g)?.length ?? 0)
      .toBe(2);
    expect(server.output()).toMatch(
      new RegExp(`"leadId":${ids[2]},"reason":"recipient-limit".*customer confirmation not sent`),
    );
  });

  it('caps confirmations in all per hour and sends none for spam (finding 7)', async () => {
    const [used] = await server.query<{ n: number }>(
      "select count(*) as n from outbox where kind = 'customer_confirmation'",
    );
    const left = CONFIRMATIONS_PER_HOUR - Number(used?.n);
    expect(left).toBeGreaterThan(0);
    const ids: number[] = [];
    for (let i = 0; i < left + 2; i += 1) {
      const res = await postLead(server, { ...validLead, email: `hourly${i}@example.com` });
      expect(res.status).toBe(201);
      ids.push(res.body.id!);
    }
    const kinds = await server.query<{ kind: string; n: number }>(
      `select kind, count(*) as n from outbox where lead_id in (${ids.map(() => '?').join(', ')})
       group by kind order by kind`,
      ids,
    );
    expect(kinds.map((r) => [r.kind, Number(r.n)])).toEqual([
      ['customer_confirmation', left],
      ['owner_notification', ids.length],
    ]);
    expect(server.output()).toContain('"reason":"hourly-limit"');

    const spam = await postLead(server, {
      ...validLead,
      email: 'spam-target@example.com',
      company_site: 'http://spam.example',
    });
    expect(spam.status).toBe(201);
    const spamMail = await server.query('select id from outbox where lead_id = ?', [spam.body.id]);
    expect(spamMail).toEqual([]);
  });

  it("leaves the visitor's message out of the default confirmation; the owner gets it (finding 7)", async () => {
    // A fresh hour for the total cap: this test is about the template.
    await server.query("delete from rate_limits where bucket_key like 'mail:confirm:all:%'");
    const message = 'Buy cheap watches at https://spam.example now';
    const res = await postLead(server, { ...validLead, email: 'template@example.com', message });
    expect(res.status).toBe(201);
    await expect.poll(() => mailsOf(res.body.id).length, { timeout: 15_000 }).toBe(2);
    const [owner, customer] = ['New quote request', 'We received your request'].map((prefix) =>
      mailsOf(res.body.id).find((mail) => mail.subject.startsWith(prefix)),
    );
    expect(owner?.text).toContain(message);
    expect(owner?.html).toContain('https:&#x2F;&#x2F;spam.example');
    expect(customer).toBeDefined();
    expect(customer!.html).not.toContain('spam.example');
    expect(customer!.text).not.toContain('spam.example');
    expect(customer!.html).toContain('Garage Door Repair');
  });

  it('keeps the Message-ID when a mail the SMTP server took is sent again (finding 8, at-least-once)', async () => {
    await server.query("delete from rate_limits where bucket_key like 'mail:confirm:all:%'");
    smtp.loseReplies(1);
    const res = await postLead(server, { ...validLead, email: 'retry@example.com' });
    expect(res.status).toBe(201);
    await expect
      .poll(
        async () =>
          (
            await server.query<{ status: string }>('select status from outbox where lead_id = ?', [
              res.body.id,
            ])
          ).map((r) => r.status),
        { timeout: 20_000 },
      )
      .toEqual(['sent', 'sent']);
    // Two mails, one of them received twice (its reply was lost), under one Message-ID.
    const mails = mailsOf(res.body.id);
    expect(mails.length).toBeGreaterThanOrEqual(3);
    const byId = Map.groupBy(mails, (mail) => mail.headers['message-id']);
    expect(byId.size).toBe(2);
    const repeated = [...byId.values()].filter((copies) => copies.length > 1);
    expect(repeated.length).toBeGreaterThanOrEqual(1);
    for (const copies of repeated) {
      // The same message (MIME boundaries and Date are made per attempt by the mailer).
      for (const copy of copies) {
        expect([copy.subject, copy.text, copy.html]).toEqual([
          copies[0]!.subject,
          copies[0]!.text,
          copies[0]!.html,
        ]);
      }
    }
  });

  it('serves uploaded images as embeddable from any origin, still nosniff and sandboxed (finding 8)', async () => {
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(await png(400, 300))], { type: 'image/png' }),
      'a.png',
    );
    const uploaded = await fetch(`${server.url}/api/uploads`, {
      method: 'POST',
      body: form,
      headers: { 'X-Forwarded-For': uniqueIp() },
    });
    expect(uploaded.status).toBe(201);
    const { path } = (await uploaded.json()) as { path: string };
    for (const query of ['', '?w=320']) {
      const res = await fetch(`${server.url}${path}${query}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBe('sandbox');
    }
    // Everything else stays same-origin.
    const page = await fetch(`${server.url}/about`);
    expect(page.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('caps uploads in flight per address and in all; more wait, then 503 with Retry-After (finding 4)', async () => {
    const caps = limits.upload.inFlight;
    const held: http.ClientRequest[] = [];
    /** An upload whose body is still arriving: it holds its place (or its turn) until destroyed. */
    const hold = (ip: string) => {
      const boundary = 'holdboundary';
      const req = http.request(`${server.url}/api/uploads`, {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(5 * 1024 * 1024),
          'x-forwarded-for': ip,
        },
      });
      req.on('error', () => undefined);
      req.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n` +
          `Content-Type: image/jpeg\r\n\r\n`,
      );
      req.write(Buffer.alloc(16 * 1024, 1));
      held.push(req);
    };
    // The held requests reach the server and take their places: a local request's arrival.
    const settle = () => quietFor(margins.lateMs);
    const tryUpload = async (ip: string) => {
      const form = new FormData();
      form.append(
        'file',
        new Blob([new Uint8Array(await png(32, 32))], { type: 'image/png' }),
        'b.png',
      );
      const res = await fetch(`${server.url}/api/uploads`, {
        method: 'POST',
        body: form,
        headers: { 'X-Forwarded-For': ip },
      });
      return {
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        body: (await res.json()) as { error?: string },
      };
    };
    try {
      // One address: its places in flight, then its places in the queue.
      const one = uniqueIp();
      for (let i = 0; i < caps.perAddress + caps.queuePerAddress; i += 1) hold(one);
      await settle();
      expect(await tryUpload(one)).toEqual({
        status: 503,
        retryAfter: String(limits.upload.busyRetryAfterSeconds),
        body: { error: messages.upload.busy },
      });
      // Everyone: the rest of the places in flight, then the rest of the queue.
      const others = caps.total - caps.perAddress + caps.queueTotal - caps.queuePerAddress;
      for (let i = 0; i < others; i += 1) hold(uniqueIp());
      await settle();
      expect((await tryUpload(uniqueIp())).status).toBe(503);
    } finally {
      for (const req of held) req.destroy();
    }
    // The places are given back when those uploads end (here: cut off).
    await expect
      .poll(async () => (await tryUpload(uniqueIp())).status, { timeout: 15_000 })
      .toBe(201);
  });

  it('lets uploads over the cap wait their turn: 12 at once from one address are all stored (finding 4)', async () => {
    const ip = uniqueIp();
    const answers = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const form = new FormData();
        form.append(
          'file',
          new Blob([new Uint8Array(await png(40 + i, 30))], { type: 'image/png' }),
          `q${i}.png`,
        );
        const res = await fetch(`${server.url}/api/uploads`, {
          method: 'POST',
          body: form,
          headers: { 'X-Forwarded-For': ip },
        });
        return res.status;
      }),
    );
    expect(answers).toEqual(Array(12).fill(201));
  });

  it('does not flood the log: 200 refused posts write almost nothing (finding 5)', async () => {
    const before = server.output().length;
    const requests: Promise<Response>[] = [];
    for (let i = 0; i < 200; i += 1) {
      const kind = i % 4;
      if (kind === 0) {
        // A cross-site form post.
        const body = new URLSearchParams({ name: 'x' });
        requests.push(
          fetch(`${server.url}/contact`, {
            method: 'POST',
            body,
            headers: { Origin: 'https://evil.example', 'X-Forwarded-For': uniqueIp() },
          }),
        );
      } else {
        // POST, DELETE or PATCH to a page without an action.
        const method = ['POST', 'DELETE', 'PATCH'][kind - 1]!;
        requests.push(
          fetch(`${server.url}/about`, {
            method,
            body: 'a=1',
            headers: {
              'Content-Type': 'application/x-www-form-urlencoded',
              Origin: server.url,
              'X-Forwarded-For': uniqueIp(),
            },
          }),
        );
      }
    }
    const answers = await Promise.all(requests);
    for (const res of answers) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      await res.arrayBuffer();
    }
    const written = server.output().slice(before);
    expect(written.length, written.slice(0, 2000)).toBeLessThan(2048);
  });
});
