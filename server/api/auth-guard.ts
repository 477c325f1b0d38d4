import type { MiddlewareHandler } from 'hono';
import { isMutation, isSameOriginRequest } from '#app/server/auth/same-origin.ts';
import { readSession } from '#app/server/auth/sessions.ts';
import type { AppServices } from '#app/server/services.ts';
import type { HostEnv } from '../host-env.ts';

/**
 * Guards admin API routes: 401 without a live session, 403 for a cross-site mutation. Sets
 * `c.get('admin')` for the handler. Use: `app.use('/api/admin/*', requireAdminApi(services))`
 * or per route.
 */
export function requireAdminApi(services: AppServices): MiddlewareHandler<HostEnv> {
  return async (c, next) => {
    const admin = await readSession(services, c.req.raw);
    if (!admin) return c.json({ error: 'Unauthorized' }, 401, { 'Cache-Control': 'no-store' });
    if (
      isMutation(c.req.raw) &&
      !isSameOriginRequest(c.req.raw, services.config, c.get('requestInfo').protocol)
    ) {
      return c.json({ error: 'Forbidden' }, 403, { 'Cache-Control': 'no-store' });
    }
    c.set('admin', admin);
    await next();
    c.header('Cache-Control', 'no-store');
  };
}
