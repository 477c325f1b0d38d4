/**
 * The customer's side of an estimate (issue 39), reached only through the private link's token:
 * the first view, the acceptance and the decline. One function each, behind the page's form
 * posts (app/routes/_marketing/estimate.tsx).
 */
import type { BusinessProfile } from '#app/content/schema.ts';
import { choiceTotals } from '#app/lib/estimate-money.ts';
import { estimateMessages as m } from '#app/lib/messages/estimates.ts';
import { serverLimits } from '#app/lib/limits.ts';
import { isUniqueViolation } from '../booking/appointments.ts';
import { hitRateLimit, type RateLimitRule } from '../db/rate-limit.ts';
import type { AppServices } from '../services.ts';
import { canonicalDocument, documentSha256, estimateContents } from './document.ts';
import { enqueueAcceptanceMails } from './estimate-mail.ts';
import { awaitingAnswer, customerOf, findEstimate, type Estimate } from './estimate-record.ts';
import { findByToken } from './estimate-token.ts';
import { expireDueEstimates } from './expire.ts';
import type { AcceptForm, DeclineForm } from './customer-form.ts';
import { loseLeadUnlessOpenOffer, winLead } from './lead-outcome.ts';

type Services = Pick<AppServices, 'db' | 'config'>;

/** The link's estimate, expired first if its time has passed (the answer must say so). */
export async function openByToken(
  services: Pick<AppServices, 'db'>,
  token: string,
  now: number,
): Promise<Estimate | undefined> {
  const found = await findByToken(services.db, token, now);
  if (!found) return undefined;
  if (awaitingAnswer.includes(found.status) && found.expiresAt <= now) {
    await expireDueEstimates(services.db, now, found.id);
    return findEstimate(services.db, found.id);
  }
  return found;
}

/** The page was opened: the first view of a sent estimate makes it `viewed`. */
export async function viewEstimate(
  services: Pick<AppServices, 'db'>,
  token: string,
  now = Date.now(),
): Promise<Estimate | undefined> {
  const estimate = await openByToken(services, token, now);
  if (!estimate || estimate.status !== 'sent') return estimate;
  await services.db
    .updateTable('estimates')
    .set({ status: 'viewed', viewed_at: now })
    .where('id', '=', estimate.id)
    .where('status', '=', 'sent')
    .execute();
  return { ...estimate, status: 'viewed', viewedAt: now };
}

/**
 * Counts an answer (accept or decline) posted to the link against its limit
 * (`serverLimits.estimateLink.answersPerLink`), before its signature is read: over it, how long to
 * wait; else null. Per link, not per address: only holders of a link can post to it, and a
 * customer's household may share one address with other customers' links.
 */
export async function limitAnswers(
  services: Pick<AppServices, 'db'>,
  estimateId: number,
  now: number,
): Promise<{ retryAfterSeconds: number } | null> {
  const { max, windowMs } = serverLimits.estimateLink.answersPerLink;
  const rule: RateLimitRule = { key: `estimate-answer:link:${estimateId}`, limit: max, windowMs };
  const hit = await hitRateLimit(services.db, rule, now);
  return hit.allowed ? null : { retryAfterSeconds: hit.retryAfterSeconds };
}

export type AnswerRefusal =
  | { kind: 'not-found' }
  /** Void or expired: the contract's 410. */
  | { kind: 'gone'; estimate: Estimate }
  /** Already answered the other way (declined, or accepted when declining). */
  | { kind: 'decided'; estimate: Estimate }
  /** Edited by the owner since the customer opened it (the form's version is stale). */
  | { kind: 'changed'; estimate: Estimate };

export type AcceptResult =
  { kind: 'accepted'; estimate: Estimate; already: boolean } | AnswerRefusal;

/** Thrown inside the transaction to roll it back when another answer won the race. */
class AnsweredMeanwhile extends Error {}

/** The same refusal for a decided or closed estimate, from both answers. */
function refusalFor(estimate: Estimate): AnswerRefusal | null {
  if (estimate.status === 'void' || estimate.status === 'expired') {
    return { kind: 'gone', estimate };
  }
  if (!awaitingAnswer.includes(estimate.status)) return { kind: 'decided', estimate };
  return null;
}

/**
 * Accepts: the chosen option and add-ons, the signer's name and drawn signature (or none: the
 * typed name is it), consent given (checked by the form's parser), the time, address and user
 * agent, and the SHA-256 of the exact document, stored once. The estimate becomes `accepted`,
 * the lead won with the accepted total as its job value, and the e-mails and alerts are
 * queued, all in one transaction.
 *
 * Race-safe: the estimate's status moves from sent/viewed to accepted under a guard, and the
 * acceptance's `estimate_id` is unique. Two accepts at once give one acceptance; the other (and
 * any later accept) changes nothing and answers with the acceptance that stands.
 */
