import type { Context, Hono } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import type { HostEnv } from '../host-env.ts';

/** The order an `Allow` header names them in. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * The answer for a request no `/api/*` route took: 405 with `Allow` (RFC 9110 15.5.6) when the
 * address is an endpoint that takes other methods (`GET /api/leads`), else the API's JSON 404.
 * The methods are read from the routes the app has, so every endpoint answers alike and none
 * lists them by hand. Built on first use, once every feature has mounted its routes.
 */
export function apiFallback(app: Hono<HostEnv>): (c: Context<HostEnv>) => Response {
  let router: TrieRouter<true> | undefined;
  const endpoints = () => {
    if (router) return router;
    router = new TrieRouter<true>();
    for (const route of app.routes) {
      // `ALL` entries are middleware (the admin guard) and this fallback itself.
      if (route.method !== 'ALL' && route.path.startsWith('/api/')) {
        router.add(route.method, route.path, true);
      }
    }
    return router;
  };
  return (c) => {
    const path = c.req.path;
    const allowed = METHODS.filter(
      (method) => method !== 'HEAD' && endpoints().match(method, path)[0].length > 0,
    );
    // Hono answers HEAD with the GET route.
    if (allowed.includes('GET')) allowed.splice(1, 0, 'HEAD');
    // A route that passed the request on (none of them does today) keeps the 404.
    if (allowed.length === 0 || allowed.includes(c.req.method as (typeof METHODS)[number])) {
      return c.json({ error: 'Not found' }, 404);
    }
    return c.json({ error: 'Method Not Allowed' }, 405, { Allow: allowed.join(', ') });
  };
}
