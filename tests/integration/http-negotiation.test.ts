import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, type RawResponse } from '../support/raw-http.ts';
import { startServer, type TestServer } from '../support/server.ts';

/**
 * Content coding, conditional and range requests on every kind of response the host sends
 * (issue 27, items 15-17): static files on disk, build assets from memory, the SEO routes and a
 * public page. Each test builds a table over the paths and compares it whole, so a failure
 * names every path that is wrong. None of this reads the database: SQLite alone runs it.
 */

const REFUSE_BOTH = 'br;q=0, gzip;q=0';
const GZIP_WEIGHED_HIGHER = 'br;q=0.5, gzip;q=1';
const STATIC = ['/sw.js', '/manifest.webmanifest', '/images/hero-home.svg'];
const DYNAMIC = ['/robots.txt', '/sitemap.xml'];
const PAGE = '/about';

let server: TestServer;
/** The enhancement module: a hashed build asset, answered from memory. */
let asset: string;

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(`${server.url}${path}`, headers, method);

/** The path's bytes as they are (no coding). */
const identity = async (path: string) => (await get(path, { 'accept-encoding': 'identity' })).body;

/** `row(path)` for each path, in order (requests one path at a time). */
async function table<T>(paths: string[], row: (path: string) => Promise<T>): Promise<T[]> {
  const rows: T[] = [];
  for (const path of paths) rows.push(await row(path));
  return rows;
}

function decoded(res: RawResponse): Buffer {
  const coding = res.headers['content-encoding'];
  if (coding === 'br') return zlib.brotliDecompressSync(res.body);
  if (coding === 'gzip') return zlib.gunzipSync(res.body);
  return res.body;
}

beforeAll(async () => {
  server = await startServer({ dialect: 'sqlite' });
  const home = await get('/');
  asset = /src="(\/assets\/enhance-[\w-]+\.js)"/.exec(home.body.toString())![1]!;
});
afterAll(() => server?.dispose());

describe('Accept-Encoding (item 15)', () => {
  const everyPath = () => [...STATIC, ...DYNAMIC, asset, PAGE];

  it('sends no coding the client refuses with q=0, on every path', async () => {
    const rows = await table(everyPath(), async (path) => {
      const res = await get(path, { 'accept-encoding': REFUSE_BOTH });
      return {
        path,
        status: res.status,
        coding: res.headers['content-encoding'] ?? 'none',
        sameBytes: res.body.equals(await identity(path)),
        vary: res.headers.vary,
      };
    });
    expect(rows).toEqual(
      everyPath().map((path) => ({
        path,
        status: 200,
        coding: 'none',
        sameBytes: true,
        vary: 'Accept-Encoding',
      })),
    );
  });

  it('follows the weights: gzip when weighed above brotli, brotli when they tie', async () => {
    const rows = await table(everyPath(), async (path) => {
      const weighed = await get(path, { 'accept-encoding': GZIP_WEIGHED_HIGHER });
      const tie = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
      const plain = await identity(path);
      return {
        path,
        weighed: weighed.headers['content-encoding'],
        weighedBytes: decoded(weighed).equals(plain),
        tie: tie.headers['content-encoding'],
        tieBytes: decoded(tie).equals(plain),
      };
    });
    expect(rows).toEqual(
      everyPath().map((path) => ({
        path,
        weighed: 'gzip',
        weighedBytes: true,
        tie: 'br',
        tieBytes: true,
      })),
    );
  });

  it('refuses on a public page the first time too (rendered, not yet cached)', async () => {
    const refused = await get('/faqs', { 'accept-encoding': REFUSE_BOTH });
    const weighed = await get('/gallery', { 'accept-encoding': GZIP_WEIGHED_HIGHER });
    expect([refused, weighed].map((r) => r.headers['x-page-cache'])).toEqual(['miss', 'miss']);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toContain('</html>');
    expect(weighed.headers['content-encoding']).toBe('gzip');
    expect(decoded(weighed).toString()).toContain('</html>');
  });
});

