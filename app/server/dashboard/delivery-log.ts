import { easternDateTime } from '#app/lib/lead-display.ts';
import type { DeliveryAttemptView, DeliveryLogEntry } from '#app/lib/dashboard-view.ts';
import { adminMessages } from '#app/lib/messages/admin.ts';
import type { OutboxKind } from '../db/tables/outbox.ts';
import { queuedNow } from '../outbox/job.ts';
import type { AppServices } from '../services.ts';
import { groupRows } from './group-rows.ts';

/** Every kind the outbox holds has its readable name: a kind added without one fails here. */
const kindLabels: Record<OutboxKind, string> = adminMessages.outboxKinds;

/** A lead's e-mails, oldest first, with every attempt. Two queries. */
export async function deliveryLog(
  services: Pick<AppServices, 'db'>,
  leadId: number,
): Promise<DeliveryLogEntry[]> {
  const outbox = await services.db
    .selectFrom('outbox')
    .select([
      'id',
      'kind',
      'to_address',
      'subject',
      'status',
      'attempts',
      'last_error',
      'created_at',
      'sent_at',
    ])
    .where('lead_id', '=', leadId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  const outboxIds = outbox.map((r) => Number(r.id));
  const attempts =
    outboxIds.length === 0
      ? []
      : await services.db
          .selectFrom('outbox_attempts')
          .select(['outbox_id', 'attempt', 'finished_at', 'outcome', 'error'])
          .where('outbox_id', 'in', outboxIds)
          .orderBy('outbox_id')
          .orderBy('attempt')
          .execute();
  const attemptsByMail = groupRows(
    attempts,
    (a) => Number(a.outbox_id),
    (a): DeliveryAttemptView => ({
      attempt: Number(a.attempt),
      at: easternDateTime(Number(a.finished_at)),
      outcome: a.outcome,
      error: a.error,
    }),
  );
  return outbox.map((r): DeliveryLogEntry => ({
    id: Number(r.id),
    kind: r.kind,
    kindLabel: kindLabels[r.kind] ?? r.kind,
    to: r.to_address,
    subject: r.subject,
    status: r.status,
    attempts: Number(r.attempts),
    lastError: r.last_error,
    queuedAt: easternDateTime(Number(r.created_at)),
    sentAt: r.sent_at === null ? null : easternDateTime(Number(r.sent_at)),
    log: attemptsByMail.get(Number(r.id)) ?? [],
  }));
}

export type ResendResult = 'queued' | 'not-found' | 'review-once';

/** Thrown inside the transaction to roll the copy back when another resend won the race. */
class ReviewAlreadyResent extends Error {}

/**
 * Queues a copy of one e-mail of a lead (the owner's "Resend"): a new outbox row, so the
 * original's history stays as it was. A review request goes at most once per lead (issue 17):
 * it is resent only when the lead's latest review e-mail failed for good, and the lead's
 * review_requests row is moved to the copy with a compare-and-set, so two resends at once
 * queue one copy. 'not-found' when the lead has no such e-mail.
 */
export async function resendMail(
  services: Pick<AppServices, 'db'>,
  leadId: number,
  outboxId: number,
): Promise<ResendResult> {
  try {
    return await services.db.transaction().execute(async (trx) => {
      const original = await trx
        .selectFrom('outbox')
        .select([
          'lead_id',
          'kind',
          'from_address',
          'to_address',
          'reply_to',
          'subject',
          'text_body',
          'html_body',
          // A visit's e-mail is resent with its event.
          'calendar_body',
          'calendar_method',
          // A push alert's copy goes to the same device, in the same order of urgency.
          'push_subscription_id',
          'priority',
        ])
        .where('id', '=', outboxId)
        .where('lead_id', '=', leadId)
        .executeTakeFirst();
      if (!original) return 'not-found';
      let latestReview: number | null = null;
      if (original.kind === 'review_request') {
        const request = await trx
          .selectFrom('review_requests')
          .innerJoin('outbox', 'outbox.id', 'review_requests.outbox_id')
          .select(['review_requests.outbox_id as outboxId', 'outbox.status as status'])
          .where('review_requests.lead_id', '=', leadId)
          .executeTakeFirst();
        if (!request || request.status !== 'dead') return 'review-once';
        latestReview = Number(request.outboxId);
      }
      const copy = await trx
        .insertInto('outbox')
        .values({ ...original, ...queuedNow(Date.now()) })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (latestReview !== null) {
        const moved = await trx
          .updateTable('review_requests')
          .set({ outbox_id: Number(copy.id), outcome: 'queued' })
          .where('lead_id', '=', leadId)
          .where('outbox_id', '=', latestReview)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) throw new ReviewAlreadyResent();
      }
      return 'queued';
    });
  } catch (error) {
    if (error instanceof ReviewAlreadyResent) return 'review-once';
    throw error;
  }
}
