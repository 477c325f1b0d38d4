/**
 * The follow-up (issue 39): an estimate sent and still waiting for an answer (not opened, or
 * opened and not decided) N days after it was sent gets ONE reminder e-mail through the outbox,
 * N the owner's setting (0: never). None once the customer decides, the owner voids it or it
 * expires: expiry runs first, the claim below requires a waiting status, and the estimate
 * channel parks a queued reminder whose estimate was decided meanwhile.
 *
 * One per estimate on any number of instances: the claim sets `reminder_queued_at` where it is
 * still null, in the transaction that queues the e-mail. A new send clears it (a new offer may
 * be reminded of again).
 */
import { limits } from '#app/lib/limits.ts';
import { startPeriodicJob } from '../periodic-job.ts';
import type { AppServices } from '../services.ts';
import { awaitingAnswer, findEstimate } from './estimate-record.ts';
import { enqueueEstimateSent } from './estimate-mail.ts';
import { estimateUrl, hashEstimateToken, newEstimateToken } from './estimate-token.ts';
import { expireDueEstimates } from './expire.ts';
import { getEstimateSettings } from './owner-settings.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Queues the reminders due at `now`; answers how many were queued. */
export async function runEstimateReminders(
  services: Pick<AppServices, 'db' | 'config' | 'content'>,
  now = Date.now(),
): Promise<number> {
  const { remindAfterDays } = await getEstimateSettings(services);
  if (remindAfterDays <= 0) return 0;
  await expireDueEstimates(services.db, now);
  // The published profile at the time of the run: the e-mail names the business as it is now.
  const { business } = services.content.current().content;
  const due = await services.db
    .selectFrom('estimates')
    .select('id')
    .where('status', 'in', awaitingAnswer)
    .where('reminder_queued_at', 'is', null)
    .where('sent_at', '<=', now - remindAfterDays * DAY_MS)
    .where('expires_at', '>', now)
    .orderBy('sent_at')
    .limit(limits.estimates.reminderBatch)
    .execute();
  let queued = 0;
  for (const { id } of due) {
    const token = newEstimateToken();
    const claimed = await services.db.transaction().execute(async (trx) => {
      const claim = await trx
        .updateTable('estimates')
        .set({ reminder_queued_at: now, reminder_token_hash: hashEstimateToken(token) })
        .where('id', '=', Number(id))
        .where('reminder_queued_at', 'is', null)
        .where('status', 'in', awaitingAnswer)
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) === 0) return false;
      const estimate = await findEstimate(trx, Number(id));
      if (!estimate) return false;
      await enqueueEstimateSent(trx, services.config, business, {
        estimate,
        url: estimateUrl(services.config, token),
        now,
        kind: 'estimate_reminder',
      });
      return true;
    });
    if (claimed) queued += 1;
  }
  return queued;
}

export function startEstimateReminderWorker(
  services: AppServices,
  everyMs = limits.estimates.reminderScanMs,
): () => Promise<void> {
  return startPeriodicJob(services, {
    name: 'estimate reminders run',
    everyMs,
    run: () => runEstimateReminders(services),
  });
}
