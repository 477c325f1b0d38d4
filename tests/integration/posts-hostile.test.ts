import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSiteDocument } from '#app/content/default-site-document.ts';
import { postMessages as m } from '#app/lib/messages/posts.ts';
import { postLimits } from '#app/lib/post-schema.ts';
import { postIntent } from '#tests/support/admin-intent.ts';
import { signedInAdmin } from '#tests/support/dashboard-session.ts';
import { dialects } from '#tests/support/dialects.ts';
import { jsonLdBlocks, jsonLdOfType, metaContent, titleOf } from '#tests/support/html.ts';
import { startServer, type TestServer } from '#tests/support/server.ts';

/**
 * An attacker's pass over the owner's posts and town pages, on both databases: markup, script
 * and comment breakouts in the words every surface prints (the page, its meta and JSON-LD, the
 * feed, the preview, /blog, /locations), script and off-site links in their disguises, slugs
 * that try to leave /blog, redirect loops, drafts and taken-down posts leaking through a
 * surface or the page cache, and the editor's writes forged from another site.
 */

const ORIGIN = 'https://www.hostile-test.example';
const EVIL_HOST = 'evil.example';

/** Every way out of a text node, an attribute, a script, a comment or CDATA, in 120 characters. */
const HOSTILE_TITLE = `A</script><script>alert(1)</script><!--"'><img src=x onerror=alert(2)>]]>\u2028\u2029&amp;`;
const HOSTILE_SUMMARY = `S</script><!-- <script>alert(3)</script> ]]> \u2028 "><svg onload=alert(4)> javascript:alert(5)`;

/** Script and off-site addresses as an owner might paste them (all but the last are refused). */
const HOSTILE_HREFS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript&#x3A;alert(1)',
  'java&#9;script:alert(1)',
  'java&#10;script:alert(1)',
  ' \u0001javascript:alert(1)',
  '&#0;javascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  `//${EVIL_HOST}/x`,
  `/\\${EVIL_HOST}/x`,
  `\\\\${EVIL_HOST}/x`,
  `/&#9;/${EVIL_HOST}/x`,
  `/&#10;/${EVIL_HOST}/x`,
  `&#47;&#47;${EVIL_HOST}/x`,
  `https:${EVIL_HOST}/x`,
];

/** C0 controls and space: what a browser drops before it reads a URL's scheme. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const URL_NOISE = /[\u0000-\u0020]/g;

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Where each link of `html` takes a browser (WHATWG parsing: tabs dropped, `\` as `/`). */
function linkTargets(html: string): URL[] {
  return [...html.matchAll(/<a\b[^>]*?\bhref="([^"]*)"/gi)].map(
    (match) => new URL(decodeEntities(match[1] ?? '').replace(URL_NOISE, ''), ORIGIN),
  );
}

/** Whether a browser following `target` stays on the site or goes somewhere plainly named. */
function isHarmless(target: URL): boolean {
  if (target.protocol === 'mailto:' || target.protocol === 'tel:') return true;
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return false;
  return target.host !== EVIL_HOST;
}

/** The raw text of every script element (JSON-LD included): where a breakout would show. */
function scriptBodies(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)].map((match) => match[1] ?? '');
}

/** XML 1.0's Char production: anything else is not well-formed. */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/u;

