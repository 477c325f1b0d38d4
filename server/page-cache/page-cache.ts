import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import {
  CONTENT_CHANGED_EVENT,
  readPageCacheGeneration,
} from '#app/server/pages/page-generation.ts';
import { serverLimits } from '#app/lib/limits.ts';
import { routes } from '#app/lib/urls.ts';
import type { AppServices } from '#app/server/services.ts';
import { isCacheablePath, namesItself, pageCacheKey } from './cache-key.ts';
import { chooseEncoding, type Encoding } from '../http/accept-encoding.ts';
import { conditionsOfFetch, isNotModified } from '../http/conditional.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Browsers revalidate every time (a 304 is cheap); a CDN may hold a page for a minute. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/**
 * The pages that show a post (`/blog/<slug>`, and `/blog`, which lists its title, summary and
 * cover): never served stale by a CDN. With the other pages' stale-while-revalidate, a post the
 * owner takes down (a customer's photo, a mistake) could be shown from a CDN for 11 minutes
 * after its 410; this way it is gone within the minute.
 */
export const POST_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

/** The shared-cache lifetime of a page kept here, by its path (a route's own header wins). */
export function pageCacheControl(pathname: string): string {
  return pathname === routes.blog || pathname.startsWith(`${routes.blog}/`)
    ? POST_PAGE_CACHE_CONTROL
    : PAGE_CACHE_CONTROL;
}

export interface PageCacheOptions {
  /** `content`: a page is kept only while the version it was rendered from is the published one. */
  services: Pick<AppServices, 'db' | 'log' | 'contentChanged' | 'content'>;
  /** Oldest a page may get before it is rendered again (the footer's year, for one). */
  ttlMs?: number;
  maxEntries?: number;
  /** Cap on the bytes of all variants of all pages. */
  maxBytes?: number;
  /** Pages larger than this are not cached. */
  maxPageBytes?: number;
  /** How often the database's generation token is read. */
  pollMs?: number;
  /**
   * Runs when the generation changes, before the pages are dropped: the owner's published
   * content is loaded first (issue 15), so no page is re-rendered from the old content.
   */
  onGenerationChange?: (() => Promise<unknown>) | undefined;
  /** Headers every response carries (the host's security headers), stored with each page. */
  sharedHeaders?: Record<string, string>;
}

export interface CachedPage {
  key: string;
  status: 200 | 404;
  etag: string;
  storedAt: number;
  bytes: number;
  bodies: Record<Encoding, Buffer<ArrayBuffer>>;
  /** Response headers of each variant (Content-Length, -Encoding included), name/value pairs. */
  headers: Record<Encoding, Array<[string, string]>>;
  /** The same as flat name, value, name, value lists, for `ServerResponse.writeHead`. */
  rawHeaders: Record<Encoding, string[]>;
  /** Headers of a 304 answer. */
  notModifiedHeaders: string[];
}

export type PageRenderer = (request: Request) => Promise<Response>;

export type CacheOutcome = 'hit' | 'miss' | 'bypass';

export interface PageCacheStats {
  entries: number;
  bytes: number;
  healthy: boolean;
  generation: string | undefined;
}

export interface PageCache {
  /** Looks a request up; undefined when it is not a GET/HEAD of a cached page. */
  lookup(method: string, target: string, protocol: string): CachedPage | undefined;
  /**
   * The host's page handler: a cached copy when there is one, else renders (one render per
   * page at a time), checks the page may be shared, stores it and answers. `contentVersion` is
   * the version of the content snapshot `render` shows (decision 0015).
   */
  handle(
    request: Request,
    protocol: string,
    contentVersion: number,
    render: PageRenderer,
  ): Promise<Response>;
  /** Settles once the database has been asked for the generation the first time. */
  ready: Promise<void>;
  /** Drops every page (content changed). */
  clear(reason: string): void;
  stats(): PageCacheStats;
  stop(): void;
}

const HOP_OR_PER_RESPONSE = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  'vary',
  'cache-control',
  'x-request-id',
  'x-page-cache',
]);

/**
 * Why a rendered response may not be shared between visitors, or undefined when it may.
 * Anything personal or per-response (a cookie, a nonce for inline scripts, a private
 * Cache-Control, a Vary on anything but encoding) keeps a page out of the cache.
 */
