import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { CODINGS, type Coding } from './http/accept-encoding.ts';
import { conditionsOfFetch } from './http/conditional.ts';
import { answerStatic, type StaticFile } from './http/static-response.ts';
import type { HostEnv } from './host-env.ts';

const SUFFIX: Record<Coding, string> = { br: '.br', gzip: '.gz' };

export interface StaticFilesOptions {
  /** Folder served at `/`. */
  root: string;
  /** Cache-Control of a file, by its path relative to `root` (`sw.js`, `assets/x.js`). */
  cacheControl: (relativePath: string) => string;
}

/** The file a request path names inside `root`, or undefined (missing, a folder, or unsafe). */
function resolve(root: string, requestPath: string): string | undefined {
  // An encoded slash (`/images%2Fx.svg`) would name the file a second time for every cache and
  // CDN; it is no path separator (RFC 3986 2.2), and a page address with one is no page either.
  if (/%2f/i.test(requestPath)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return undefined;
  }
  // No way out of the folder and no second spelling of a path: `..`, `.`, `//`, `\`, NUL.
  if (/(?:^|\/)\.{1,2}(?:\/|$)|\/\/|\\|\0/.test(decoded)) return undefined;
  const file = path.join(root, decoded);
  return file.startsWith(root + path.sep) ? file : undefined;
}

function statFile(file: string): fs.Stats | undefined {
  try {
    const stat = fs.statSync(file);
    return stat.isFile() ? stat : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The client build's files on disk (the service worker, the web manifest, the illustrations
 * under /images, assets not kept in memory), with the brotli and gzip copies the build made
 * beside them. Negotiation, 304s and ranges follow `answerStatic`; the content coding is chosen
 * here, so the compression middleware leaves these responses alone.
 */
export function staticFiles(options: StaticFilesOptions): MiddlewareHandler<HostEnv> {
  const root = path.resolve(options.root);
  return async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') return next();
    const file = resolve(root, c.req.path);
    const stat = file && statFile(file);
    if (!file || !stat) return next();
    const sizes: StaticFile['sizes'] = { identity: stat.size };
    for (const coding of CODINGS) {
      const size = statFile(file + SUFFIX[coding])?.size;
      if (size !== undefined) sizes[coding] = size;
    }
    const answer = answerStatic(conditionsOfFetch(c.req.raw), {
      sizes,
      modifiedMs: stat.mtimeMs,
      contentType: getMimeType(file) ?? 'application/octet-stream',
      cacheControl: options.cacheControl(path.relative(root, file).split(path.sep).join('/')),
    });
    c.set('codingChosen', true);
    let body: ReadableStream<Uint8Array> | null = null;
    if ((answer.status === 200 && answer.sendBody) || answer.status === 206) {
      const source = answer.encoding === 'identity' ? file : file + SUFFIX[answer.encoding];
      const stream = fs.createReadStream(
        source,
        answer.status === 206 ? { start: answer.start, end: answer.end } : {},
      );
      body = Readable.toWeb(stream) as ReadableStream<Uint8Array>;
    }
    return new Response(body, { status: answer.status, headers: answer.headers });
  };
}
