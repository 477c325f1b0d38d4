import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createServices } from '#app/server/bootstrap.ts';
import type { AppConfig } from '#app/server/config.ts';
import { serverLimits } from '#app/lib/limits.ts';
import { createLogger } from '#app/server/logger.ts';
import { startWorkers } from '#app/server/workers.ts';
import { baseSecurityHeaders, contentSecurityPolicy } from '#app/server/security/headers.ts';
import { createHostApp } from './host-app.ts';
import { createPageCache } from './page-cache/page-cache.ts';
import { createCachedPageListener } from './page-cache/serve-cached.ts';
import { lingerOnClose } from './http/lingering-close.ts';
import { releaseUnreadBody } from './http/unread-body.ts';
import { createAssetListener } from './static-assets.ts';

type NodeListener = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export interface ServeOptions {
  /** The project folder: `build/client` and `public/` are found from it. */
  root: string;
  config: AppConfig;
  /** The routes: the build itself in production, a loader in dev (reloaded on change). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /**
   * Dev only: Vite's middlewares answer first (modules, HMR, source assets), with `next` for the
   * rest. Dev has no page cache and no built assets.
   */
  dev?: (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;
}

export interface RunningHost {
  /** Finishes in-flight requests (within the grace period), stops the workers, closes the database. */
  close(signal?: string): Promise<void>;
}

/** Builds the services, the host app and the HTTP server, and starts them. */
export async function serve({ root, config, build, dev }: ServeOptions): Promise<RunningHost> {
  const log = createLogger(config.LOG_LEVEL);
  const services = await createServices(config, log);
  const securityHeaders = baseSecurityHeaders({ https: config.isHttps });
  // The owner's published content is shown from the first request (issue 15).
  await services.content.refresh();
  // Another instance published (the page-cache generation changed): load its version before
  // the cached pages are dropped, so no page is rendered again from the old content.
  const syncContent = () =>
    services.content.refresh().catch((error: unknown) => {
      log.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'site content refresh failed',
      );
      throw error;
    });
  const pageCache =
    !dev && config.PAGE_CACHE === 'on'
      ? createPageCache({
          services,
          sharedHeaders: securityHeaders,
          onGenerationChange: syncContent,
        })
      : undefined;
  // Without a page cache nothing polls the generation: follow other instances' publishes here.
  const contentPoll = pageCache
    ? undefined
    : setInterval(
        () => void syncContent().catch(() => undefined),
        serverLimits.pageCache.generationPollMs,
      );
  contentPoll?.unref();
  const clientDir = dev ? undefined : path.join(root, 'build/client');
  const app = createHostApp({
    services,
    build,
    clientDir,
    publicDir: path.join(root, 'public'),
    pageCache,
  });
  const stopWorkers = startWorkers(services);
  await pageCache?.ready;

  const listener = getRequestListener(app.fetch);
  let handle: NodeListener;
  if (dev) {
    handle = (req, res) => dev(req, res, () => void listener(req, res));
  } else {
    const serveAsset = createAssetListener(path.join(root, 'build/client/assets'), {
      ...securityHeaders,
      'Content-Security-Policy': contentSecurityPolicy({ https: config.isHttps }),
    });
    const serveCached = pageCache
      ? createCachedPageListener({
          cache: pageCache,
          trustProxy: config.TRUST_PROXY,
          defaultProtocol: new URL(config.publicOrigin).protocol,
          log,
        })
      : () => false;
    // Build assets and cached pages go straight to the socket; everything else through Hono.
    handle = (req, res) => {
      if (!serveAsset(req, res) && !serveCached(req, res)) void listener(req, res);
    };
  }
  // The answers not yet finished, so a shutdown can make each its connection's last.
  const answering = new Set<http.ServerResponse>();
  let shuttingDown = false;
  const server = http.createServer((req, res) => {
    answering.add(res);
    res.once('close', () => answering.delete(res));
    if (shuttingDown) lastOnItsConnection(res);
    releaseUnreadBody(req, res);
    handle(req, res);
  });
  /**
   * A keep-alive connection busy when the shutdown began went idle after its answer and held
   * the exit until the keep-alive timeout closed it: `closeIdleConnections()` had run once, at
   * the start. Such an answer now goes out with `Connection: close` (Node then closes after
   * it); one whose headers had left already closes its connection once it is done.
   */
  const lastOnItsConnection = (res: http.ServerResponse) => {
    if (!res.headersSent) {
      res.setHeader('Connection', 'close');
      return;
    }
    // After Node's own 'finish' handler, which leaves the connection idle.
    res.once('finish', () => setImmediate(() => server.closeIdleConnections()));
  };
  // A connection closed before its request's body arrived still delivers its answer.
  lingerOnClose(server);
  server.listen(config.PORT, config.HOST, () => {
    if (dev) {
      log.info({ url: config.publicOrigin }, 'dev server ready');
      return;
    }
    const { port } = server.address() as AddressInfo;
    log.info({ port, host: config.HOST, origin: config.publicOrigin }, 'listening');
  });
  server.headersTimeout = serverLimits.http.headersTimeoutMs;
  server.requestTimeout = serverLimits.http.requestTimeoutMs;
  server.keepAliveTimeout = serverLimits.http.keepAliveTimeoutMs;

  let closing: Promise<void> | undefined;
  const close = (signal?: string) =>
    (closing ??= new Promise<void>((resolve) => {
      log.info({ signal }, 'shutting down: finishing in-flight requests');
      shuttingDown = true;
      for (const res of answering) lastOnItsConnection(res);
      const force = setTimeout(() => {
        log.warn('grace period over: closing remaining connections');
        server.closeAllConnections();
      }, config.SHUTDOWN_GRACE_SECONDS * 1000);
      force.unref();
      pageCache?.stop();
      if (contentPoll) clearInterval(contentPoll);
      server.close(async () => {
        try {
          await Promise.all(stopWorkers.map((stop) => stop()));
          await services.writes.close();
          await services.database.close();
          log.info('stopped');
        } catch (error) {
          services.errors.report(error, {}, 'shutdown failed');
        } finally {
          clearTimeout(force);
          resolve();
        }
      });
      server.closeIdleConnections();
    }));
  return { close };
}
