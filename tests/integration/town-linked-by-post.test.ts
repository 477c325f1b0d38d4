/**
 * A town the owner added, then linked from a published post: removing the town left the live
 * post with a link to a page that answers 404 (a visitor's dead end; the post editor refuses
 * such a link on publish, but nothing stopped the town from going afterwards). The removal is
 * refused, naming the post, until the post no longer links there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteDocument } from '#app/content/default-site-document.ts';
import type { SiteContentDocument } from '#app/content/site-document.ts';
import { siteContentMessages as m } from '#app/lib/messages.ts';
import { signedInAdmin } from '#tests/support/dashboard-session.ts';
import { dialects } from '#tests/support/dialects.ts';
import { startServer, type TestServer } from '#tests/support/server.ts';

const SLUG = 'mint-hill-nc';

function withMintHill(): SiteContentDocument {
  const doc = structuredClone(defaultSiteDocument);
  doc.cities[SLUG] = {
    name: 'Mint Hill',
    stateCode: 'NC',
    county: 'Mecklenburg',
    latitude: 35.1796,
    longitude: -80.6473,
    description: [
      'Mint Hill keeps its small-town feel east of Charlotte: ranch houses from the seventies, with single doors whose springs are now at the end of their life.',
      'New builds off Lawyers Road get insulated steel doors and quiet belt openers.',
    ],
    neighborhoods: ['Downtown Mint Hill', 'Lawyers Road', 'Bain'],
    testimonial: null,
  };
  return doc;
}

describe.each(await dialects())('a town page a post links to on %s', (dialect) => {
  let server: TestServer;
  let cookie: string;
  let version = 0;
  beforeAll(async () => {
    server = await startServer({ dialect });
    cookie = (await signedInAdmin(server)).cookie;
  });
  afterAll(() => server?.dispose());

  const send = (method: string, path: string, body?: unknown, extra: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: {
        cookie,
        Origin: server.url,
        'Sec-Fetch-Site': 'same-origin',
        'Content-Type': 'application/json',
        ...extra,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  async function publishSite(doc: SiteContentDocument) {
    const res = await send('PUT', '/api/admin/site-content', doc, { 'If-Match': `"${version}"` });
    const body = (await res.json()) as { version?: number; fieldErrors?: Record<string, string> };
    if (res.status === 200 && body.version !== undefined) version = body.version;
    return { status: res.status, body };
  }
  const status = async (path: string) => (await fetch(`${server.url}${path}`)).status;

  it('refuses removing it while a published post links there; allows it once the post is down', async () => {
    expect((await publishSite(withMintHill())).status).toBe(200);
    const created = await send('POST', '/api/admin/posts', {
      title: 'New springs in Mint Hill',
      summary: 'A spring job east of Charlotte.',
      bodyHtml: `<p>Another door in <a href="/locations/${SLUG}">Mint Hill</a>.</p>`,
    });
    const { id } = (await created.json()) as { id: number };
    expect((await send('POST', `/api/admin/posts/${id}/publish`)).status).toBe(200);

    const removed = await publishSite(structuredClone(defaultSiteDocument));
    expect(removed.status).toBe(400);
    expect(removed.body.fieldErrors).toEqual({
      [`cities.${SLUG}`]: m.townLinkedByPost('New springs in Mint Hill'),
    });
    expect(await status(`/locations/${SLUG}`)).toBe(200);

    expect((await send('POST', `/api/admin/posts/${id}/unpublish`)).status).toBe(200);
    expect((await publishSite(structuredClone(defaultSiteDocument))).status).toBe(200);
    expect(await status(`/locations/${SLUG}`)).toBe(404);
  });
});
