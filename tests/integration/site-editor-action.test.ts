import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteDocument } from '#app/content/default-site-document.ts';
import type { SiteContentDocument } from '#app/content/site-document.ts';
import { siteContentMessages as m } from '#app/lib/messages.ts';
import { siteEditorMessages } from '#app/lib/site-editor-messages.ts';
import { sameOrigin } from '#tests/support/admin.ts';
import { postIntent } from '#tests/support/admin-intent.ts';
import { signedInAdmin } from '#tests/support/dashboard-session.ts';
import { dialects } from '#tests/support/dialects.ts';
import { failSitePublishes } from '#tests/support/failing-publish.ts';
import { startServer, type TestServer } from '#tests/support/server.ts';

/**
 * Issue 29: the Site editor writes through its route's action (`/admin/site`), the way the
 * page's script posts it (single fetch, `/admin/site.data`, multipart): the draft, a publish on
 * the live version and on an older one (409, the editor's conflict), a restore, an import of a
 * broken file. A refusal stores nothing. The JSON API's own contract is site-content.test.ts.
 */

const API = '/api/admin/site-content';

describe.each(await dialects())('the Site editor route action on %s', (dialect) => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startServer({ dialect });
    ({ cookie } = await signedInAdmin(server));
  });
  afterAll(() => server?.dispose());

  const post = (fields: Record<string, string>, headers = sameOrigin(server)) =>
    postIntent(server, cookie, '/admin/site', fields, headers);

  async function live(): Promise<{ version: number; content: SiteContentDocument }> {
    return (await fetch(`${server.url}${API}`, { headers: { cookie } })).json() as Promise<{
      version: number;
      content: SiteContentDocument;
    }>;
  }

  async function draft(): Promise<{ content: SiteContentDocument | null; baseVersion: number }> {
    const res = await fetch(`${server.url}${API}/draft`, { headers: { cookie } });
    return (await res.json()) as { content: SiteContentDocument | null; baseVersion: number };
  }

  async function versionCount(): Promise<number> {
    const [row] = await server.query<{ n: number | string }>(
      'select count(*) as n from site_content_versions',
    );
    return Number(row?.n);
  }

  function edited(edit: (doc: SiteContentDocument) => void): string {
    const doc = structuredClone(defaultSiteDocument);
    edit(doc);
    return JSON.stringify(doc);
  }

  it('saves a valid draft on top of its version; an invalid one is refused and not stored', async () => {
    const content = edited((doc) => (doc.banner.short = 'Typed in the editor'));
    const saved = await post({ intent: 'draft', ifMatch: '0', content });
    expect(saved).toEqual({
      status: 200,
      result: { intent: 'draft', ok: true, message: siteEditorMessages.draftSaved },
    });
    expect(await draft()).toMatchObject({
      baseVersion: 0,
      content: { banner: { short: 'Typed in the editor' } },
    });

    const invalid = edited((doc) => (doc.business.phone = '555'));
    const refused = await post({ intent: 'draft', ifMatch: '0', content: invalid });
    expect(refused.status).toBe(400);
    expect(refused.result).toMatchObject({
      intent: 'draft',
      ok: false,
      message: m.invalid,
      fieldErrors: { 'business.phone': m.phone },
    });
    // Without the version it is based on: refused too.
    const unbased = await post({ intent: 'draft', content });
    expect(unbased.status).toBe(400);
    expect(unbased.result).toMatchObject({ fieldErrors: { ifMatch: m.ifMatchRequired } });
    expect((await draft()).content?.banner.short).toBe('Typed in the editor');
  });

  it('publishes on the live version; on an older one answers the conflict (409), nothing stored', async () => {
    const content = edited((doc) => (doc.banner.short = 'First publish'));
    const first = await post({ intent: 'publish', ifMatch: '0', content });
    expect(first.status).toBe(200);
    const version = first.result?.version;
    expect(first.result).toEqual({
      intent: 'publish',
      ok: true,
      message: siteEditorMessages.published(String(version)),
      version,
    });
    expect(await live()).toMatchObject({
      version,
      content: { banner: { short: 'First publish' } },
    });

    const count = await versionCount();
    const stale = edited((doc) => (doc.banner.short = 'Typed on an older version'));
    const conflict = await post({ intent: 'publish', ifMatch: '0', content: stale });
    expect(conflict).toEqual({
      status: 409,
      result: { intent: 'publish', ok: false, message: m.stale, currentVersion: version },
    });
    expect(await versionCount()).toBe(count);
    expect((await live()).content.banner.short).toBe('First publish');
  });

  it('restores a version in one step (a new version with its content)', async () => {
    const before = await live();
    const restored = await post({ intent: 'restore', version: '0' });
    expect(restored.status).toBe(200);
    const version = restored.result?.version;
    expect(restored.result).toMatchObject({
      intent: 'restore',
      ok: true,
      message: siteEditorMessages.restored('0', String(version)),
    });
    expect(version).toBeGreaterThan(before.version);
    expect(await live()).toEqual({ version, content: defaultSiteDocument });

    const unknown = await post({ intent: 'restore', version: '999999' });
    expect(unknown.status).toBe(404);
    expect(unknown.result).toMatchObject({ ok: false, message: m.unknownVersion });
  });

  it('imports an exported file; a broken or invalid file gets a clear error and changes nothing', async () => {
    const now = await live();
    const count = await versionCount();
    const notJson = await post({
      intent: 'import',
      ifMatch: String(now.version),
      content: '{"format": "carolina-family-garage-doors/site-content@1", "content": {',
    });
    expect(notJson).toEqual({
      status: 400,
      result: {
        intent: 'import',
        ok: false,
        message: m.invalidJson,
        fieldErrors: { content: m.invalidJson },
      },
    });
    const broken = structuredClone(now) as { content: Record<string, unknown> };
    delete broken.content['gallery'];
    const invalid = await post({
      intent: 'import',
      ifMatch: String(now.version),
      content: JSON.stringify(broken),
    });
    expect(invalid.status).toBe(400);
    expect(invalid.result?.fieldErrors).toHaveProperty('gallery');
    expect(await versionCount()).toBe(count);
    expect(await live()).toEqual(now);

    const file = { format: 'carolina-family-garage-doors/site-content@1', ...now };
    file.content.business.phoneSC = '(803) 555-0111';
    const imported = await post({
      intent: 'import',
      ifMatch: String(now.version),
      content: JSON.stringify(file),
    });
    expect(imported.status).toBe(200);
    expect(imported.result).toMatchObject({ intent: 'import', ok: true });
    expect(await live()).toEqual({ version: imported.result?.version, content: file.content });
  });

  it('a publish the database fails: the failure (500), nothing half-written', async () => {
    const before = await live();
    const count = await versionCount();
    const undo = await failSitePublishes(server);
    try {
      const content = edited((doc) => (doc.business.phone = '(704) 555-0177'));
      const failed = await post({ intent: 'publish', ifMatch: String(before.version), content });
      expect(failed).toEqual({
        status: 500,
        result: { intent: 'publish', ok: false, message: m.publishFailed },
      });
      expect(await versionCount()).toBe(count);
      expect(await live()).toEqual(before);
    } finally {
      await undo();
    }
  });

  it('refuses a cross-site post and one without a session, storing nothing', async () => {
    const count = await versionCount();
    const content = JSON.stringify((await live()).content);
    const version = String((await live()).version);
    const crossSite = await post(
      { intent: 'publish', ifMatch: version, content },
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    );
    // React Router's own Origin check may answer first (400); either way nothing happens.
    expect([400, 403]).toContain(crossSite.status);
    const form = new FormData();
    form.set('intent', 'publish');
    form.set('ifMatch', version);
    form.set('content', content);
    const signedOut = await fetch(`${server.url}/admin/site.data`, {
      method: 'POST',
      headers: sameOrigin(server),
      body: form,
      redirect: 'manual',
    });
    // Single fetch answers a redirect (to the sign-in gate) as data for the page to follow.
    expect([202, 204, 302]).toContain(signedOut.status);
    expect(await versionCount()).toBe(count);
  });
});
