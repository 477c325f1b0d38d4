import type { Kysely } from 'kysely';
import { columnTypes, type DialectName } from '../dialect.ts';

export const name = '0013-site-content';

/**
 * The owner's site content (issue 15, decision 0009). Every publish (also a restore, an import
 * or an image-mapping change) is a new row of `site_content_versions`; the newest row is what
 * the site shows, none means the defaults in code (version 0). One draft per admin user.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('site_content_versions')
    .addColumn('id', t.id, (c) => c.primaryKey())
    // JSON: the whole SiteContentDocument (app/content/site-document.ts), validated.
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('published_at', t.timestamp, (c) => c.notNull())
    .addColumn('published_by', 'text')
    .addColumn('summary', 'text', (c) => c.notNull())
    // 'publish' | 'restore' | 'import' | 'images'
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('restored_from', t.bigint)
    // The version this one replaced: unique, so two publishes based on one version cannot
    // both be stored even if the lock were bypassed.
    .addColumn('based_on', t.bigint, (c) => c.notNull().unique())
    // JSON `[{ key, objectPath }]`: the image mappings at this version (issue 15 item 8).
    .addColumn('image_mappings', 'text')
    .execute();
  await db.schema
    .createTable('site_content_drafts')
    .addColumn('user_id', t.integer, (c) => c.primaryKey())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('base_version', t.bigint, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
}
