import http from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';
import { createServices } from '#app/server/bootstrap.ts';
import { loadConfig } from '#app/server/config.ts';
import { refreshPublishedContent } from '#app/server/content/site-content-sync.ts';
import { serverLimits } from '#app/lib/limits.ts';
import { createLogger } from '#app/server/logger.ts';
import { startWorkers } from '#app/server/workers.ts';
import { createHostApp } from './app.ts';

/** `npm run dev`: the same host, with Vite serving modules and reloading on change. */
const config = loadConfig({ NODE_ENV: 'development', ...process.env });
const log = createLogger(config.LOG_LEVEL);
const services = await createServices(config, log);
// The owner's published content (issue 15), and other processes' publishes on a shared database.
await refreshPublishedContent(services);
setInterval(
  () => void refreshPublishedContent(services).catch(() => undefined),
  serverLimits.pageCache.generationPollMs,
).unref();
const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
const app = createHostApp({
  services,
  build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
});
startWorkers(services);
const listener = getRequestListener(app.fetch);
http
  .createServer((req, res) => vite.middlewares(req, res, () => void listener(req, res)))
  .listen(config.PORT, config.HOST, () =>
    log.info({ url: config.publicOrigin }, 'dev server ready'),
  );
