import type { Hono } from 'hono';
import type { AppServices } from '#app/server/services.ts';
import type { HostEnv } from '../host-env.ts';
import { mountAdminSessionApi } from './admin-session.ts';
import { requireAdminApi } from './auth-guard.ts';
import { mountBookingApi, mountCalendarFeed } from './booking.ts';
import { mountEstimatesApi } from './estimates.ts';
import { mountEventsApi } from './events.ts';
import { mountInsightsApi } from './insights.ts';
import { mountLeadPhotos } from './lead-photos.ts';
import { mountLeadsApi } from './leads.ts';
import { apiFallback } from './method-not-allowed.ts';
import { mountPostsApi } from './posts.ts';
import { mountPushApi } from './push.ts';
import { mountSiteContentApi } from './site-content.ts';
import { mountUploads } from './uploads.ts';

/**
 * JSON and upload endpoints under /api, served by the host directly (raw bodies, streaming,
 * size limits). Each feature adds its router here. Admin endpoints use `requireAdminApi`
 * (./auth-guard.ts); tests/integration/access-control.test.ts checks every route here.
 */
export function mountApi(app: Hono<HostEnv>, services: AppServices): void {
  mountLeadsApi(app, services);
  mountLeadPhotos(app, services);
  mountAdminSessionApi(app, services);
  mountPushApi(app, services);
  mountUploads(app, services, requireAdminApi(services));
  mountEventsApi(app, services);
  mountInsightsApi(app, services, requireAdminApi(services));
  mountSiteContentApi(app, services, requireAdminApi(services));
  mountBookingApi(app, services, requireAdminApi(services));
  mountCalendarFeed(app, services);
  mountEstimatesApi(app, services, requireAdminApi(services));
  mountPostsApi(app, services, requireAdminApi(services));
  app.all('/api/*', apiFallback(app));
}
