import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#app/lib/messages.ts';
import { escapeHtml } from '#app/server/mail/escape.ts';
import { postForm } from '../support/admin.ts';
import { adminCookie } from '../support/admin-session.ts';
import { dialects } from '../support/dialects.ts';
import { XSS, seedLeads } from '../support/seed-leads.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { outboxTicks } from '../support/waits.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';

const REVIEW_LINK = 'https://g.page/r/example-review';
/** Fast turns; a test proves "nothing more was sent" by waiting a few of them. */
const MAIL_POLL_MS = '100';
const REVIEW_SCAN_MS = '300';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(await dialects())('review requests on %s', (dialect) => {
  let smtp: TestSmtp;
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServer({
      dialect,
      env: { SMTP_URL: smtp.url, MAIL_POLL_MS, REVIEW_SCAN_MS },
    });
    cookie = await adminCookie(server);
  });
  afterAll(async () => {
    await server?.dispose();
    await smtp?.close();
  });

  const settings = (fields: Record<string, string>) =>
    postForm(server, '/admin/settings', { intent: 'reviews', ...fields }, { Cookie: cookie });
  const ask = (id: number) =>
    postForm(
      server,
      '/admin/submissions',
      { intent: 'review', id: String(id) },
      { Cookie: cookie },
    );
  const reviewMails = (to: string) =>
    smtp.messages.filter((m) => m.envelopeTo.includes(to) && /review/i.test(m.subject));
  const requests = (id: number) =>
    server.query<{ outcome: string; trigger: string }>(
      'select outcome, trigger from review_requests where lead_id = ?',
      [id],
    );

  it('keeps only http(s) review links', async () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'not a link']) {
      expect(await (await settings({ reviewLink: bad, reviewAutoDays: '0' })).text()).toContain(
        messages.reviews.invalidLink,
      );
    }
    expect(
      await server.query(`select 1 from admin_settings where setting_key = 'review_link'`),
    ).toHaveLength(0);
    const ok = await settings({ reviewLink: REVIEW_LINK, reviewAutoDays: '0' });
    expect(ok.status).toBe(200);
    const [row] = await server.query<{ setting_value: string }>(
      `select setting_value from admin_settings where setting_key = 'review_link'`,
    );
    expect(row?.setting_value).toBe(REVIEW_LINK);
  });

  it('asks once per lead, only when closed, with the RFC 8058 one-click headers', async () => {
    const [open, closed] = await seedLeads(server, [
      { name: 'Open Lead', email: 'open@example.com', phone: '7045550101', service: 'repair' },
      {
        name: 'Robin Closed',
        email: 'Robin.Closed@example.com',
        phone: '7045550102',
        service: 'repair',
        status: 'closed',
      },
    ]);
    await ask(open!);
    expect(await requests(open!)).toHaveLength(0);

    await Promise.all([ask(closed!), ask(closed!), ask(closed!)]);
    await ask(closed!);
    expect(await requests(closed!)).toEqual([{ outcome: 'queued', trigger: 'manual' }]);
    await expect
      .poll(() => reviewMails('Robin.Closed@example.com').length, { timeout: 10_000 })
      .toBe(1);
    const [mail] = reviewMails('Robin.Closed@example.com');
    expect(mail).toBeDefined();
    // Escaped like every value (an HTML parser reads the href back as the link itself).
    expect(mail!.html).toContain(`href="${escapeHtml(REVIEW_LINK)}"`);
    expect(mail!.html).toContain('Robin Closed');
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.headers['list-unsubscribe']).toMatch(
      /^<https?:\/\/[^/>]+\/unsubscribe\?token=[^>]+>$/,
    );
    // The HTML part shows the same opt-out link (whatever the owner's template says).
    const unsubscribe = mail!.headers['list-unsubscribe']!.slice(1, -1);
    expect(mail!.html).toContain(
      `${escapeHtml(messages.reviews.unsubscribeFooter)} <a href="${escapeHtml(unsubscribe)}"`,
    );
    await sleep(outboxTicks(REVIEW_SCAN_MS));
    expect(reviewMails('Robin.Closed@example.com')).toHaveLength(1);
    const outbox = await server.query(
      `select 1 from outbox where lead_id = ? and kind = 'review_request'`,
      [closed],
    );
    expect(outbox).toHaveLength(1);
  });

  it('honours the one-click opt-out for that address for good', async () => {
    const [first] = await seedLeads(server, [
      {
        name: 'Sam Optout',
        email: 'sam.optout@example.com',
        phone: '7045550103',
        service: 'repair',
        status: 'closed',
      },
    ]);
    await ask(first!);
    await expect
      .poll(() => reviewMails('sam.optout@example.com').length, { timeout: 10_000 })
      .toBe(1);
    const header = reviewMails('sam.optout@example.com')[0]!.headers['list-unsubscribe']!;
    // The link names PUBLIC_ORIGIN; the test server listens on its own port.
    const link = new URL(header.slice(1, -1));
    const url = `${server.url}${link.pathname}${link.search}`;

    // Issue 27: the link does not carry the address in readable base64.
    expect(link.search).not.toContain(
      Buffer.from('sam.optout@example.com').toString('base64url').slice(0, 12),
    );
    // A link scanner's GET changes nothing; a forged token is refused. The page sends no
    // referrer: its URL carries the token (issue 27; the site's default policy is looser).
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await server.query('select 1 from review_opt_outs')).toHaveLength(0);
    const forged = url.replace(
      /token=[^.]+/,
      `token=${Buffer.from('other@example.com').toString('base64url')}`,
    );
    const refused = await fetch(forged, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(refused.status).toBe(400);

    // The mail client's one-click POST (RFC 8058), cross-site, no cookie.
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(await res.text()).toContain(messages.reviews.unsubscribed);
    expect(await server.query<{ email: string }>('select email from review_opt_outs')).toEqual([
      { email: 'sam.optout@example.com' },
    ]);

    // A later lead from the same address (any case) is not asked.
    const [later] = await seedLeads(server, [
      {
        name: 'Sam Again',
        email: 'SAM.OPTOUT@example.com',
        phone: '7045550104',
        service: 'repair',
        status: 'closed',
      },
    ]);
    expect(await (await ask(later!)).text()).toContain(messages.reviews.optedOut);
    expect(await requests(later!)).toEqual([{ outcome: 'opted_out', trigger: 'manual' }]);
    // Resending the first request is refused at once (it was sent: once per lead) ...
    const [row] = await server.query<{ id: number }>(
      `select id from outbox where lead_id = ? and kind = 'review_request'`,
      [first],
    );
    const resend = () =>
      postForm(
        server,
        '/admin/submissions',
        { intent: 'resend', id: String(first), outboxId: String(row!.id) },
        { Cookie: cookie },
      );
    expect(await (await resend()).text()).toContain(escapeHtml(messages.reviews.resendOnce));
    // ... and a failed one, which may be resent, is refused at send time after the opt-out.
    await server.query(`update outbox set status = 'dead' where id = ?`, [row!.id]);
    expect(await (await resend()).text()).toContain(messages.admin.resendQueued);
    await expect
      .poll(async () =>
        (
          await server.query<{ status: string; last_error: string | null }>(
            `select status, last_error from outbox where lead_id = ? and kind = 'review_request' order by id`,
            [first],
          )
        ).map((r) => r.status),
      )
      .toEqual(['dead', 'dead']);
    await sleep(outboxTicks(MAIL_POLL_MS));
    expect(reviewMails('sam.optout@example.com')).toHaveLength(1);
  });

  it('asks automatically N days after closing, once', async () => {
    await settings({ reviewLink: REVIEW_LINK, reviewAutoDays: '3' });
    const [due, recent] = await seedLeads(server, [
      {
        name: 'Due Auto',
        email: 'due.auto@example.com',
        phone: '7045550105',
        service: 'repair',
        status: 'closed',
      },
      {
        name: 'Recent Auto',
        email: 'recent.auto@example.com',
        phone: '7045550106',
        service: 'repair',
        status: 'closed',
      },
    ]);
    const day = 86_400_000;
    await server.query('update contact_submissions set closed_at = ? where id = ?', [
      Date.now() - 4 * day,
      due,
    ]);
    await server.query('update contact_submissions set closed_at = ? where id = ?', [
      Date.now() - 1 * day,
      recent,
    ]);
    await expect
      .poll(() => reviewMails('due.auto@example.com').length, { timeout: 10_000 })
      .toBe(1);
    expect(await requests(due!)).toEqual([{ outcome: 'queued', trigger: 'auto' }]);
    await sleep(outboxTicks(REVIEW_SCAN_MS));
    expect(reviewMails('due.auto@example.com')).toHaveLength(1);
    expect(reviewMails('recent.auto@example.com')).toHaveLength(0);
    await settings({ reviewLink: REVIEW_LINK, reviewAutoDays: '0' });
  });

  it('escapes the lead in the owner-edited template like the confirmation', async () => {
    // Saved through the review editor (the confirmation's editor and actions).
    const saved = await postForm(
      server,
      '/admin/email-templates/review',
      {
        intent: 'save',
        template:
          '<p>Hi {{lead.name}}, {{lead.service}} / {{lead.message}} / <a href="{{review.link}}">review</a></p>',
      },
      { Cookie: cookie },
    );
    expect(saved.status).toBe(200);
    const [id] = await seedLeads(server, [
      {
        name: XSS,
        email: 'xss.review@example.com',
        phone: '7045550107',
        service: XSS,
        message: `"'/${XSS}`,
        status: 'closed',
      },
    ]);
    await ask(id!);
    await expect
      .poll(() => reviewMails('xss.review@example.com').length, { timeout: 10_000 })
      .toBe(1);
    const html = reviewMails('xss.review@example.com')[0]!.html;
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&quot;&#39;&#x2F;&lt;img');
    expect(html).toContain(`<a href="${REVIEW_LINK.replace(/\//g, '&#x2F;')}">review</a>`);
    // The editor's live preview renders with the same escaping.
    const preview = await postForm(
      server,
      '/admin/email-templates/review/preview',
      { template: '{{lead.name}} {{review.link}}', lead: String(id) },
      { Cookie: cookie },
    );
    expect(((await preview.json()) as { html: string }).html).toBe(
      `${escapeHtml(XSS)} ${escapeHtml(REVIEW_LINK)}`,
    );
  });

  it('resends a review request only when it failed, and then once', async () => {
    const [id] = await seedLeads(server, [
      {
        name: 'Kim Resend',
        email: 'kim.resend@example.com',
        phone: '7045550109',
        service: 'repair',
        status: 'closed',
      },
    ]);
    await ask(id!);
    await expect
      .poll(() => reviewMails('kim.resend@example.com').length, { timeout: 10_000 })
      .toBe(1);
    const outbox = () =>
      server.query<{ id: number; status: string }>(
        `select id, status from outbox where lead_id = ? and kind = 'review_request' order by id`,
        [id],
      );
    const [sent] = await outbox();
    const resend = (outboxId: number) =>
      postForm(
        server,
        '/admin/submissions',
        { intent: 'resend', id: String(id), outboxId: String(outboxId) },
        { Cookie: cookie },
      ).then((r) => r.text());
    // Sent: "at most once per lead" holds against Resend.
    expect(await resend(Number(sent!.id))).toContain(escapeHtml(messages.reviews.resendOnce));
    expect(await outbox()).toHaveLength(1);

    // Failed for good (as after its last retry): it may go again, once, however many clicks.
    await server.query(`update outbox set status = 'dead' where id = ?`, [sent!.id]);
    const answers = await Promise.all([resend(Number(sent!.id)), resend(Number(sent!.id))]);
    expect(answers.filter((a) => a.includes(messages.admin.resendQueued))).toHaveLength(1);
    expect(answers.filter((a) => a.includes(escapeHtml(messages.reviews.resendOnce)))).toHaveLength(
      1,
    );
    const rows = await outbox();
    expect(rows).toHaveLength(2);
    const [request] = await server.query<{ outbox_id: number }>(
      'select outbox_id from review_requests where lead_id = ?',
      [id],
    );
    expect(Number(request!.outbox_id)).toBe(Number(rows[1]!.id));
    await expect
      .poll(() => reviewMails('kim.resend@example.com').length, { timeout: 10_000 })
      .toBe(2);
    // The copy went out: the failed original cannot be resent again.
    expect(await resend(Number(sent!.id))).toContain(escapeHtml(messages.reviews.resendOnce));
    await sleep(outboxTicks(MAIL_POLL_MS));
    expect(await outbox()).toHaveLength(2);
    expect(reviewMails('kim.resend@example.com')).toHaveLength(2);
  });
});
