import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeLeadText } from '#app/lib/lead-schema.ts';
import { defaultCustomerTemplate } from '#app/server/mail/default-template.ts';
import { defaultReviewTemplate } from '#app/server/reviews/default-review-template.ts';
import { limits } from '#app/lib/limits.ts';
import { signedInAdmin, type SignedInAdmin } from '#tests/support/dashboard-session.ts';
import { dialects } from '#tests/support/dialects.ts';
import { seedLeads, type SeedLead } from '#tests/support/seed-leads.ts';
import { startServer, type TestServer } from '#tests/support/server.ts';
import { htmlShape, isScriptUrl, xssPayloads } from '#tests/support/xss-payloads.ts';

/**
 * The dashboard with the 200 XSS payloads (issue 17) in every field of 200 leads: each shows as
 * the text it is, and the server-rendered Submissions pages have no element, attribute or
 * script URL that the same pages with plain leads lack (hydration data included: a payload that
 * closed its <script> early would show up as tags after it). One render per 25 leads; no browser.
 */

/** What the intake would store for this field (NULs and other controls dropped, trimmed). */
function stored(
  payload: string,
  field: 'name' | 'email' | 'phone' | 'address' | 'message' | 'location',
): string {
  return normalizeLeadText(payload, field);
}

/** Attribution values are free text too; stored without control characters (PostgreSQL refuses NUL). */
function storedAttribution(payload: string): string {
  return normalizeLeadText(payload, 'message');
}

function leadWith(
  value: (field: 'name' | 'email' | 'phone' | 'address' | 'message' | 'location') => string,
  attribution: string,
  createdAt: number,
): SeedLead {
  return {
    name: value('name'),
    email: value('email'),
    phone: value('phone'),
    service: 'repair',
    address: value('address'),
    message: value('message'),
    location: value('location'),
    landingPage: attribution,
    conversionPage: attribution,
    referrer: attribution,
    utmSource: attribution,
    utmMedium: attribution,
    utmCampaign: attribution,
    utmTerm: attribution,
    utmContent: attribution,
    gclid: attribution,
    createdAt,
  };
}

describe.each(await dialects())('dashboard with the 200 XSS payloads on %s', (dialect) => {
  let server: TestServer;
  let admin: SignedInAdmin;
  let payloadIds: number[] = [];
  const pageSize = limits.admin.pageSize;
  const page = async (n: number) => {
    const res = await fetch(`${server.url}/admin/submissions?page=${n}`, {
      headers: { Cookie: admin.cookie },
      redirect: 'manual',
    });
    expect(res.status).toBe(200);
    return res.text();
  };

  beforeAll(async () => {
    server = await startServer({ dialect });
    admin = await signedInAdmin(server);
  });
  afterAll(() => server?.dispose());

  it('shows every payload as text and injects nothing', async () => {
    const now = Date.now();
    // The same pages with plain leads (first, middle, last: pagination differs): the elements
    // and attributes a Submissions page may have.
    await seedLeads(
      server,
      Array.from({ length: pageSize * 3 }, (_, i) =>
        leadWith(() => `Plain value ${i}`, '/locations/charlotte-nc', now - i * 1000),
      ),
    );
    const baseline = { shapes: new Set<string>(), scripts: 0 };
    for (const n of [1, 2, 3]) {
      const plain = htmlShape(await page(n));
      for (const s of plain.shapes) baseline.shapes.add(s);
      baseline.scripts = plain.scripts;
    }
    await server.query('delete from contact_submissions');

    const started = performance.now();
    payloadIds = await seedLeads(
      server,
      xssPayloads.map((payload, i) =>
        leadWith((field) => stored(payload, field), storedAttribution(payload), now - i * 1000),
      ),
    );
    const pages = Math.ceil(xssPayloads.length / pageSize);
    const seen = new Set<number>();
    for (let n = 1; n <= pages; n++) {
      const html = await page(n);
      const shape = htmlShape(html);
      const onPage = xssPayloads.slice((n - 1) * pageSize, n * pageSize);
      expect(html.match(/data-testid="lead-card"/g)).toHaveLength(onPage.length);
      const extra = [...shape.shapes].filter((s) => !baseline.shapes.has(s));
      expect(extra, `page ${n}`).toEqual([]);
      expect(shape.scripts, `page ${n}`).toBe(baseline.scripts);
      expect(shape.urls.filter(isScriptUrl), `page ${n}`).toEqual([]);
      onPage.forEach((payload, i) => {
        const index = (n - 1) * pageSize + i;
        // Newest first: this page holds exactly these leads, each name and message as text.
        expect(shape.text, JSON.stringify(payload)).toContain(stored(payload, 'name'));
        expect(shape.text, JSON.stringify(payload)).toContain(stored(payload, 'message'));
        seen.add(index);
      });
    }
    expect(seen.size).toBe(200);
    // Reasonable run time: 200 leads, 8 server renders.
    expect(performance.now() - started).toBeLessThan(30_000);
  });

  it("the template editors' previews of these leads (confirmation and review) inject nothing", async () => {
    expect(payloadIds).toHaveLength(200);
    const preview = async (path: string, template: string, lead?: number) => {
      const res = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: {
          Cookie: admin.cookie,
          Origin: server.url,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ template, ...(lead ? { lead: String(lead) } : {}) }),
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { html: string }).html;
    };
    const editors = [
      ['/admin/email-templates/preview', defaultCustomerTemplate],
      ['/admin/email-templates/review/preview', defaultReviewTemplate],
    ] as const;
    for (const [path, template] of editors) {
      // The sample values: the shape every lead's preview must keep.
      const baseline = htmlShape(await preview(path, template));
      const started = performance.now();
      // A few at a time: 200 renders per editor, one per payload.
      for (let i = 0; i < payloadIds.length; i += 8) {
        const batch = payloadIds.slice(i, i + 8);
        const pages = await Promise.all(batch.map((id) => preview(path, template, id)));
        pages.forEach((html, j) => {
          const payload = xssPayloads[i + j]!;
          const shape = htmlShape(html);
          const extra = [...shape.shapes].filter((s) => !baseline.shapes.has(s));
          expect(extra, `${path} ${JSON.stringify(payload)}`).toEqual([]);
          expect(shape.scripts).toBe(baseline.scripts);
          expect(shape.urls.filter(isScriptUrl)).toEqual([]);
          expect(shape.text, JSON.stringify(payload)).toContain(stored(payload, 'name'));
        });
      }
      expect(performance.now() - started).toBeLessThan(30_000);
    }
  });
});
