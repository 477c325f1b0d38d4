import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EstimateView } from '#app/lib/estimate-view.ts';
import type { InsightsReport } from '#app/lib/insights.ts';
import { estimateMessages as m } from '#app/lib/messages/estimates.ts';
import { adminMessages } from '#app/lib/messages/admin.ts';
import { threeOptionEstimate } from '../support/estimates.ts';
import { applyRetention } from '#app/server/dashboard/retention.ts';
import { openDatabase } from '#app/server/db/open.ts';
import { createLogger } from '#app/server/logger.ts';
import { defaultBusiness as business } from '#app/content/business.ts';
import { estimateAdminMessages } from '#app/lib/messages/estimate-admin.ts';
import { serverLimits } from '#app/lib/limits.ts';
import { postIntent } from '../support/admin-intent.ts';
import { blankPng, pngDataUrl } from '../support/png.ts';
import { connectToSchema } from '../support/postgres.ts';
import { adminCookie } from '../support/admin-session.ts';
import { dialects } from '../support/dialects.ts';
import { postLead, uniquePhone, validLead } from '../support/leads.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { outboxTicks, quietFor } from '../support/waits.ts';
import { startSmtp, type ReceivedMail, type TestSmtp } from '../support/smtp.ts';

/**
 * Issue 39's contract, end to end on the built server, on both databases: the owner's JSON API,
 * the customer's page and its form posts without JavaScript, the race of two accepts, the
 * e-mails with their PDFs, the lead's outcome and Insights' acceptedCents.
 */

const threeOptions = threeOptionEstimate;

// 199.00 * 7.25 % = 14.4275 -> 14.43; 324.00 -> 23.49; 549.00 + 142.50 = 691.50 -> 50.13375 -> 50.13
const expectedOptions = [
  { title: 'Good', subtotalCents: 19_900, taxCents: 1_443, totalCents: 21_343 },
  { title: 'Better', subtotalCents: 32_400, taxCents: 2_349, totalCents: 34_749 },
  { title: 'Best', subtotalCents: 69_150, taxCents: 5_013, totalCents: 74_163 },
];

/** A PDF attachment's text, read back with pdf.js. */
async function pdfText(mail: ReceivedMail): Promise<string> {
  const pdf = mail.attachments.find((file) => file.contentType === 'application/pdf');
  if (!pdf) throw new Error(`no PDF attached to "${mail.subject}"`);
  expect(pdf.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.content)), {
    mergePages: true,
  });
  return text;
}

/** The page's text as typed (React escapes quotes and ampersands). */
const decodeHtml = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

