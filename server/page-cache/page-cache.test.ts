import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '#app/server/db/migrate.ts';
import { openDatabase, type DatabaseHandle } from '#app/server/db/open.ts';
import { defaultSiteDocument } from '#app/content/default-site-document.ts';
import { createContentService, type ContentService } from '#app/server/content/content-service.ts';
import { createLogger } from '#app/server/logger.ts';
import {
  bumpPageCacheGeneration,
  invalidatePublicPages,
} from '#app/server/pages/page-generation.ts';
import {
  createPageCache,
  PAGE_CACHE_CONTROL,
  pageCacheControl,
  POST_PAGE_CACHE_CONTROL,
  type PageCache,
  type PageRenderer,
} from './page-cache.ts';

const HTML = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "default-src 'self'",
};
const page = (body: string, init: { status?: number; headers?: Record<string, string> } = {}) =>
  new Response(body, { status: init.status ?? 200, headers: { ...HTML, ...init.headers } });

/** A public page's document: like every one the site renders, it names its canonical URL. */
const doc = (canonicalPath: string, body: string) =>
  `<!doctype html><html><head><link rel="canonical" href="https://garage.example.com${canonicalPath}"/></head><body>${body}</body></html>`;

/** A renderer that counts its calls; `make` gets the path and query it was asked for. */
function counted(make: (target: string) => Response): PageRenderer & { calls: number } {
  const render = Object.assign(
    async (request: Request) => {
      render.calls++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      const url = new URL(request.url);
      return make(url.pathname + url.search);
    },
    { calls: 0 },
  );
  return render;
}

const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, { headers });

