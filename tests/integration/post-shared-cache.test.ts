import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '#tests/support/dashboard-session.ts';
import { dialects } from '#tests/support/dialects.ts';
import { metaContent } from '#tests/support/html.ts';
import { startServer, type TestServer } from '#tests/support/server.ts';

/**
 * How long a shared cache (a CDN in front of the site) may keep a post. Unpublishing drops the
 * host's own page cache at once (posts-hostile.test.ts), but a CDN only asks again once its
 * copy is stale: with the other pages' `s-maxage=60, stale-while-revalidate=600` a post taken
 * down could still be shown for 11 minutes. A post, and the blog listing it, are held a minute
 * at most; every other page keeps the shared lifetime it had.
 */
const POST_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

describe.each(await dialects())('a post in shared caches on %s', (dialect) => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startServer({ dialect });
    cookie = (await signedInAdmin(server)).cookie;
  });
  afterAll(async () => {
    await server?.dispose();
  });

  function send(method: string, path: string, body?: unknown) {
    return fetch(`${server.url}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        cookie,
        Origin: server.url,
        'Sec-Fetch-Site': 'same-origin',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(`${server.url}${path}`, { method, redirect: 'manual', headers });

  const fields = (slug: string) => ({
    title: `Post ${slug}`,
    slug,
    summary: 'S',
    bodyHtml: '<p>x</p>',
  });
  async function publishedPost(slug: string): Promise<{ id: number; url: string }> {
    const created = await send('POST', '/api/admin/posts', fields(slug));
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const published = await send('POST', `/api/admin/posts/${id}/publish`);
    expect(published.status, await published.clone().text()).toBe(200);
    return { id, url: ((await published.json()) as { url: string }).url };
  }

  it('lets a CDN keep a post a minute at most: from the page cache, HEAD and 304 alike', async () => {
    const { url } = await publishedPost('cdn-minute');
    // Until the publish's own generation check has dropped the cache once more, a page may be
    // rendered again: wait for a hit, then read every kind of answer.
    await expect
      .poll(async () => (await get(url)).headers.get('x-page-cache'), { timeout: 5000 })
      .toBe('hit');
    const hit = await get(url);
    const head = await get(url, {}, 'HEAD');
    const notModified = await get(url, { 'if-none-match': hit.headers.get('etag')! });
    // The blog lists the post's title, summary and cover: held no longer than the post.
    await expect
      .poll(async () => (await get('/blog')).headers.get('x-page-cache'), { timeout: 5000 })
      .toBe('hit');
    const blog = await get('/blog');
    // A query the page does not name as its own, and the loader's data, are answered per
    // request and, as before, kept by no shared cache.
    const uncached = await get(`${url}?n=1`);
    const loaderData = await get(`${url}.data`);
    expect(
      [hit, head, notModified, blog, uncached, loaderData].map((res) => ({
        status: res.status,
        cacheControl: res.headers.get('cache-control'),
      })),
    ).toEqual([
      { status: 200, cacheControl: POST_CACHE_CONTROL },
      { status: 200, cacheControl: POST_CACHE_CONTROL },
      { status: 304, cacheControl: POST_CACHE_CONTROL },
      { status: 200, cacheControl: POST_CACHE_CONTROL },
      { status: 200, cacheControl: 'no-cache' },
      { status: 200, cacheControl: 'no-cache' },
    ]);
  });

  it("holds a post's share picture no longer than the post, and answers 404 once it is taken down", async () => {
    const { id, url } = await publishedPost('cdn-picture');
    const page = await get(url);
    expect(page.status).toBe(200);
    const image = new URL(metaContent(await page.text(), 'og:image') ?? '');
    const picture = `${image.pathname}${image.search}`;
    expect(picture).toMatch(/^\/og\/blog\/cdn-picture\.jpg\?v=/);
    const live = await get(picture);
    expect(live.status).toBe(200);
    expect(live.headers.get('content-type')).toBe('image/jpeg');
    await live.arrayBuffer();
    const again = await get(picture, { 'if-none-match': live.headers.get('etag')! });
    // The title is drawn on it: a CDN keeping it a year would show a post taken down for a year.
    expect([live, again].map((res) => [res.status, res.headers.get('cache-control')])).toEqual([
      [200, POST_CACHE_CONTROL],
      [304, POST_CACHE_CONTROL],
    ]);
    // The blog's own picture shows no post: still the immutable one.
    const blog = new URL(metaContent(await (await get('/blog')).text(), 'og:image') ?? '');
    const blogPicture = await get(`${blog.pathname}${blog.search}`);
    expect(blogPicture.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    await blogPicture.arrayBuffer();

    expect((await send('POST', `/api/admin/posts/${id}/unpublish`)).status).toBe(200);
    const gone = await get(picture);
    expect([gone.status, gone.headers.get('cache-control')]).toEqual([404, 'no-cache']);
  });

  it('leaves the missing, moved and taken-down answers uncached, and every other page as it was', async () => {
    const { id, url } = await publishedPost('cdn-moved');
    const renamed = await send('PUT', `/api/admin/posts/${id}`, {
      ...fields('cdn-moved'),
      slug: 'cdn-moved-now',
    });
    expect(renamed.status, await renamed.clone().text()).toBe(200);
    expect((await send('POST', `/api/admin/posts/${id}/publish`)).status).toBe(200);
    const { id: downId, url: downUrl } = await publishedPost('cdn-down');
    expect((await send('POST', `/api/admin/posts/${downId}/unpublish`)).status).toBe(200);

    const rows = [];
    for (const path of [url, downUrl, '/blog/never-written']) {
      const res = await get(path);
      rows.push({ path, status: res.status, cacheControl: res.headers.get('cache-control') });
    }
    expect(rows).toEqual([
      { path: url, status: 301, cacheControl: 'no-cache' },
      { path: downUrl, status: 410, cacheControl: 'no-cache' },
      { path: '/blog/never-written', status: 404, cacheControl: 'no-cache' },
    ]);

    const pages = ['/', '/about', '/services', '/contact', '/locations', '/faqs'];
    const others = [];
    for (const path of pages) {
      // A page rendered while the unpublish's cache drop lands is answered, never shared
      // ("no-cache"): read each one from the page cache, as a CDN mostly gets it.
      await expect
        .poll(async () => (await get(path)).headers.get('x-page-cache'), { timeout: 5000 })
        .toBe('hit');
      const res = await get(path);
      others.push({ path, status: res.status, cacheControl: res.headers.get('cache-control') });
    }
    expect(others).toEqual(
      pages.map((path) => ({ path, status: 200, cacheControl: PAGE_CACHE_CONTROL })),
    );
  });
});