export function notShareable(res: Response): string | undefined {
  if (res.status !== 200 && res.status !== 404) return `status ${res.status}`;
  if (res.headers.has('set-cookie')) return 'sets a cookie';
  const cacheControl = res.headers.get('cache-control')?.toLowerCase() ?? '';
  if (/\b(private|no-store|no-cache)\b/.test(cacheControl)) return `cache-control ${cacheControl}`;
  if (/'nonce-/.test(res.headers.get('content-security-policy') ?? '')) return 'hydrates (nonce)';
  const vary = res.headers.get('vary');
  if (vary && vary.split(',').some((v) => v.trim().toLowerCase() !== 'accept-encoding'))
    return `varies on ${vary}`;
  if (!/^text\/html\b/.test(res.headers.get('content-type') ?? '')) return 'not html';
  if (res.headers.has('content-encoding')) return 'already encoded';
  return undefined;
}

/**
 * The in-process cache of rendered public pages. A page is stored only when two renders give
 * the same bytes (so a per-render value, say a form token, can never be handed to a second
 * visitor), the database answered before and after the render (a page degraded by an
 * outage is never kept) and it was asked by its canonical URL (`namesItself`). Pages are dropped when the generation token in the database changes.
 */
export function createPageCache(options: PageCacheOptions): PageCache {
  const { db, log, contentChanged, content } = options.services;
  const ttlMs = options.ttlMs ?? serverLimits.pageCache.ttlMs;
  const maxEntries = options.maxEntries ?? serverLimits.pageCache.maxEntries;
  const maxBytes = options.maxBytes ?? serverLimits.pageCache.maxBytes;
  const maxPageBytes = options.maxPageBytes ?? serverLimits.pageCache.maxPageBytes;
  const pollMs = options.pollMs ?? serverLimits.pageCache.generationPollMs;

  const entries = new Map<string, CachedPage>();
  const inflight = new Map<string, Promise<CachedPage | undefined>>();
  /** Pages whose two renders differed: rendered per request until the next clear. */
  const volatile = new Map<string, number>();
  let totalBytes = 0;
  let generation: string | undefined;
  let healthy = false;
  /** Incremented by every clear: a render that straddles one is not stored. */
  let epoch = 0;
  let lastGoodPollStartedAt = 0;
  let polling = false;

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.bytes;
  }

  function clear(reason: string): void {
    epoch++;
    if (entries.size > 0) log.info({ reason, pages: entries.size }, 'page cache cleared');
    entries.clear();
    volatile.clear();
    totalBytes = 0;
  }

  function insert(entry: CachedPage): void {
    remove(entry.key);
    entries.set(entry.key, entry);
    totalBytes += entry.bytes;
    // Oldest first: with a TTL, insertion order is close enough to recency.
    for (const key of entries.keys()) {
      if (entries.size <= maxEntries && totalBytes <= maxBytes) break;
      remove(key);
    }
  }

  async function poll(): Promise<void> {
    if (polling) return;
    polling = true;
    const started = Date.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('generation check timed out')), 2000);
      });
      const current = await Promise.race([readPageCacheGeneration(db), timeout]);
      if (current !== generation) await options.onGenerationChange?.();
      if (generation !== undefined && current !== generation) clear('content changed');
      generation = current;
      if (!healthy) log.debug('page cache: database answers, storing pages');
      healthy = true;
      lastGoodPollStartedAt = started;
    } catch (error) {
      if (healthy) {
        log.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'page cache: database unreachable, new pages are not cached until it answers',
        );
      }
      healthy = false;
      // A page stored since the last good check may have been rendered without the database.
      for (const [key, entry] of entries) {
        if (entry.storedAt >= lastGoodPollStartedAt) remove(key);
      }
    } finally {
      clearTimeout(timer);
      polling = false;
    }
  }

  const timer = setInterval(() => void poll(), pollMs);
  timer.unref();
  const ready = poll();
  const onContentChanged = () => {
    clear('content changed here');
    void poll();
  };
  contentChanged.addEventListener(CONTENT_CHANGED_EVENT, onContentChanged);

  function lookup(method: string, target: string, protocol: string): CachedPage | undefined {
    if (method !== 'GET' && method !== 'HEAD') return undefined;
    if (entries.size === 0) return undefined;
    const entry = entries.get(pageCacheKey(target, protocol));
    if (!entry) return undefined;
    if (Date.now() - entry.storedAt > ttlMs) {
      remove(entry.key);
      return undefined;
    }
    return entry;
  }

  async function build(
    key: string,
    first: Response,
    firstBody: Buffer<ArrayBuffer>,
    render: PageRenderer,
    request: Request,
  ): Promise<CachedPage | undefined> {
    // A second, independent render: any per-request value shows up as a difference.
    const second = await render(new Request(request.url, { headers: request.headers }));
    const secondBody = Buffer.from(await second.arrayBuffer());
    if (second.status !== first.status || !secondBody.equals(firstBody)) {
      volatile.set(key, Date.now() + ttlMs);
      log.warn(
        { path: new URL(request.url).pathname },
        'page differs between two renders (a per-request value?): not cached',
      );
      return undefined;
    }
    const [br, gz] = await Promise.all([
      brotli(firstBody, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: firstBody.length,
        },
      }),
      gzip(firstBody, { level: 9 }),
    ]);
    const etag = `W/"${createHash('sha256').update(firstBody).digest('base64url').slice(0, 27)}"`;
    const common: Array<[string, string]> = Object.entries(options.sharedHeaders ?? {}).map(
      ([name, value]): [string, string] => [name.toLowerCase(), value],
    );
    for (const [name, value] of first.headers) {
      if (!HOP_OR_PER_RESPONSE.has(name) && !common.some(([n]) => n === name))
        common.push([name, value]);
    }
    const routeCacheControl = first.headers.get('cache-control');
    common.push(
      ['cache-control', routeCacheControl ?? pageCacheControl(new URL(request.url).pathname)],
      ['etag', etag],
      ['vary', 'Accept-Encoding'],
    );
    const bodies: Record<Encoding, Buffer<ArrayBuffer>> = { identity: firstBody, br, gzip: gz };
    const variant = (encoding: Encoding): Array<[string, string]> => [
      ...common,
      ['content-length', String(bodies[encoding].length)],
      ...(encoding === 'identity' ? [] : [['content-encoding', encoding] as [string, string]]),
    ];
    const headers = { identity: variant('identity'), br: variant('br'), gzip: variant('gzip') };
    const flat = (pairs: Array<[string, string]>) => pairs.flat();
    return {
      key,
      status: first.status as 200 | 404,
      etag,
      storedAt: Date.now(),
      bytes: firstBody.length + br.length + gz.length,
      bodies,
      headers,
      rawHeaders: {
        identity: flat(headers.identity),
        br: flat(headers.br),
        gzip: flat(headers.gzip),
      },
      notModifiedHeaders: flat(
        common.filter(([name]) => name === 'etag' || name === 'cache-control' || name === 'vary'),
      ),
    };
  }

  /** Renders a missing page; resolves with the stored page, or the render itself. */
  async function fill(
    key: string,
    request: Request,
    contentVersion: number,
    render: PageRenderer,
    settle: (entry: CachedPage | undefined) => void,
  ): Promise<Response> {
    const startEpoch = epoch;
    const startedHealthy = healthy;
    let entry: CachedPage | undefined;
    try {
      const first = await render(request);
      const reason = notShareable(first);
      if (reason) {
        log.debug({ key, reason }, 'page not cached');
        return first;
      }
      const firstBody = Buffer.from(await first.arrayBuffer());
      const url = new URL(request.url);
      if (!namesItself(firstBody, url.pathname + url.search)) {
        log.debug({ key }, 'page not cached: not asked by its canonical URL');
        return new Response(firstBody, first);
      }
      if (startedHealthy && firstBody.length <= maxPageBytes) {
        entry = await build(key, first, firstBody, render, request);
      }
      // Rendered from a snapshot that is no longer the published one (a publish landed during
      // the render, here or seen from another instance): answered, never kept.
      const current = content.current().version === contentVersion;
      if (entry && healthy && epoch === startEpoch && current) insert(entry);
      else entry = undefined;
      return entry ? respond(entry, request, 'miss') : new Response(firstBody, first);
    } finally {
      settle(entry);
    }
  }

  async function handle(
    request: Request,
    protocol: string,
    contentVersion: number,
    render: PageRenderer,
  ) {
    const method = request.method;
    if (method !== 'GET' && method !== 'HEAD') return render(request);
    const url = new URL(request.url);
    if (!isCacheablePath(url.pathname)) return render(request);
    const target = url.pathname + url.search;
    const cached = lookup(method, target, protocol);
    if (cached) return respond(cached, request, 'hit');
    const key = pageCacheKey(target, protocol);
    const until = volatile.get(key);
    if (until !== undefined) {
      if (until > Date.now()) return render(request);
      volatile.delete(key);
    }
    const pending = inflight.get(key);
    if (pending) {
      const entry = await pending;
      return entry ? respond(entry, request, 'hit') : render(request);
    }
    let settle!: (entry: CachedPage | undefined) => void;
    inflight.set(
      key,
      new Promise<CachedPage | undefined>((resolve) => {
        settle = (entry) => {
          inflight.delete(key);
          resolve(entry);
        };
      }),
    );
    // HEAD fills the cache with the GET it stands for.
    const getRequest =
      method === 'HEAD' ? new Request(request.url, { headers: request.headers }) : request;
    const response = await fill(key, getRequest, contentVersion, render, settle);
    if (method === 'HEAD') return new Response(null, response);
    return response;
  }

  function respond(entry: CachedPage, request: Request, outcome: CacheOutcome): Response {
    const headers = new Headers({ 'x-page-cache': outcome });
    const conditions = conditionsOfFetch(request);
    if (isNotModified(conditions, entry)) {
      for (let i = 0; i < entry.notModifiedHeaders.length; i += 2)
        headers.set(entry.notModifiedHeaders[i]!, entry.notModifiedHeaders[i + 1]!);
      return new Response(null, { status: 304, headers });
    }
    const encoding = chooseEncoding(conditions.acceptEncoding);
    for (const [name, value] of entry.headers[encoding]) headers.set(name, value);
    const body = request.method === 'HEAD' ? null : entry.bodies[encoding];
    return new Response(body, { status: entry.status, headers });
  }

  return {
    ready,
    lookup,
    handle,
    clear,
    stats: () => ({ entries: entries.size, bytes: totalBytes, healthy, generation }),
    stop() {
      clearInterval(timer);
      contentChanged.removeEventListener(CONTENT_CHANGED_EVENT, onContentChanged);
    },
  };
}
