import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { HostEnv } from './host-env.ts';
import { chooseEncoding } from './http/accept-encoding.ts';

const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/;
const MIN_BYTES = 1024;

/**
 * Brotli or gzip, as `chooseEncoding` decides, for dynamic responses (sitemap, robots, pages
 * rendered per request, JSON). Static files choose their own coding among the copies made at
 * build time and are left alone, as are partial content and responses already coded. A HEAD
 * gets the headers its GET would: the same Content-Encoding and Vary, no Content-Length.
 */
export function compression(): MiddlewareHandler<HostEnv> {
  return async (c, next) => {
    await next();
    const res = c.res;
    const head = c.req.method === 'HEAD';
    if ((!res.body && !head) || res.headers.has('Content-Encoding')) return;
    if (c.get('codingChosen') === true) return;
    if (res.status === 204 || res.status === 206 || res.status === 304 || res.status < 200) return;
    const type = res.headers.get('Content-Type') ?? '';
    if (!COMPRESSIBLE.test(type)) return;
    const length = Number(res.headers.get('Content-Length') ?? NaN);
    if (Number.isFinite(length) && length < MIN_BYTES) return;
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    const vary = res.headers.get('Vary');
    if (!vary?.toLowerCase().includes('accept-encoding')) {
      res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    if (encoding === 'identity') return;
    const headers = new Headers(res.headers);
    headers.delete('Content-Length');
    headers.set('Content-Encoding', encoding);
    let body: ReadableStream<Uint8Array> | null = null;
    if (!head && res.body) {
      const encoder =
        encoding === 'br'
          ? zlib.createBrotliCompress({
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
            })
          : zlib.createGzip({ level: 6 });
      const source = Readable.fromWeb(res.body as NodeReadableStream);
      body = Readable.toWeb(source.pipe(encoder)) as ReadableStream<Uint8Array>;
    }
    // Assigning c.res merges the previous response's headers into the new one, which would
    // bring back the uncompressed Content-Length (static files have one): clear it first.
    c.res = undefined;
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
  };
}
