import type { Generated } from 'kysely';

/** A booked visit window (migration 0015). Times are UTC epoch milliseconds. */
export interface AppointmentsTable {
  id: Generated<number>;
  lead_id: number;
  window_start: number;
  window_end: number;
  /** The capacity slot held, in [0, capacity); null once cancelled (frees the slot). */
  slot: number | null;
  status: 'booked' | 'cancelled';
  uid: string;
  sequence: Generated<number>;
  manage_token_hash: string;
  reminder_outbox_id: number | null;
  created_at: number;
  updated_at: number;
  cancelled_at: number | null;
  cancelled_by: 'owner' | 'customer' | null;
}

export interface BookingTables {
  appointments: AppointmentsTable;
}
