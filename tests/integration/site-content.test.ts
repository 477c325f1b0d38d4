import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteDocument } from '#app/content/default-site-document.ts';
import type { SiteContentDocument } from '#app/content/site-document.ts';
import { siteContentMessages as m } from '#app/lib/messages.ts';
import { assignImage, postIntent, type IntentAnswer } from '#tests/support/admin-intent.ts';
import { signedInAdmin } from '#tests/support/dashboard-session.ts';
import { dialects } from '#tests/support/dialects.ts';
import { failSitePublishes } from '#tests/support/failing-publish.ts';
import { jsonLdBlocks } from '#tests/support/html.ts';
import { solidJpeg } from '#tests/support/images.ts';
import { postLead, validLead } from '#tests/support/leads.ts';
import { dropSchema, uniqueSchema } from '#tests/support/postgres.ts';
import { startServer, type TestServer } from '#tests/support/server.ts';
import { startSmtp, type TestSmtp } from '#tests/support/smtp.ts';
import { expectRemovedWrite } from '#tests/support/removed-write.ts';

/**
 * Issue 15's interface contract, run against the real server on both databases: the owner's
 * site content is published atomically behind If-Match, every public surface follows it, the
 * history restores, export/import round-trips, preview shows the draft uncached and unindexed.
 * The draft, the import and the image slots have no JSON write of their own (issue 38): they
 * are the admin screens' route intents, driven here as those screens post them.
 */

const NEW_MAIN = '(704) 555-0199';
const NEW_MAIN_TEL = 'tel:+17045550199';
const OLD_MAIN = '(704) 555-0134';

/** A date `days` ahead, 'YYYY-MM-DD' (the footer lists the next 30 days). */
function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
const CLOSURE_DATE = daysAhead(5);

function editedDocument(): SiteContentDocument {
  const doc = structuredClone(defaultSiteDocument);
  doc.business.phone = NEW_MAIN;
  doc.business.specialHours = [{ date: CLOSURE_DATE, closed: true, label: 'Storm day' }];
  doc.services['garage-door-repair'].benefits[2] = 'Spring swaps while you wait <b>today</b>';
  doc.cities['concord-nc']!.testimonial!.text =
    'They came out in the storm and fixed it in an hour.';
  return doc;
}

