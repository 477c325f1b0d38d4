import type { Hono } from 'hono';
import type { AppServices } from '#app/server/services.ts';
import type { HostEnv } from '../host-env.ts';
import { requireAdminApi } from './auth-guard.ts';

/** `GET /api/admin/session`: who is signed in (401 when nobody). */
export function mountAdminSessionApi(app: Hono<HostEnv>, services: AppServices): void {
  app.get('/api/admin/session', requireAdminApi(services), (c) => {
    const admin = c.get('admin');
    return c.json({ email: admin.email });
  });
}
