import type { Generated } from 'kysely';

/** Tables of migration 0005 (the owner's dashboard). */
export interface LeadNotesTable {
  id: Generated<number>;
  lead_id: number;
  body: string;
  author_email: string | null;
  created_at: number;
  /** The note form's key (migration 0023): the same form sent twice stores one note. */
  form_key: string | null;
}

export interface DashboardTables {
  lead_notes: LeadNotesTable;
}