interface Client {
  get(path: string): Promise<Response>;
  send(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Response>;
  /** An intent of an admin screen's route action (`/admin/site`). */
  intent(route: string, fields: Record<string, string>): Promise<IntentAnswer>;
}

function client(server: TestServer, cookie: string): Client {
  const sameOrigin = { Origin: server.url, 'Sec-Fetch-Site': 'same-origin' };
  return {
    get: (path) => fetch(`${server.url}${path}`, { headers: { cookie } }),
    send: (method, path, body, headers = {}) =>
      fetch(`${server.url}${path}`, {
        method,
        headers: {
          cookie,
          ...sameOrigin,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body:
          body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
    intent: (route, fields) => postIntent(server, cookie, route, fields),
  };
}

/** Fetches `path` until `check` passes; resolves with the milliseconds it took. */
async function waitForPage(
  baseUrl: string,
  path: string,
  check: (html: string) => boolean,
  timeoutMs = 5000,
): Promise<number> {
  const started = performance.now();
  for (;;) {
    const html = await (await fetch(`${baseUrl}${path}`)).text();
    if (check(html)) return performance.now() - started;
    if (performance.now() - started > timeoutMs)
      throw new Error(`${path} did not change in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(await dialects())('site content on %s', (dialect) => {
  let server: TestServer;
  let smtp: TestSmtp;
  let api: Client;
  let cookie: string;
  const base = '/api/admin/site-content';

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServer({
      dialect,
      env: { SMTP_URL: smtp.url, TRUST_PROXY: '1', MAIL_POLL_MS: '100' },
    });
    cookie = (await signedInAdmin(server)).cookie;
    api = client(server, cookie);
  });
  afterAll(async () => {
    await server?.dispose();
    await smtp?.close();
  });

  async function versionCount(): Promise<number> {
    const [row] = await server.query<{ n: number | string }>(
      'select count(*) as n from site_content_versions',
    );
    return Number(row?.n);
  }

  it('refuses without a session (401) and cross-site (403)', async () => {
    for (const path of [base, `${base}/versions`, `${base}/draft`, `${base}/export`]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(401);
    }
    const put = await fetch(`${server.url}${base}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'If-Match': '"0"' },
      body: JSON.stringify(defaultSiteDocument),
    });
    expect(put.status).toBe(401);
    const crossSite = await fetch(`${server.url}${base}`, {
      method: 'PUT',
      headers: {
        cookie,
        'Content-Type': 'application/json',
        'If-Match': '"0"',
        Origin: 'https://evil.example',
        'Sec-Fetch-Site': 'cross-site',
      },
      body: JSON.stringify(editedDocument()),
    });
    expect(crossSite.status).toBe(403);
    const preview = await fetch(`${server.url}/admin/site/preview/`, { redirect: 'manual' });
    expect(preview.status).toBe(302);
    expect(await versionCount()).toBe(0);
  });

  it('has no JSON draft writes or import beside the Site editor: the API 404 or 405, nothing stored', async () => {
    const body = JSON.stringify(editedDocument());
    for (const [method, path] of [
      ['PUT', `${base}/draft`],
      ['DELETE', `${base}/draft`],
      ['POST', `${base}/import`],
    ] as const) {
      const res = await api.send(method, path, body, { 'If-Match': '"0"' });
      await expectRemovedWrite(res, method, `${method} ${path}`);
    }
    expect(((await (await api.get(`${base}/draft`)).json()) as { content: unknown }).content).toBe(
      null,
    );
    expect(await versionCount()).toBe(0);
  });

  it('serves the defaults as version 0 with the main line as displayed', async () => {
    const res = await api.get(base);
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBe('"0"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { version: number; content: SiteContentDocument };
    expect(body.version).toBe(0);
    expect(body.content.business.phone).toBe(OLD_MAIN);
    expect(body.content).toEqual(defaultSiteDocument);
  });

  it('refuses a publish without If-Match (428) and stores nothing', async () => {
    const res = await api.send('PUT', base, editedDocument());
    expect(res.status).toBe(428);
    expect(await res.json()).toEqual({ error: m.ifMatchRequired, version: 0 });
    expect(await versionCount()).toBe(0);
  });

  it('refuses every invalid field with its path and the rule, storing nothing', async () => {
    const bad: SiteContentDocument = structuredClone(defaultSiteDocument);
    bad.business.phone = '555';
    bad.business.emailService = 'nope';
    bad.business.hours[2] = { day: 'Wednesday', closed: false, opens: '25:00', closes: '10:00' };
    bad.business.specialHours = [
      { date: '2026-13-01', closed: true, label: 'Bad month' },
      { date: '2026-07-04', closed: false, label: 'Missing times' },
    ];
    bad.business.foundedYear = 1492;
    bad.business.rating = 7;
    bad.banner.short = '';
    bad.services['garage-door-openers'].benefits = ['only one'];
    bad.services['garage-door-parts'].faqs.pop();
    bad.services['emergency-services'].title = 'x'.repeat(500);
    bad.cities['york-sc']!.neighborhoods = [];
    bad.cities['clover-sc']!.testimonial!.stars = 9;
    bad.faqs.openers.push({ question: 'Fifth?', answer: 'No.' });
    bad.testimonials[0]!.date = 'Someday';
    bad.gallery = bad.gallery.slice(0, 9);
    bad.gallery[0]!.image = '../../etc/passwd';
    bad.about.values = [];
    const res = await api.send('PUT', base, bad, { 'If-Match': '"0"' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fieldErrors: Record<string, string> };
    expect(body.error).toBe(m.invalid);
    expect(body.fieldErrors).toMatchObject({
      'business.phone': m.phone,
      'business.emailService': m.email,
      'business.hours.2.opens': m.clock,
      'business.specialHours.0.date': m.date,
      'business.specialHours.1.opens': m.specialHoursTimes,
      'business.foundedYear': m.foundedYear,
      'business.rating': m.rating,
      'banner.short': m.required,
      'services.garage-door-openers.benefits': m.benefitsCount,
      'services.garage-door-parts.faqs': m.serviceFaqsCount,
      'services.emergency-services.title': m.tooLong(120),
      'cities.york-sc.neighborhoods': m.neighborhoodsMin,
      'cities.clover-sc.testimonial.stars': m.stars,
      'faqs.openers': m.categoryFaqsCount,
      'testimonials.0.date': m.monthYear,
      gallery: m.galleryCount,
      'gallery.0.image': m.image,
      'about.values': m.valuesMin,
    });
    // Not JSON at all, and a document that is not an object.
    const notJson = await api.send('PUT', base, '{"business":', { 'If-Match': '"0"' });
    expect(notJson.status).toBe(400);
    const array = await api.send('PUT', base, [1, 2], { 'If-Match': '"0"' });
    expect(array.status).toBe(400);
    expect(await versionCount()).toBe(0);
    expect(((await (await api.get(base)).json()) as { version: number }).version).toBe(0);
  });

  it('previews the draft uncached and unindexed while the live site stays as it is', async () => {
    const saved = await api.intent('/admin/site', {
      intent: 'draft',
      ifMatch: '0',
      content: JSON.stringify(editedDocument()),
    });
    expect(saved.result).toMatchObject({ intent: 'draft', ok: true });
    const draft = (await (await api.get(`${base}/draft`)).json()) as {
      content: SiteContentDocument;
      baseVersion: number;
    };
    expect(draft.baseVersion).toBe(0);
    expect(draft.content.business.phone).toBe(NEW_MAIN);

    const res = await api.get('/admin/site/preview/services/garage-door-repair');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
    const html = await res.text();
    expect(html).toContain('data-preview-marker');
    expect(html).toContain(NEW_MAIN_TEL);
    expect(html).toContain('Spring swaps while you wait &lt;b&gt;today&lt;/b&gt;');
    expect(html).not.toContain(OLD_MAIN);
    // Links inside the preview stay in the preview.
    expect(html).toContain('href="/admin/site/preview/contact"');

    // The live page, also right after the preview (nothing leaked into the page cache).
    for (let i = 0; i < 3; i++) {
      const live = await (await fetch(`${server.url}/services/garage-door-repair`)).text();
      expect(live).toContain(OLD_MAIN);
      expect(live).not.toContain(NEW_MAIN);
      expect(live).not.toContain('data-preview-marker');
    }
  });

  it("a page load of one section carries only that section's part; other moves get the whole", async () => {
    // The draft of the test above is on screen: business, services and cities edits.
    const page = async (path: string, dest?: string) => {
      const res = await fetch(`${server.url}${path}`, {
        headers: { cookie, ...(dest ? { 'Sec-Fetch-Dest': dest } : {}) },
      });
      expect(res.status).toBe(200);
      return res.text();
    };
    const unpublished = /\d+ unpublished changes?/;
    // Text the draft leaves as it is, in other sections: only in the whole document. (The
    // draft's changes elsewhere come with the cut one: its list of unpublished changes.)
    const untouched = [
      defaultSiteDocument.cities['charlotte-nc']!.description[0]?.slice(0, 40) ?? '',
      defaultSiteDocument.faqs.general[0]?.answer.slice(0, 40) ?? '',
    ];

    const part = await page('/admin/site/business', 'document');
    const whole = await page('/admin/site/business', 'empty');
    // The draft's phone is in both.
    for (const html of [part, whole]) expect(html).toContain(NEW_MAIN);
    for (const text of untouched) {
      expect(text.length).toBeGreaterThan(20);
      expect(part).not.toContain(text);
      expect(whole).toContain(text);
    }
    // Every unpublished change is counted on the cut screen too.
    expect(part.match(unpublished)?.[0]).toBeDefined();
    expect(part.match(unpublished)?.[0]).toBe(whole.match(unpublished)?.[0]);
    // The rest of the document (~53 KB of JSON) is what the cut page leaves out.
    expect(whole.length - part.length).toBeGreaterThan(40_000);

    // The overview and the history need the whole document on any load.
    for (const path of ['/admin/site', '/admin/site/history']) {
      expect(await page(path, 'document')).toContain(untouched[0]);
    }
  });

  let published = 0;
  it('publishes: every public surface and the e-mails follow at once', async () => {
    // Warm the page cache with the old content first.
    expect(await (await fetch(`${server.url}/`)).text()).toContain(OLD_MAIN);
    const started = performance.now();
    const res = await api.send('PUT', base, editedDocument(), { 'If-Match': '"0"' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { version: number; summary: string };
    published = body.version;
    expect(published).toBeGreaterThan(0);
    expect(body.summary).toContain('Main phone line');
    expect(body.summary).toContain('1 special closure');
    expect(body.summary).toContain('Repair: benefit 3');
    expect(body.summary).toContain('Concord: testimonial');
    const ms = await waitForPage(server.url, '/', (html) => html.includes(NEW_MAIN_TEL));
    console.info(
      `[site-content ${dialect}] publish -> new page served, same instance: ${Math.round(ms + (performance.now() - started - ms))} ms total, ${Math.round(ms)} ms after the response`,
    );
    expect(ms).toBeLessThan(2000);

    const home = await (await fetch(`${server.url}/`)).text();
    expect(home).not.toContain(OLD_MAIN);
    expect(home).not.toContain('tel:+17045550134');
    // Footer: the closure under the weekly hours.
    expect(home).toContain('data-special-hours');
    // (React separates the text parts with empty comments.)
    expect(home).toMatch(/\(Storm day\)(<!-- -->)?: (<!-- -->)?Closed/);
    // JSON-LD: telephone and the closure as a one-day specification.
    const business = jsonLdBlocks(home).find((b) => b['telephone'] !== undefined);
    expect(business?.['telephone']).toBe('+17045550199');
    expect(business?.['openingHoursSpecification']).toEqual(
      expect.arrayContaining([
        {
          '@type': 'OpeningHoursSpecification',
          opens: '00:00',
          closes: '00:00',
          validFrom: CLOSURE_DATE,
          validThrough: CLOSURE_DATE,
        },
      ]),
    );
    const repair = await (await fetch(`${server.url}/services/garage-door-repair`)).text();
    expect(repair).toContain('Spring swaps while you wait &lt;b&gt;today&lt;/b&gt;');
    expect(repair).not.toContain('<b>today</b>');
    const concord = await (await fetch(`${server.url}/locations/concord-nc`)).text();
    expect(concord).toContain('They came out in the storm and fixed it in an hour.');
    const missing = await fetch(`${server.url}/no-such-page`);
    expect(missing.status).toBe(404);
    const notFound = await missing.text();
    expect(notFound).toContain(NEW_MAIN_TEL);
    expect(notFound).not.toContain(OLD_MAIN);
    const sitemap = await fetch(`${server.url}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(await sitemap.text()).toContain('/locations/concord-nc');

    // A new lead's two e-mails carry the new line.
    const before = smtp.messages.length;
    const lead = await postLead(server, { ...validLead, email: 'newline@example.com' });
    expect(lead.status).toBe(201);
    const mails = (await smtp.waitFor(before + 2, 20_000)).slice(before);
    const customer = mails.find((mail) => mail.envelopeTo.includes('newline@example.com'));
    expect(customer?.html).toContain(NEW_MAIN);
    expect(customer?.html).not.toContain(OLD_MAIN);
  });

  it('refuses a save based on an older version (409) with the current version', async () => {
    const res = await api.send('PUT', base, defaultSiteDocument, { 'If-Match': '"0"' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: m.stale, version: published });
    expect(await versionCount()).toBe(1);
  });

  it('lists the versions newest first and restores one in one step', async () => {
    const again = editedDocument();
    again.banner.enabled = false;
    const second = await api.send('PUT', base, again, { 'If-Match': `"${published}"` });
    expect(second.status).toBe(200);
    const v2 = ((await second.json()) as { version: number }).version;
    // Banner off: the pages have no emergency banner.
    await waitForPage(server.url, '/', (html) => !html.includes('data-emergency-banner'));
    const list = (await (await api.get(`${base}/versions`)).json()) as Array<{
      version: number;
      publishedAt: number;
      publishedBy: string;
      summary: string;
    }>;
    expect(list.map((v) => v.version)).toEqual([v2, published]);
    expect(list[0]).toMatchObject({ publishedBy: 'owner@example.com', summary: 'Banner off' });
    expect(typeof list[0]?.publishedAt).toBe('number');
    const compare = (await (await api.get(`${base}/versions/${published}`)).json()) as {
      content: SiteContentDocument;
    };
    expect(compare.content.banner.enabled).toBe(true);
    // The same version previewed as a page (compare before restoring).
    // (the live site has the new line; version 0, the defaults, the old one)
    const previewOld = await api.get('/admin/site/preview/?version=0');
    expect(previewOld.status).toBe(200);
    const oldHtml = await previewOld.text();
    expect(oldHtml).toContain(OLD_MAIN);
    expect(oldHtml).not.toContain(NEW_MAIN);
    expect((await api.get('/admin/site/preview/?version=999999')).status).toBe(404);
    expect((await api.get(`${base}/versions/999999`)).status).toBe(404);

    const restore = await api.send('POST', `${base}/versions/0/restore`);
    expect(restore.status).toBe(200);
    const restored = ((await restore.json()) as { version: number }).version;
    expect(restored).toBeGreaterThan(v2);
    await waitForPage(server.url, '/', (html) => html.includes(OLD_MAIN));
    const home = await (await fetch(`${server.url}/`)).text();
    expect(home).not.toContain(NEW_MAIN);
    expect(home).not.toContain('data-special-hours');
    const current = (await (await api.get(base)).json()) as { version: number; content: unknown };
    expect(current.version).toBe(restored);
    expect(current.content).toEqual(defaultSiteDocument);
    const [audit] = await server.query<{ n: number | string }>(
      "select count(*) as n from audit_log where event like 'site-content-%'",
    );
    expect(Number(audit?.n)).toBe(3);
  });

  it('exports and imports the whole content, validating the import like a publish', async () => {
    const exported = await api.get(`${base}/export`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(
      /^attachment; filename=".+\.json"$/,
    );
    const file = (await exported.json()) as { version: number; content: SiteContentDocument };
    const count = await versionCount();

    const broken = structuredClone(file) as { version: number; content: Record<string, unknown> };
    delete broken.content['gallery'];
    const importFile = (content: object) =>
      api.intent('/admin/site', {
        intent: 'import',
        ifMatch: String(file.version),
        content: JSON.stringify(content),
      });
    const refused = await importFile(broken);
    expect(refused.status).toBe(400);
    expect(refused.result?.['fieldErrors']).toHaveProperty('gallery');
    expect(await versionCount()).toBe(count);

    file.content.business.phoneSC = '(803) 555-0111';
    const imported = await importFile(file);
    expect(imported.status).toBe(200);
    const version = imported.result?.['version'];
    const after = (await (await api.get(base)).json()) as {
      version: number;
      content: SiteContentDocument;
    };
    expect(after.version).toBe(version);
    expect(after.content).toEqual(file.content);
    await waitForPage(server.url, '/locations/rock-hill-sc', (html) =>
      html.includes('tel:+18035550111'),
    );
  });

  it('stores the shipped phone typed into prose as typed; only an @1 export file is converted', async () => {
    const live = async () =>
      (await (await api.get(base)).json()) as { version: number; content: SiteContentDocument };
    const now = await live();
    const typed = `Our first line was ${OLD_MAIN}, since 1995.`;
    const doc = structuredClone(now.content);
    doc.business.phone = NEW_MAIN;
    doc.about.story = [typed];

    // A draft and a publish keep what was typed: no token is made of the shipped phone.
    const draft = await api.intent('/admin/site', {
      intent: 'draft',
      ifMatch: String(now.version),
      content: JSON.stringify(doc),
    });
    expect(draft.result).toMatchObject({ intent: 'draft', ok: true });
    const storedDraft = (await (await api.get(`${base}/draft`)).json()) as {
      content: SiteContentDocument;
    };
    expect(storedDraft.content.about.story).toEqual([typed]);
    const published = await api.send('PUT', base, doc, { 'If-Match': `"${now.version}"` });
    expect(published.status).toBe(200);
    const after = await live();
    expect(after.content.about.story).toEqual([typed]);
    const exported = (await (await api.get(`${base}/export`)).json()) as { format: string };
    expect(exported.format).toBe('carolina-family-garage-doors/site-content@2');
    await waitForPage(server.url, '/about', (html) => html.includes(typed));

    // A file exported before the tokens (format @1) shows what it showed: its shipped facts in
    // prose become tokens, filled with the file's own facts.
    const imported = await api.intent('/admin/site', {
      intent: 'import',
      ifMatch: String(after.version),
      content: JSON.stringify({
        format: 'carolina-family-garage-doors/site-content@1',
        content: doc,
      }),
    });
    expect(imported.result).toMatchObject({ intent: 'import', ok: true });
    expect((await live()).content.about.story).toEqual([
      'Our first line was {{phone}}, since {{foundedYear}}.',
    ]);
    await waitForPage(server.url, '/about', (html) =>
      html.includes(`Our first line was ${NEW_MAIN}, since 1995.`),
    );
  });

  it('publishes nothing when the database fails mid-publish', async () => {
    const before = (await (await api.get(base)).json()) as { version: number };
    const count = await versionCount();
    const [generation] = await server.query<{ setting_value: string }>(
      "select setting_value from admin_settings where setting_key = 'page_cache_generation'",
    );
    // A trigger makes the audit entry (written inside the publish transaction) fail.
    const undo = await failSitePublishes(server);
    try {
      const doc = editedDocument();
      doc.business.phone = '(704) 555-0177';
      const res = await api.send('PUT', base, doc, { 'If-Match': `"${before.version}"` });
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ error: m.publishFailed });
      expect(await versionCount()).toBe(count);
      const [after] = await server.query<{ setting_value: string }>(
        "select setting_value from admin_settings where setting_key = 'page_cache_generation'",
      );
      expect(after?.setting_value).toBe(generation?.setting_value);
      expect(((await (await api.get(base)).json()) as { version: number }).version).toBe(
        before.version,
      );
      const home = await (await fetch(`${server.url}/`)).text();
      expect(home).not.toContain('(704) 555-0177');
    } finally {
      await undo();
    }
  });

  it('shows a gallery image chosen from the uploads, and refuses one that does not exist', async () => {
    const current = (await (await api.get(base)).json()) as {
      version: number;
      content: SiteContentDocument;
    };
    const unknown = structuredClone(current.content);
    unknown.gallery[0]!.image = 'no-such-upload.jpg';
    const refused = await api.send('PUT', base, unknown, { 'If-Match': `"${current.version}"` });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual(
      {
        'gallery.0.image': m.image,
      },
    );

    const form = new FormData();
    const jpeg = await solidJpeg('#aa3366');
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'door.jpg');
    const uploaded = await fetch(`${server.url}/api/uploads`, { method: 'POST', body: form });
    expect(uploaded.status).toBe(201);
    const { name } = (await uploaded.json()) as { name: string };
    const chosen = structuredClone(current.content);
    chosen.gallery[0]!.image = name;
    const res = await api.send('PUT', base, chosen, { 'If-Match': `"${current.version}"` });
    expect(res.status).toBe(200);
    await waitForPage(server.url, '/gallery', (html) => html.includes(`/uploads/${name}`));
  });

  it('puts image-mapping changes in the history, and a restore brings the images back', async () => {
    const before = (await (await api.get(base)).json()) as { version: number };
    const form = new FormData();
    const jpeg = await solidJpeg('#33aa66');
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'hero.jpg');
    const uploaded = await fetch(`${server.url}/api/uploads`, { method: 'POST', body: form });
    const { name } = (await uploaded.json()) as { name: string };
    const mapped = await assignImage(server, cookie, 'home.hero', name);
    expect(mapped.result).toMatchObject({ intent: 'assign', ok: true });
    const list = (await (await api.get(`${base}/versions`)).json()) as Array<{
      version: number;
      summary: string;
    }>;
    expect(list[0]?.summary).toBe('Images: home.hero');
    expect(list[0]?.version).toBeGreaterThan(before.version);
    await waitForPage(server.url, '/', (html) => html.includes(`/uploads/${name}`));

    const restore = await api.send('POST', `${base}/versions/${before.version}/restore`);
    expect(restore.status).toBe(200);
    const [row] = await server.query<{ object_path: string | null }>(
      "select object_path from site_image_mappings where placeholder_key = 'home.hero'",
    );
    expect(row?.object_path).not.toBe(name);
    await waitForPage(server.url, '/', (html) => !html.includes(`/uploads/${name}`));
  });

  it('lets exactly one of two concurrent publishes based on one version win', async () => {
    const current = (await (await api.get(base)).json()) as { version: number };
    const a = editedDocument();
    a.business.customers = '6000+';
    const b = editedDocument();
    b.business.customers = '7000+';
    const answers = await Promise.all(
      [a, b].map((doc) => api.send('PUT', base, doc, { 'If-Match': `"${current.version}"` })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

const runsOnPostgres = (await dialects()).includes('postgres');

describe.runIf(runsOnPostgres)('site content on two instances sharing PostgreSQL', () => {
  const schema = uniqueSchema();
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    a = await startServer({ dialect: 'postgres', schema, keepData: true });
    b = await startServer({ dialect: 'postgres', schema, keepData: true });
  });
  afterAll(async () => {
    await Promise.all([a?.dispose(), b?.dispose()]);
    await dropSchema(schema);
  });

  it('shows a publish made on A on B within 2 seconds, and a restore too', async () => {
    const { cookie } = await signedInAdmin(a);
    const api = client(a, cookie);
    // B has the old page cached.
    expect(await (await fetch(`${b.url}/contact`)).text()).toContain(OLD_MAIN);
    const res = await api.send('PUT', '/api/admin/site-content', editedDocument(), {
      'If-Match': '"0"',
    });
    expect(res.status).toBe(200);
    const ms = await waitForPage(b.url, '/contact', (html) => html.includes(NEW_MAIN_TEL), 4000);
    console.info(`[site-content] publish on A -> new page served by B: ${Math.round(ms)} ms`);
    expect(ms).toBeLessThan(2000);

    const restore = await api.send('POST', '/api/admin/site-content/versions/0/restore');
    expect(restore.status).toBe(200);
    const back = await waitForPage(b.url, '/contact', (html) => html.includes(OLD_MAIN), 4000);
    expect(back).toBeLessThan(2000);
  });
});
