import path from 'node:path';
import { createServer, type EnvironmentModuleNode } from 'vite';
import type * as ServerEntry from './app.ts';
import type { RunningHost } from './serve.ts';

/**
 * `npm run dev`: the same entry as production (server/app.ts), loaded through Vite so the host
 * and the routes share one module graph (decision 0014). An edited route is picked up by the
 * next request; an edited module the host itself holds (the context keys, the services, the
 * content service, the API) restarts the host, since its running copy would differ from the
 * one the reloaded routes import.
 */
const ENTRY = '/server/app.ts';
const ROUTES = 'virtual:react-router/server-build';

const root = path.resolve(import.meta.dirname, '..');
const vite = await createServer({ root, server: { middlewareMode: true }, appType: 'custom' });
const graph = vite.environments.ssr.moduleGraph;

async function startHost(): Promise<RunningHost> {
  const entry = (await vite.ssrLoadModule(ENTRY)) as typeof ServerEntry;
  return entry.startDev(root, vite.middlewares);
}

/** Whether `file` is imported by the host other than through the routes. */
function heldByHost(file: string): boolean {
  const seen = new Set<EnvironmentModuleNode>();
  const queue = [...(graph.getModulesByFile(file) ?? [])];
  while (queue.length > 0) {
    const node = queue.pop()!;
    if (seen.has(node) || node.id?.includes(ROUTES)) continue;
    seen.add(node);
    if (node.url === ENTRY) return true;
    queue.push(...node.importers);
  }
  return false;
}

let host = await startHost();
let restarting: Promise<void> | undefined;
vite.watcher.on('change', (file) => {
  if (restarting || !heldByHost(file)) return;
  restarting = (async () => {
    await host.close('restart');
    graph.invalidateAll();
    host = await startHost();
  })().finally(() => (restarting = undefined));
});
const stop = (signal: string) => void host.close(signal).then(() => process.exit(0));
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
