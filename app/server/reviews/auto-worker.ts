import type { BusinessProfile } from '#app/content/schema.ts';
import { DAY_MS } from '#app/lib/durations.ts';
import { limits } from '#app/lib/limits.ts';
import { queueEach, startPeriodicJob } from '../periodic-job.ts';
import type { AppServices } from '../services.ts';
import { requestReview } from './request.ts';
import { readReviewSettings } from './review-settings.ts';

/**
 * "Ask automatically N days after closing": the closed leads past their delay that were never
 * asked. Safe on several instances: requestReview admits one request per lead.
 */
export async function runAutoReviews(
  services: Pick<AppServices, 'db' | 'config'>,
  business: BusinessProfile,
  now = Date.now(),
): Promise<number> {
  const settings = await readReviewSettings(services.db);
  if (!settings.link || settings.autoDays <= 0) return 0;
  const due = await services.db
    .selectFrom('contact_submissions')
    .leftJoin('review_requests', 'review_requests.lead_id', 'contact_submissions.id')
    .select('contact_submissions.id')
    .where('contact_submissions.status', '=', 'closed')
    .where('contact_submissions.closed_at', '<=', now - settings.autoDays * DAY_MS)
    .where('review_requests.lead_id', 'is', null)
    .orderBy('contact_submissions.closed_at')
    .limit(limits.reviews.autoBatch)
    .execute();
  return queueEach(
    due,
    async (id) =>
      (await requestReview(services.db, services.config, business, id, 'auto', now)) === 'queued',
  );
}

export function startAutoReviewWorker(
  services: AppServices,
  /** Asked once per run: the mails name the business as it is published then. */
  publishedBusiness: () => BusinessProfile,
): () => Promise<void> {
  return startPeriodicJob(services, {
    name: 'review requests run',
    everyMs: services.config.REVIEW_SCAN_MS ?? limits.reviews.autoScanMs,
    noFirstRun: true,
    run: async () => {
      const queued = await runAutoReviews(services, publishedBusiness());
      if (queued > 0) services.log.info({ queued }, 'automatic review requests queued');
    },
  });
}
