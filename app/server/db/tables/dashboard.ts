import type { Generated } from 'kysely';

/** Tables of migration 0005 (the owner's dashboard). */
export interface LeadNotesTable {
  id: Generated<number>;
  lead_id: number;
  body: string;
  author_email: string | null;
  created_at: number;
}

export interface DashboardTables {
  lead_notes: LeadNotesTable;
}
