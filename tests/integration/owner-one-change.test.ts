import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteContentDocument } from '#app/content/site-document.ts';
import { siteContentMessages } from '#app/lib/messages.ts';
import { postIntent, type IntentAnswer } from '#tests/support/admin-intent.ts';
import { ownerFetch } from '#tests/support/booking-app.ts';
import { signedInAdmin } from '#tests/support/dashboard-session.ts';
import { dialects } from '#tests/support/dialects.ts';
import { threeOptionEstimate } from '#tests/support/estimates.ts';
import { seedLeads, type SeedLead } from '#tests/support/seed-leads.ts';
import { startServer, type TestServer } from '#tests/support/server.ts';

/**
 * Issue 38: a change with two adapters (the interface contract's JSON endpoint and the admin
 * screen's route intent) is one command, so the same change through either stores the same
 * thing and meets the same refusal. Leads have their own file (lead-one-change.test.ts); here
 * the site publish, a post's publish and an estimate's creation.
 */

/** An adapter's answer in the terms both share. */
type Answer =
  { outcome: 'done' } | { outcome: 'refused'; status: number; message: string; fields: string[] };

/** The JSON endpoint's answer. */
async function fromApi(res: Response): Promise<Answer> {
  const body = (await res.json()) as { error?: string; fieldErrors?: Record<string, string> };
  if (res.ok) return { outcome: 'done' };
  return refusal(res.status, body.error, body.fieldErrors);
}

/** The route intent's answer. */
function fromIntent(answer: IntentAnswer): Answer {
  const result = answer.result ?? {};
  if (result['ok'] === true) return { outcome: 'done' };
  return refusal(
    answer.status,
    result['message'],
    result['fieldErrors'] as Record<string, string> | undefined,
  );
}

function refusal(status: number, message: unknown, fieldErrors = {}): Answer {
  return { outcome: 'refused', status, message: String(message), fields: Object.keys(fieldErrors) };
}