describe.each(await dialects())('hostile posts and town pages on %s', (dialect) => {
  let server: TestServer;
  let cookie: string;
  let siteVersion = 0;

  beforeAll(async () => {
    server = await startServer({ dialect, env: { PUBLIC_ORIGIN: ORIGIN } });
    // An https origin names the session cookie with the __Host- prefix.
    cookie = `__Host-${(await signedInAdmin(server)).cookie}`;
  });
  afterAll(async () => {
    await server?.dispose();
  });

  function send(method: string, path: string, body?: unknown, headers?: Record<string, string>) {
    return fetch(`${server.url}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        cookie,
        ...(headers ?? { Origin: server.url, 'Sec-Fetch-Site': 'same-origin' }),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { redirect: 'manual', headers });
  const page = async (path: string) => (await get(path)).text();
  /** A GET of `path` byte for byte: fetch would resolve `%2e%2e` before sending it. */
  function rawGet(
    path: string,
  ): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
    return new Promise((resolve, reject) => {
      const request = http.get(`${server.url}/`, { path }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      });
      request.on('error', reject);
    });
  }

  async function create(body: Record<string, unknown>): Promise<{ id: number; slug: string }> {
    const res = await send('POST', '/api/admin/posts', body);
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as { id: number; slug: string };
  }
  async function put(id: number, body: Record<string, unknown>) {
    const res = await send('PUT', `/api/admin/posts/${id}`, body);
    expect(res.status, await res.clone().text()).toBe(200);
  }
  async function publish(id: number): Promise<string> {
    const res = await send('POST', `/api/admin/posts/${id}/publish`);
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { url: string }).url;
  }
  async function statusOf(id: number) {
    const [row] = await server.query<{ status: string; title: string }>(
      'select status, title from posts where id = ?',
      [id],
    );
    return row;
  }

  it('prints a hostile title and summary as text on the page, its meta, JSON-LD, /blog, the feed and the preview', async () => {
    expect(HOSTILE_TITLE.length).toBeLessThanOrEqual(postLimits.titleMax);
    const saved = await create({
      title: HOSTILE_TITLE,
      slug: 'hostile-words',
      summary: HOSTILE_SUMMARY,
      bodyHtml: '<p>Body.</p>',
    });
    const url = await publish(saved.id);
    const html = await page(url);

    // Only the page's own scripts: JSON-LD and the enhancement module, none from the words.
    expect(html).not.toMatch(/<script>alert|<img src=x|<svg onload/i);
    for (const body of scriptBodies(html)) {
      expect(body).not.toMatch(/<\/script|<!--|\u2028|\u2029/i);
    }
    expect(titleOf(html)).toBe(HOSTILE_TITLE);
    expect(metaContent(html, 'og:title')).toBe(HOSTILE_TITLE);
    expect(metaContent(html, 'description')).toBe(HOSTILE_SUMMARY);
    expect(metaContent(html, 'og:description')).toBe(HOSTILE_SUMMARY);
    const posting = jsonLdOfType(html, 'BlogPosting')[0]!;
    expect(posting.headline).toBe(HOSTILE_TITLE);
    expect(posting.description).toBe(HOSTILE_SUMMARY);
    const crumbs = jsonLdOfType(html, 'BreadcrumbList')[0]!;
    expect(JSON.stringify(crumbs)).toContain(JSON.stringify(HOSTILE_TITLE).slice(1, -1));

    const list = await page('/blog');
    expect(list).toContain(`href="${url}"`);
    expect(list).not.toMatch(/<script>alert|<img src=x|<svg onload/i);
    for (const body of scriptBodies(list))
      expect(body).not.toMatch(/<\/script|<!--|\u2028|\u2029/i);
    // The share picture draws the title into an SVG overlay.
    const share = new URL(metaContent(html, 'og:image')!);
    const picture = await get(share.pathname + share.search);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');

    const feed = await page('/blog/feed.xml');
    expect(NOT_XML_CHAR.exec(feed)).toBeNull();
    // No markup of the words' own: `<` only opens the feed's elements, `]]>` never appears raw.
    expect(feed).not.toContain(']]>');
    expect(feed).not.toMatch(
      /<(?!\/?(?:\?xml|feed|id|title|subtitle|link|updated|author|name|entry|published|summary|content)\b)/,
    );
    expect(decodeEntities(/<entry>[\s\S]*?<title>([^<]*)<\/title>/.exec(feed)?.[1] ?? '')).toBe(
      HOSTILE_TITLE,
    );

    const preview = await send('GET', `/admin/posts/${saved.id}/preview`);
    expect(preview.status).toBe(200);
    const previewHtml = await preview.text();
    expect(previewHtml).not.toMatch(/<script|<img src=x|<svg onload|<!--/i);
    expect(decodeEntities(/<title>([^<]*)<\/title>/.exec(previewHtml)?.[1] ?? '')).toContain(
      HOSTILE_TITLE,
    );
  });

  it('keeps the feed well-formed with lone surrogates and controls in a title and summary', async () => {
    const saved = await create({
      title: 'Lone \ud800 high, lone \udfff low\u0000\u001b',
      slug: 'lone-surrogates',
      summary: 'Summary \udbff\u0007 end',
      bodyHtml: '<p>Text \ud83d only half an emoji.</p>',
    });
    const url = await publish(saved.id);
    expect((await get(url)).status).toBe(200);
    const feed = await page('/blog/feed.xml');
    expect(feed).toContain('lone-surrogates');
    expect(NOT_XML_CHAR.exec(feed)).toBeNull();
  });

  it('drops script and off-site links in every disguise from the page, the feed and the preview', async () => {
    const links = HOSTILE_HREFS.map((href, i) => `<a href="${href}">link ${i}</a>`).join(' ');
    const saved = await create({
      title: 'Hostile links',
      slug: 'hostile-links',
      summary: 'S',
      bodyHtml: `<p>${links} <a href="https://allowed.example/">fine</a> <a href="/faqs">ours</a></p>`,
    });
    const url = await publish(saved.id);
    const article = await page(url);
    const feed = decodeEntities(
      /<entry>(?:(?!<\/entry>)[\s\S])*?hostile-links[\s\S]*?<content[^>]*>([\s\S]*?)<\/content>/.exec(
        await page('/blog/feed.xml'),
      )?.[1] ?? '',
    );
    const preview = await (await send('GET', `/admin/posts/${saved.id}/preview`)).text();
    for (const [where, html] of [
      ['page', article],
      ['feed', feed],
      ['preview', preview],
    ] as const) {
      expect(html, where).toContain('link 0');
      const targets = linkTargets(html);
      expect(
        targets.map((t) => t.href),
        where,
      ).toContain('https://allowed.example/');
      for (const target of targets)
        expect(isHarmless(target), `${where}: ${target.href}`).toBe(true);
    }
  });

  it('refuses slugs that leave /blog, look like ASCII, or are not lowercase words', async () => {
    const before = await server.query<{ n: number }>('select count(*) as n from posts');
    for (const slug of [
      '../admin',
      '..',
      '%2e%2e',
      'a/b',
      'a%2Fb',
      'a\\b',
      `//${EVIL_HOST}`,
      `/\\${EVIL_HOST}`,
      'c\u043entact', // a Cyrillic o
      '\uff43ontact', // a full-width c
      'contact\u200b', // a zero-width space
      'feed.xml',
      'trailing-',
      'a--b',
    ]) {
      const res = await send('POST', '/api/admin/posts', {
        title: 'Slug probe',
        slug,
        summary: 'S',
        bodyHtml: '<p>x</p>',
      });
      expect(res.status, slug).toBe(400);
      expect(((await res.json()) as { fieldErrors: Record<string, string> }).fieldErrors.slug).toBe(
        m.slug(postLimits.slugMax),
      );
    }
    expect(await server.query('select count(*) as n from posts')).toEqual(before);

    // A slug named like a fixed page lives under /blog and leaves the page alone.
    const contact = await create({
      title: 'Contact',
      slug: 'Contact',
      summary: 'S',
      bodyHtml: '<p>x</p>',
    });
    expect(contact.slug).toBe('contact');
    const url = await publish(contact.id);
    expect(url).toBe('/blog/contact');
    expect((await get('/contact')).status).toBe(200);
    expect(await page('/contact')).not.toContain('<h1 class="text-4xl font-bold">Contact</h1>');
    // Another spelling of it is no second page of it, and nothing escapes /blog.
    for (const path of [
      '/blog/CONTACT',
      '/blog/contact%20',
      '/blog/..%2Fadmin',
      '/blog/..%5Cadmin',
      '/blog/contact%2F..%2F..%2Fadmin',
      '/blog/c%D0%BEntact',
    ]) {
      const res = await rawGet(path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).not.toMatch(/Access Dashboard|<h1[^>]*>Contact<\/h1>/);
    }
    // Dot segments, even percent-encoded, resolve as a browser resolves them (WHATWG URL):
    // `/blog/%2e%2e/admin` is /admin itself, with the admin's own guard and headers.
    const dotted = await rawGet('/blog/%2e%2e/admin');
    const admin = await rawGet('/admin');
    expect(dotted.status).toBe(admin.status);
    expect(dotted.headers['cache-control']).toBe('no-store');
    expect(dotted.headers['x-robots-tag']).toBe(admin.headers['x-robots-tag']);
    expect(dotted.body).not.toMatch(/Sign out|Audit log/);
  });

  it('redirects every old slug in one hop to the address now, on the site, with no loop', async () => {
    const saved = await create({
      title: 'Moves',
      slug: 'move-a',
      summary: 'S',
      bodyHtml: '<p>x</p>',
    });
    await publish(saved.id);
    const body = { title: 'Moves', summary: 'S', bodyHtml: '<p>x</p>' };
    for (const slug of ['move-b', 'move-c', 'move-a']) {
      await put(saved.id, { ...body, slug });
      await publish(saved.id);
      // Asked twice while it redirects: a kept 301 would outlive the slug taken back below.
      if (slug === 'move-c')
        for (const _ of [1, 2]) expect((await get('/blog/move-a')).status).toBe(301);
    }
    expect((await get('/blog/move-a')).status).toBe(200);
    for (const old of ['/blog/move-b', '/blog/move-c']) {
      const res = await get(old);
      expect(res.status, old).toBe(301);
      expect(res.headers.get('location'), old).toBe('/blog/move-a');
    }
    // Another post cannot take a slug the first one left behind.
    const steal = await send('POST', '/api/admin/posts', { ...body, slug: 'move-b' });
    expect(steal.status).toBe(400);
    // Taken down, its old addresses answer 410 too, not a redirect to a page that is gone.
    expect((await send('POST', `/api/admin/posts/${saved.id}/unpublish`)).status).toBe(200);
    expect((await get('/blog/move-a')).status).toBe(410);
    expect((await get('/blog/move-b')).status).toBe(410);
  });

  it('never shows a draft or an unpublished saved copy on the feed, the sitemap, /blog or without a session', async () => {
    const draft = await create({
      title: 'Draft zq-draft-title',
      slug: 'zq-draft',
      summary: 'zq-draft-summary',
      bodyHtml: '<p>zq-draft-body</p>',
    });
    const live = await create({
      title: 'Live',
      slug: 'zq-live',
      summary: 'S',
      bodyHtml: '<p>x</p>',
    });
    await publish(live.id);
    await put(live.id, {
      title: 'zq-saved-title',
      slug: 'zq-saved-slug',
      summary: 'zq-saved-summary',
      bodyHtml: '<p>zq-saved-body</p>',
    });
    for (const path of ['/blog', '/blog/feed.xml', '/sitemap.xml', '/blog/zq-live']) {
      expect(await page(path), path).not.toMatch(/zq-draft|zq-saved/);
    }
    expect((await get('/blog/zq-draft')).status).toBe(404);
    // Nor through the router's data endpoint, which answers the same loader.
    for (const path of ['/blog/zq-draft.data', '/blog/zq-saved-slug.data', '/blog/zq-live.data'])
      expect(await page(path), path).not.toMatch(/zq-draft|zq-saved/);
    expect(await page('/blog/zq-live.data')).toContain('zq-live');
    // Nor its title drawn into a share picture.
    expect((await get('/og/blog/zq-draft.jpg')).status).toBe(404);
    expect((await get('/og/blog/zq-saved-slug.jpg')).status).toBe(404);
    expect((await get('/blog/zq-saved-slug')).status).toBe(404);
    const strangers: Array<Record<string, string>> = [
      {},
      { cookie: '__Host-session=made-up' },
      { cookie: cookie.replace(/=.*/, '=0000') },
    ];
    for (const headers of strangers) {
      for (const id of [draft.id, live.id]) {
        const res = await get(`/admin/posts/${id}/preview`, headers);
        expect(res.status).not.toBe(200);
        expect(await res.text()).not.toMatch(/zq-draft|zq-saved/);
      }
    }
  });

  it('answers 410 at once after an unpublish, though the page was cached and the visitor has its ETag', async () => {
    const saved = await create({
      title: 'Cached',
      slug: 'cached-post',
      summary: 'S',
      bodyHtml: '<p>x</p>',
    });
    // Its address before it is published: a 404, which the page cache never keeps (a missing
    // page names no canonical URL), so nothing stale can stand in for the post once published.
    for (let i = 0; i < 2; i++) {
      const missing = await get('/blog/cached-post');
      expect(missing.status).toBe(404);
      expect(missing.headers.get('x-page-cache')).toBeNull();
    }
    const url = await publish(saved.id);
    expect((await get(url)).status).toBe(200);
    expect((await get('/og/blog/cached-post.jpg')).status).toBe(200);
    // The publish drops the cache once more when its generation check lands: warm it after.
    await expect
      .poll(async () => (await get(url)).headers.get('x-page-cache'), { timeout: 5000 })
      .toBe('hit');
    const warm = await get(url);
    expect(warm.status).toBe(200);
    const etag = warm.headers.get('etag')!;
    expect((await get(url, { 'if-none-match': etag })).status).toBe(304);
    expect(await page('/blog')).toContain(url);
    // Taken down from the editor's screen (its route action), as the owner does it.
    const down = await postIntent(
      server,
      cookie,
      `/admin/posts/${saved.id}`,
      {
        intent: 'unpublish',
        id: String(saved.id),
      },
      { 'Sec-Fetch-Site': 'same-origin' },
    );
    expect(down.status).toBe(200);
    expect((await get(url)).status).toBe(410);
    expect((await get(url, { 'if-none-match': etag })).status).toBe(410);
    expect((await get(url, { 'if-none-match': '*' })).status).toBe(410);
    expect((await get('/og/blog/cached-post.jpg')).status).toBe(404);
    const data = await get(`${url}.data`);
    expect(await data.text()).not.toContain('Cached');
    expect(await page('/blog')).not.toContain(url);
    expect(await page('/blog/feed.xml')).not.toContain(url);
    expect(await page('/sitemap.xml')).not.toContain(url);
  });

  it('refuses the editor’s writes forged from another site, with the owner’s cookie', async () => {
    const saved = await create({
      title: 'Forgery target',
      slug: 'forgery-target',
      summary: 'S',
      bodyHtml: '<p>x</p>',
    });
    await publish(saved.id);
    const forged: Array<Record<string, string>> = [
      { Origin: `https://${EVIL_HOST}`, 'Sec-Fetch-Site': 'cross-site' },
      { Origin: `https://${EVIL_HOST}`, 'Sec-Fetch-Site': 'same-site' },
      { Origin: `https://${EVIL_HOST}` },
      { Origin: 'null' },
      {},
    ];
    for (const headers of forged) {
      const label = JSON.stringify(headers);
      for (const fields of [
        { intent: 'unpublish', id: String(saved.id) },
        {
          intent: 'save',
          id: String(saved.id),
          title: 'Forged',
          summary: 'S',
          bodyHtml: '<p>x</p>',
        },
        {
          intent: 'publish',
          id: String(saved.id),
          title: 'Forged',
          summary: 'S',
          bodyHtml: '<p>x</p>',
        },
      ] as Array<Record<string, string>>) {
        // As the screen's script posts it, and as a plain HTML form on another site would.
        const data = await postIntent(server, cookie, `/admin/posts/${saved.id}`, fields, headers);
        expect([400, 403], `${label} ${fields.intent} (.data)`).toContain(data.status);
        const form = await fetch(`${server.url}/admin/posts/${saved.id}`, {
          method: 'POST',
          redirect: 'manual',
          headers: { cookie, 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
          body: new URLSearchParams(fields).toString(),
        });
        expect([400, 403], `${label} ${fields.intent} (form)`).toContain(form.status);
      }
      // The JSON API, with a body a cross-site form or a no-preflight fetch can send.
      const api = await send('POST', `/api/admin/posts/${saved.id}/unpublish`, undefined, headers);
      expect(api.status, label).toBe(403);
      const text = await fetch(`${server.url}/api/admin/posts/${saved.id}`, {
        method: 'PUT',
        headers: { cookie, 'Content-Type': 'text/plain', ...headers },
        body: JSON.stringify({ title: 'Forged', summary: 'S', bodyHtml: '<p>x</p>' }),
      });
      expect(text.status, label).toBe(403);
    }
    expect(await statusOf(saved.id)).toEqual({ status: 'published', title: 'Forgery target' });
    expect((await get('/blog/forgery-target')).status).toBe(200);
  });

  it('prints a hostile town name as text on its page, every page’s areaServed, /locations and the sitemap', async () => {
    const name = `Mint\u2028</script><!--"'><svg onload=alert(1)>]]>\u2029Hill`;
    const doc = structuredClone(defaultSiteDocument);
    doc.cities['mint-hill-nc'] = {
      name,
      stateCode: 'NC',
      county: `Meck</script><!--`,
      latitude: 35.1796,
      longitude: -80.6473,
      description: [
        `</script><script>alert(2)</script> <!-- \u2028 javascript:alert(3)`,
        'A second paragraph with "quotes" & <b>tags</b>.',
      ],
      neighborhoods: ['<img src=x onerror=alert(4)>', 'Lawyers Road', 'Bain'],
      testimonial: null,
    };
    const res = await send('PUT', '/api/admin/site-content', doc, {
      Origin: server.url,
      'Sec-Fetch-Site': 'same-origin',
      'If-Match': `"${siteVersion}"`,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    siteVersion = ((await res.json()) as { version: number }).version;

    for (const path of ['/locations/mint-hill-nc', '/locations', '/', '/contact']) {
      const html = await page(path);
      expect(html, path).not.toMatch(/<script>alert|<img src=x|<svg onload|<b>tags/i);
      for (const body of scriptBodies(html))
        expect(body, path).not.toMatch(/<\/script|<!--|\u2028|\u2029/i);
      const business = jsonLdBlocks(html).find((b) => b['@type'] === 'HomeAndConstructionBusiness');
      expect(JSON.stringify(business?.areaServed), path).toContain(
        JSON.stringify(`${name}, NC`).slice(1, -1),
      );
    }
    const town = await page('/locations/mint-hill-nc');
    expect(titleOf(town)).toContain(name);
    for (const target of linkTargets(town)) expect(isHarmless(target), target.href).toBe(true);
    const share = metaContent(town, 'og:image');
    if (share !== undefined) {
      const image = new URL(share);
      expect((await get(image.pathname + image.search)).status).toBe(200);
    }
    const sitemap = await page('/sitemap.xml');
    expect(sitemap).toContain(`<loc>${ORIGIN}/locations/mint-hill-nc</loc>`);
    expect(NOT_XML_CHAR.exec(sitemap)).toBeNull();
    expect(sitemap).not.toMatch(/<svg|<!--|\]\]>/);

    // Removed while a visitor holds its ETag from the page cache: gone at once, no 304.
    await expect
      .poll(async () => (await get('/locations/mint-hill-nc')).headers.get('x-page-cache'), {
        timeout: 5000,
      })
      .toBe('hit');
    const etag = (await get('/locations/mint-hill-nc')).headers.get('etag')!;
    const removed = await send('PUT', '/api/admin/site-content', defaultSiteDocument, {
      Origin: server.url,
      'Sec-Fetch-Site': 'same-origin',
      'If-Match': `"${siteVersion}"`,
    });
    expect(removed.status).toBe(200);
    expect((await get('/locations/mint-hill-nc', { 'if-none-match': etag })).status).toBe(404);
    expect(await page('/sitemap.xml')).not.toContain('/locations/mint-hill-nc<');
  });
});
