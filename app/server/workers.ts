import { startAuthMaintenance } from './auth/maintenance.ts';
import { startRetentionWorker } from './dashboard/retention.ts';
import { startInsightsFlusher } from './insights/event-counter.ts';
import { startLeadPhotoPurge } from './leads/lead-photos.ts';
import { startOutboxWorker } from './mail/outbox-worker.ts';
import { startAutoReviewWorker } from './reviews/auto-worker.ts';
import type { AppServices } from './services.ts';

export type StopWorker = () => Promise<void>;

/**
 * Background work that runs inside each server process (the mail outbox, retention).
 * Every worker is safe to run in several instances at once; each returns its stop function.
 */
export function startWorkers(services: AppServices): StopWorker[] {
  return [
    startAuthMaintenance(services),
    startOutboxWorker(services),
    startRetentionWorker(services),
    startInsightsFlusher(services.insights),
    startAutoReviewWorker(services),
    startLeadPhotoPurge(services),
  ];
}
