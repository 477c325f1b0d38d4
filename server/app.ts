import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerBuild } from 'react-router';
import { ConfigError, loadConfig, type AppConfig } from '#app/server/config.ts';
import type { RunningHost } from './serve.ts';

/**
 * The server bundle's entry (vite.config.ts builds it as the SSR input, as React Router's
 * custom-server template does): the host and the routes are one module graph, so a module
 * under app/server exists once per process whoever imports it (decision 0014).
 */
const loadRoutes = () => import('virtual:react-router/server-build') as Promise<ServerBuild>;

/**
 * The configuration, or one line naming the bad variable and exit 1. Read before the rest of
 * the host is imported (`./serve.ts` is its own chunk), so a bad value is reported at once.
 */
function configOrExit(env: NodeJS.ProcessEnv): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** `npm start`, from `build/server/index.js` (server/start.ts); runs until SIGTERM/SIGINT. */
export async function start(root: string): Promise<void> {
  const config = configOrExit(process.env);
  const { serve } = await import('./serve.ts');
  const host = await serve({ root, config, build: await loadRoutes() });
  const stop = (signal: string) => void host.close(signal).then(() => process.exit(0));
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/**
 * `npm run dev`, loaded through Vite (server/dev.ts): the routes are loaded per request, so an
 * edited route shows on the next one.
 */
export async function startDev(
  root: string,
  middlewares: (req: IncomingMessage, res: ServerResponse, next: () => void) => void,
): Promise<RunningHost> {
  const config = configOrExit({ NODE_ENV: 'development', ...process.env });
  const { serve } = await import('./serve.ts');
  return serve({ root, config, build: loadRoutes, dev: middlewares });
}