describe.each(await dialects())('one change, two adapters, on %s', (dialect) => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startServer({ dialect });
    ({ cookie } = await signedInAdmin(server));
  });
  afterAll(() => server?.dispose());

  const api = (path: string, init: RequestInit = {}) => ownerFetch(server, cookie, path, init);
  const screen = (route: string, fields: Record<string, string>) =>
    postIntent(server, cookie, route, fields);
  const count = async (table: string) => {
    const [row] = await server.query<{ n: number | string }>(`select count(*) as n from ${table}`);
    return Number(row?.n);
  };

  describe('the site publish: PUT /api/admin/site-content and the Site editor', () => {
    const SITE = '/api/admin/site-content';
    type Publish = (content: SiteContentDocument, ifMatch: number) => Promise<Answer>;
    const viaApi: Publish = async (content, ifMatch) =>
      fromApi(
        await api(SITE, {
          method: 'PUT',
          headers: { 'If-Match': `"${ifMatch}"` },
          body: JSON.stringify(content),
        }),
      );
    const viaEditor: Publish = async (content, ifMatch) =>
      fromIntent(
        await screen('/admin/site', {
          intent: 'publish',
          ifMatch: String(ifMatch),
          content: JSON.stringify(content),
        }),
      );

    async function live(): Promise<{ version: number; content: SiteContentDocument }> {
      return (await (await api(SITE)).json()) as { version: number; content: SiteContentDocument };
    }

    /** Publishes `edit` of the live content; what was answered and what is live after. */
    async function publishEdit(publish: Publish, edit: (doc: SiteContentDocument) => void) {
      const before = await live();
      const content = structuredClone(before.content);
      edit(content);
      const answer = await publish(content, before.version);
      const after = await live();
      const [latest] = (await (await api(`${SITE}/versions`)).json()) as Array<{
        summary: string;
        source: string;
      }>;
      return {
        answer,
        newVersion: after.version > before.version,
        latest: { summary: latest?.summary, source: latest?.source },
        content: after.content,
      };
    }

    it('the same change: a new version with the same summary and the same live content', async () => {
      const start = await live();
      const edit = (doc: SiteContentDocument) => {
        doc.banner.short = 'One change, two adapters';
        doc.business.phone = '(704) 555-0166';
      };
      const throughApi = await publishEdit(viaApi, edit);
      // Back to the start (the contract's restore), so the editor makes the very same change.
      const restored = await api(`${SITE}/versions/${start.version}/restore`, { method: 'POST' });
      expect(restored.status).toBe(200);
      const throughEditor = await publishEdit(viaEditor, edit);

      expect(throughApi).toMatchObject({
        answer: { outcome: 'done' },
        newVersion: true,
        content: { banner: { short: 'One change, two adapters' } },
      });
      expect(throughApi.latest.summary).toContain('Main phone line');
      expect(throughEditor).toEqual(throughApi);
    });

    it('the same refusals, nothing stored: an invalid document (400) and a stale version (409)', async () => {
      const now = await live();
      const versions = await count('site_content_versions');
      const invalid = structuredClone(now.content);
      invalid.business.phone = '555';
      const stale = structuredClone(now.content);
      stale.banner.short = 'Typed on an older version';
      const older = now.version - 1;

      for (const publish of [viaApi, viaEditor]) {
        expect(await publish(invalid, now.version)).toEqual({
          outcome: 'refused',
          status: 400,
          message: siteContentMessages.invalid,
          fields: ['business.phone'],
        });
        expect(await publish(stale, older)).toEqual({
          outcome: 'refused',
          status: 409,
          message: siteContentMessages.stale,
          fields: [],
        });
      }
      expect(await count('site_content_versions')).toBe(versions);
      expect(await live()).toEqual(now);
    });
  });

  describe("a post's publish: POST /api/admin/posts/<id>/publish and the post editor", () => {
    interface Draft {
      id: number;
      slug: string;
      fields: { title: string; summary: string; bodyHtml: string };
    }
    type Publish = (draft: Draft) => Promise<Answer>;
    const viaApi: Publish = async (draft) =>
      fromApi(await api(`/api/admin/posts/${draft.id}/publish`, { method: 'POST' }));
    // The editor's Publish saves what is on screen, then publishes it.
    const viaEditor: Publish = async (draft) =>
      fromIntent(
        await screen(`/admin/posts/${draft.id}`, {
          intent: 'publish',
          id: String(draft.id),
          slug: draft.slug,
          ...draft.fields,
        }),
      );

    async function draft(title: string, bodyHtml: string): Promise<Draft> {
      const fields = { title, summary: 'Both ways to publish a post.', bodyHtml };
      const res = await api('/api/admin/posts', { method: 'POST', body: JSON.stringify(fields) });
      expect(res.status).toBe(201);
      const { id, slug } = (await res.json()) as { id: number; slug: string };
      return { id, slug, fields };
    }

    /** What a publish left: the post's row, its revisions and its page. */
    async function stored(post: Draft) {
      const [row] = await server.query<{ status: string; published_at: unknown }>(
        'select status, published_at from posts where id = ?',
        [post.id],
      );
      const [revisions] = await server.query<{ n: number | string }>(
        'select count(*) as n from post_revisions where post_id = ?',
        [post.id],
      );
      const page = await fetch(`${server.url}/blog/${post.slug}`, { redirect: 'manual' });
      const html = page.status === 200 ? await page.text() : '';
      return {
        status: row?.status,
        published: row?.published_at !== null,
        revisions: Number(revisions?.n),
        page: page.status,
        heading: html.includes(`<h1`) && html.includes(post.fields.title),
      };
    }

    it('the same change: published, the same revisions, its page served', async () => {
      const body = '<p>Springs, rollers and <a href="/faqs">the questions</a>.</p>';
      const apiPost = await draft('Published through the API', body);
      const editorPost = await draft('Published through the editor', body);
      const throughApi = { answer: await viaApi(apiPost), stored: await stored(apiPost) };
      const throughEditor = {
        answer: await viaEditor(editorPost),
        stored: await stored(editorPost),
      };
      expect(throughApi).toMatchObject({
        answer: { outcome: 'done' },
        stored: { status: 'published', published: true, page: 200, heading: true },
      });
      expect(throughEditor).toEqual(throughApi);
    });

    it('the same refusal, nothing published: a link to a page that does not exist', async () => {
      const body = '<p><a href="/blog/never-written">a post to come</a></p>';
      const apiPost = await draft('Broken link through the API', body);
      const editorPost = await draft('Broken link through the editor', body);
      const throughApi = { answer: await viaApi(apiPost), stored: await stored(apiPost) };
      const throughEditor = {
        answer: await viaEditor(editorPost),
        stored: await stored(editorPost),
      };
      expect(throughApi).toMatchObject({
        answer: { outcome: 'refused', status: 400, fields: ['bodyHtml'] },
        stored: { status: 'draft', published: false, page: 404 },
      });
      // The editor says the one field's message (the API its summary, with the fields).
      expect(throughEditor).toEqual({
        ...throughApi,
        answer: {
          ...throughApi.answer,
          status: 200,
          message: expect.stringContaining('never-written'),
        },
      });
    });
  });

  describe("an estimate's creation: POST /api/admin/leads/<id>/estimates and the lead card", () => {
    type Create = (leadId: number, body: object) => Promise<Answer>;
    const viaApi: Create = async (leadId, body) =>
      fromApi(
        await api(`/api/admin/leads/${leadId}/estimates`, {
          method: 'POST',
          body: JSON.stringify(body),
        }),
      );
    const viaCard: Create = async (leadId, body) =>
      fromIntent(
        await screen('/admin/submissions', {
          intent: 'estimate-save',
          id: String(leadId),
          estimateId: '',
          body: JSON.stringify(body),
        }),
      );

    const seed = (email: string, extra: Partial<SeedLead> = {}) =>
      seedLeads(server, [
        { name: 'Pat Door', email, phone: '(555) 010-0000', service: 'Repair', ...extra },
      ]).then(([id]) => id!);

    /** The lead's estimates as the contract shows them, less what names one row or instant. */
    async function estimatesOf(leadId: number) {
      const res = await api(`/api/admin/leads/${leadId}/estimates`);
      const list = (await res.json()) as Array<Record<string, unknown>>;
      return list.map(({ id, number, leadId, createdAt, updatedAt, expiresAt, ...rest }) => ({
        ...rest,
        rowNamed: [id, number, leadId].every((v) => v !== undefined && v !== null),
        validForMs: Number(expiresAt) - Number(createdAt),
        unchangedSinceCreated: updatedAt === createdAt,
      }));
    }

    async function create(adapter: Create, leadId: number, body: object) {
      return { answer: await adapter(leadId, body), estimates: await estimatesOf(leadId) };
    }

    it('the same change: one draft with the same options and totals', async () => {
      const throughApi = await create(
        viaApi,
        await seed('est-api@example.com'),
        threeOptionEstimate,
      );
      const throughCard = await create(
        viaCard,
        await seed('est-card@example.com'),
        threeOptionEstimate,
      );
      expect(throughApi.answer).toEqual({ outcome: 'done' });
      expect(throughApi.estimates).toHaveLength(1);
      expect(throughApi.estimates[0]).toMatchObject({ status: 'draft' });
      expect(throughCard).toEqual(throughApi);
    });

    it('the same refusals, nothing stored: a spam lead, and a body without options', async () => {
      const spam = { status: 'spam', spamReason: 'honeypot' } as const;
      const empty = { ...threeOptionEstimate, options: [] };
      for (const adapter of [viaApi, viaCard]) {
        const spamLead = await seed(
          `est-spam-${adapter === viaApi ? 'api' : 'card'}@example.com`,
          spam,
        );
        const refused = await create(adapter, spamLead, threeOptionEstimate);
        expect(refused).toMatchObject({
          answer: { outcome: 'refused', fields: [] },
          estimates: [],
        });
        const lead = await seed(`est-empty-${adapter === viaApi ? 'api' : 'card'}@example.com`);
        expect(await create(adapter, lead, empty)).toMatchObject({
          answer: { outcome: 'refused', fields: ['options'] },
          estimates: [],
        });
      }
    });
  });
});
