import type { Kysely } from 'kysely';
import { columnTypes, type DialectName } from '../dialect.ts';

export const name = '0006-social-images';

/**
 * Each public page's share picture (issue 13), drawn on its first request and kept like the
 * upload variants: one row per page and version (the version changes with the hero mapping).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('social_images')
    .addColumn('page_path', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('bytes', t.bytes, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('social_images_pk', ['page_path', 'version'])
    .execute();
}