describe('page cache', () => {
  let dir: string;
  let database: DatabaseHandle;
  let cache: PageCache;
  let content: ContentService;
  const contentChanged = new EventTarget();
  const log = createLogger('silent');

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-cache-'));
    database = openDatabase({ databaseUrl: undefined, dataDir: dir });
    await migrateToLatest(database.db as never, 'sqlite');
    content = createContentService({ db: database.db, log });
    cache = createPageCache({
      services: { db: database.db, log, contentChanged, content },
      pollMs: 50,
      sharedHeaders: { 'X-Content-Type-Options': 'nosniff' },
    });
    await waitFor(() => cache.stats().healthy);
  });

  afterEach(async () => {
    cache.stop();
    await database.close().catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /**
   * The same renderer's page is stored under an ordinary public path: without this, a test that
   * expects "nothing stored" would also pass against a cache that never stores anything.
   */
  async function expectStored(path: string, render: PageRenderer): Promise<void> {
    const before = cache.stats().entries;
    await cache.handle(get(path), 'http:', content.current().version, render);
    const again = await cache.handle(get(path), 'http:', content.current().version, render);
    expect(again.headers.get('x-page-cache')).toBe('hit');
    expect(cache.stats().entries).toBe(before + 1);
  }

  it('renders a page twice once, then serves the stored bytes with an ETag and 304s', async () => {
    const html = doc('/', 'garage door '.repeat(400));
    const render = counted(() => page(html));
    const first = await cache.handle(get('/'), 'http:', content.current().version, render);
    expect(first.headers.get('x-page-cache')).toBe('miss');
    expect(await first.text()).toBe(html);
    const second = await cache.handle(
      get('/', { 'accept-encoding': 'gzip, br' }),
      'http:',
      content.current().version,
      render,
    );
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(second.headers.get('content-encoding')).toBe('br');
    expect(zlib.brotliDecompressSync(Buffer.from(await second.arrayBuffer())).toString()).toBe(
      html,
    );
    const gz = await cache.handle(
      get('/', { 'accept-encoding': 'gzip' }),
      'http:',
      content.current().version,
      render,
    );
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html);
    expect(render.calls).toBe(2);

    const etag = second.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(second.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    );
    expect(second.headers.get('vary')).toBe('Accept-Encoding');
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
    const notModified = await cache.handle(
      get('/', { 'if-none-match': etag }),
      'http:',
      content.current().version,
      render,
    );
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
  });

  it('never stores a page whose two renders differ (a per-request form token)', async () => {
    let n = 0;
    const render = counted((target) =>
      page(doc(target, `<form><input name="key" value="${++n}"></form>`)),
    );
    const served = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const res = await cache.handle(get('/contact'), 'http:', content.current().version, render);
      served.add(await res.text());
    }
    expect(served.size).toBe(4);
    // Two renders for the check, then one per request: each visitor gets their own token.
    expect(render.calls).toBe(5);
    expect(cache.stats().entries).toBe(0);
    await expectStored(
      '/about',
      counted((target) => page(doc(target, '<form></form>'))),
    );
  });

  it.each([
    ['a cookie', page(doc('/p', 'x'), { headers: { 'set-cookie': 'a=b' } })],
    ['private', page(doc('/p', 'x'), { headers: { 'cache-control': 'private' } })],
    ['no-store', page(doc('/p', 'x'), { headers: { 'cache-control': 'no-store' } })],
    [
      'a nonce (hydrating page)',
      page(doc('/p', 'x'), {
        headers: { 'content-security-policy': "script-src 'nonce-abc'" },
      }),
    ],
    ['a server error', page(doc('/p', 'x'), { status: 500 })],
    ['a redirect', new Response(null, { status: 302, headers: { location: '/' } })],
    ['Vary: Cookie', page(doc('/p', 'x'), { headers: { vary: 'Cookie' } })],
    ['JSON', new Response('{}', { headers: { 'content-type': 'application/json' } })],
  ])('does not store a response with %s', async (_, response) => {
    const render = counted(() => response.clone());
    await cache.handle(get('/p'), 'http:', content.current().version, render);
    const again = await cache.handle(get('/p'), 'http:', content.current().version, render);
    expect(again.headers.get('x-page-cache')).not.toBe('hit');
    expect(cache.stats().entries).toBe(0);
    expect(render.calls).toBe(2);
    await expectStored(
      '/q',
      counted((target) => page(doc(target, 'x'))),
    );
  });

  it('never caches admin, API or upload paths', async () => {
    const render = counted((target) => page(doc(target, 'x')));
    for (const p of [
      '/admin',
      '/admin/settings',
      '/ADMIN',
      '/%61dmin',
      '/init-admin',
      '/api/x',
      '/uploads/a.jpg',
    ]) {
      await cache.handle(get(p), 'http:', content.current().version, render);
      const again = await cache.handle(get(p), 'http:', content.current().version, render);
      expect(again.headers.get('x-page-cache'), p).not.toBe('hit');
    }
    expect(cache.stats().entries).toBe(0);
    // The very same page is stored on a public path.
    await expectStored('/services', render);
  });

  it('shares one entry between URLs that differ only in tracking parameters', async () => {
    const render = counted((target) => page(doc(target, '<p>home</p>')));
    await cache.handle(
      get('/?utm_source=storm&gclid=abc'),
      'http:',
      content.current().version,
      render,
    );
    const hit = await cache.handle(get('/?fbclid=x'), 'http:', content.current().version, render);
    expect(hit.headers.get('x-page-cache')).toBe('hit');
    const other = await cache.handle(
      get('/?service=repair'),
      'http:',
      content.current().version,
      render,
    );
    expect(other.headers.get('x-page-cache')).toBe('miss');
  });

  it('keeps a page only when asked by its canonical URL: made-up queries, path variants and missing pages are rendered once each and never kept', async () => {
    // What the site renders: the home page names "/" whatever query it was asked with; a path
    // variant names its real path; a missing page names none.
    const render = counted((target) => {
      const path = target.split('?')[0]!;
      if (path === '/missing') return page('<p>not found</p>', { status: 404 });
      return page(doc(path.toLowerCase().replace(/\/+$/, '') || '/', '<p>page</p>'));
    });
    await expectStored('/', render);
    const before = render.calls;
    const variants = ['/?n=1', '/?n=2&utm_source=x', '/Contact', '/contact/', '/missing'];
    for (const target of variants) {
      for (let i = 0; i < 2; i++) {
        const res = await cache.handle(get(target), 'http:', content.current().version, render);
        expect(res.headers.get('x-page-cache'), target).toBeNull();
      }
    }
    // One render per request: no second render to compare, nothing compressed, nothing kept.
    expect(render.calls - before).toBe(variants.length * 2);
    expect(cache.stats().entries).toBe(1);
    const home = await cache.handle(
      get('/?utm_source=x'),
      'http:',
      content.current().version,
      render,
    );
    expect(home.headers.get('x-page-cache')).toBe('hit');
  });

  it('renders once for many concurrent misses of one page', async () => {
    const render = counted((target) => page(doc(target, '<p>busy</p>')));
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        cache.handle(get('/busy'), 'http:', content.current().version, render),
      ),
    );
    expect(render.calls).toBe(2);
    for (const res of responses) expect(await res.text()).toBe(doc('/busy', '<p>busy</p>'));
  });

  it('drops pages when another instance bumps the generation in the database', async () => {
    const render = counted((target) => page(doc(target, '<p>v</p>')));
    await cache.handle(get('/'), 'http:', content.current().version, render);
    expect(cache.stats().entries).toBe(1);
    // Another instance: a second connection to the same file.
    const other = openDatabase({ databaseUrl: undefined, dataDir: dir });
    await bumpPageCacheGeneration(other.db);
    await other.close();
    await waitFor(() => cache.stats().entries === 0);
    const again = await cache.handle(get('/'), 'http:', content.current().version, render);
    expect(again.headers.get('x-page-cache')).toBe('miss');
  });

  it('drops pages at once when this process changes content', async () => {
    const render = counted((target) => page(doc(target, '<p>v</p>')));
    await cache.handle(get('/'), 'http:', content.current().version, render);
    expect(cache.stats().entries).toBe(1);
    await invalidatePublicPages({ db: database.db, contentChanged });
    expect(cache.stats().entries).toBe(0);
    const again = await cache.handle(get('/'), 'http:', content.current().version, render);
    expect(again.headers.get('x-page-cache')).not.toBe('hit');
  });

  it('answers but keeps no page rendered from a version that is no longer published', async () => {
    // The owner publishes while the page renders from the snapshot the request took (version 0).
    const stale = counted((target) => {
      content.show(5, defaultSiteDocument);
      return page(doc(target, '<p>before</p>'));
    });
    const first = await cache.handle(get('/stale'), 'http:', 0, stale);
    expect(await first.text()).toBe(doc('/stale', '<p>before</p>'));
    expect(cache.stats().entries).toBe(0);
    // The next request renders from version 5, and that page is kept.
    await expectStored(
      '/stale',
      counted((target) => page(doc(target, '<p>after</p>'))),
    );
  });

  it('stores nothing while the database does not answer', async () => {
    const render = counted((target) => page(doc(target, '<p>v</p>')));
    // Stored while the database answered, and kept: the outage does not empty the cache.
    await expectStored('/', render);
    // Pages stored since the last good generation check are dropped on an outage: let checks
    // (every 50 ms here) confirm this one first.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await database.close();
    await waitFor(() => !cache.stats().healthy);
    await cache.handle(get('/down'), 'http:', content.current().version, render);
    const again = await cache.handle(get('/down'), 'http:', content.current().version, render);
    expect(again.headers.get('x-page-cache')).not.toBe('hit');
    expect(cache.stats().entries).toBe(1);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('pageCacheControl', () => {
  it('never lets a CDN serve a post or the blog stale, and leaves every other page as it was', () => {
    expect(POST_PAGE_CACHE_CONTROL).not.toMatch(/stale-while-revalidate/);
    expect(
      ['/blog/a-post', '/blog', '/', '/about', '/locations/rock-hill-sc', '/blog-x'].map(
        pageCacheControl,
      ),
    ).toEqual([
      POST_PAGE_CACHE_CONTROL,
      POST_PAGE_CACHE_CONTROL,
      PAGE_CACHE_CONTROL,
      PAGE_CACHE_CONTROL,
      PAGE_CACHE_CONTROL,
      PAGE_CACHE_CONTROL,
    ]);
  });
});
