import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerBuild } from 'react-router';
import { serve, type RunningHost } from './serve.ts';

/**
 * The server bundle's entry (vite.config.ts builds it as the SSR input, as React Router's
 * custom-server template does): the host and the routes are one module graph, so a module
 * under app/server exists once per process whoever imports it (decision 0014).
 */
const loadRoutes = () => import('virtual:react-router/server-build') as Promise<ServerBuild>;

/** `npm start`, from `build/server/index.js` (server/start.ts); runs until SIGTERM/SIGINT. */
export async function start(root: string): Promise<void> {
  const host = await serve({ root, build: await loadRoutes() });
  const stop = (signal: string) => void host.close(signal).then(() => process.exit(0));
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/**
 * `npm run dev`, loaded through Vite (server/dev.ts): the routes are loaded per request, so an
 * edited route shows on the next one.
 */
export function startDev(
  root: string,
  middlewares: (req: IncomingMessage, res: ServerResponse, next: () => void) => void,
): Promise<RunningHost> {
  return serve({ root, build: loadRoutes, dev: middlewares });
}
