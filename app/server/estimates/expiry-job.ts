/**
 * Expiry on each instance (issue 39): estimates sent and unanswered past their `expires_at` are
 * expired now and then, so a lead whose estimate nobody opens again still ends lost. Every read
 * and answer of an estimate expires it first as well (./expire.ts), so what anyone sees never
 * waits for this run. Safe on several instances: the update's guard lets one of them win.
 */
import { startPeriodicJob } from '../periodic-job.ts';
import type { AppServices } from '../services.ts';
import { expireDueEstimates } from './expire.ts';

/** Every ten minutes unless configured (tests shorten it). */
const EXPIRY_SCAN_MS = 10 * 60_000;

export function startEstimateExpiry(
  services: AppServices,
  everyMs = services.config.ESTIMATE_SCAN_MS ?? EXPIRY_SCAN_MS,
): () => Promise<void> {
  return startPeriodicJob(services, {
    name: 'estimate expiry run',
    everyMs,
    firstAfterMs: Math.min(everyMs, 60_000),
    run: async () => {
      const expired = await expireDueEstimates(services.db, Date.now());
      if (expired > 0) services.log.info({ expired }, 'estimates expired');
    },
  });
}
