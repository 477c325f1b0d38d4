import type { Hono, MiddlewareHandler } from 'hono';
import { parseInsightDays } from '#app/lib/insights.ts';
import { limits } from '#app/lib/limits.ts';
import { insightsReport } from '#app/server/insights/report.ts';
import type { AppServices } from '#app/server/services.ts';
import type { HostEnv } from '../host-env.ts';

/**
 * `GET /api/admin/insights?days=N` (issue 16 interface contract): the owner's figures for the
 * last N days (1 to 400, default 30). 401 without a session (the guard).
 */
export function mountInsightsApi(
  app: Hono<HostEnv>,
  services: AppServices,
  requireAdmin: MiddlewareHandler<HostEnv>,
): void {
  app.get('/api/admin/insights', requireAdmin, async (c) => {
    const days = parseInsightDays(c.req.query('days') ?? '30');
    if (days === null) {
      return c.json(
        { error: `days must be a whole number from 1 to ${limits.insights.maxDays}` },
        400,
      );
    }
    return c.json(await insightsReport(services, days));
  });
}
