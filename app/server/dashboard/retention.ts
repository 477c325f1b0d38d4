import { limits, serverLimits } from '#app/lib/limits.ts';
import { businessDay } from '../insights/classify.ts';
import { purgeAuditLog } from '../auth/audit.ts';
import { startPeriodicJob } from '../periodic-job.ts';
import type { AppServices } from '../services.ts';
import { readRetentionMonths } from './settings-store.ts';

/** The cut-off N calendar months before `now` (the same day of the month, clamped). */
export function retentionCutoff(now: number, months: number): number {
  const date = new Date(now);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

/**
 * Deletes closed and spam leads older than the owner's retention setting (off by default), and
 * the Insights counts of the days before the same cut-off.
 * New, contacted and quoted leads are never deleted, however old; nor is a lead holding a signed
 * estimate (issue 39: the signature record is kept, ESIGN/UETA; docs/estimates.md). Safe on
 * several instances: a second run finds nothing left to delete.
 */
export async function applyRetention(
  services: Pick<AppServices, 'db' | 'log'>,
  now = Date.now(),
): Promise<number> {
  const months = await readRetentionMonths(services);
  if (months <= 0) return 0;
  const cutoff = retentionCutoff(now, months);
  const result = await services.db
    .deleteFrom('contact_submissions')
    .where('status', 'in', ['closed', 'spam'])
    .where('created_at', '<', cutoff)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('estimates')
            .innerJoin('estimate_acceptances', 'estimate_acceptances.estimate_id', 'estimates.id')
            .select('estimates.id')
            .whereRef('estimates.lead_id', '=', 'contact_submissions.id'),
        ),
      ),
    )
    .executeTakeFirst();
  const deleted = Number(result.numDeletedRows);
  // The Insights counts follow the same setting: nothing older than the leads it describes.
  await services.db.deleteFrom('insight_counts').where('day', '<', businessDay(cutoff)).execute();
  if (deleted > 0)
    services.log.info({ deleted, months }, 'retention: old closed and spam leads deleted');
  return deleted;
}

/**
 * Rate-limit counters whose window ended at least the longest window in use ago: a hit on such a
 * key starts a new window anyway (`hitRateLimit`'s upsert resets it), so deleting one changes no
 * answer. Without this the table keeps one row per visitor address and e-mail digest ever seen.
 * Runs whatever the retention setting.
 */
export async function purgeRateLimits(
  services: Pick<AppServices, 'db' | 'log' | 'config'>,
  now = Date.now(),
): Promise<number> {
  const longest = Math.max(
    serverLimits.rateLimits.longestWindowMs,
    services.config.LOGIN_THROTTLE_WINDOW_SECONDS * 1000,
  );
  const result = await services.db
    .deleteFrom('rate_limits')
    .where('window_started_at', '<=', now - longest)
    .executeTakeFirst();
  const deleted = Number(result.numDeletedRows);
  if (deleted > 0) services.log.info({ deleted }, 'retention: expired rate-limit counters deleted');
  return deleted;
}

/** The audit log within its bounds (serverLimits.auditLog), whatever the retention setting. */
export async function purgeOldAudit(
  services: Pick<AppServices, 'db' | 'log'>,
  now = Date.now(),
): Promise<number> {
  const deleted = await purgeAuditLog(services, now);
  if (deleted > 0) services.log.info({ deleted }, 'retention: old audit entries deleted');
  return deleted;
}

/** Daily, and once a minute after start (so a restart never skips a day for long). */
export function startRetentionWorker(
  services: Pick<AppServices, 'db' | 'log' | 'config'>,
): () => Promise<void> {
  return startPeriodicJob(services, {
    name: 'retention run',
    everyMs: limits.admin.retentionEveryMs,
    // Each part logs its own failure, so one never keeps the other from running.
    run: () =>
      Promise.all([
        applyRetention(services).catch((error: unknown) =>
          services.log.error({ err: error }, 'retention run failed'),
        ),
        purgeRateLimits(services).catch((error: unknown) =>
          services.log.error({ err: error }, 'rate-limit purge failed'),
        ),
        purgeOldAudit(services).catch((error: unknown) =>
          services.log.error({ err: error }, 'audit log purge failed'),
        ),
      ]),
  });
}