export async function acceptEstimate(
  services: Services,
  business: BusinessProfile,
  token: string,
  form: AcceptForm,
  request: { ip: string | null; userAgent: string | null },
  now = Date.now(),
): Promise<AcceptResult> {
  const opened = await openByToken(services, token, now);
  if (!opened) return { kind: 'not-found' };
  if (opened.status === 'accepted') return { kind: 'accepted', estimate: opened, already: true };
  const refused = refusalFor(opened);
  if (refused) return refused;
  // The page's form always carries the version it showed. A post without one (the interface
  // contract's fields alone) has no page to be stale against: it signs what the link shows now.
  if (form.version !== null && form.version !== String(opened.updatedAt)) {
    return { kind: 'changed', estimate: opened };
  }
  try {
    await services.db.transaction().execute(async (trx) => {
      // Read again inside: what is signed is what is stored at this moment.
      const estimate = await findEstimate(trx, opened.id);
      if (!estimate || estimate.updatedAt !== opened.updatedAt) throw new AnsweredMeanwhile();
      const customer = await customerOf(trx, estimate.leadId);
      if (!customer) throw new AnsweredMeanwhile();
      const contents = estimateContents(estimate, customer, business);
      const totals = choiceTotals(contents.pricing, form.optionIndex, form.addOnIndexes);
      const text = canonicalDocument({ ...contents, choice: form });
      const sha256 = documentSha256(text);
      const moved = await trx
        .updateTable('estimates')
        .set({ status: 'accepted', decided_at: now, updated_at: now })
        .where('id', '=', estimate.id)
        .where('status', 'in', ['sent', 'viewed'])
        .where('expires_at', '>', now)
        // The version signed: an edit or a send committed since the read above (PostgreSQL
        // re-checks this on the row it waited for) leaves the status as it was.
        .where('updated_at', '=', estimate.updatedAt)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) throw new AnsweredMeanwhile();
      const addOnIndexes = [...form.addOnIndexes].sort((a, b) => a - b);
      await trx
        .insertInto('estimate_acceptances')
        .values({
          estimate_id: estimate.id,
          option_index: form.optionIndex,
          add_on_indexes: JSON.stringify(addOnIndexes),
          subtotal_cents: totals.subtotalCents,
          tax_cents: totals.taxCents,
          total_cents: totals.totalCents,
          deposit_cents: totals.depositCents,
          signer_name: form.signerName,
          signature: form.signature,
          signed_at: now,
          ip: request.ip,
          user_agent: request.userAgent?.slice(0, 500) ?? null,
          document_sha256: sha256,
          document_text: text,
        })
        .execute();
      await winLead(trx, estimate.leadId, totals.totalCents, now);
      await enqueueAcceptanceMails(trx, services.config, business, {
        estimate: {
          ...estimate,
          status: 'accepted',
          acceptance: {
            optionIndex: form.optionIndex,
            addOnIndexes,
            totals,
            signerName: form.signerName,
            signature: form.signature,
            signedAt: now,
            ip: request.ip,
            userAgent: request.userAgent,
            documentSha256: sha256,
            documentText: text,
          },
        },
        now,
      });
    });
  } catch (error) {
    if (!(error instanceof AnsweredMeanwhile) && !isUniqueViolation(error)) throw error;
    // Another answer or edit committed first: answer with what stands now.
    const current = await findEstimate(services.db, opened.id);
    if (!current) return { kind: 'not-found' };
    if (current.status === 'accepted')
      return { kind: 'accepted', estimate: current, already: true };
    return refusalFor(current) ?? { kind: 'changed', estimate: current };
  }
  const accepted = await findEstimate(services.db, opened.id);
  if (!accepted) return { kind: 'not-found' };
  return { kind: 'accepted', estimate: accepted, already: false };
}

export type DeclineResult = { kind: 'declined'; estimate: Estimate } | AnswerRefusal;

/** Declines, with the customer's reason if given: the lead is lost unless another offer stands. */
export async function declineEstimate(
  services: Pick<AppServices, 'db'>,
  token: string,
  form: DeclineForm,
  now = Date.now(),
): Promise<DeclineResult> {
  const opened = await openByToken(services, token, now);
  if (!opened) return { kind: 'not-found' };
  if (opened.status === 'declined') return { kind: 'declined', estimate: opened };
  const refused = refusalFor(opened);
  if (refused) return refused;
  const declined = await services.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('estimates')
      .set({ status: 'declined', decided_at: now, updated_at: now, decline_reason: form.reason })
      .where('id', '=', opened.id)
      .where('status', 'in', ['sent', 'viewed'])
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return false;
    await loseLeadUnlessOpenOffer(trx, opened.leadId, opened.id, m.lostDeclined(form.reason), now);
    return true;
  });
  const current = await findEstimate(services.db, opened.id);
  if (!current) return { kind: 'not-found' };
  if (declined || current.status === 'declined') return { kind: 'declined', estimate: current };
  return refusalFor(current) ?? { kind: 'changed', estimate: current };
}
