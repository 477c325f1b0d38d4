import type { Generated } from 'kysely';

import type { PushMode } from '#app/lib/push-alert.ts';

export type { PushMode };

/** Tables of migration 0010 (Web Push alerts to the owner). */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  endpoint: string;
  /** The browser's P-256 public key and auth secret (base64url), for RFC 8291 encryption. */
  p256dh: string;
  auth: string;
  user_id: number;
  /** sha256 of the admin session (device) that made it. */
  session_hash: string;
  mode: PushMode;
  user_agent: string;
  created_at: number;
  last_success_at: number | null;
}

/** Tables of migration 0011 (review requests). */
export interface ReviewRequestsTable {
  lead_id: number;
  outbox_id: number | null;
  trigger: 'manual' | 'auto';
  outcome: 'queued' | 'opted_out';
  requested_at: number;
}

export interface ReviewOptOutsTable {
  email: string;
  created_at: number;
}

export interface PushTables {
  push_subscriptions: PushSubscriptionsTable;
  review_requests: ReviewRequestsTable;
  review_opt_outs: ReviewOptOutsTable;
}
