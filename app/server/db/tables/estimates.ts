import type { Generated } from 'kysely';

export type EstimateStatus =
  'draft' | 'sent' | 'viewed' | 'accepted' | 'declined' | 'expired' | 'void';

/** An estimate on a lead (migration 0017). Times are UTC epoch milliseconds. */
export interface EstimatesTable {
  id: Generated<number>;
  lead_id: number;
  number: string;
  status: EstimateStatus;
  /** The parsed estimate body (app/lib/estimate-schema.ts) as JSON. */
  body_json: string;
  expires_at: number;
  created_at: number;
  updated_at: number;
  sent_at: number | null;
  viewed_at: number | null;
  decided_at: number | null;
  decline_reason: string | null;
  token_hash: string | null;
  token_expires_at: number | null;
  token_revoked_at: number | null;
  reminder_token_hash: string | null;
  deposit_received_at: number | null;
  reminder_queued_at: number | null;
}

/** The customer's acceptance: one per estimate (unique `estimate_id`). */
export interface EstimateAcceptancesTable {
  id: Generated<number>;
  estimate_id: number;
  option_index: number;
  /** JSON array of 0-based indexes. */
  add_on_indexes: string;
  subtotal_cents: number;
  tax_cents: number;
  total_cents: number;
  deposit_cents: number;
  signer_name: string;
  signature: string | null;
  signed_at: number;
  ip: string | null;
  user_agent: string | null;
  document_sha256: string;
  document_text: string;
}

export interface EstimateTables {
  estimates: EstimatesTable;
  estimate_acceptances: EstimateAcceptancesTable;
}