describe('Range and If-Range (item 16)', () => {
  const ranged = () => [...STATIC, asset];

  it('answers one range of a static file with 206, with or without a current If-Range', async () => {
    const rows = await table(ranged(), async (path) => {
      const whole = await get(path);
      const { etag, 'last-modified': lastModified } = whole.headers;
      const statuses = [];
      for (const ifRange of [undefined, etag, lastModified]) {
        const part = await get(path, {
          range: 'bytes=0-9',
          ...(ifRange && { 'if-range': ifRange }),
        });
        const right =
          part.headers['content-range'] === `bytes 0-9/${whole.body.length}` &&
          part.body.equals(whole.body.subarray(0, 10));
        statuses.push(right ? part.status : `${part.status} with other bytes`);
      }
      return { path, statuses };
    });
    expect(rows).toEqual(ranged().map((path) => ({ path, statuses: [206, 206, 206] })));
  });

  it('sends the whole file with 200 when If-Range is stale (another tag, a weak one, a date)', async () => {
    const stale = ['"stale"', 'W/"weak"', 'Thu, 01 Jan 2015 00:00:00 GMT'];
    const rows = await table(ranged(), async (path) => {
      const whole = await identity(path);
      const answers = [];
      for (const ifRange of stale) {
        const res = await get(path, { range: 'bytes=0-9', 'if-range': ifRange });
        answers.push(res.body.equals(whole) ? res.status : `${res.status} partial`);
      }
      return { path, answers };
    });
    expect(rows).toEqual(ranged().map((path) => ({ path, answers: [200, 200, 200] })));
  });

  it('sends the whole body with 200 for several ranges, on every path', async () => {
    const paths = [...ranged(), ...DYNAMIC, PAGE];
    const rows = await table(paths, async (path) => {
      const res = await get(path, { range: 'bytes=0-9,20-29' });
      return { path, status: res.status, whole: res.body.equals(await identity(path)) };
    });
    expect(rows).toEqual(paths.map((path) => ({ path, status: 200, whole: true })));
  });

  it('answers a single range past the end with 416', async () => {
    const res = await get('/sw.js', { range: 'bytes=99999999-' });
    expect(res.status).toBe(416);
    expect(res.headers['content-range']).toMatch(/^bytes \*\/\d+$/);
  });
});

describe('conditional requests and HEAD (item 17)', () => {
  const SAME_ON_304 = ['vary', 'etag', 'cache-control'] as const;

  it('answers If-Modified-Since with 304 on static files, keeping the 200s headers', async () => {
    const paths = [...STATIC, asset];
    const rows = await table(paths, async (path) => {
      const ok = await get(path, { 'accept-encoding': 'br' });
      const since = ok.headers['last-modified'] ?? 'no Last-Modified';
      const res = await get(path, { 'accept-encoding': 'br', 'if-modified-since': since });
      const older = new Date(Date.parse(since) - 60_000).toUTCString();
      const changed = await get(path, { 'if-modified-since': older });
      return {
        path,
        status: res.status,
        kept: SAME_ON_304.filter((name) => res.headers[name] === ok.headers[name]),
        olderDate: changed.status,
      };
    });
    expect(rows).toEqual(
      paths.map((path) => ({ path, status: 304, kept: [...SAME_ON_304], olderDate: 200 })),
    );
  });

  it('lets If-None-Match decide over If-Modified-Since', async () => {
    const ok = await get('/sw.js');
    const res = await get('/sw.js', {
      'if-none-match': '"something-else"',
      'if-modified-since': ok.headers['last-modified']!,
    });
    expect(res.status).toBe(200);
  });

  it('keeps Vary, ETag and Cache-Control on a 304 from /assets and from a page', async () => {
    const paths = [asset, PAGE];
    const rows = await table(paths, async (path) => {
      const ok = await get(path, { 'accept-encoding': 'br' });
      const res = await get(path, { 'accept-encoding': 'br', 'if-none-match': ok.headers.etag! });
      return {
        path,
        status: res.status,
        kept: SAME_ON_304.filter((name) => res.headers[name] === ok.headers[name]),
        vary: res.headers.vary,
      };
    });
    expect(rows).toEqual(
      paths.map((path) => ({ path, status: 304, kept: [...SAME_ON_304], vary: 'Accept-Encoding' })),
    );
  });

  it("gives HEAD the GET's Content-Encoding and Vary", async () => {
    const paths = [...DYNAMIC, ...STATIC, asset, PAGE];
    const accepts = ['br, gzip', GZIP_WEIGHED_HIGHER, REFUSE_BOTH];
    const shown = ['content-encoding', 'vary', 'content-type'] as const;
    const rows = await table(paths, async (path) => {
      const differences = [];
      for (const accept of accepts) {
        const getRes = await get(path, { 'accept-encoding': accept });
        const head = await get(path, { 'accept-encoding': accept }, 'HEAD');
        if (head.status !== 200 || head.body.length > 0) differences.push(`${accept}: status`);
        for (const name of shown) {
          if (head.headers[name] !== getRes.headers[name]) {
            differences.push(`${accept}: ${name} ${head.headers[name]} vs ${getRes.headers[name]}`);
          }
        }
      }
      return { path, differences };
    });
    expect(rows).toEqual(paths.map((path) => ({ path, differences: [] })));
  });
});
