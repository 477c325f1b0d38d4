import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createServices } from '#app/server/bootstrap.ts';
import { refreshPublishedContent } from '#app/server/content/site-content-sync.ts';
import { ConfigError, loadConfig } from '#app/server/config.ts';
import { serverLimits } from '#app/lib/limits.ts';
import { createLogger } from '#app/server/logger.ts';
import { startWorkers } from '#app/server/workers.ts';
import { baseSecurityHeaders, contentSecurityPolicy } from '#app/server/security/headers.ts';
import { createHostApp } from './app.ts';
import { ensureBuild } from './build-freshness.ts';
import { createPageCache } from './page-cache/page-cache.ts';
import { createCachedPageListener } from './page-cache/serve-cached.ts';
import { createAssetListener } from './static-assets.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config.LOG_LEVEL);
  if (process.env.SKIP_BUILD_CHECK !== '1') ensureBuild(root, (line) => log.info(line));

  const services = await createServices(config, log);
  const build = (await import(
    pathToFileURL(path.join(root, 'build/server/index.js')).href
  )) as ServerBuild;
  const securityHeaders = baseSecurityHeaders({ https: config.isHttps });
  // The owner's published content is shown from the first request (issue 15).
  await refreshPublishedContent(services);
  const syncContent = () =>
    refreshPublishedContent(services).catch((error: unknown) => {
      log.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'site content refresh failed',
      );
      throw error;
    });
  const pageCache =
    config.PAGE_CACHE === 'on'
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
  const app = createHostApp({
    services,
    build,
    clientDir: path.join(root, 'build/client'),
    pageCache,
  });
  const stopWorkers = startWorkers(services);
  await pageCache?.ready;

  const listener = getRequestListener(app.fetch);
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
  const server = http.createServer((req, res) => {
    if (!serveAsset(req, res) && !serveCached(req, res)) void listener(req, res);
  });
  server.listen(config.PORT, config.HOST, () => {
    const { port } = server.address() as AddressInfo;
    log.info({ port, host: config.HOST, origin: config.publicOrigin }, 'listening');
  });
  // Slow clients must not pin sockets forever; keep-alive shorter than typical proxies' idle.
  server.headersTimeout = 15_000;
  server.requestTimeout = 60_000;
  server.keepAliveTimeout = 5_000;

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests');
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
      } finally {
        process.exit(0);
      }
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `failed to start: ${error.message}` : error);
  process.exit(1);
});
