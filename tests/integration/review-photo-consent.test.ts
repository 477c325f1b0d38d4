import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#app/lib/messages.ts';
import { escapeHtml } from '#app/server/mail/escape.ts';
import { postForm } from '../support/admin.ts';
import { adminCookie } from '../support/admin-session.ts';
import { dialects } from '../support/dialects.ts';
import { solidJpeg } from '../support/images.ts';
import { leadHeaders, leadPayload, visitorAddress } from '../support/lead-payloads.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';

/**
 * Issue 40: the review request of a lead with photos asks whether they may be shown on the
 * site; the link's page answers with a POST, stored on every photo of the lead.
 */

const m = messages.reviews;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
describe.each(await dialects())('photo consent in the review request on %s', (dialect) => {
  let smtp: TestSmtp;
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServer({
      dialect,
      env: { SMTP_URL: smtp.url, MAIL_POLL_MS: '100', TRUST_PROXY: '1' },
    });
    cookie = await adminCookie(server);
    const saved = await postForm(
      server,
      '/admin/settings',
      { intent: 'reviews', reviewLink: 'https://g.page/r/example-review', reviewAutoDays: '0' },
      { Cookie: cookie },
    );
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    await server?.dispose();
    await smtp?.close();
  });

  async function closedLead(email: string, photos: number): Promise<number> {
    const tokens: string[] = [];
    for (let i = 0; i < photos; i++) {
      const form = new FormData();
      form.append(
        'file',
        new Blob([new Uint8Array(await solidJpeg('#553311'))], { type: 'image/jpeg' }),
        'a.jpg',
      );
      const res = await fetch(`${server.url}/api/lead-photos`, {
        method: 'POST',
        body: form,
        headers: { 'x-forwarded-for': visitorAddress() },
      });
      tokens.push(((await res.json()) as { id: string }).id);
    }
    const res = await fetch(`${server.url}/api/leads`, {
      method: 'POST',
      headers: leadHeaders(),
      body: JSON.stringify({ ...leadPayload('review-consent'), email, photos: tokens }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    await server.query(`update contact_submissions set status = 'closed' where id = ?`, [id]);
    return id;
  }

  async function reviewMail(email: string) {
    const ask = async (id: number) =>
      postForm(
        server,
        '/admin/submissions',
        { intent: 'review', id: String(id) },
        { Cookie: cookie },
      );
    return {
      ask,
      mail: () =>
        smtp.messages.find((x) => x.envelopeTo.includes(email) && /review/i.test(x.subject)),
    };
  }

  const consentRows = (id: number) =>
    server.query<{ use_consent: number | string; use_consent_source: string | null }>(
      'select use_consent, use_consent_source from lead_photos where lead_id = ? order by id',
      [id],
    );

  it('asks in the e-mail; the page asks again and changes nothing; Yes is stored on each photo', async () => {
    const email = `consent-yes-${Date.now()}@example.com`;
    const id = await closedLead(email, 2);
    const { ask, mail } = await reviewMail(email);
    await ask(id);
    await expect.poll(() => mail() !== undefined, { timeout: 10_000 }).toBe(true);
    const sent = mail()!;
    expect(sent.html).toContain(escapeHtml(m.photoConsentLine));
    // The link as the HTML part escapes it (every "/" an entity), and the same in the text.
    const token = /photo-consent\?token=([A-Za-z0-9._-]+)"/.exec(sent.html)?.[1];
    expect(token).toBeDefined();
    expect(sent.text).toMatch(
      // The whole token, not a prefix of a longer one: a token may end in '-', after which
      // \b (between two non-word characters) never matched, one run in 64.
      new RegExp(`/photo-consent\\?token=${escapeRegExp(token!)}(?![A-Za-z0-9._-])`),
    );
    const path = `/photo-consent?token=${token!}`;
    const get = await fetch(`${server.url}${path}`);
    expect(get.status).toBe(200);
    const html = await get.text();
    expect(html).toContain(escapeHtml(m.photoConsentQuestion(2)));
    expect(html).toContain('name="answer" value="yes"');
    expect((await consentRows(id)).map((r) => Number(r.use_consent))).toEqual([0, 0]);

    const yes = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url },
      body: 'answer=yes',
    });
    expect(yes.status).toBe(200);
    expect(await yes.text()).toContain(escapeHtml(m.photoConsentGiven));
    expect(await consentRows(id)).toEqual([
      { use_consent: expect.anything(), use_consent_source: 'review-request' },
      { use_consent: expect.anything(), use_consent_source: 'review-request' },
    ]);
    expect((await consentRows(id)).map((r) => Number(r.use_consent))).toEqual([1, 1]);

    // Changing one's mind: No makes them private again.
    const no = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url },
      body: 'answer=no',
    });
    expect(no.status).toBe(200);
    expect((await consentRows(id)).map((r) => Number(r.use_consent))).toEqual([0, 0]);
  });

  it('does not ask a lead without photos, and refuses a forged or altered link', async () => {
    const email = `consent-none-${Date.now()}@example.com`;
    const id = await closedLead(email, 0);
    const { ask, mail } = await reviewMail(email);
    await ask(id);
    await expect.poll(() => mail() !== undefined, { timeout: 10_000 }).toBe(true);
    expect(mail()!.html).not.toContain('/photo-consent');

    for (const token of [`${id}.AAAAAAAAAAAAAAAAAAAAAAAA`, 'nonsense', '']) {
      const get = await fetch(`${server.url}/photo-consent?token=${encodeURIComponent(token)}`);
      expect(get.status).toBe(400);
      expect(await get.text()).toContain(escapeHtml(m.photoConsentInvalid));
      const post = await fetch(`${server.url}/photo-consent?token=${encodeURIComponent(token)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url },
        body: 'answer=yes',
      });
      expect(post.status).toBe(400);
    }
  });
});
