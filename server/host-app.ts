import { randomUUID } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { RouterContextProvider, createRequestHandler, type ServerBuild } from 'react-router';
import type { ContentSnapshot } from '#app/content/live.ts';
import {
  contentContext,
  requestInfoContext,
  servicesContext,
} from '#app/routes/_context/context.server.ts';
import { baseSecurityHeaders, contentSecurityPolicy } from '#app/server/security/headers.ts';
import type { AppServices, RequestInfo } from '#app/server/services.ts';
import { mountApi } from './api/index.ts';
import { mountSocialImages } from './api/social-images.ts';
import { mountUnsubscribe } from './api/unsubscribe.ts';
import { mountPhotoConsent } from './api/photo-consent.ts';
import { clientIp } from './client-ip.ts';
import { compression } from './compression.ts';
import type { HostEnv } from './host-env.ts';
import { httpsRedirect } from './https-redirect.ts';
import type { PageCache } from './page-cache/page-cache.ts';
import { requestProtocol } from './request-protocol.ts';
import { mountSitePreview } from './site-preview.ts';
import { staticFiles } from './static-files.ts';
import { IMMUTABLE } from './static-assets.ts';

export interface HostOptions {
  services: AppServices;
  /** The React Router server build, or a loader for it (dev reloads it per request). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of built browser assets; omitted in dev, where Vite serves them. */
  clientDir?: string;
  /** The source illustrations the share pictures are drawn from in dev (`public/`). */
  publicDir: string;
  /** Rendered public pages kept in memory (production); omitted in dev. */
  pageCache?: PageCache | undefined;
}

const REVALIDATE_ALWAYS = new Set(['sw.js', 'manifest.webmanifest', 'admin.webmanifest']);

export function createHostApp({
  services,
  build,
  clientDir,
  publicDir,
  pageCache,
}: HostOptions): Hono<HostEnv> {
  const { config, log } = services;
  const app = new Hono<HostEnv>();
  // The build itself when there is one: React Router derives its route table from a build once
  // per handler, but per request when given a loader (dev, which reloads it). Given a loader,
  // every page rendered per request flattened, ranked and compiled all routes again (~7 % of a
  // render's CPU, docs/performance.md).
  const handleRequest = createRequestHandler(
    build,
    config.isProduction ? 'production' : 'development',
  );
  const security = baseSecurityHeaders({ https: config.isHttps });
  const OWN_POLICY_HEADERS = new Set(['Cross-Origin-Resource-Policy', 'Referrer-Policy']);
  const defaultCsp = contentSecurityPolicy({ https: config.isHttps });
  const originProtocol = new URL(config.publicOrigin).protocol;

  app.use('*', async (c, next) => {
    const started = performance.now();
    const requestId = randomUUID();
    const info: RequestInfo = {
      requestId,
      clientIp: clientIp(
        getConnInfo(c).remote.address,
        c.req.header('X-Forwarded-For'),
        config.TRUST_PROXY,
      ),
      protocol: requestProtocol(
        c.req.header('X-Forwarded-Proto'),
        config.TRUST_PROXY,
        originProtocol,
      ),
    };
    c.set('requestInfo', info);
    c.set('content', services.content.current());
    try {
      await next();
    } finally {
      const res = c.res;
      for (const [name, value] of Object.entries(security)) {
        // A route may widen who can embed its responses (public images: uploads.ts), or send
        // no referrer at all from a page whose URL carries a token (/unsubscribe, issue 27).
        if (OWN_POLICY_HEADERS.has(name) && res.headers.has(name)) continue;
        res.headers.set(name, value);
      }
      if (!res.headers.has('Content-Security-Policy'))
        res.headers.set('Content-Security-Policy', defaultCsp);
      res.headers.set('X-Request-Id', requestId);
      // Anything personal (a session cookie being set) must never be stored by a cache.
      if (res.headers.has('Set-Cookie')) res.headers.set('Cache-Control', 'no-store');
      else if (!res.headers.has('Cache-Control')) res.headers.set('Cache-Control', 'no-cache');
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const line = {
        reqId: requestId,
        method: c.req.method,
        path: c.req.path,
        status: res.status,
        ms,
      };
      if (res.status >= 500) log.error(line, 'request');
      else log.debug(line, 'request');
    }
  });

  if (config.isHttps) app.use('*', httpsRedirect(config.publicOrigin));

  app.use('*', compression());

  app.on(['TRACE', 'TRACK'], '*', (c) =>
    c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD, POST' }),
  );

  app.get('/healthz', async (c) => {
    const ok = await services.database.ping(2000);
    c.header('Cache-Control', 'no-store');
    return ok ? c.json({ status: 'ok' }) : c.json({ status: 'unavailable' }, 503);
  });

  mountApi(app, services);
  // The share pictures are drawn from the default illustrations: the built copy in production,
  // the source folder in dev (where Vite serves them).
  mountSocialImages(app, services, clientDir ?? publicDir);
  mountUnsubscribe(app, services);
  mountPhotoConsent(app, services);

  if (clientDir) {
    app.use(
      '*',
      staticFiles({
        root: clientDir,
        // Hashed build assets never change; the service worker and the manifest name the
        // current build's files, so browsers must revalidate them on every check, or an update
        // would wait an hour.
        cacheControl: (file) =>
          file.startsWith('assets/')
            ? IMMUTABLE
            : REVALIDATE_ALWAYS.has(file)
              ? 'no-cache'
              : 'public, max-age=3600',
      }),
    );
  }

  /**
   * Renders one request with `content`: the published snapshot, or a preview's. Loaders read
   * it from the context (`getContent`) and hand the pages what they show.
   */
  const renderPage = (
    request: Request,
    info: RequestInfo,
    content: ContentSnapshot,
  ): Promise<Response> => {
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(requestInfoContext, info);
    context.set(contentContext, content);
    return handleRequest(asVisitorSees(request, info.protocol), context);
  };

  // The owner's draft, rendered per request: never through the page cache (issue 15).
  mountSitePreview(app, services, renderPage);

  app.all('*', async (c) => {
    const info = c.get('requestInfo');
    // One snapshot for the request: both renders the page cache compares show the same content,
    // and the cache keeps the page only while that version is still the published one.
    const content = c.get('content');
    const res = pageCache
      ? await pageCache.handle(c.req.raw, info.protocol, content.version, (request) =>
          renderPage(request, info, content),
        )
      : await renderPage(c.req.raw, info, content);
    // The router answers 405 to a method other than GET/HEAD on a route without an action;
    // RFC 9110 15.5.6 wants the methods it does take named (a route that sets its own keeps it).
    if (res.status === 405 && !res.headers.has('Allow')) res.headers.set('Allow', 'GET, HEAD');
    return res;
  });

  app.onError((error, c) => {
    services.errors.report(
      error,
      { reqId: c.get('requestInfo')?.requestId, method: c.req.method, path: c.req.path },
      'unhandled error',
    );
    return c.text('Internal Server Error', 500);
  });

  return app;
}

/**
 * Behind a TLS-terminating proxy the socket is plain http, yet the browser's `Origin` says
 * https; React Router refuses actions whose Origin differs from the request URL. Give the router
 * the URL the visitor used.
 */
function asVisitorSees(request: Request, protocol: string): Request {
  const url = new URL(request.url);
  if (url.protocol === protocol) return request;
  url.protocol = protocol;
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: request.signal,
    // Required by undici whenever the body is a stream.
    duplex: 'half',
  } as RequestInit);
}
