import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postMessages as m } from '#app/lib/messages/posts.ts';
import { postLimits } from '#app/lib/post-schema.ts';
import { postIntent } from '#tests/support/admin-intent.ts';
import { CHROMIUM_ARGS, CHROMIUM_SHELL_PATH } from '#tests/support/chromium.ts';
import { signedInAdmin } from '#tests/support/dashboard-session.ts';
import { dialects } from '#tests/support/dialects.ts';
import { jsonLdBlocks, jsonLdOfType, linkHref, metaContent, titleOf } from '#tests/support/html.ts';
import { solidJpeg } from '#tests/support/images.ts';
import { startServer, type TestServer } from '#tests/support/server.ts';
import { margins } from '#tests/support/waits.ts';
import { htmlShape, isScriptUrl, xssPayloads } from '#tests/support/xss-payloads.ts';

/**
 * Issue 40's interface contract on both databases: the owner's posts through the JSON API, and
 * what visitors and search engines get (the page, /blog, sitemap.xml, the feed), through
 * publish, an unchanged publish, a slug change, unpublish; links checked on publish; limits;
 * the 200 XSS payloads through the sanitizer, rendered in Chromium.
 */

const ORIGIN = 'https://www.posts-test.example';
/** A paragraph after the XSS corpus's payload `i`: it comes through unless the payload swallowed it. */
const sentinel = (i: number) => `<p>xss-sentinel-${i}</p>`;

interface Saved {
  id: number;
  slug: string;
  status: string;
}
interface Refused {
  error: string;
  fieldErrors: Record<string, string>;
}