describe.each(await dialects())('estimates on %s', (dialect) => {
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
        // Expiry and reminders looked for every 300 ms.
        ESTIMATE_SCAN_MS: '300',
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
        ...(init.headers as Record<string, string> | undefined),
      },
    });
  const json = <T>(res: Response) => res.json() as Promise<T>;
  const count = async (sql: string, params: unknown[] = []) => {
    const [row] = await server.query<{ n: number | string }>(sql, params);
    return Number(row?.n);
  };
  const newLead = async (email: string) => {
    const res = await postLead(server, { ...validLead, email, phone: uniquePhone() });
    expect(res.status).toBe(201);
    return res.body.id!;
  };
  /** A lead card's estimate action (the inbox's route intent), as the card posts it. */
  const card = (intent: string, leadId: number, estimateId: number) =>
    postIntent(server, cookie, '/admin/submissions', {
      intent,
      id: String(leadId),
      estimateId: String(estimateId),
    });
  const create = async (leadId: number, body: unknown = threeOptions) =>
    admin(`/api/admin/leads/${leadId}/estimates`, { method: 'POST', body: JSON.stringify(body) });
  const send = async (id: number) => {
    const res = await admin(`/api/admin/estimates/${id}/send`, { method: 'POST' });
    expect(res.status).toBe(200);
    const body = await json<{ status: string; url: string }>(res);
    expect(body.status).toBe('sent');
    return body.url;
  };
  const draftAndSend = async (email: string, body: unknown = threeOptions) => {
    const leadId = await newLead(email);
    const created = await json<EstimateView>(await create(leadId, body));
    const url = await send(created.id);
    return { leadId, id: created.id, url, path: new URL(url).pathname };
  };
  const getEstimate = async (id: number) =>
    json<EstimateView>(await admin(`/api/admin/estimates/${id}`));
  /**
   * Each link's customer posts from an address of their own (the link's answers are limited per
   * address, serverLimits.estimateLink, and this file answers many links).
   */
  const addresses = new Map<string, string>();
  const addressOf = (path: string) => {
    if (!addresses.has(path)) addresses.set(path, `203.0.113.${addresses.size + 1}`);
    return addresses.get(path)!;
  };
  /** The customer's post, form-encoded, from the page's own origin (as a browser sends it). */
  const post = (path: string, fields: Array<[string, string]>) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: server.url,
        'User-Agent': 'integration-phone',
        'X-Forwarded-For': addressOf(path),
      },
      body: new URLSearchParams(fields).toString(),
    });
  /** Accepts Best with the weather seal as Jane Doe; `replace` swaps a field's value. */
  const accept = (path: string, replace: Record<string, string> = {}) => {
    const fields: Record<string, string> = {
      intent: 'accept',
      option: '2',
      addOn: '0',
      signerName: 'Jane Doe',
      signature: 'M 10 10 L 20 20 L 30 12',
      consent: 'yes',
      ...replace,
    };
    return post(path, Object.entries(fields));
  };
  const mailTo = async (address: string, subject: RegExp, n = 1): Promise<ReceivedMail[]> => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const found = smtp.messages.filter(
        (mail) => mail.envelopeTo.includes(address) && subject.test(mail.subject),
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

  it('refuses every owner endpoint without a session (401)', async () => {
    const leadId = await newLead('anon@example.com');
    const calls: Array<[string, string]> = [
      ['POST', `/api/admin/leads/${leadId}/estimates`],
      ['GET', `/api/admin/leads/${leadId}/estimates`],
      ['GET', '/api/admin/estimates/1'],
      ['PUT', '/api/admin/estimates/1'],
      ['POST', '/api/admin/estimates/1/send'],
      ['POST', '/api/admin/estimates/1/void'],
    ];
    for (const [method, path] of calls) {
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        ...(method === 'GET' ? {} : { body: JSON.stringify(threeOptions) }),
      });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    expect(await count('select count(*) as n from estimates where lead_id = ?', [leadId])).toBe(0);
  });

  it('creates a draft with each option priced to the cent (201), and refuses bad bodies (400, nothing stored)', async () => {
    const leadId = await newLead('create@example.com');
    const res = await create(leadId);
    expect(res.status).toBe(201);
    const body = await json<EstimateView>(res);
    expect(body).toMatchObject({
      id: expect.any(Number),
      status: 'draft',
      options: expectedOptions,
    });
    expect(body.number).toMatch(/^E-\d{4,}$/);

    const line = (over: object) => ({
      options: [
        { title: 'A', items: [{ description: 'x', quantity: 1, unitPriceCents: 100, ...over }] },
      ],
    });
    const bad: Array<[string, unknown, string]> = [
      ['negative price', line({ unitPriceCents: -1 }), 'options.0.items.0.unitPriceCents'],
      ['fractional price', line({ unitPriceCents: 10.5 }), 'options.0.items.0.unitPriceCents'],
      ['zero quantity', line({ quantity: 0 }), 'options.0.items.0.quantity'],
      ['negative quantity', line({ quantity: -2 }), 'options.0.items.0.quantity'],
      ['no option', { options: [] }, 'options'],
      ['no options at all', {}, 'options'],
      [
        'four options',
        {
          options: [1, 2, 3, 4].map((n) => ({ title: `O${n}`, items: line({}).options[0]!.items })),
        },
        'options',
      ],
    ];
    const before = await count('select count(*) as n from estimates');
    for (const [name, payload, field] of bad) {
      const answer = await create(leadId, payload);
      expect(answer.status, name).toBe(400);
      const error = await json<{ error: string; fieldErrors: Record<string, string> }>(answer);
      expect(error.error, name).toBe(m.invalid);
      expect(error.fieldErrors[field], name).toEqual(expect.any(String));
    }
    expect(await count('select count(*) as n from estimates')).toBe(before);
    expect((await create(999_999)).status).toBe(404);
    expect((await admin('/api/admin/estimates/999999')).status).toBe(404);
  });

  it('edits a draft (200), sends it: lead quoted, a private link, the e-mail with the link and the PDF', async () => {
    const leadId = await newLead('send@example.com');
    const { id } = await json<EstimateView>(
      await create(leadId, { ...threeOptions, options: threeOptions.options.slice(0, 1) }),
    );
    const edited = await admin(`/api/admin/estimates/${id}`, {
      method: 'PUT',
      body: JSON.stringify(threeOptions),
    });
    expect(edited.status).toBe(200);
    expect((await json<EstimateView>(edited)).options).toEqual(expectedOptions);
    const badEdit = await admin(`/api/admin/estimates/${id}`, {
      method: 'PUT',
      body: JSON.stringify({ options: [] }),
    });
    expect(badEdit.status).toBe(400);
    expect((await getEstimate(id)).options).toEqual(expectedOptions);

    const url = await send(id);
    expect(new URL(url).pathname).toMatch(/^\/estimate\/[A-Za-z0-9_-]{20,}$/);
    const [lead] = await server.query<{ status: string; outcome: string }>(
      'select status, outcome from contact_submissions where id = ?',
      [leadId],
    );
    expect(lead).toEqual({ status: 'quoted', outcome: 'open' });
    // The token is stored only as its hash.
    const token = url.split('/').at(-1)!;
    expect(await count('select count(*) as n from estimates where token_hash = ?', [token])).toBe(
      0,
    );

    const [mail] = await mailTo('send@example.com', /Your estimate E-/);
    expect(mail!.text).toContain(url);
    expect(mail!.text).toContain('Best: $741.63');
    // The PDF shows every option's total as $1,234.56.
    const text = (await pdfText(mail!)).replace(/\s+/g, ' ');
    for (const total of ['$213.43', '$347.49', '$741.63']) expect(text).toContain(total);
  });

  it('shows the customer every option, the terms, the form; the first view marks it viewed', async () => {
    const { id, path } = await draftAndSend('page@example.com');
    const res = await fetch(`${server.url}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    const html = decodeHtml(await res.text());
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    for (const total of ['$213.43', '$347.49', '$741.63']) expect(html).toContain(total);
    expect(html).toContain(threeOptions.terms);
    expect(html).toMatch(/<form(?=[^>]*method="post")[^>]*data-estimate-accept=""/);
    expect(html).toContain('id="estimate-pricing"');
    // Terms before consent, consent before the signature, no React in the browser.
    const terms = html.indexOf(threeOptions.terms);
    const consent = html.indexOf('name="consent"');
    const signer = html.indexOf('name="signerName"');
    expect(terms).toBeGreaterThan(0);
    expect(consent).toBeGreaterThan(terms);
    expect(signer).toBeGreaterThan(consent);
    expect(html).not.toContain('window.__reactRouterContext');
    expect((await getEstimate(id)).status).toBe('viewed');

    expect((await fetch(`${server.url}/estimate/wrong-token-wrong-token-x`)).status).toBe(404);
  });

  it('re-prices the choice on the server without JavaScript (intent=price)', async () => {
    const { path } = await draftAndSend('price@example.com');
    const res = await post(path, [
      ['intent', 'price'],
      ['option', '1'],
      ['addOn', '0'],
      ['addOn', '1'],
    ]);
    expect(res.status).toBe(200);
    const html = decodeHtml(await res.text());
    // 324.00 + 89.00 + 65.00 = 478.00; tax 7.25 % = 34.655 -> 34.66; total 512.66; deposit 128.17 (128.165 up)
    expect(html).toMatch(/data-estimate-total="">\$512\.66</);
    expect(html).toMatch(/data-estimate-tax="">\$34\.66</);
    expect(html).toMatch(/data-estimate-deposit="">\$128\.17</);
    expect(html).toMatch(/name="option" checked="" value="1"/);
  });

  it('refuses an acceptance without consent or a name (422), keeps what was typed, accepts nothing', async () => {
    const { id, path } = await draftAndSend('refuse@example.com');
    const noConsent = await post(path, [
      ['intent', 'accept'],
      ['option', '0'],
      ['signerName', 'Typed Name'],
    ]);
    expect(noConsent.status).toBe(422);
    const html = decodeHtml(await noConsent.text());
    expect(html).toContain(m.consentMissing);
    expect(html).toContain('value="Typed Name"');
    const noName = await post(path, [
      ['intent', 'accept'],
      ['option', '0'],
      ['consent', 'yes'],
    ]);
    expect(noName.status).toBe(422);
    expect(decodeHtml(await noName.text())).toContain(m.signerMissing);
    const badSignature = await accept(path, { signature: '<svg onload=alert(1)>' });
    expect(badSignature.status).toBe(422);
    expect((await post(path, [['intent', 'sign-it']])).status).toBe(400);
    expect(
      await count('select count(*) as n from estimate_acceptances where estimate_id = ?', [id]),
    ).toBe(0);
    expect((await getEstimate(id)).status).toBe('viewed');
  });

  it('drops control and bidi characters from the signer name and the reason; a name of nothing else is missing (422)', async () => {
    const { id, path } = await draftAndSend('controls@example.com');
    const junk = await accept(path, { signerName: '\u202E\u0000\u2066 \u2069\u200F\u0085' });
    expect(junk.status).toBe(422);
    expect(decodeHtml(await junk.text())).toContain(m.signerMissing);
    expect(
      await count('select count(*) as n from estimate_acceptances where estimate_id = ?', [id]),
    ).toBe(0);
    const typed = '\u202EJane\u0000\u001B[31m \u2066Doe\u2069\u200E\u009B';
    expect((await accept(path, { signerName: typed })).status).toBe(303);
    const [stored] = await server.query<{ signer_name: string }>(
      'select signer_name from estimate_acceptances where estimate_id = ?',
      [id],
    );
    expect(stored!.signer_name).toBe('Jane[31m Doe');
    expect((await getEstimate(id)).acceptance?.signerName).toBe('Jane[31m Doe');
    const [signed] = await mailTo('controls@example.com', /accepted: your signed copy/);
    expect(signed!.text).toContain('Jane[31m Doe');
    expect((await pdfText(signed!)).replace(/\s+/g, ' ')).toContain('Jane[31m Doe');

    const declined = await draftAndSend('controls-decline@example.com');
    const res = await post(declined.path, [
      ['intent', 'decline'],
      ['reason', '\u202ERed\u0000 door\r\nthanks\u2069'],
    ]);
    expect(res.status).toBe(303);
    expect((await getEstimate(declined.id)).declineReason).toBe('Red door\r\nthanks');
  });

  it('two accepts at once give one acceptance; a second accept changes nothing; the lead is won', async () => {
    const { id, leadId, path } = await draftAndSend('race@example.com');
    // Ten at once, from two "customers" (two phones of one household).
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        accept(path, i % 2 ? { signerName: 'Someone Else' } : {}),
      ),
    );
    for (const answer of answers) {
      expect([303, 200]).toContain(answer.status);
      if (answer.status === 303) expect(answer.headers.get('location')).toBe(path);
    }
    expect(
      await count('select count(*) as n from estimate_acceptances where estimate_id = ?', [id]),
    ).toBe(1);
    const first = await getEstimate(id);
    expect(first.status).toBe('accepted');
    // Best (691.50) + weather seal (89.00) = 780.50; tax 56.58625 -> 56.59; total 837.09; deposit 209.2725 -> 209.27
    expect(first.acceptance).toMatchObject({
      option: 2,
      addOns: [0],
      totalCents: 83_709,
      depositCents: 20_927,
      signerName: expect.stringMatching(/^(Jane Doe|Someone Else)$/),
      signedAt: expect.any(Number),
      documentSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const [record] = await server.query<{
      ip: string;
      user_agent: string;
      signature: string;
      document_text: string;
    }>(
      'select ip, user_agent, signature, document_text from estimate_acceptances where estimate_id = ?',
      [id],
    );
    expect(record).toMatchObject({
      ip: addressOf(path),
      user_agent: 'integration-phone',
      signature: 'M 10 10 L 20 20 L 30 12',
    });
    expect(record!.document_text).toContain(
      'chosen subtotal=78050 tax=5659 total=83709 deposit=20927',
    );

    const again = await accept(path, { signerName: 'Late Comer', option: '0' });
    expect([303, 200]).toContain(again.status);
    expect(await getEstimate(id)).toEqual(first);

    const [lead] = await server.query<{ outcome: string; job_value_cents: number | string }>(
      'select outcome, job_value_cents from contact_submissions where id = ?',
      [leadId],
    );
    expect({ ...lead, job_value_cents: Number(lead!.job_value_cents) }).toEqual({
      outcome: 'won',
      job_value_cents: 83_709,
    });

    const page = decodeHtml(await (await fetch(`${server.url}${path}`)).text());
    expect(page).toContain(first.acceptance!.documentSha256);
    expect(page).toContain('$837.09');

    // Accepted: a signed record. No edit (409), no void (409): a changed price is a new estimate.
    expect(
      (
        await admin(`/api/admin/estimates/${id}`, {
          method: 'PUT',
          body: JSON.stringify(threeOptions),
        })
      ).status,
    ).toBe(409);
    expect((await admin(`/api/admin/estimates/${id}/void`, { method: 'POST' })).status).toBe(409);
    expect((await admin(`/api/admin/estimates/${id}/send`, { method: 'POST' })).status).toBe(409);
    const copy = await card('estimate-duplicate', leadId, id);
    expect(copy.result).toMatchObject({ intent: 'estimate-duplicate', ok: true });
    const onLead = await json<EstimateView[]>(await admin(`/api/admin/leads/${leadId}/estimates`));
    expect(onLead.find((estimate) => estimate.id !== id)).toMatchObject({
      status: 'draft',
      options: expectedOptions,
    });

    // The customer's signed copy (PDF, total, signer), the owner's e-mail.
    const [signed] = await mailTo('race@example.com', /accepted: your signed copy/);
    expect(signed!.text).toContain('$837.09');
    expect(signed!.text).toContain(first.acceptance!.signerName);
    expect(signed!.text).toContain(first.acceptance!.documentSha256);
    const signedText = (await pdfText(signed!)).replace(/\s+/g, ' ');
    expect(signedText).toContain('$837.09');
    expect(signedText).toContain(first.acceptance!.signerName);
    expect(signedText).toContain(first.acceptance!.documentSha256);
    // Its own by number: other tests' acceptances reach the owner at the same total.
    const owner = await mailTo(
      business.emails.info,
      new RegExp(`Estimate ${first.number} accepted: \\$837\\.09`),
    );
    expect(owner[0]!.text).toContain(first.acceptance!.signerName);
  });

  it('keeps a lead holding a signed estimate through retention (the record is kept)', async () => {
    const signed = await draftAndSend('kept@example.com');
    expect((await accept(signed.path)).status).toBe(303);
    const plain = await newLead('gone@example.com');
    const longAgo = Date.now() - 3 * 365 * 86_400_000;
    await server.query(
      "update contact_submissions set status = 'closed', created_at = ? where id in (?, ?)",
      [longAgo, signed.leadId, plain],
    );
    await server.query(
      "insert into admin_settings (setting_key, setting_value) values ('retention_months', '12')",
    );
    const database = openDatabase({
      databaseUrl: server.env.DATABASE_URL,
      dataDir: server.dataDir,
      pgSchema: server.schema,
    });
    try {
      await applyRetention({ db: database.db, log: createLogger('silent') });
    } finally {
      await database.close();
      await server.query("delete from admin_settings where setting_key = 'retention_months'");
    }
    expect(await count('select count(*) as n from contact_submissions where id = ?', [plain])).toBe(
      0,
    );
    expect(
      await count('select count(*) as n from estimate_acceptances where estimate_id = ?', [
        signed.id,
      ]),
    ).toBe(1);
  });

  it('refuses an accept posted from a page the owner has since edited (409), then takes the new one', async () => {
    const { id, path } = await draftAndSend('edited@example.com');
    const page = await (await fetch(`${server.url}${path}`)).text();
    const version = /name="version" value="(\d+)"/.exec(page)?.[1];
    expect(version).toBeDefined();
    const cheaper = {
      ...threeOptions,
      options: threeOptions.options.map((o) => ({
        ...o,
        items: o.items.map((i) => ({ ...i, unitPriceCents: i.unitPriceCents - 100 })),
      })),
    };
    const edit = await admin(`/api/admin/estimates/${id}`, {
      method: 'PUT',
      body: JSON.stringify(cheaper),
    });
    expect(edit.status).toBe(200);
    const stale = await accept(path, { version: version! });
    expect(stale.status).toBe(409);
    const staleHtml = decodeHtml(await stale.text());
    expect(staleHtml).toContain(m.changedSinceOpened);
    // The new version, with the customer's own choice (Best and the seal) and what they typed:
    // the first option shown instead, one more tap signed an option they never chose.
    expect(staleHtml).toMatch(/name="option" checked="" value="2"/);
    expect(staleHtml).not.toMatch(/name="option" checked="" value="0"/);
    expect(staleHtml).toMatch(/name="addOn" checked="" value="0"/);
    expect(staleHtml).toMatch(/data-estimate-total="">\$834\.41</);
    expect(staleHtml).toContain('value="Jane Doe"');
    expect(
      await count('select count(*) as n from estimate_acceptances where estimate_id = ?', [id]),
    ).toBe(0);
    const fresh = await (await fetch(`${server.url}${path}`)).text();
    const newVersion = /name="version" value="(\d+)"/.exec(fresh)?.[1];
    expect(newVersion).not.toBe(version);
    expect((await accept(path, { version: newVersion! })).status).toBe(303);
    // Best 548.00 + 1.5 x 94.00 = 689.00, the seal 89.00 (add-ons unchanged): 778.00;
    // tax 56.405 -> 56.41 (half up); 834.41
    expect((await getEstimate(id)).acceptance?.totalCents).toBe(83_441);
  });

  // The interleaving needs two writers at once: SQLite has one (the server's one connection
  // runs one transaction at a time), so an edit cannot commit inside an acceptance there.
  it.runIf(dialect === 'postgres')(
    'an edit committed while an accept is on its way is not signed over: the accept is refused (409), the record keeps one version',
    async () => {
      const { id, path } = await draftAndSend('edit-race@example.com');
      const page = await (await fetch(`${server.url}${path}`)).text();
      const version = /name="version" value="(\d+)"/.exec(page)?.[1];
      expect(version).toBeDefined();
      // The owner's edit, held open on the row: the accept reads the old version, then waits.
      const owner = await connectToSchema(server.schema);
      try {
        await owner.query('begin');
        await owner.query(
          'update estimates set body_json = $1, updated_at = updated_at + 1 where id = $2',
          [JSON.stringify({ ...threeOptions, terms: 'Edited terms.' }), id],
        );
        const answer = accept(path, { version: version! });
        // Watched from another connection: inside a transaction pg_stat_activity is a snapshot.
        const deadline = Date.now() + 10_000;
        for (;;) {
          const [waiting] = await server.query<{ n: string }>(
            "select count(*) as n from pg_stat_activity where wait_event_type = 'Lock' and query ilike 'update \"estimates\"%'",
          );
          if (Number(waiting?.n) > 0) break;
          if (Date.now() > deadline) throw new Error('the accept never reached its update');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await owner.query('commit');
        const res = await answer;
        expect(res.status).toBe(409);
        expect(decodeHtml(await res.text())).toContain(m.changedSinceOpened);
      } finally {
        await owner.end();
      }
      expect(
        await count('select count(*) as n from estimate_acceptances where estimate_id = ?', [id]),
      ).toBe(0);
      // The page now shows the edited version, which can be accepted.
      const fresh = await (await fetch(`${server.url}${path}`)).text();
      expect(fresh).toContain('Edited terms.');
      const newVersion = /name="version" value="(\d+)"/.exec(fresh)?.[1];
      expect((await accept(path, { version: newVersion! })).status).toBe(303);
      const [row] = await server.query<{ document_text: string }>(
        'select document_text from estimate_acceptances where estimate_id = ?',
        [id],
      );
      expect(row?.document_text).toContain('terms "Edited terms."');
    },
  );

  it('records a deposit received on an accepted estimate only; the owner marks a lead lost', async () => {
    const { id, leadId, path } = await draftAndSend('deposit@example.com');
    const early = await card('estimate-deposit', leadId, id);
    expect(early.result).toMatchObject({
      ok: false,
      message: estimateAdminMessages.notAccepted,
    });
    expect((await getEstimate(id)).depositReceivedAt).toBeNull();
    expect((await accept(path)).status).toBe(303);
    const recorded = await card('estimate-deposit', leadId, id);
    expect(recorded.result).toMatchObject({
      ok: true,
      message: estimateAdminMessages.depositRecorded,
    });
    expect((await getEstimate(id)).depositReceivedAt).toEqual(expect.any(Number));
    // The card's action is the one way (issue 38): no JSON write beside it.
    for (const action of ['deposit-received', 'duplicate']) {
      const gone = await admin(`/api/admin/estimates/${id}/${action}`, { method: 'POST' });
      expect(gone.status, action).toBe(404);
      expect(await gone.json()).toEqual({ error: 'Not found' });
    }

    const other = await newLead('lost@example.com');
    const lost = await admin(`/api/admin/leads/${other}`, {
      method: 'PATCH',
      body: JSON.stringify({ outcome: 'lost', lostReason: 'Went with a cheaper company' }),
    });
    expect(lost.status).toBe(200);
    expect(await lost.json()).toMatchObject({
      outcome: 'lost',
      lostReason: 'Went with a cheaper company',
    });
    const bad = await admin(`/api/admin/leads/${other}`, {
      method: 'PATCH',
      body: JSON.stringify({ outcome: 'maybe' }),
    });
    expect(bad.status).toBe(400);
    const [won] = await server.query<{ outcome: string }>(
      'select outcome from contact_submissions where id = ?',
      [leadId],
    );
    expect(won!.outcome).toBe('won');
  });

  it('a customer who signs the estimate of a lead held as spam wins it: quoted, won, its value, no longer spam', async () => {
    const { id, leadId, path } = await draftAndSend('spam-accept@example.com');
    // No screen marks a lead spam once it is in the pipeline today; the state is made directly,
    // as a spam check run later or a future "mark spam" would leave it.
    await server.query(
      "update contact_submissions set status = 'spam', spam_reason = 'marked later' where id = ?",
      [leadId],
    );
    expect((await accept(path)).status).toBe(303);
    expect((await getEstimate(id)).status).toBe('accepted');
    const [lead] = await server.query<{
      status: string;
      spam_reason: string | null;
      outcome: string;
      job_value_cents: number | string | null;
    }>(
      'select status, spam_reason, outcome, job_value_cents from contact_submissions where id = ?',
      [leadId],
    );
    const [signed] = await server.query<{ total_cents: number | string }>(
      'select total_cents from estimate_acceptances where estimate_id = ?',
      [id],
    );
    expect(lead).toMatchObject({ status: 'quoted', spam_reason: null, outcome: 'won' });
    expect(Number(lead!.job_value_cents)).toBe(Number(signed!.total_cents));
  });

  it('declines with a reason: the lead is lost', async () => {
    const { id, leadId, path } = await draftAndSend('decline@example.com');
    const res = await post(path, [
      ['intent', 'decline'],
      ['reason', 'Found a cheaper quote'],
    ]);
    expect(res.status).toBe(303);
    const estimate = await getEstimate(id);
    expect(estimate).toMatchObject({ status: 'declined', declineReason: 'Found a cheaper quote' });
    const [lead] = await server.query<{ outcome: string; lost_reason: string }>(
      'select outcome, lost_reason from contact_submissions where id = ?',
      [leadId],
    );
    expect(lead!.outcome).toBe('lost');
    expect(lead!.lost_reason).toContain('Found a cheaper quote');
    // Declined, then accepted: refused, nothing accepted.
    expect((await accept(path)).status).toBe(409);
    expect(
      await count('select count(*) as n from estimate_acceptances where estimate_id = ?', [id]),
    ).toBe(0);
  });

  it('a form too large to hold a signature is refused (413) with its own words; nothing is accepted', async () => {
    const sent = await draftAndSend('too-large@example.com');
    // Past the body cap, which holds the largest signature the page takes: no pad draws this.
    const answer = await accept(sent.path, {
      signature: 'x'.repeat(serverLimits.estimateLink.formMaxBytes),
    });
    expect(answer.status).toBe(413);
    expect(await answer.text()).toContain(m.formTooLarge);
    const after = await getEstimate(sent.id);
    expect(after.status).not.toBe('accepted');
    expect(after.acceptance).toBeUndefined();
    // The link still opens the estimate to sign.
    expect((await fetch(`${server.url}${sent.path}`)).status).toBe(200);
  });

  it('refuses a drawn signature no pad draws: a PNG of enormous size or that inflates to hundreds of MB (422); a pad-sized one is accepted and its signed copy sent', async () => {
    const sent = await draftAndSend('png-bounds@example.com');
    // 100,000 px square in 80 bytes: the signed copy's decoder would ask for 40 GB and crash.
    const huge = pngDataUrl(100_000, 100_000, Buffer.alloc(10));
    // A pad's size in its header, but 60 MB of zeros in about 60 KB behind it: inflated on the
    // request, three times that in the PDF.
    const bomb = pngDataUrl(1_600, 360, Buffer.alloc(60_000_000));
    expect(bomb.length).toBeLessThan(serverLimits.estimateLink.signaturePngMax);
    for (const signature of [huge, bomb]) {
      const answer = await accept(sent.path, { signature });
      expect(answer.status).toBe(422);
      expect(decodeHtml(await answer.text())).toContain(m.signatureInvalid);
    }
    expect(
      await count('select count(*) as n from estimate_acceptances where estimate_id = ?', [
        sent.id,
      ]),
    ).toBe(0);
    // A desktop pad at twice the density: 1,600 x 360.
    expect((await accept(sent.path, { signature: blankPng(1_600, 360) })).status).toBe(303);
    const [copy] = await mailTo('png-bounds@example.com', /accepted: your signed copy/);
    expect(await pdfText(copy!)).toContain('Jane Doe');
  });

  it('a voided or expired estimate says so (410) and cannot be accepted', async () => {
    const voided = await draftAndSend('void@example.com');
    const voidRes = await admin(`/api/admin/estimates/${voided.id}/void`, { method: 'POST' });
    expect(voidRes.status).toBe(200);
    const gone = await fetch(`${server.url}${voided.path}`);
    expect(gone.status).toBe(410);
    const goneHtml = decodeHtml(await gone.text());
    expect(goneHtml).toContain(m.voidText);
    expect(goneHtml).toContain(business.phones.main.display);
    expect((await accept(voided.path)).status).toBe(410);

    const expired = await draftAndSend('expired@example.com');
    await server.query('update estimates set expires_at = ? where id = ?', [
      Date.now() - 1000,
      expired.id,
    ]);
    expect((await fetch(`${server.url}${expired.path}`)).status).toBe(410);
    expect((await accept(expired.path)).status).toBe(410);
    expect((await getEstimate(expired.id)).status).toBe('expired');
    expect(
      await count('select count(*) as n from estimate_acceptances where estimate_id in (?, ?)', [
        voided.id,
        expired.id,
      ]),
    ).toBe(0);
    const [lead] = await server.query<{ outcome: string }>(
      'select outcome from contact_submissions where id = ?',
      [expired.leadId],
    );
    expect(lead!.outcome).toBe('lost');
  });

  it('expires an unanswered estimate past its expiry without anyone opening it: the lead is lost', async () => {
    const waiting = await draftAndSend('nobody-opens@example.com');
    await server.query('update estimates set expires_at = ? where id = ?', [
      Date.now() - 1000,
      waiting.id,
    ]);
    const deadline = Date.now() + 10_000;
    let status = '';
    while (Date.now() < deadline) {
      [{ status = '' } = {}] = await server.query<{ status: string }>(
        'select status from estimates where id = ?',
        [waiting.id],
      );
      if (status === 'expired') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe('expired');
    const [lead] = await server.query<{ outcome: string; lost_reason: string }>(
      'select outcome, lost_reason from contact_submissions where id = ?',
      [waiting.leadId],
    );
    expect(lead).toEqual({ outcome: 'lost', lost_reason: m.lostExpired });
  });

  it('a new send replaces the link: the old one is the 404 page', async () => {
    const { id, path } = await draftAndSend('resend@example.com');
    const url = await send(id);
    expect(new URL(url).pathname).not.toBe(path);
    expect((await fetch(`${server.url}${path}`)).status).toBe(404);
    expect((await fetch(`${server.url}${new URL(url).pathname}`)).status).toBe(200);
  });

  it('a sent estimate given a longer validity keeps a working link until then', async () => {
    const { id, path } = await draftAndSend('lengthened@example.com', {
      ...threeOptions,
      expiresInDays: 1,
    });
    const edit = await admin(`/api/admin/estimates/${id}`, {
      method: 'PUT',
      body: JSON.stringify({ ...threeOptions, expiresInDays: 365 }),
    });
    expect(edit.status).toBe(200);
    // 190 days on, every time of the estimate moved back as if they had passed: valid for 175
    // more days by the owner's edit. The link lived 180 days past the first expiry (day 181),
    // so it answered the 404 of a wrong link on an estimate still open to accept.
    const days190 = 190 * 86_400_000;
    await server.query(
      `update estimates set created_at = created_at - ?, updated_at = updated_at - ?,
         sent_at = sent_at - ?, expires_at = expires_at - ?, token_expires_at = token_expires_at - ?
       where id = ?`,
      [days190, days190, days190, days190, days190, id],
    );
    const page = await fetch(`${server.url}${path}`);
    expect(page.status).toBe(200);
    // Edited since it was sent: the accept carries the version the page showed.
    const version = /name="version" value="(\d+)"/.exec(await page.text())?.[1];
    expect((await accept(path, { version: version! })).status).toBe(303);
    expect((await getEstimate(id)).status).toBe('accepted');
  });

  it('sends one reminder with a link of its own to an estimate left unanswered for the set days', async () => {
    const waiting = await draftAndSend('remind@example.com');
    const answered = await draftAndSend('answered@example.com');
    expect((await accept(answered.path)).status).toBe(303);
    await server.query(
      "insert into admin_settings (setting_key, setting_value) values ('estimate_reminder_days', '2')",
    );
    const threeDaysAgo = Date.now() - 3 * 86_400_000;
    await server.query('update estimates set sent_at = ? where id in (?, ?)', [
      threeDaysAgo,
      waiting.id,
      answered.id,
    ]);
    const [reminder] = await mailTo('remind@example.com', /A reminder: your estimate/);
    const link = /\/estimate\/[A-Za-z0-9_-]+/.exec(reminder!.text)?.[0];
    expect(link).toBeDefined();
    expect(link).not.toBe(waiting.path);
    expect((await fetch(`${server.url}${link}`)).status).toBe(200);
    expect((await fetch(`${server.url}${waiting.path}`)).status).toBe(200);
    // One reminder only, and none to the customer who answered.
    // A second reminder would come at the next scans (every ESTIMATE_SCAN_MS, 300 ms here).
    await quietFor(outboxTicks(300));
    const reminders = smtp.messages.filter((mail) => /A reminder/.test(mail.subject));
    expect(reminders.filter((mail) => mail.envelopeTo.includes('remind@example.com'))).toHaveLength(
      1,
    );
    expect(
      reminders.filter((mail) => mail.envelopeTo.includes('answered@example.com')),
    ).toHaveLength(0);
    await server.query("delete from admin_settings where setting_key = 'estimate_reminder_days'");
  });

  it('Insights has totals.acceptedCents and the estimate funnel', async () => {
    // Read before and after this test's own estimates: what the other tests sign is theirs.
    const totals = async () => {
      const res = await admin('/api/admin/insights?days=7');
      expect(res.status).toBe(200);
      return (await json<InsightsReport>(res)).totals;
    };
    const before = await totals();
    // Four sent: one never opened, one opened and left, one signed for Best and the seal
    // (837.09), one for Good and the seal (308.88); and one signed on a lead three years old,
    // outside the period.
    const unopened = await draftAndSend('insights-unopened@example.com');
    const opened = await draftAndSend('insights-opened@example.com');
    const best = await draftAndSend('insights-best@example.com');
    const good = await draftAndSend('insights-good@example.com');
    const old = await draftAndSend('insights-old@example.com');
    for (const sent of [opened, best, good, old]) {
      expect((await fetch(`${server.url}${sent.path}`)).status).toBe(200);
    }
    expect((await accept(best.path)).status).toBe(303);
    // 199.00 + 89.00 = 288.00; tax 7.25 % = 20.88; 308.88
    expect((await accept(good.path, { option: '0' })).status).toBe(303);
    expect((await accept(old.path)).status).toBe(303);
    await server.query('update contact_submissions set created_at = ? where id = ?', [
      Date.now() - 3 * 365 * 86_400_000,
      old.leadId,
    ]);
    expect((await getEstimate(unopened.id)).status).toBe('sent');

    const after = await totals();
    expect(after.acceptedCents - before.acceptedCents).toBe(83_709 + 30_888);
    expect(after.estimatesAccepted - before.estimatesAccepted).toBe(2);
    expect(after.estimatesSent - before.estimatesSent).toBe(4);
    expect(after.estimatesViewed - before.estimatesViewed).toBe(3);
    expect(after.estimatesViewed).toBeGreaterThanOrEqual(after.estimatesAccepted);

    // The owner's download carries the same funnel: each day's row, summed, gives the totals.
    const csv = await admin('/admin/insights/export.csv?table=daily&days=7');
    expect(csv.status).toBe(200);
    const [head, ...rows] = (await csv.text()).trim().split('\r\n');
    const columns = head?.split(',') ?? [];
    const sum = (name: string) =>
      rows.reduce((total, row) => total + Number(row.split(',')[columns.indexOf(name)]), 0);
    expect(sum('estimates sent')).toBe(after.estimatesSent);
    expect(sum('estimates opened')).toBe(after.estimatesViewed);
    expect(sum('estimates accepted')).toBe(after.estimatesAccepted);
    expect(Math.round(sum('accepted ($)') * 100)).toBe(after.acceptedCents);
  });

  it('refuses to delete a lead holding a signed estimate; a lead without one is deleted', async () => {
    const signed = await draftAndSend('delete-signed@example.com');
    expect((await accept(signed.path)).status).toBe(303);
    const plain = await newLead('delete-plain@example.com');
    const remove = async (id: number) => {
      const res = await fetch(`${server.url}/admin/submissions.data`, {
        method: 'POST',
        headers: {
          cookie,
          Origin: server.url,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ intent: 'delete', id: String(id) }),
        redirect: 'manual',
      });
      return res.text();
    };
    expect(await remove(signed.leadId)).toContain(adminMessages.deleteSignedRefused);
    expect(
      await count('select count(*) as n from contact_submissions where id = ?', [signed.leadId]),
    ).toBe(1);
    expect(
      await count('select count(*) as n from estimate_acceptances where estimate_id = ?', [
        signed.id,
      ]),
    ).toBe(1);
    expect(await remove(plain)).toContain(adminMessages.submissionDeleted);
    expect(await count('select count(*) as n from contact_submissions where id = ?', [plain])).toBe(
      0,
    );
  });
});
