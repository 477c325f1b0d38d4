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

/** A photo of a lead that its customer agreed may be shown on the site. */
export interface ConsentedPhoto {
  id: number;
  contentType: string;
  width: number;
  height: number;
  /** When the customer agreed (epoch ms). */
  consentAt: number;
}

/**
 * The photos of lead `leadId` the customer agreed may be shown on the site (issue 40), oldest
 * first: what "Write it up" may put in a story. A photo without that yes is never listed.
 */
export async function consentedPhotosOf(
  db: Kysely<Database>,
  leadId: number,
): Promise<ConsentedPhoto[]> {
  const rows = await db
    .selectFrom('lead_photos')
    .select(['id', 'content_type', 'width', 'height', 'use_consent_at'])
    .where('lead_id', '=', leadId)
    .where('use_consent', '=', 1)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    contentType: row.content_type,
    width: Number(row.width),
    height: Number(row.height),
    consentAt: Number(row.use_consent_at),
  }));
}
