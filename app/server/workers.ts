import type { BusinessProfile } from '#app/content/schema.ts';
import { startAuthMaintenance } from './auth/maintenance.ts';
import { visitReminderChannel } from './booking/reminder-channel.ts';
import { startRetentionWorker } from './dashboard/retention.ts';
import { estimateMailChannel } from './estimates/estimate-channel.ts';
import { startEstimateJobs } from './estimates/estimate-jobs.ts';
import { renderEstimatePdf } from './estimates/estimate-pdf.ts';
import { startInsightsFlusher } from './insights/event-counter.ts';
import { startLeadPhotoPurge } from './leads/lead-photos.ts';
import { createMailChannel } from './mail/mail-channel.ts';
import { readMailSettings } from './mail/mail-settings.ts';
import { startOutboxWorker, type OutboxChannels } from './outbox/worker.ts';
import { pushAlertChannel } from './push/alert-channel.ts';
import { startAutoReviewWorker } from './reviews/auto-worker.ts';
import { reviewRequestChannel } from './reviews/review-channel.ts';
import type { AppServices } from './services.ts';

export type StopWorker = () => Promise<void>;

/**
 * Background work that runs inside each server process (the outbox, retention).
 * Every worker is safe to run in several instances at once; each returns its stop function.
 */
export function startWorkers(services: AppServices): StopWorker[] {
  const publishedBusiness = publishedBusinessOf(services);
  return [
    startAuthMaintenance(services),
    startOutbox(services, publishedBusiness),
    startRetentionWorker(services),
    startInsightsFlusher(services.insights),
    startAutoReviewWorker(services, publishedBusiness),
    startLeadPhotoPurge(services),
    startEstimateJobs(services, publishedBusiness),
  ];
}

/**
 * The business as published when a job runs or a row is sent, read here and passed down: the
 * workers and the HTTP host are the only readers of `content.current()` (issue 38), so every
 * other function's signature says what content it reads.
 */
function publishedBusinessOf(services: AppServices): () => BusinessProfile {
  return () => services.content.current().content.business;
}

/**
 * The outbox delivers; what each kind of row is, and what its delivery must also change, is its
 * channel's: e-mail, e-mail with checks of its own at send time (review requests, reminders), and
 * push alerts. The mail transport's batch is what the outbox claims at once.
 */
function startOutbox(services: AppServices, publishedBusiness: () => BusinessProfile): StopWorker {
  const mail = createMailChannel(services.config);
  const estimates = estimateMailChannel(services.db, mail, publishedBusiness, renderEstimatePdf);
  const channels: OutboxChannels = {
    owner_notification: mail,
    customer_confirmation: mail,
    security_alert: mail,
    visit_confirmation: mail,
    visit_update: mail,
    visit_reminder: visitReminderChannel(services.db, mail),
    review_request: reviewRequestChannel(services, mail),
    estimate_sent: estimates,
    estimate_accepted: estimates,
    estimate_reminder: estimates,
    estimate_owner: mail,
    push_alert: pushAlertChannel(
      services.db,
      // Asked at send time: the published profile's address unless the owner saved another.
      async () => (await readMailSettings(services.db, publishedBusiness())).businessEmail,
    ),
  };
  return startOutboxWorker(services, channels, { batchSize: mail.batchSize });
}
