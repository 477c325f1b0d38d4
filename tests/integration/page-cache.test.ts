import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverLimits } from '#app/lib/limits.ts';
import { dialects } from '../support/dialects.ts';
import { startServer, type TestServer } from '../support/server.ts';

const CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

async function raw(url: string, headers: Record<string, string> = {}, method = 'GET') {
  // fetch() would decode the body; the test wants the bytes as sent.
  const http = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>(
    (resolve, reject) => {
      const req = http.request(url, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers as Record<string, string>,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

/** True once the page is answered from the cache (the first check of the database may lag). */
async function cachedWithin(url: string, tries = 10): Promise<boolean> {
  for (let i = 0; i < tries; i++) {
    if ((await raw(url)).headers['x-page-cache'] === 'hit') return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

describe.each(await dialects())('page cache on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ dialect });
  });
  afterAll(() => server?.dispose());

  it('serves the home page from memory after the first render, with the same bytes', async () => {
    const first = await raw(server.url);
    expect(first.status).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    const html = first.body.toString();
    expect(html).toMatch(/<h1[^>]*>/);

    const hit = await raw(server.url);
    expect(hit.headers['x-page-cache']).toBe('hit');
    expect(hit.body.toString()).toBe(html);
    expect(hit.headers['etag']).toBe(first.headers['etag']);
    expect(hit.headers['cache-control']).toBe(CACHE_CONTROL);
    expect(hit.headers['vary']).toBe('Accept-Encoding');
    expect(hit.headers['content-security-policy']).toContain("script-src 'self'");
    expect(hit.headers['x-content-type-options']).toBe('nosniff');
    expect(hit.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(hit.headers['x-request-id']).not.toBe(first.headers['x-request-id']);

    const br = await raw(server.url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(html);
    const gz = await raw(server.url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(html);
  });

  it('answers 304 to a matching If-None-Match and HEAD without a body', async () => {
    const { headers } = await raw(server.url);
    const notModified = await raw(server.url, { 'if-none-match': headers['etag']! });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers['etag']).toBe(headers['etag']);
    const head = await raw(server.url, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(headers['content-length']);
  });

  it('keeps only pages asked by their canonical URL: made-up paths and queries cannot push them out', async () => {
    const contact = `${server.url}/contact`;
    expect(await cachedWithin(contact)).toBe(true);
    // A stream of these once cost two renders and two compressions each, and each stored
    // page pushed out an older one: a visitor then waited on a render again.
    const madeUp = [
      '/no-such-page',
      '/no-such-page',
      '/?n=1',
      '/?n=1',
      '/contact?n=2',
      '/CONTACT',
      '/contact/',
      '//contact',
    ];
    for (const target of madeUp) {
      const answer = await raw(`${server.url}${target}`);
      expect(answer.headers['x-page-cache'], target).toBeUndefined();
      if (target === '/no-such-page') {
        expect(answer.status).toBe(404);
        expect(answer.body.toString()).toContain('Oops! Page not found');
      }
    }
    expect((await raw(contact)).headers['x-page-cache']).toBe('hit');
    // Tracking parameters still share the page's entry.
    expect((await raw(`${contact}?utm_source=flyer&gclid=x`)).headers['x-page-cache']).toBe('hit');
  });

  it('answers build assets from memory with their precompressed copies', async () => {
    // Public pages inline their stylesheet; the enhancement module is their build asset.
    const html = (await raw(server.url)).body.toString();
    const asset = /src="(\/assets\/enhance-[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const plain = await raw(`${server.url}${asset}`);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    const br = await raw(`${server.url}${asset}`, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(plain.body.length);
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gz = await raw(`${server.url}${asset}`, { 'accept-encoding': 'gzip' });
    expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true);
    const notModified = await raw(`${server.url}${asset}`, {
      'if-none-match': plain.headers['etag']!,
    });
    expect(notModified.status).toBe(304);
  });

  it('caches pages with a quote form, and every visitor posting the cached form gets a lead', async () => {
    const city = '/locations/charlotte-nc';
    await raw(`${server.url}${city}`);
    const cached = await raw(`${server.url}${city}`);
    expect(cached.headers['x-page-cache']).toBe('hit');
    const html = cached.body.toString();
    const hidden = Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [
        m[1]!,
        m[2]!,
      ]),
    );
    const post = (name: string, email: string, agent: string) =>
      fetch(`${server.url}${city}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: server.url,
          'User-Agent': agent,
        },
        body: new URLSearchParams({
          ...hidden,
          name,
          email,
          phone: '(704) 555-0101',
          service: 'repair',
          location: 'Charlotte, NC',
          message: 'Door stuck',
        }),
      });
    // Two visitors with the same cached page; the second one double-clicks submit.
    for (const res of [
      await post('Ann Visitor', 'ann@example.com', 'browser-a'),
      await post('Bob Visitor', 'bob@example.com', 'browser-b'),
      await post('Bob Visitor', 'bob@example.com', 'browser-b'),
    ]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('x-page-cache')).toBeNull();
      expect(await res.text()).toContain('Thank you!');
    }
    const rows = await server.query<{ email: string; status: string }>(
      "select email, status from contact_submissions where email in ('ann@example.com', 'bob@example.com') order by email",
    );
    expect(rows).toEqual([
      { email: 'ann@example.com', status: 'new' },
      { email: 'bob@example.com', status: 'new' },
    ]);
    expect((await raw(`${server.url}/`)).headers['x-page-cache']).toBeDefined();
    expect((await raw(`${server.url}/`)).headers['x-page-cache']).toBe('hit');
  });

  it('leaves API answers and POSTs alone', async () => {
    for (let i = 0; i < 2; i++) {
      const api = await raw(`${server.url}/api/no-such-endpoint`);
      expect(api.headers['x-page-cache']).toBeUndefined();
    }
    const post = await fetch(server.url, { method: 'POST', body: new URLSearchParams() });
    expect(post.headers.get('x-page-cache')).toBeNull();
  });
});

describe.each(await dialects())('page cache across two instances on %s', (dialect) => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startServer({ dialect, keepData: true });
    b = await startServer({ dialect, dataDir: a.dataDir, schema: a.schema });
  });
  afterAll(async () => {
    await b?.dispose();
    await a?.stop();
    const keep = a;
    if (keep) {
      const { rmSync } = await import('node:fs');
      rmSync(keep.dataDir, { recursive: true, force: true });
      if (keep.schema) {
        const { dropSchema } = await import('../support/postgres.ts');
        await dropSchema(keep.schema);
      }
    }
  });

  it('gives both instances the same ETag and drops both copies when the generation changes', async () => {
    for (const s of [a, b]) expect(await cachedWithin(s.url)).toBe(true);
    expect((await raw(a.url)).headers['etag']).toBe((await raw(b.url)).headers['etag']);

    // What bumpPageCacheGeneration() writes, done from outside both processes.
    const updated = await a.query(
      "update admin_settings set setting_value = 'test-bump' where setting_key = 'page_cache_generation'",
    );
    expect(updated).toBeDefined();
    const rows = await a.query<{ setting_value: string }>(
      "select setting_value from admin_settings where setting_key = 'page_cache_generation'",
    );
    if (rows.length === 0) {
      await a.query(
        "insert into admin_settings (setting_key, setting_value) values ('page_cache_generation', 'test-bump')",
      );
    }
    for (const s of [a, b]) {
      let outcome = 'hit';
      const started = Date.now();
      // Polled each `generationPollMs`; a busy CI machine gets ten of its polls.
      while (
        outcome === 'hit' &&
        Date.now() - started < serverLimits.pageCache.generationPollMs * 10
      ) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        outcome = (await raw(s.url)).headers['x-page-cache'] ?? '';
      }
      expect(outcome).toBe('miss');
    }
  });
});
