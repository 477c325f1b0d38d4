import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/;
const MIN_BYTES = 1024;

/**
 * Brotli (preferred) or gzip for dynamic responses. Static files that were precompressed at
 * build time are served as they are by the static handler and never pass through here twice.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!res.body || res.headers.has('Content-Encoding') || c.req.method === 'HEAD') return;
    if (res.status === 204 || res.status === 304 || res.status < 200) return;
    const type = res.headers.get('Content-Type') ?? '';
    if (!COMPRESSIBLE.test(type)) return;
    const length = Number(res.headers.get('Content-Length') ?? NaN);
    if (Number.isFinite(length) && length < MIN_BYTES) return;
    const accept = c.req.header('Accept-Encoding') ?? '';
    const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : undefined;
    const vary = res.headers.get('Vary');
    if (!vary?.toLowerCase().includes('accept-encoding')) {
      res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    if (!encoding) return;
    const encoder =
      encoding === 'br'
        ? zlib.createBrotliCompress({
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
          })
        : zlib.createGzip({ level: 6 });
    const source = Readable.fromWeb(res.body as NodeReadableStream);
    const body = Readable.toWeb(source.pipe(encoder)) as ReadableStream<Uint8Array>;
    const headers = new Headers(res.headers);
    headers.delete('Content-Length');
    headers.set('Content-Encoding', encoding);
    // Assigning c.res merges the previous response's headers into the new one, which would
    // bring back the uncompressed Content-Length (static files have one): clear it first.
    c.res = undefined;
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
  };
}
