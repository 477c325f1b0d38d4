import type { Generated } from 'kysely';
import type { LeadColumnValues } from '#app/lib/lead-fields.ts';
import type { LeadOutcome, LeadPriority, StoredLeadStatus } from '#app/lib/limits.ts';

/** A lead: the form and attribution columns (app/lib/lead-fields.ts) plus the pipeline's own. */
export interface LeadsTable extends LeadColumnValues {
  id: Generated<number>;
  status: StoredLeadStatus;
  spam_reason: string | null;
  priority: LeadPriority;
  user_agent: string | null;
  channel: 'form' | 'api';
  idempotency_key: string | null;
  request_fingerprint: string;
  created_at: number;
  updated_at: number;
  /** Last time the lead was marked closed (migration 0011); null while open. */
  closed_at: Generated<number | null>;
  /** What the job earned, in cents, recorded when closing (migration 0015); null if not told. */
  job_value_cents: Generated<number | null>;
  /** Won or lost beside the status (migration 0017): an acceptance, a decline, the owner. */
  outcome: Generated<LeadOutcome>;
  /** Why it was lost: the customer's decline reason, `expired`, or the owner's words. */
  lost_reason: Generated<string | null>;
}

/**
 * `security_alert`: issue 19's e-mail to the owner when the admin account is under attack;
 * `push_alert`: a Web Push message to one of the owner's devices (app/server/push);
 * `review_request`: the review e-mail to a customer (app/server/reviews).
 */
export type MailKind =
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
export type MailStatus = 'pending' | 'sending' | 'sent' | 'dead';

export interface MailOutboxTable {
  id: Generated<number>;
  lead_id: number | null;
  kind: MailKind;
  from_address: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: Generated<MailStatus>;
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

export interface MailAttemptsTable {
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

export interface LeadTables {
  contact_submissions: LeadsTable;
  mail_outbox: MailOutboxTable;
  mail_attempts: MailAttemptsTable;
}