describe.each(await dialects())('posts on %s', (dialect) => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startServer({ dialect, env: { PUBLIC_ORIGIN: ORIGIN } });
    // An https origin names the session cookie with the __Host- prefix.
    cookie = `__Host-${(await signedInAdmin(server)).cookie}`;
  });
  afterAll(async () => {
    await server?.dispose();
  });

  function send(method: string, path: string, body?: unknown, withSession = true) {
    return fetch(`${server.url}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(withSession ? { cookie } : {}),
        Origin: server.url,
        'Sec-Fetch-Site': 'same-origin',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }
  /** The post editor's Restore (its route intent). PUBLIC_ORIGIN is not this server: no Origin. */
  const restore = (id: number, revision: number) =>
    postIntent(
      server,
      cookie,
      `/admin/posts/${id}`,
      { intent: 'restore', id: String(id), revision: String(revision) },
      { 'Sec-Fetch-Site': 'same-origin' },
    );
  const get = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });
  const page = async (path: string) => (await get(path)).text();

  async function create(body: Record<string, unknown>): Promise<Saved> {
    const res = await send('POST', '/api/admin/posts', body);
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    return (await res.json()) as Saved;
  }
  async function publish(id: number): Promise<string> {
    const res = await send('POST', `/api/admin/posts/${id}/publish`);
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { url: string }).url;
  }
  async function upload(color: string): Promise<string> {
    const form = new FormData();
    const jpeg = await solidJpeg(color, 1200, 800);
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'door.jpg');
    const res = await fetch(`${server.url}/api/uploads`, { method: 'POST', body: form });
    expect(res.status).toBe(201);
    return ((await res.json()) as { name: string }).name;
  }
  function lastmodOf(xml: string, path: string): string | undefined {
    const loc = `<loc>${ORIGIN}${path}</loc>`;
    const entry = xml.split('<url>').find((u) => u.includes(loc));
    return entry ? (/<lastmod>([^<]+)<\/lastmod>/.exec(entry)?.[1] ?? '') : undefined;
  }
  const postCount = async () =>
    Number((await server.query<{ n: number }>('select count(*) as n from posts'))[0]?.n);

  it('refuses without a session (401), and refuses a bad body with fieldErrors (400), storing nothing', async () => {
    const body = { title: 'T', summary: 'S', bodyHtml: '<p>B</p>' };
    expect((await send('POST', '/api/admin/posts', body, false)).status).toBe(401);
    expect((await send('PUT', '/api/admin/posts/1', body, false)).status).toBe(401);
    expect((await send('POST', '/api/admin/posts/1/publish', undefined, false)).status).toBe(401);
    expect((await send('POST', '/api/admin/posts/1/unpublish', undefined, false)).status).toBe(401);
    expect((await send('GET', '/api/admin/posts', undefined, false)).status).toBe(401);

    const noTitle = await send('POST', '/api/admin/posts', { summary: 'S', bodyHtml: '<p>B</p>' });
    expect(noTitle.status).toBe(400);
    const refused = (await noTitle.json()) as Refused;
    expect(refused.error).toBe(m.invalid);
    expect(refused.fieldErrors.title).toBe(m.title(postLimits.titleMax));
    const noBody = await send('POST', '/api/admin/posts', { title: 'T', summary: 'S' });
    expect(((await noBody.json()) as Refused).fieldErrors.bodyHtml).toBe(m.body);
    // A body that is only script sanitizes to nothing: no body.
    const onlyScript = await send('POST', '/api/admin/posts', {
      ...body,
      bodyHtml: '<script>alert(1)</script>',
    });
    expect(((await onlyScript.json()) as Refused).fieldErrors.bodyHtml).toBe(m.body);
    const badSlug = await send('POST', '/api/admin/posts', { ...body, slug: 'Not A Slug!' });
    expect(((await badSlug.json()) as Refused).fieldErrors.slug).toBe(m.slug(postLimits.slugMax));
    expect(await postCount()).toBe(0);
  });

  it('creates a draft (201) with a slug from the title and a sanitized body; its URL is 404', async () => {
    const saved = await create({
      title: 'Spring Repair in Concord, NC!',
      summary: 'A broken torsion spring replaced the same morning.',
      bodyHtml: '<p onclick="steal()">The spring <b>snapped</b>.</p><script>alert(1)</script>',
      bodyDoc: { type: 'doc', content: [] },
    });
    expect(saved).toEqual({ id: saved.id, slug: 'spring-repair-in-concord-nc', status: 'draft' });
    const stored = (await (await send('GET', `/api/admin/posts/${saved.id}`)).json()) as {
      bodyHtml: string;
      bodyDoc: unknown;
    };
    expect(stored.bodyHtml).toBe('<p>The spring <strong>snapped</strong>.</p>');
    expect(stored.bodyDoc).toEqual({ type: 'doc', content: [] });
    expect((await get(`/blog/${saved.slug}`)).status).toBe(404);
    expect(await page('/blog')).not.toContain(saved.slug);
    expect(await page('/sitemap.xml')).not.toContain(saved.slug);

    const taken = await send('POST', '/api/admin/posts', {
      title: 'Another',
      slug: saved.slug,
      summary: 'S',
      bodyHtml: '<p>x</p>',
    });
    expect(taken.status).toBe(400);
    expect(((await taken.json()) as Refused).fieldErrors.slug).toBe(m.slugTaken(saved.slug));
    // No slug given: the proposal steps past the taken one.
    const second = await create({
      title: 'Spring repair in Concord NC',
      summary: 'S',
      bodyHtml: '<p>x</p>',
    });
    expect(second.slug).toBe('spring-repair-in-concord-nc-2');
  });

  it('publishes the page the contract describes: h1, title, description, canonical, one BlogPosting, /blog, sitemap, feed', async () => {
    const [a, b] = [await upload('#aa3366'), await upload('#33aa66')];
    const saved = await create({
      title: 'New Insulated Door in Huntersville',
      summary: 'We replaced a dented single-layer door with an insulated steel one.',
      seoDescription: 'An insulated steel garage door installed in Huntersville, NC.',
      coverImage: b,
      bodyHtml: `<h2>Before</h2><p>See our <a href="/services/garage-door-installation">installation service</a>.</p><img src="/uploads/${a}" alt="The old dented door"><h2>After</h2><img src="/uploads/${b}" alt="The new insulated door">`,
    });
    // Before publish, /blog is rendered (and cached) without it.
    expect(await page('/blog')).not.toContain(saved.slug);
    const url = await publish(saved.id);
    expect(url).toBe(`/blog/${saved.slug}`);

    const res = await get(url);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>New Insulated Door in Huntersville<\/h1>/);
    expect(titleOf(html)).toBe('New Insulated Door in Huntersville');
    expect(metaContent(html, 'description')).toBe(
      'An insulated steel garage door installed in Huntersville, NC.',
    );
    expect(linkHref(html, 'canonical')).toBe(`${ORIGIN}${url}`);
    expect(metaContent(html, 'og:type')).toBe('article');
    expect(html).toMatch(
      new RegExp(
        `<link rel="alternate" type="application/atom\\+xml" title="[^"]+" href="${ORIGIN}/blog/feed.xml"/>`,
      ),
    );
    expect(metaContent(html, 'og:url')).toBe(`${ORIGIN}${url}`);
    expect(metaContent(html, 'og:image')).toMatch(
      new RegExp(`^${ORIGIN}/og/blog/${saved.slug}\\.jpg\\?v=`),
    );
    const postings = jsonLdOfType(html, 'BlogPosting');
    expect(postings).toHaveLength(1);
    const posting = postings[0]!;
    expect(posting.headline).toBe('New Insulated Door in Huntersville');
    // The cover is the posting's image, shown first and fetched first (the page's LCP).
    expect(posting.image).toEqual([`${ORIGIN}/uploads/${b}`]);
    expect(html).toMatch(new RegExp(`<img src="/uploads/${b}"[^>]*fetchPriority="high"`, 'i'));
    expect(typeof posting.datePublished).toBe('string');
    expect(posting.dateModified).toBe(posting.datePublished);
    expect((posting.author as Record<string, unknown>)['@id']).toBe(`${ORIGIN}/#business`);
    expect((posting.publisher as Record<string, unknown>)['@id']).toBe(`${ORIGIN}/#business`);
    for (const block of jsonLdBlocks(html)) {
      expect(block['@context']).toBe('https://schema.org');
      expect(typeof block['@type']).toBe('string');
    }
    // The photos: the library's, sized, with their variants.
    expect(html).toContain(
      `src="/uploads/${a}" alt="The old dented door" width="1200" height="800"`,
    );
    expect(html).toContain(`/uploads/${b}?w=640 640w`);
    // No React in the browser: the one enhancement module, as on every public page.
    expect(html).not.toContain('__reactRouter');
    const share = await get(
      new URL(metaContent(html, 'og:image')!).pathname +
        new URL(metaContent(html, 'og:image')!).search,
    );
    expect(share.status).toBe(200);
    expect(share.headers.get('content-type')).toBe('image/jpeg');

    // Listed at once (the page cache was dropped by the publish), in the sitemap and the feed.
    expect(await page('/blog')).toContain(`href="${url}"`);
    const sitemap = await page('/sitemap.xml');
    expect(lastmodOf(sitemap, url)).toBe(posting.dateModified);
    expect(lastmodOf(sitemap, '/blog')).toBe(posting.dateModified);
    const feedRes = await get('/blog/feed.xml');
    expect(feedRes.headers.get('content-type')).toMatch(/^application\/atom\+xml/);
    const feed = await feedRes.text();
    expect(feed).toContain(`<link rel="alternate" type="text/html" href="${ORIGIN}${url}"/>`);
    expect(feed).toContain('<title>New Insulated Door in Huntersville</title>');
    expect(feed).toContain(`<updated>${String(posting.dateModified)}</updated>`);
    // The footer links the blog.
    expect(await page('/')).toContain('href="/blog"');
  });

  it('keeps the feed well-formed XML and draws the share picture when a post carries characters XML forbids', async () => {
    // Text pasted from a word processor brings a vertical tab (its line break) or other control
    // characters; the page shows them harmlessly, but one in an Atom feed is a fatal XML error
    // that makes a feed reader drop every entry.
    const saved = await create({
      title: 'Pasted\u000bTitle\u0001',
      summary: 'A summary\u0001 with\u001f controls\ufffe',
      bodyHtml: '<p>Line one\u000bline two\u0008</p>',
    });
    await publish(saved.id);
    const feed = await page('/blog/feed.xml');
    expect(feed).toContain('<title>PastedTitle</title>');
    expect(feed).toContain('<summary>A summary with controls</summary>');
    // XML 1.0's Char production: anything else is not well-formed.
    const notXmlChar = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/u;
    expect(notXmlChar.exec(feed)).toBeNull();
    // The share picture draws the title into an SVG overlay: the same characters broke it.
    const shareUrl = new URL(metaContent(await page(`/blog/${saved.slug}`), 'og:image')!);
    const share = await get(shareUrl.pathname + shareUrl.search);
    expect(share.status).toBe(200);
    expect(share.headers.get('content-type')).toBe('image/jpeg');
  });

  it('keeps lastmod on a publish that changes nothing, moves it on a real change, and 301s an old slug', async () => {
    const saved = await create({
      title: 'Winter Tips',
      summary: 'Keep it moving.',
      bodyHtml: '<p>Lubricate the rollers.</p>',
    });
    const url = await publish(saved.id);
    const first = lastmodOf(await page('/sitemap.xml'), url);
    expect(first).toMatch(/^\d{4}-\d\d-\d\dT/);
    await new Promise((r) => setTimeout(r, 20));
    // A save of the same content, then publish: nothing changed.
    const same = {
      title: 'Winter Tips',
      summary: 'Keep it moving.',
      bodyHtml: '<p>Lubricate the rollers.</p>',
    };
    expect((await send('PUT', `/api/admin/posts/${saved.id}`, same)).status).toBe(200);
    const again = await send('POST', `/api/admin/posts/${saved.id}/publish`);
    expect(await again.json()).toEqual({ url, changed: false });
    expect(lastmodOf(await page('/sitemap.xml'), url)).toBe(first);
    const dated = jsonLdOfType(await page(url), 'BlogPosting')[0]!;
    expect(dated.dateModified).toBe(first);

    // A real change moves it; the working copy is not live until published.
    const changed = {
      ...same,
      bodyHtml: '<p>Lubricate the rollers, then test the balance (zq-check).</p>',
    };
    expect((await send('PUT', `/api/admin/posts/${saved.id}`, changed)).status).toBe(200);
    expect(await page(url)).not.toContain('zq-check');
    await publish(saved.id);
    expect(await page(url)).toContain('zq-check');
    const second = lastmodOf(await page('/sitemap.xml'), url);
    expect(second! > first!).toBe(true);

    // The slug changes: the old URL answers 301 to the new one, which the sitemap lists.
    const moved = { ...changed, slug: 'winter-garage-door-tips' };
    const put = await send('PUT', `/api/admin/posts/${saved.id}`, moved);
    expect(await put.json()).toEqual({
      id: saved.id,
      slug: 'winter-garage-door-tips',
      status: 'published',
    });
    expect((await get(url)).status).toBe(200); // still live at the old slug until published
    const newUrl = await publish(saved.id);
    expect(newUrl).toBe('/blog/winter-garage-door-tips');
    const old = await get(url);
    expect(old.status).toBe(301);
    expect(new URL(old.headers.get('location')!, server.url).pathname).toBe(newUrl);
    expect((await get(newUrl)).status).toBe(200);
    const sitemap = await page('/sitemap.xml');
    expect(lastmodOf(sitemap, newUrl)).toBeDefined();
    expect(lastmodOf(sitemap, url)).toBeUndefined();
    // Another post cannot take the old slug: it still redirects.
    const steal = await send('POST', '/api/admin/posts', {
      title: 'x',
      slug: saved.slug,
      summary: 's',
      bodyHtml: '<p>x</p>',
    });
    expect(steal.status).toBe(400);
  });

  it('publishes a change once when two publishes race (one revision, one lastmod)', async () => {
    const saved = await create({ title: 'Race', summary: 'S', bodyHtml: '<p>one</p>' });
    await publish(saved.id);
    await send('PUT', `/api/admin/posts/${saved.id}`, {
      title: 'Race',
      summary: 'S',
      bodyHtml: '<p>two</p>',
    });
    const answers = await Promise.all(
      [1, 2, 3].map(() => send('POST', `/api/admin/posts/${saved.id}/publish`)),
    );
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as Array<{
      changed: boolean;
    }>;
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(bodies.filter((b) => b.changed)).toHaveLength(1);
    const [row] = await server.query<{ n: number }>(
      "select count(*) as n from post_revisions where post_id = ? and kind = 'publish'",
      [saved.id],
    );
    expect(Number(row?.n)).toBe(2);
  });

  it('counts views of /blog and of live posts in Insights, and of no made-up post', async () => {
    const event = (path: string) =>
      fetch(`${server.url}/api/events`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', 'Sec-Fetch-Site': 'same-origin' },
        body: JSON.stringify({ type: 'view', path }),
      });
    expect((await event('/blog')).status).toBe(204);
    expect((await event('/blog/winter-garage-door-tips')).status).toBe(204);
    expect((await event('/blog/never-written')).status).toBe(400);
    expect((await event('/blog/spring-repair-in-concord-nc')).status).toBe(400); // a draft
  });

  it('takes an unpublished post off the page (410), /blog, the sitemap and the feed', async () => {
    const saved = await create({
      title: 'Opener Recall Notice',
      summary: 'Check your model.',
      bodyHtml: '<p>Details.</p>',
    });
    const url = await publish(saved.id);
    expect(await page('/blog/feed.xml')).toContain(url);
    const res = await send('POST', `/api/admin/posts/${saved.id}/unpublish`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: saved.id, slug: saved.slug, status: 'unpublished' });
    const gone = await get(url);
    expect(gone.status).toBe(410);
    const goneHtml = await gone.text();
    expect(goneHtml).toContain(m.gone);
    expect(metaContent(goneHtml, 'robots')).toBe('noindex');
    expect(await page('/blog')).not.toContain(url);
    expect(await page('/sitemap.xml')).not.toContain(url);
    expect(await page('/blog/feed.xml')).not.toContain(url);
    // Back again unchanged: the same lastmod as before it came down.
    await publish(saved.id);
    expect((await get(url)).status).toBe(200);
  });

  it('refuses on publish a link to a page that does not exist, naming it', async () => {
    const saved = await create({
      title: 'Links',
      summary: 'S',
      bodyHtml: `<p><a href="/services">ok</a> <a href="/blog/winter-garage-door-tips">ok</a> <a href="${ORIGIN}/no-such-page?x=1">bad</a> <a href="/blog/never-written">bad</a> <a href="https://elsewhere.example/">outside</a></p>`,
    });
    const res = await send('POST', `/api/admin/posts/${saved.id}/publish`);
    expect(res.status).toBe(400);
    const refused = (await res.json()) as Refused;
    expect(refused.fieldErrors.bodyHtml).toBe(
      m.brokenLinks(['/no-such-page', '/blog/never-written']),
    );
    expect((await get(`/blog/${saved.slug}`)).status).toBe(404);
    const fixed = { title: 'Links', summary: 'S', bodyHtml: '<p><a href="/faqs">fine</a></p>' };
    expect((await send('PUT', `/api/admin/posts/${saved.id}`, fixed)).status).toBe(200);
    await publish(saved.id);
  });

  it('refuses photos not from the library or without alt text, and bounds the body and photo count', async () => {
    const name = await upload('#3366aa');
    const base = { title: 'Photos', summary: 'S' };
    const cases: Array<[string, string]> = [
      [
        '<img src="https://evil.example/x.jpg" alt="x">',
        m.imageNotOwn('https://evil.example/x.jpg'),
      ],
      [`<img src="/uploads/${name}">`, m.imageAlt(`/uploads/${name}`)],
      [`<img src="/uploads/${name}" alt="  ">`, m.imageAlt(`/uploads/${name}`)],
      [
        '<img src="/uploads/00000000-0000-4000-8000-000000000000.jpg" alt="gone">',
        m.imageMissing('/uploads/00000000-0000-4000-8000-000000000000.jpg'),
      ],
      [
        `<p>${`<img src="/uploads/${name}" alt="a">`.repeat(postLimits.imagesMax + 1)}</p>`,
        m.tooManyImages(postLimits.imagesMax),
      ],
      [
        `<p>${'x'.repeat(postLimits.bodyMaxBytes + 1)}</p>`,
        m.bodyTooLarge(postLimits.bodyMaxBytes / 1024),
      ],
    ];
    const before = await postCount();
    for (const [bodyHtml, message] of cases) {
      const res = await send('POST', '/api/admin/posts', { ...base, bodyHtml });
      expect(res.status, message).toBe(400);
      expect(((await res.json()) as Refused).fieldErrors.bodyHtml).toBe(message);
    }
    const huge = await send('POST', '/api/admin/posts', {
      ...base,
      bodyHtml: 'x'.repeat(postLimits.requestMaxBytes + 10),
    });
    expect(huge.status).toBe(413);
    expect(await postCount()).toBe(before);
  });

  it('keeps a history and restores a revision as the working copy', async () => {
    const saved = await create({ title: 'History', summary: 'First', bodyHtml: '<p>One</p>' });
    await send('PUT', `/api/admin/posts/${saved.id}`, {
      title: 'History',
      summary: 'Second',
      bodyHtml: '<p>Two</p>',
    });
    await publish(saved.id);
    const list = (await (await send('GET', `/api/admin/posts/${saved.id}/revisions`)).json()) as {
      revisions: Array<{ id: number; kind: string; live: boolean }>;
    };
    expect(list.revisions.map((r) => r.kind)).toEqual(['publish', 'save', 'save']);
    expect(list.revisions[0]!.live).toBe(true);
    const firstRevision = list.revisions[2]!.id;
    const restored = await restore(saved.id, firstRevision);
    expect(restored.result).toMatchObject({ intent: 'restore', ok: true });
    const post = (await (await send('GET', `/api/admin/posts/${saved.id}`)).json()) as {
      bodyHtml: string;
      hasUnpublishedChanges: boolean;
    };
    expect(post.bodyHtml).toBe('<p>One</p>');
    expect(post.hasUnpublishedChanges).toBe(true);
    expect(await page(`/blog/${saved.slug}`)).toContain('<p>Two</p>');
    await publish(saved.id);
    expect(await page(`/blog/${saved.slug}`)).toContain('<p>One</p>');
    expect((await restore(saved.id, 999_999)).result).toMatchObject({ ok: false });
    // The editor's intent is the one way (issue 38): no JSON write beside it.
    const gone = await send(
      'POST',
      `/api/admin/posts/${saved.id}/revisions/${firstRevision}/restore`,
    );
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ error: 'Not found' });
    expect((await send('GET', '/api/admin/posts/999999')).status).toBe(404);

    // An editor saving as it goes: the oldest saves go past the cap, every publish stays.
    for (let i = 0; i <= postLimits.savesKept; i++) {
      const res = await send('PUT', `/api/admin/posts/${saved.id}`, {
        title: 'History',
        summary: `Draft ${i}`,
        bodyHtml: '<p>One</p>',
      });
      expect(res.status).toBe(200);
    }
    const kinds = await server.query<{ kind: string; n: number }>(
      'select kind, count(*) as n from post_revisions where post_id = ? group by kind order by kind',
      [saved.id],
    );
    const byKind = Object.fromEntries(kinds.map((k) => [k.kind, Number(k.n)]));
    expect(byKind.publish).toBe(2);
    expect((byKind.save ?? 0) + (byKind.restore ?? 0)).toBe(postLimits.savesKept);
    expect(await page(`/blog/${saved.slug}`)).toContain('<p>One</p>');
  });

  it('renders the sanitized XSS payloads in Chromium: no dialog, no request to another origin', async () => {
    const name = await upload('#aa9933');
    const saved = await create({ title: 'XSS corpus', summary: 'S', bodyHtml: '<p>start</p>' });
    // Each payload as text and inside a photo's alt text, then a sentinel paragraph.
    const markup = (i: number) => {
      const payload = xssPayloads[i]!;
      return `<p>${payload}</p><img src="/uploads/${name}" alt="${payload.replace(/"/g, '&quot;')}">${sentinel(i)}`;
    };
    const kept: string[] = [];
    let keptPayloads = 0;
    let refused = 0;
    /**
     * Saves payloads together and reads the stored body back. A payload counts as checked when
     * the sentinels of those before it came through, in order: nothing before it swallowed it
     * (an unclosed textarea, comment or attribute quote). The payloads after one that swallowed
     * its own sentinel go round again. A refused group is tried one payload at a time: a payload
     * refused alone is refused for a photo that is not the library's or an empty body.
     */
    const check = async (group: readonly number[]): Promise<void> => {
      const res = await send('PUT', `/api/admin/posts/${saved.id}`, {
        title: 'XSS corpus',
        summary: 'S',
        bodyHtml: group.map(markup).join(''),
      });
      const payloads = group.map((i) => xssPayloads[i]!).join('\n');
      if (res.status === 400) {
        if (group.length > 1) {
          for (const i of group) await check([i]);
          return;
        }
        const error = ((await res.json()) as Refused).fieldErrors.bodyHtml ?? '';
        expect(error, payloads).toMatch(/photo|Write the body/);
        refused += 1;
        return;
      }
      expect(res.status, payloads).toBe(200);
      const stored = (await (await send('GET', `/api/admin/posts/${saved.id}`)).json()) as {
        bodyHtml: string;
      };
      const shape = htmlShape(stored.bodyHtml);
      expect(shape.scripts, payloads).toBe(0);
      for (const s of shape.shapes)
        expect(s, payloads).not.toMatch(/^(script|iframe|style)|@on|@style/);
      for (const u of shape.urls) expect(isScriptUrl(u), payloads).toBe(false);
      kept.push(stored.bodyHtml);
      let from = 0;
      let seen = 0;
      for (const i of group) {
        seen += 1;
        const at = stored.bodyHtml.indexOf(sentinel(i), from);
        if (at < 0) break;
        from = at;
      }
      keptPayloads += seen;
      if (seen < group.length) await check(group.slice(seen));
    };
    // Grouped, the 200 payloads take about 110 requests instead of 400, which were most of this
    // test's time on a loaded machine (22 of 30 s on SQLite, 39 of 47 s on PostgreSQL at load
    // ~29 on 2 cores, against the 60 s timeout). A group holds at most a post's photos. Those
    // naming a photo or a source, likely refused as a photo not the library's, go alone: one in
    // a group would have the whole group tried again.
    const alone = (i: number) => /<\s*(img|image)\b|\bsrc\s*=/i.test(xssPayloads[i]!);
    const indices = xssPayloads.map((_, i) => i);
    for (const i of indices.filter(alone)) await check([i]);
    const grouped = indices.filter((i) => !alone(i));
    for (let at = 0; at < grouped.length; at += postLimits.imagesMax)
      await check(grouped.slice(at, at + postLimits.imagesMax));
    expect(keptPayloads + refused).toBe(xssPayloads.length);
    expect(keptPayloads).toBeGreaterThan(100);
    // Everything kept, in one post (photos left out: a post has at most 20), published; and
    // every kept body whole, photos and all, on a page of its own with no CSP at all.
    const texts = kept.map((html) => html.replace(/<img [^>]*>/g, '')).join('\n');
    const all = await send('PUT', `/api/admin/posts/${saved.id}`, {
      title: 'XSS corpus',
      summary: 'S',
      bodyHtml: texts,
    });
    expect(all.status, await all.clone().text()).toBe(200);
    const url = await publish(saved.id);

    const browser = await chromium.launch({
      executablePath: CHROMIUM_SHELL_PATH,
      args: CHROMIUM_ARGS,
    });
    try {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const tab = await context.newPage();
      const dialogs: string[] = [];
      const foreign: string[] = [];
      tab.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      tab.on('request', (request) => {
        const target = new URL(request.url());
        if (/^https?:$/.test(target.protocol) && target.origin !== server.url)
          foreign.push(request.url());
      });
      const opened = await tab.goto(`${server.url}${url}`, { waitUntil: 'load' });
      expect(opened?.status()).toBe(200);
      await tab.route(`${server.url}/xss-probe`, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html><body>${kept.join('\n')}</body></html>`,
        }),
      );
      await tab.goto(`${server.url}/xss-probe`, { waitUntil: 'load' });
      await tab.mouse.move(10, 10);
      // A payload's script would have run on load or on the mouse's move, long before this.
      await tab.waitForTimeout(margins.lateMs);
      expect(dialogs).toEqual([]);
      expect(foreign).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it(`allows ${postLimits.createdPerHour} new posts an hour (429 past that, nothing stored)`, async () => {
    const made = await postCount();
    for (let i = made; i < postLimits.createdPerHour; i++)
      await create({ title: `Filler ${i}`, summary: 'S', bodyHtml: '<p>x</p>' });
    const res = await send('POST', '/api/admin/posts', {
      title: 'One too many',
      summary: 'S',
      bodyHtml: '<p>x</p>',
    });
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ error: m.perHour(postLimits.createdPerHour) });
    expect(await postCount()).toBe(postLimits.createdPerHour);
  });
});
