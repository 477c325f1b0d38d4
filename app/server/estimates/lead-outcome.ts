/**
 * What an estimate's answer does to its lead, through the lead's one writer (`updateLead`), in
 * the transaction of the answer: both or neither.
 */
import type { Kysely } from 'kysely';
import { updateLead } from '../dashboard/lead-update.ts';
import type { Database } from '../db/schema.ts';

/**
 * A decline or an expiry makes the lead lost, unless something still stands: the lead already
 * won, or another of its estimates is accepted or still waiting for the customer (an owner may
 * send two alternatives; one declined does not lose the job).
 */
export async function loseLeadUnlessOpenOffer(
  trx: Kysely<Database>,
  leadId: number,
  estimateId: number,
  reason: string,
  now: number,
): Promise<void> {
  const lead = await trx
    .selectFrom('contact_submissions')
    .select('outcome')
    .where('id', '=', leadId)
    .executeTakeFirst();
  if (!lead || lead.outcome === 'won') return;
  const standing = await trx
    .selectFrom('estimates')
    .select('id')
    .where('lead_id', '=', leadId)
    .where('id', '!=', estimateId)
    .where('status', 'in', ['sent', 'viewed', 'accepted'])
    .executeTakeFirst();
  if (standing) return;
  await updateLead({ db: trx }, leadId, { outcome: 'lost', lostReason: reason }, now);
}

/**
 * The accepted total becomes the job's value and the lead is won. A lead held back as spam by
 * then is not spam: a customer signed its estimate. It leaves spam as quoted (its estimate was
 * sent), its spam reason cleared, and is won like any other; the acceptance's own e-mails and
 * alert tell the owner, so Restore's new-lead e-mails are not sent (docs/estimates.md).
 */
export async function winLead(
  trx: Kysely<Database>,
  leadId: number,
  totalCents: number,
  now: number,
): Promise<void> {
  await trx
    .updateTable('contact_submissions')
    .set({ status: 'quoted', spam_reason: null, updated_at: now })
    .where('id', '=', leadId)
    .where('status', '=', 'spam')
    .execute();
  await updateLead({ db: trx }, leadId, { outcome: 'won', jobValueCents: totalCents }, now);
}
