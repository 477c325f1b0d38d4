/**
 * The estimates' background work (issue 39), on each instance: estimates past their expiry are
 * expired (the lead lost), and an estimate sent N days ago and still unanswered (not opened, or
 * opened and not decided) sends the customer one reminder through the outbox. Safe on several
 * instances: each reminder is claimed by a guarded update before its e-mail is queued.
 */
import type { BusinessProfile } from '#app/content/schema.ts';
import { limits } from '#app/lib/limits.ts';
import { DAY_MS } from '#app/lib/durations.ts';
import { readSetting, writeSetting } from '../db/admin-settings.ts';
import { queueEach, startPeriodicJob } from '../periodic-job.ts';
import type { AppServices } from '../services.ts';
import { enqueueEstimateSent } from './estimate-mail.ts';
import { findEstimate } from './estimate-record.ts';
import { estimateUrl, hashEstimateToken, newEstimateToken } from './estimate-token.ts';
import { expireDueEstimates } from './expire.ts';

const REMINDER_DAYS_KEY = 'estimate_reminder_days';

/** The owner's setting: days after sending before the one reminder; 0 is off. */
export async function readReminderDays(services: Pick<AppServices, 'db'>): Promise<number> {
  const raw = await readSetting(services, REMINDER_DAYS_KEY);
  const days = raw === null ? NaN : Number(raw);
  return Number.isInteger(days) && days >= 0 && days <= limits.estimates.reminderDaysMax
    ? days
    : limits.estimates.reminderDaysDefault;
}

/** Saves the setting; false (nothing saved) outside 0..reminderDaysMax whole days. */
export async function writeReminderDays(
  services: Pick<AppServices, 'db'>,
  days: number,
): Promise<boolean> {
  if (!Number.isInteger(days) || days < 0 || days > limits.estimates.reminderDaysMax) return false;
  await writeSetting(services, REMINDER_DAYS_KEY, String(days));
  return true;
}

/** Queues the reminders due now; answers how many. */
export async function queueEstimateReminders(
  services: Pick<AppServices, 'db' | 'config'>,
  business: BusinessProfile,
  now = Date.now(),
): Promise<number> {
  const days = await readReminderDays(services);
  if (days === 0) return 0;
  const due = await services.db
    .selectFrom('estimates')
    .select('id')
    .where('status', 'in', ['sent', 'viewed'])
    .where('reminder_queued_at', 'is', null)
    .where('sent_at', '<=', now - days * DAY_MS)
    .where('expires_at', '>', now)
    .orderBy('sent_at')
    .limit(limits.estimates.reminderBatch)
    .execute();
  return queueEach(due, async (id) => {
    const token = newEstimateToken();
    return services.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('estimates')
        .set({ reminder_queued_at: now, reminder_token_hash: hashEstimateToken(token) })
        .where('id', '=', id)
        .where('reminder_queued_at', 'is', null)
        .where('status', 'in', ['sent', 'viewed'])
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) return false;
      const estimate = await findEstimate(trx, id);
      if (!estimate) return false;
      await enqueueEstimateSent(trx, services.config, business, {
        estimate,
        url: estimateUrl(services.config, token),
        now,
        kind: 'estimate_reminder',
      });
      return true;
    });
  });
}

export function startEstimateJobs(
  services: AppServices,
  /** Asked once per run: the reminder names the business as it is published then. */
  publishedBusiness: () => BusinessProfile,
): () => Promise<void> {
  const everyMs = services.config.ESTIMATE_SCAN_MS ?? limits.estimates.scanMs;
  return startPeriodicJob(services, {
    name: 'estimates run',
    everyMs,
    firstAfterMs: Math.min(everyMs, 60_000),
    run: async () => {
      const now = Date.now();
      const expired = await expireDueEstimates(services.db, now);
      const reminded = await queueEstimateReminders(services, publishedBusiness(), now);
      if (expired + reminded > 0) services.log.info({ expired, reminded }, 'estimates run');
    },
  });
}
