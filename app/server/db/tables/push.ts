import type { Generated } from 'kysely';

import type { PushMode } from '#app/lib/push-alert.ts';

export type { PushMode };

/** Tables of migration 0006 (Web Push alerts to the owner). */
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

export interface PushTables {
  push_subscriptions: PushSubscriptionsTable;
}
