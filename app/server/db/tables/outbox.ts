import type { Generated } from 'kysely';

/**
 * What the outbox delivers (migration 0022 named its tables for it, `outbox` and
 * `outbox_attempts`): e-mail and Web Push, each kind sent by the channel registered for it.
 * `owner_notification` and `customer_confirmation`: a new lead's e-mails
 * (app/server/mail/enqueue.ts);
 * `security_alert`: issue 19's e-mail to the owner when the admin account is under attack;
 * `push_alert`: a Web Push message to one of the owner's devices (app/server/push);
 * `review_request`: the review e-mail to a customer (app/server/reviews);
 * `visit_*`: a booked visit's e-mails (app/server/booking); `estimate_*`: an estimate's
 * (app/server/estimates).
 */
export type OutboxKind =
  | 'owner_notification'
  | 'customer_confirmation'
  | 'security_alert'
  | 'push_alert'
  | 'review_request'
  | 'visit_confirmation'
  | 'visit_update'
  | 'visit_reminder'
  | 'estimate_sent'
  | 'estimate_accepted'
  | 'estimate_owner'
  | 'estimate_reminder';
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'dead';

export interface OutboxTable {
  id: Generated<number>;
  lead_id: number | null;
  kind: OutboxKind;
  from_address: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: number;
  locked_until: number | null;
  locked_by: string | null;
  last_error: string | null;
  message_id: string | null;
  created_at: number;
  sent_at: number | null;
  /** `push_alert` rows: the device; null once that subscription was removed. */
  push_subscription_id: Generated<number | null>;
  /** Claim order, highest first: 2 urgent alert, 1 other alert, 0 e-mail. */
  priority: Generated<number>;
  /** A visit's iCalendar (migration 0015), sent as the text/calendar part; null otherwise. */
  calendar_body: Generated<string | null>;
  calendar_method: Generated<'REQUEST' | 'CANCEL' | 'PUBLISH' | null>;
  /** An estimate's e-mail (migration 0017): its channel attaches the PDF rendered at send time. */
  estimate_id: Generated<number | null>;
}

export interface OutboxAttemptsTable {
  id: Generated<number>;
  outbox_id: number;
  attempt: number;
  started_at: number;
  finished_at: number;
  outcome: 'sent' | 'failed';
  error: string | null;
  response: string | null;
  instance: string;
}

export interface OutboxTables {
  outbox: OutboxTable;
  outbox_attempts: OutboxAttemptsTable;
}
