import { easternDateTime } from '#app/lib/lead-display.ts';
import type { DeliveryAttemptView, DeliveryLogEntry } from '#app/lib/dashboard-view.ts';
import type { AppServices } from '../services.ts';
import { queuedNow } from '../mail/enqueue.ts';

/** The e-mails of these leads, oldest first, with every attempt. Two queries for a page. */
export async function deliveryLogs(
  services: Pick<AppServices, 'db'>,
  leadIds: number[],
): Promise<Map<number, DeliveryLogEntry[]>> {
  const byLead = new Map<number, DeliveryLogEntry[]>();
  if (leadIds.length === 0) return byLead;
  const outbox = await services.db
    .selectFrom('mail_outbox')
    .select([
      'id',
      'lead_id',
      'kind',
      'to_address',
      'subject',
      'status',
      'attempts',
      'last_error',
      'created_at',
      'sent_at',
    ])
    .where('lead_id', 'in', leadIds)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  const outboxIds = outbox.map((r) => Number(r.id));
  const attempts =
    outboxIds.length === 0
      ? []
      : await services.db
          .selectFrom('mail_attempts')
          .select(['outbox_id', 'attempt', 'finished_at', 'outcome', 'error'])
          .where('outbox_id', 'in', outboxIds)
          .orderBy('outbox_id')
          .orderBy('attempt')
          .execute();
  const attemptsByMail = new Map<number, DeliveryAttemptView[]>();
  for (const a of attempts) {
    const list = attemptsByMail.get(Number(a.outbox_id)) ?? [];
    list.push({
      attempt: Number(a.attempt),
      at: easternDateTime(Number(a.finished_at)),
      outcome: a.outcome,
      error: a.error,
    });
    attemptsByMail.set(Number(a.outbox_id), list);
  }
  for (const r of outbox) {
    const leadId = Number(r.lead_id);
    const list = byLead.get(leadId) ?? [];
    list.push({
      id: Number(r.id),
      kind: r.kind,
      to: r.to_address,
      subject: r.subject,
      status: r.status,
      attempts: Number(r.attempts),
      lastError: r.last_error,
      queuedAt: easternDateTime(Number(r.created_at)),
      sentAt: r.sent_at === null ? null : easternDateTime(Number(r.sent_at)),
      log: attemptsByMail.get(Number(r.id)) ?? [],
    });
    byLead.set(leadId, list);
  }
  return byLead;
}

/**
 * Queues a copy of one e-mail of a lead (the owner's "Resend"): a new outbox row, so the
 * original's history stays as it was. Returns false when the lead has no such e-mail.
 */
export async function resendMail(
  services: Pick<AppServices, 'db'>,
  leadId: number,
  outboxId: number,
  now = Date.now(),
): Promise<boolean> {
  const original = await services.db
    .selectFrom('mail_outbox')
    .select([
      'lead_id',
      'kind',
      'from_address',
      'to_address',
      'reply_to',
      'subject',
      'text_body',
      'html_body',
    ])
    .where('id', '=', outboxId)
    .where('lead_id', '=', leadId)
    .executeTakeFirst();
  if (!original) return false;
  await services.db
    .insertInto('mail_outbox')
    .values({
      ...original,
      ...queuedNow(now),
    })
    .execute();
  return true;
}
