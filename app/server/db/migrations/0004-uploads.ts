import type { Kysely } from 'kysely';
import { columnTypes, type DialectName } from '../dialect.ts';

export const name = '0004-uploads';

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('uploaded_images')
    .addColumn('id', t.id, (c) => c.primaryKey())
    // `<random-uuid>.<ext>`: the public address; the visitor's file name is never stored.
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    // Of the stored (re-encoded) bytes: identical photos are stored once; also the ETag.
    .addColumn('sha256', 'text', (c) => c.notNull().unique())
    .addColumn('bytes', t.bytes, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('uploaded_images_created_at')
    .on('uploaded_images')
    .column('created_at')
    .execute();

  // Responsive widths, made on first request and kept: the second request is a lookup.
  await db.schema
    .createTable('image_variants')
    .addColumn('name', 'text', (c) =>
      c.notNull().references('uploaded_images.name').onDelete('cascade'),
    )
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('bytes', t.bytes, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('image_variants_pk', ['name', 'width', 'format'])
    .execute();

  await db.schema
    .createTable('site_image_mappings')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('placeholder_key', 'text', (c) => c.notNull().unique())
    .addColumn('placeholder_index', 'integer', (c) => c.notNull())
    // Deleting an image clears the mappings that used it (spec: "clear on delete").
    .addColumn('object_path', 'text', (c) =>
      c.references('uploaded_images.name').onDelete('set null'),
    )
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  // The rows themselves (the spec's 15 keys first, then every other image slot of the site)
  // come from the start-up sync (app/server/bootstrap.ts): a migration is frozen history and
  // must not run today's content code.
}
