import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EstimateView } from '#app/lib/estimate-view.ts';
import { lostReasonMax, serverLimits } from '#app/lib/limits.ts';
import { defaultBusiness } from '#app/content/business.ts';
import { estimateMessages as m } from '#app/lib/messages/estimates.ts';
import { pageErrorMessages } from '#app/lib/messages/page-error.ts';
import { declineReasonMax } from '#app/server/estimates/customer-form.ts';
import { adminCookie } from '../support/admin-session.ts';
import { dialects } from '../support/dialects.ts';
import { threeOptionEstimate } from '../support/estimates.ts';
import { postLead, uniqueIp, uniquePhone, validLead } from '../support/leads.ts';
import { failEstimateAnswers, failEstimateViews } from '../support/failing-answers.ts';
import { blankPng, loopingTransparency, pngDataUrl } from '../support/png.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';

/**
 * The customer's estimate link under posts no page sends (a hand-made post by whoever holds
 * the link), on the built server and both databases: what the acceptance stores must be what
 * the signed copy can draw, and nothing posted may end the server's process.
 */

const decodeHtml = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

describe.each(await dialects())('hostile estimate posts on %s', (dialect) => {
  let smtp: TestSmtp;
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServer({
      dialect,
      env: {
        NODE_ENV: 'test',
        SMTP_URL: smtp.url,
        TRUST_PROXY: '1',
        MAIL_POLL_MS: '100',
        MAIL_CONFIRMATIONS_PER_HOUR: '1000',
      },
    });
    cookie = await adminCookie(server);
  });
  afterAll(async () => {
    await server?.dispose();
    await smtp?.close();
  });

  const admin = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, {
      ...init,
      headers: {
        cookie,
        Origin: server.url,
        'Sec-Fetch-Site': 'same-origin',
        ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      },
    });
  const draftAndSend = async (email: string, body: unknown = threeOptionEstimate) => {
    const lead = await postLead(server, { ...validLead, email, phone: uniquePhone() });
    expect(lead.status).toBe(201);
    const create = await admin(`/api/admin/leads/${lead.body.id}/estimates`, {
      method: 'POST',
      body: JSON.stringify(body),
    });
    expect(create.status).toBe(201);
    const { id } = (await create.json()) as EstimateView;
    const send = await admin(`/api/admin/estimates/${id}/send`, { method: 'POST' });
    expect(send.status).toBe(200);
    const { url } = (await send.json()) as { url: string };
    return { id, leadId: Number(lead.body.id), path: new URL(url).pathname };
  };
  /** The customer's post, form-encoded, from `ip` (each call its own address unless given). */
  const post = (path: string, fields: Record<string, string>, ip = uniqueIp()) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: server.url,
        'X-Forwarded-For': ip,
      },
      body: new URLSearchParams(fields).toString(),
    });
  const accept = (path: string, replace: Record<string, string> = {}, ip?: string) =>
    post(
      path,
      {
        intent: 'accept',
        option: '2',
        addOn: '0',
        signerName: 'Jane Doe',
        consent: 'yes',
        ...replace,
      },
      ip,
    );
  const decline = (path: string, reason: string, ip?: string) =>
    post(path, { intent: 'decline', reason }, ip);
  const statusOf = async (id: number) => {
    const [row] = await server.query<{ status: string }>(
      'select status from estimates where id = ?',
      [id],
    );
    return row?.status;
  };
  /** The version the customer's page shows (its form posts it back). */
  const pageVersion = async (path: string) => {
    const page = await (await fetch(`${server.url}${path}`)).text();
    const version = /name="version" value="(\d+)"/.exec(page)?.[1];
    expect(version).toBeDefined();
    return version!;
  };
  const acceptances = async (id: number) => {
    const [row] = await server.query<{ n: number | string }>(
      'select count(*) as n from estimate_acceptances where estimate_id = ?',
      [id],
    );
    return Number(row?.n);
  };
  const signedCopyTo = async (address: string) => {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const mail = smtp.messages.find(
        (message) =>
          message.envelopeTo.includes(address) &&
          /accepted: your signed copy/.test(message.subject),
      );
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no signed copy to ${address}`);
  };

  it('refuses a drawn signature the signed copy cannot decode (rows, chunks) or whose path it cannot write (422); the server lives on and signs the next', async () => {
    const sent = await draftAndSend('hostile-signature@example.com');
    // A pad's size, but every row's filter type 9 (PNG has 0-4): the PDF's decoder threw on
    // it in a zlib callback when it drew the signed copy, and the process ended (exit 1),
    // again at each retry of that e-mail after a restart.
    const badRows = pngDataUrl(100, 10, Buffer.alloc(10 * 401, 9));
    // A transparency chunk in an RGBA image, which the decoder misreads into a loop: the
    // server's process hung at full CPU, answering nothing, when it drew the signed copy.
    const looping = pngDataUrl(100, 10, Buffer.alloc(10 * 401), {
      chunks: [{ type: 'tRNS', body: loopingTransparency }],
    });
    // Path data of 22 digits: stored, then the PDF writer refused it ("unsupported number")
    // at every attempt of the signed copy.
    const hugePath = `M 0 0 L ${'9'.repeat(22)} 5`;
    for (const signature of [badRows, looping, hugePath]) {
      const answer = await accept(sent.path, { signature });
      expect(answer.status).toBe(422);
      const html = decodeHtml(await answer.text());
      expect(html).toContain(m.signatureInvalid);
      // What was typed is kept.
      expect(html).toContain('value="Jane Doe"');
    }
    expect(await acceptances(sent.id)).toBe(0);
    // The process is still there, and the next signature, as a pad draws it, is signed and sent.
    expect((await fetch(`${server.url}${sent.path}`)).status).toBe(200);
    expect((await accept(sent.path, { signature: blankPng(100, 10) })).status).toBe(303);
    expect(await acceptances(sent.id)).toBe(1);
    const copy = await signedCopyTo('hostile-signature@example.com');
    expect(copy.attachments.some((file) => file.contentType === 'application/pdf')).toBe(true);
    expect(server.process.exitCode).toBeNull();
  });

  it('answers posts to one link past its limit with 429, its Retry-After and what was typed, from any address; other links go on', async () => {
    const sent = await draftAndSend('limit-link@example.com');
    const { max, windowMs } = serverLimits.estimateLink.answersPerLink;
    // Signatures the server must inflate to refuse, each from a new address.
    const unreadable = pngDataUrl(100, 10, Buffer.alloc(10 * 401, 9));
    for (let i = 0; i < max; i++) {
      expect((await accept(sent.path, { signature: unreadable })).status).toBe(422);
    }
    const ip = uniqueIp();
    const over = await accept(
      sent.path,
      { signerName: 'Jane Waiting', option: '1', addOn: '1' },
      ip,
    );
    expect(over.status).toBe(429);
    const wait = Number(over.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(windowMs / 1000);
    const html = decodeHtml(await over.text());
    expect(html).toContain(m.answersTooMany);
    expect(html).toContain('value="Jane Waiting"');
    expect(html).toMatch(/name="consent" checked="" value="yes"/);
    expect(html).toMatch(/name="option" checked="" value="1"/);
    expect(html).toMatch(/name="addOn" checked="" value="1"/);
    const overDecline = await decline(sent.path, 'Too dear for now');
    expect(overDecline.status).toBe(429);
    expect(decodeHtml(await overDecline.text())).toContain('Too dear for now</textarea>');
    expect(await acceptances(sent.id)).toBe(0);
    // Refused: the page shown again, its loader's first view.
    expect(await statusOf(sent.id)).toBe('viewed');
    // The page still opens, and another link takes that address's answer.
    expect((await fetch(`${server.url}${sent.path}`)).status).toBe(200);
    const other = await draftAndSend('limit-other@example.com');
    expect((await accept(other.path, {}, ip)).status).toBe(303);
  });

  it("refuses a stale or unreadable version with the stale page's 409; the contract's fields alone sign the version the link shows", async () => {
    // The contract's fields alone, on an estimate as sent: signed.
    const unedited = await draftAndSend('no-version@example.com');
    expect((await accept(unedited.path)).status).toBe(303);

    const sent = await draftAndSend('no-version-edited@example.com');
    const page = await (await fetch(`${server.url}${sent.path}`)).text();
    // The page's form (without JavaScript too) carries the version it shows.
    expect(page).toMatch(
      /data-estimate-accept=""[^>]*><input type="hidden" name="version" value="\d+"/,
    );
    const seen = await pageVersion(sent.path);
    const edit = await admin(`/api/admin/estimates/${sent.id}`, {
      method: 'PUT',
      body: JSON.stringify({ ...threeOptionEstimate, terms: 'Edited after sending.' }),
    });
    expect(edit.status).toBe(200);
    const stale = await accept(sent.path, { option: '1', version: seen });
    expect(stale.status).toBe(409);
    const html = decodeHtml(await stale.text());
    expect(html).toContain(m.changedSinceOpened);
    expect(html).toContain('Edited after sending.');
    expect(html).toContain('value="Jane Doe"');
    expect(html).toMatch(/name="option" checked="" value="1"/);
    for (const version of ['', 'latest', `${seen}0`]) {
      expect((await accept(sent.path, { version })).status, version).toBe(409);
    }
    expect(await acceptances(sent.id)).toBe(0);
    // Without a version there is no page to be stale against: the interface contract's accept
    // (decisions.md lists no version) signs what the link shows now.
    expect((await accept(sent.path)).status).toBe(303);
    const [row] = await server.query<{ document_text: string }>(
      'select document_text from estimate_acceptances where estimate_id = ?',
      [sent.id],
    );
    expect(row?.document_text).toContain('terms "Edited after sending."');
  });

  it("answers a signature within its limit with the field's message, not the 413 of a body too large; one drawn near the limit is signed", async () => {
    const sent = await draftAndSend('long-signature@example.com');
    const { signaturePngMax } = serverLimits.estimateLink;
    const prefix = 'data:image/png;base64,';
    // Within the limit and shaped as a data URL, but no PNG; a form sends each `+` as `%2B`.
    const unreadable = prefix + '+'.repeat(signaturePngMax - prefix.length);
    const answer = await accept(sent.path, { signature: unreadable });
    expect(answer.status).toBe(422);
    const html = decodeHtml(await answer.text());
    expect(html).toContain(m.signatureInvalid);
    expect(html).toContain('value="Jane Doe"');
    // Noise does not deflate: the tallest 400 px wide image of it within the limit.
    const noise = (height: number) =>
      pngDataUrl(
        400,
        height,
        Buffer.concat(
          Array.from({ length: height }, () => Buffer.concat([Buffer.alloc(1), randomBytes(1600)])),
        ),
      );
    let height = 141;
    let drawn = noise(height);
    while (drawn.length > signaturePngMax) drawn = noise(--height);
    expect(drawn.length).toBeGreaterThan(signaturePngMax * 0.95);
    expect((await accept(sent.path, { signature: drawn })).status).toBe(303);
    expect(await acceptances(sent.id)).toBe(1);
  });

  it("keeps a decline's reason within the lead's lost-reason limit: the form takes what the prefix leaves and refuses more (422), what was typed kept", async () => {
    const sent = await draftAndSend('long-reason@example.com');
    const tooLong = 'r'.repeat(lostReasonMax);
    const refused = await decline(sent.path, tooLong);
    expect(refused.status).toBe(422);
    const html = decodeHtml(await refused.text());
    expect(html).toContain(m.reasonTooLong(declineReasonMax));
    expect(html).toContain(`${tooLong}</textarea>`);
    // Refused: the page shown again, its loader's first view.
    expect(await statusOf(sent.id)).toBe('viewed');
    const reason = `${'r'.repeat(declineReasonMax - 1)}.`;
    expect((await decline(sent.path, reason)).status).toBe(303);
    const [lead] = await server.query<{ lost_reason: string }>(
      'select lost_reason from contact_submissions where id = ?',
      [sent.leadId],
    );
    expect(lead!.lost_reason).toBe(m.lostDeclined(reason));
    expect(lead!.lost_reason.length).toBe(lostReasonMax);
  });

  it('keeps what was typed when the answer cannot be stored (503): the name, the consent, the choice, the reason', async () => {
    const sent = await draftAndSend('answer-fails@example.com');
    const undo = await failEstimateAnswers(server);
    try {
      const answer = await accept(sent.path, { signerName: 'Jane Kept', option: '1', addOn: '1' });
      expect(answer.status).toBe(503);
      const wait = String(serverLimits.estimateLink.unavailableRetryAfterSeconds);
      expect(answer.headers.get('retry-after')).toBe(wait);
      const html = decodeHtml(await answer.text());
      expect(html).toContain(m.answerFailed);
      expect(html).toContain('value="Jane Kept"');
      expect(html).toMatch(/name="consent" checked="" value="yes"/);
      expect(html).toMatch(/name="option" checked="" value="1"/);
      expect(html).toMatch(/name="addOn" checked="" value="1"/);
      const declined = await decline(sent.path, 'Kept reason');
      expect(declined.status).toBe(503);
      expect(declined.headers.get('retry-after')).toBe(wait);
      const declineHtml = decodeHtml(await declined.text());
      expect(declineHtml).toContain(m.answerFailed);
      expect(declineHtml).toContain('Kept reason</textarea>');
    } finally {
      await undo();
    }
    expect(await acceptances(sent.id)).toBe(0);
    // Refused: the page shown again, its loader's first view.
    expect(await statusOf(sent.id)).toBe('viewed');
    expect((await accept(sent.path)).status).toBe(303);
    expect(server.process.exitCode).toBeNull();
  });

  it('says our system is having trouble (503, Retry-After, the phone) when the link cannot be opened', async () => {
    const sent = await draftAndSend('open-fails@example.com');
    const undo = await failEstimateViews(server);
    let res: Response;
    try {
      res = await fetch(`${server.url}${sent.path}`);
    } finally {
      await undo();
    }
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe(
      String(serverLimits.estimateLink.unavailableRetryAfterSeconds),
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = decodeHtml(await res.text());
    expect(html).toContain(pageErrorMessages.unavailableHeading);
    expect(html).toContain(pageErrorMessages.unavailableText);
    expect(html).toContain(`href="${defaultBusiness.phones.main.href}"`);
    expect(html).not.toContain(pageErrorMessages.failedText);
    expect(html).not.toContain(m.linkNotFound);
    // Nothing was lost: the same link opens once the database answers.
    expect((await fetch(`${server.url}${sent.path}`)).status).toBe(200);
    expect(await statusOf(sent.id)).toBe('viewed');
  });
});
