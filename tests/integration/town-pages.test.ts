import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteDocument } from '#app/content/default-site-document.ts';
import type { CityDocument, SiteContentDocument } from '#app/content/site-document.ts';
import { siteContentMessages as m } from '#app/lib/messages.ts';
import { signedInAdmin } from '#tests/support/dashboard-session.ts';
import { dialects } from '#tests/support/dialects.ts';
import { jsonLdBlocks, linkHref } from '#tests/support/html.ts';
import { startServer, type TestServer } from '#tests/support/server.ts';

/**
 * Issue 40: a town the owner adds is published through the site content (draft, publish,
 * history) and becomes a page like the shipped 14: its own text, the business's areaServed,
 * the sitemap and the /locations list; removed, it answers 404 and leaves them.
 */

const BASE = '/api/admin/site-content';
const SLUG = 'mint-hill-nc';
const INTRO =
  'Mint Hill keeps its small-town feel east of Charlotte: ranch houses from the seventies, with single doors whose torsion springs are now at the end of their life.';

const mintHill: CityDocument = {
  name: 'Mint Hill',
  stateCode: 'NC',
  county: 'Mecklenburg',
  latitude: 35.1796,
  longitude: -80.6473,
  description: [
    INTRO,
    'New builds off Lawyers Road get insulated steel doors and quiet belt openers.',
  ],
  neighborhoods: ['Downtown Mint Hill', 'Lawyers Road', 'Bain'],
  testimonial: null,
};

describe.each(await dialects())('town pages on %s', (dialect) => {
  let server: TestServer;
  let cookie: string;
  let version = 0;
  beforeAll(async () => {
    server = await startServer({ dialect });
    cookie = (await signedInAdmin(server)).cookie;
  });
  afterAll(() => server?.dispose());

  async function publish(doc: SiteContentDocument) {
    const res = await fetch(`${server.url}${BASE}`, {
      method: 'PUT',
      headers: {
        cookie,
        Origin: server.url,
        'Sec-Fetch-Site': 'same-origin',
        'Content-Type': 'application/json',
        'If-Match': `"${version}"`,
      },
      body: JSON.stringify(doc),
    });
    const body = (await res.json()) as {
      version?: number;
      fieldErrors?: Record<string, string>;
    };
    if (res.status === 200 && body.version !== undefined) version = body.version;
    return { status: res.status, body };
  }

  const event = (path: string) =>
    fetch(`${server.url}/api/events`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      },
      body: JSON.stringify({ type: 'view', path }),
    });

  const page = async (path: string) => {
    const res = await fetch(`${server.url}${path}`);
    return { status: res.status, html: await res.text() };
  };

  it('publishes an added town: its page, areaServed, the sitemap and /locations', async () => {
    const doc = structuredClone(defaultSiteDocument);
    doc.cities[SLUG] = mintHill;
    const published = await publish(doc);
    expect(published.status).toBe(200);

    const town = await page(`/locations/${SLUG}`);
    expect(town.status).toBe(200);
    expect(town.html).toContain('<h1');
    expect(town.html).toContain('Garage Door Services in Mint Hill, NC');
    expect(town.html).toContain(INTRO);
    expect(town.html).toContain(
      '<title>Garage Door Repair &amp; Installation in Mint Hill, NC</title>',
    );
    const canonical = linkHref(town.html, 'canonical') ?? '';
    expect(canonical).toMatch(new RegExp(`^https?://[^/]+/locations/${SLUG}$`));
    const origin = canonical.slice(0, -`/locations/${SLUG}`.length);
    const businesses = jsonLdBlocks(town.html).filter(
      (b) => b['@type'] === 'HomeAndConstructionBusiness',
    );
    expect(businesses).toHaveLength(1);
    expect(businesses[0]?.areaServed).toContainEqual({
      '@type': 'City',
      name: 'Mint Hill, NC',
      url: `${origin}/locations/${SLUG}`,
    });

    const sitemap = await page('/sitemap.xml');
    expect(sitemap.html).toContain(`<loc>${origin}/locations/${SLUG}</loc>`);
    expect(sitemap.html).toContain(`<loc>${origin}/locations/york-sc</loc>`);
    const list = await page('/locations');
    expect(list.html).toContain(`href="/locations/${SLUG}"`);
    // A nearby shipped town links to it.
    expect((await page('/locations/matthews-nc')).html).toContain(`href="/locations/${SLUG}"`);

    // Its views are counted like every page's.
    expect((await event(`/locations/${SLUG}`)).status).toBe(204);

    const rows = (await (
      await fetch(`${server.url}${BASE}/versions`, { headers: { cookie } })
    ).json()) as { summary: string }[];
    expect(rows[0]?.summary).toContain('Town page added: Mint Hill, NC');
  });

  it('removes an added town: 404, out of the sitemap and the list', async () => {
    const doc = structuredClone(defaultSiteDocument);
    expect((await publish(doc)).status).toBe(200);
    expect((await page(`/locations/${SLUG}`)).status).toBe(404);
    expect((await page('/sitemap.xml')).html).not.toContain(`/locations/${SLUG}<`);
    expect((await page('/locations')).html).not.toContain(`/locations/${SLUG}"`);
    expect((await event(`/locations/${SLUG}`)).status).toBe(400);
  });

  it('refuses removing a shipped town or a slug not of the town’s state, storing nothing', async () => {
    const before = version;
    const noYork = structuredClone(defaultSiteDocument) as SiteContentDocument;
    delete noYork.cities['york-sc'];
    const refused = await publish(noYork);
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ 'cities.york-sc': m.townShipped });

    const wrong = structuredClone(defaultSiteDocument);
    wrong.cities['mint-hill-sc'] = mintHill;
    const state = await publish(wrong);
    expect(state.status).toBe(400);
    expect(state.body.fieldErrors).toEqual({ 'cities.mint-hill-sc.stateCode': m.townSlugState });
    expect(version).toBe(before);
    expect((await page('/locations/york-sc')).status).toBe(200);
    expect((await page('/locations/mint-hill-sc')).status).toBe(404);
  });
});
