import type { Kysely } from 'kysely';
import { columnTypes, type DialectName } from '../dialect.ts';

export const name = '0012-lead-photos';

/**
 * Photos sent with a quote request (issue 18). They belong to the lead: deleting the lead
 * (by the owner or the retention purge) deletes them through the foreign key. A photo sent
 * ahead of its lead (to show upload progress) waits with `lead_id` null under its random
 * token; the lead claims it by that token, and a photo never claimed is purged after a day.
 * Never public: they are served only to a signed-in admin (server/api/lead-photos.ts).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('lead_photos')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('lead_id', t.bigint, (c) =>
      c.references('contact_submissions.id').onDelete('cascade'),
    )
    // Random and unguessable: what the visitor's browser holds to attach the photo to its lead.
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    // Of the stored (re-encoded) bytes; also the ETag.
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('bytes', t.bytes, (c) => c.notNull())
    // A small WebP made once at upload: the lead card shows it without decoding the photo.
    .addColumn('thumb_bytes', t.bytes, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('lead_photos_lead')
    .on('lead_photos')
    .columns(['lead_id', 'id'])
    .execute();
  await db.schema
    .createIndex('lead_photos_created_at')
    .on('lead_photos')
    .column('created_at')
    .execute();
}
