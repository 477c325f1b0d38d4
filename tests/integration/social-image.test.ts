import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPaths } from '#app/lib/urls.ts';
import { assignImage } from '../support/admin-intent.ts';
import { adminCookie } from '../support/admin-session.ts';
import { dialects } from '../support/dialects.ts';
import { metaContent } from '../support/html.ts';
import { solidJpeg } from '../support/images.ts';
import { startServer, type TestServer } from '../support/server.ts';
import { defaultBusiness as business } from '#app/content/business.ts';
import { defaultSiteDocument } from '#app/content/default-site-document.ts';

const ORIGIN = 'https://www.garage-test.example';
const PAGES = ['/', '/services/garage-door-repair', '/locations/charlotte-nc'];

interface ShareTags {
  image: string;
  tags: Record<string, string | undefined>;
}

describe.each(await dialects())('social images on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ dialect, env: { PUBLIC_ORIGIN: ORIGIN } });
  });
  afterAll(() => server?.dispose());

  const storedCount = async () =>
    Number(
      (await server.query<{ n: number | string }>('select count(*) as n from social_images'))[0]?.n,
    );

  async function shareTags(path: string): Promise<ShareTags> {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status, path).toBe(200);
    const html = await res.text();
    const tags: Record<string, string | undefined> = {};
    for (const key of [
      'og:image',
      'og:image:type',
      'og:image:width',
      'og:image:height',
      'og:image:alt',
      'twitter:card',
      'twitter:image',
      'twitter:image:alt',
    ]) {
      tags[key] = metaContent(html, key);
    }
    return { image: tags['og:image'] ?? '', tags };
  }

  /** The image behind an absolute og:image URL (PUBLIC_ORIGIN is not this test server). */
  async function fetchImage(url: string, init?: RequestInit) {
    expect(url.startsWith(`${ORIGIN}/`), url).toBe(true);
    return fetch(`${server.url}${url.slice(ORIGIN.length)}`, init);
  }

  it('names a 1200x630 JPEG per page without drawing it during the page render', async () => {
    const urls = new Set<string>();
    for (const path of PAGES) {
      const { image, tags } = await shareTags(path);
      expect(image, path).toMatch(new RegExp(`^${ORIGIN}/og/[a-z0-9/-]+\\.jpg\\?v=[0-9a-z]+$`));
      expect(tags, path).toMatchObject({
        'og:image:type': 'image/jpeg',
        'og:image:width': '1200',
        'og:image:height': '630',
        'twitter:card': 'summary_large_image',
        'twitter:image': image,
      });
      expect(tags['og:image:alt'], path).toContain(business.name);
      expect(tags['twitter:image:alt'], path).toBe(tags['og:image:alt']);
      urls.add(image);
    }
    expect(urls.size).toBe(PAGES.length);
    // The pages are rendered (and cached) with only the address: nothing was drawn yet.
    expect(await storedCount()).toBe(0);
  });

  it('answers each page image as a cached, immutable 1200x630 JPEG of its own', async () => {
    const digests = new Set<string>();
    for (const path of PAGES) {
      const { image } = await shareTags(path);
      const first = await fetchImage(image);
      expect(first.status, path).toBe(200);
      expect(first.headers.get('content-type'), path).toBe('image/jpeg');
      expect(first.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
      expect(first.headers.get('x-variant-cache'), path).toBe('miss');
      const bytes = Buffer.from(await first.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }, path).toEqual({
        format: 'jpeg',
        width: 1200,
        height: 630,
      });
      digests.add(bytes.toString('base64'));

      const again = await fetchImage(image);
      expect(again.headers.get('x-variant-cache'), path).toBe('hit');
      expect(Buffer.from(await again.arrayBuffer()).equals(bytes), path).toBe(true);
      const etag = again.headers.get('etag') ?? '';
      expect((await fetchImage(image, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    }
    expect(digests.size).toBe(PAGES.length);
    expect(await storedCount()).toBe(PAGES.length);
  });

  it('draws the mapped hero upload, under a new address, once the owner maps one', async () => {
    const before = await shareTags('/');
    const oldBytes = Buffer.from(await (await fetchImage(before.image)).arrayBuffer());

    // A bright green photo: the default hero illustration is dark blue.
    const form = new FormData();
    const photo = await solidJpeg('#00c000', 1600, 900);
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'hero.jpg');
    const uploaded = await fetch(`${server.url}/api/uploads`, { method: 'POST', body: form });
    expect(uploaded.status).toBe(201);
    const { name } = (await uploaded.json()) as { name: string };
    const cookie = await adminCookie(server);
    // PUBLIC_ORIGIN is not this server: the browser's same-origin mark, without an Origin the
    // router would compare with the request's own address.
    const mapped = await assignImage(server, cookie, 'home.hero', name, {
      'Sec-Fetch-Site': 'same-origin',
    });
    expect(mapped).toMatchObject({ status: 200, result: { intent: 'assign', ok: true } });

    const after = await shareTags('/');
    expect(after.image).not.toBe(before.image);
    const res = await fetchImage(after.image);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const newBytes = Buffer.from(await res.arrayBuffer());
    expect(newBytes.equals(oldBytes)).toBe(false);
    expect(await sharp(newBytes).metadata()).toMatchObject({ width: 1200, height: 630 });
    // The middle of the picture (under the shade, clear of the text) shows the photo's green.
    const { channels } = await sharp(newBytes)
      .extract({ left: 700, top: 180, width: 400, height: 160 })
      .stats();
    const [red, green, blue] = channels.map((c) => c.mean);
    expect(green).toBeGreaterThan((red ?? 0) + 30);
    expect(green).toBeGreaterThan((blue ?? 0) + 30);

    // A link shared before the change still gets a picture: the current one, cached briefly.
    const old = await fetchImage(before.image);
    expect(old.status).toBe(200);
    expect(old.headers.get('cache-control')).toBe('public, max-age=300');
    expect(Buffer.from(await old.arrayBuffer()).equals(newBytes)).toBe(true);
    // Only the current version of the home picture is kept.
    const rows = await server.query<{ version: string }>(
      "select version from social_images where page_path = '/'",
    );
    expect(rows.map((r) => r.version)).toEqual([new URL(after.image).searchParams.get('v')]);
  });

  it('draws the published title, under a new address, once the owner publishes one', async () => {
    // The about page's title names the founding year: publishing another year retitles it.
    const before = await shareTags('/about');
    const cookie = await adminCookie(server);
    const headers = { Cookie: cookie, Origin: ORIGIN };
    const current = await fetch(`${server.url}/api/admin/site-content`, { headers });
    expect(current.status).toBe(200);
    const doc = structuredClone(defaultSiteDocument);
    doc.business.foundedYear = 1987;
    const published = await fetch(`${server.url}/api/admin/site-content`, {
      method: 'PUT',
      headers: {
        ...headers,
        'Content-Type': 'application/json',
        'If-Match': current.headers.get('etag') ?? '',
      },
      body: JSON.stringify(doc),
    });
    expect(published.status).toBe(200);

    const after = await shareTags('/about');
    expect(after.image).not.toBe(before.image);
    expect(after.tags['og:image:alt']).toContain('1987');
    expect(before.tags['og:image:alt']).not.toContain('1987');
    const res = await fetchImage(after.image);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
    // The address shared before the publish names an older picture: answered, cached briefly.
    const old = await fetchImage(before.image);
    expect(old.status).toBe(200);
    expect(old.headers.get('cache-control')).toBe('public, max-age=300');
    await old.arrayBuffer();
  });

  it('names the current picture on every public page (its address is the immutable one)', async () => {
    for (const path of publicPaths()) {
      const { image, tags } = await shareTags(path);
      expect(tags['og:image:alt'], path).toContain(business.name);
      const res = await fetchImage(image);
      expect(res.status, path).toBe(200);
      // A page passing another image than its hero slot's would name a version the image
      // route does not draw: it would answer, but never as immutable.
      expect(res.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('content-type'), path).toBe('image/jpeg');
      await res.arrayBuffer();
    }
  });

  it('answers 404 for an address that names no page', async () => {
    for (const path of [
      '/og/nope.jpg',
      '/og/services/nope.jpg',
      '/og/home.png',
      '/og/%2e%2e/package.json',
      '/og/',
    ]) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(404);
    }
  });
});
