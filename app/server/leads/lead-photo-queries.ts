import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

// Reads of lead photos for the admin screens. Kept apart from lead-photos.ts, which imports
// sharp: the admin route modules reach this file, and their client bundle must not see sharp.

/** The photos of each lead, oldest first (the lead cards). */
export async function photoIdsOf(
  db: Kysely<Database>,
  leadIds: readonly number[],
): Promise<Map<number, number[]>> {
  const byLead = new Map<number, number[]>();
  if (leadIds.length === 0) return byLead;
  const rows = await db
    .selectFrom('lead_photos')
    .select(['id', 'lead_id'])
    .where('lead_id', 'in', leadIds)
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const lead = Number(row.lead_id);
    byLead.set(lead, [...(byLead.get(lead) ?? []), Number(row.id)]);
  }
  return byLead;
}
