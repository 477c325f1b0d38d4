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

export interface LeadTables {
  contact_submissions: LeadsTable;
}
