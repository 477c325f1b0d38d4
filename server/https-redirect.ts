import type { MiddlewareHandler } from 'hono';
import type { HostEnv } from './host-env.ts';

/**
 * Sends a visitor who reached the site over plain HTTP to the same path on the https origin.
 * It acts only when the public origin is https and a trusted proxy said the request came in as
 * http (`X-Forwarded-Proto`, believed only under TRUST_PROXY): a direct request to the app (a
 * health check on the private port) has no such header and is answered as it is.
 * The target is built from PUBLIC_ORIGIN, never from the request's Host header, so a forged Host
 * cannot turn this into an open redirect. GET/HEAD get 301 (browsers remember it); other methods
 * 308, which keeps the method and body.
 */
export function httpsRedirect(publicOrigin: string): MiddlewareHandler<HostEnv> {
  return async (c, next) => {
    if (c.get('requestInfo').protocol !== 'http:') return next();
    const url = new URL(c.req.url);
    const status = c.req.method === 'GET' || c.req.method === 'HEAD' ? 301 : 308;
    return c.redirect(`${publicOrigin}${url.pathname}${url.search}`, status);
  };
}
