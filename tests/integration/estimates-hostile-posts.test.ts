import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EstimateView } from '#app/lib/estimate-view.ts';
import { estimateMessages as m } from '#app/lib/messages/estimates.ts';
import { adminCookie } from '../support/admin-session.ts';
import { dialects } from '../support/dialects.ts';
import { threeOptionEstimate } from '../support/estimates.ts';
import { postLead, uniquePhone, validLead } from '../support/leads.ts';
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
    return { id, path: new URL(url).pathname };
  };
  const accept = (path: string, replace: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url },
      body: new URLSearchParams({
        intent: 'accept',
        option: '2',
        addOn: '0',
        signerName: 'Jane Doe',
        consent: 'yes',
        ...replace,
      }).toString(),
    });
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
});
