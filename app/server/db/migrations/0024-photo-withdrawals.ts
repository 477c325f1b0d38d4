import { sql, type Kysely } from 'kysely';
import { columnTypes, type DialectName } from '../dialect.ts';

export const name = '0024-photo-withdrawals';

/**
 * A customer's withdrawn photo consent, kept on the library images made from their photos
 * (withdrawn-photos.ts). Until now only the lead's photos held the no, and deleting the lead
 * (the owner, or the retention purge) deleted them: the photo showed again in the post. Null:
 * no withdrawal recorded. The images withdrawn as this runs are recorded from the lead photos.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .alterTable('uploaded_images')
    .addColumn('consent_withdrawn_at', t.timestamp)
    .execute();
  await sql`
    update uploaded_images set consent_withdrawn_at = (
      select max(coalesce(lead_photos.use_consent_at, lead_photos.created_at))
      from lead_photos
      where lead_photos.sha256 = uploaded_images.sha256
        and lead_photos.lead_id is not null
        and lead_photos.use_consent = 0
        and lead_photos.created_at <= uploaded_images.created_at
    )
    where exists (
      select 1 from lead_photos
      where lead_photos.sha256 = uploaded_images.sha256
        and lead_photos.lead_id is not null
        and lead_photos.use_consent = 0
        and lead_photos.created_at <= uploaded_images.created_at
    )`.execute(db);
}
