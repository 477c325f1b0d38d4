/**
 * Expiry (issue 39): an estimate sent and not answered by its `expires_at` is expired, cannot be
 * accepted, and its lead is lost (unless something else of the lead still stands). Run before an
 * estimate is read or answered, and now and then for all (./estimate-jobs.ts), so the answer is
 * the same whether or not the periodic run came first.
 */
import type { Kysely } from 'kysely';
import { estimateMessages } from '#app/lib/messages/estimates.ts';
import type { Database } from '../db/schema.ts';
import { loseLeadUnlessOpenOffer } from './lead-outcome.ts';

/** Expires what is due (one estimate, or all); answers how many expired. */
export async function expireDueEstimates(
  db: Kysely<Database>,
  now: number,
  only?: number,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let query = trx
      .updateTable('estimates')
      .set({ status: 'expired', decided_at: now, updated_at: now })
      .where('status', 'in', ['sent', 'viewed'])
      .where('expires_at', '<=', now);
    if (only !== undefined) query = query.where('id', '=', only);
    const expired = await query.returning(['id', 'lead_id']).execute();
    for (const row of expired) {
      await loseLeadUnlessOpenOffer(
        trx,
        Number(row.lead_id),
        Number(row.id),
        estimateMessages.lostExpired,
        now,
      );
    }
    return expired.length;
  });
}
