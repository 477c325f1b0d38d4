import { sql, type Kysely } from 'kysely';
import { columnTypes, type DialectName } from '../dialect.ts';

export const name = '0018-posts';

/**
 * The owner's posts (issue 40). `posts` holds the working copy the editor saves; every save
 * that changes something and every publish is a row of `post_revisions` (the history a
 * restore takes back), and the public pages read only the revision `live_revision_id` names.
 * `content_hash` is the hash of what is live and `content_updated_at` moves only when that
 * hash does: it is the sitemap's lastmod and the BlogPosting's dateModified, which search
 * engines trust only while it follows real changes.
 *
 * A slug is unique among working slugs, live slugs and the old slugs that redirect, so a URL
 * names one post at most; `post_redirects` keeps each old live slug (301 to the post).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .createTable('posts')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    // Sanitized on the server (app/server/posts/sanitize-body.ts); rendered as stored.
    .addColumn('body_html', 'text', (c) => c.notNull())
    // The editor's own document (JSON) beside the HTML, for editing only; never rendered.
    .addColumn('body_doc', 'text')
    .addColumn('seo_title', 'text')
    .addColumn('seo_description', 'text')
    // An upload's name (`<uuid>.<ext>`), or null.
    .addColumn('cover_image', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('draft', 'published', 'unpublished')`),
    )
    .addColumn('live_revision_id', t.bigint)
    // The slug the live revision is served at (null until the first publish).
    .addColumn('live_slug', 'text', (c) => c.unique())
    .addColumn('published_at', t.timestamp)
    .addColumn('content_hash', 'text')
    .addColumn('content_updated_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addColumn('created_by', 'text')
    .execute();
  // The posts created in the last hour are counted on every create (a limit per hour).
  await db.schema.createIndex('posts_created_at').on('posts').column('created_at').execute();
  await db.schema
    .createIndex('posts_listing')
    .on('posts')
    .columns(['status', 'published_at'])
    .execute();
  await db.schema
    .createTable('post_revisions')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('post_id', t.bigint, (c) => c.notNull().references('posts.id').onDelete('cascade'))
    // 'save' | 'publish' | 'restore'
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text', (c) => c.notNull())
    .addColumn('body_doc', 'text')
    .addColumn('seo_title', 'text')
    .addColumn('seo_description', 'text')
    .addColumn('cover_image', 'text')
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('restored_from', t.bigint)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('created_by', 'text')
    .execute();
  await db.schema
    .createIndex('post_revisions_post')
    .on('post_revisions')
    .columns(['post_id', 'id'])
    .execute();
  await db.schema
    .createTable('post_redirects')
    .addColumn('old_slug', 'text', (c) => c.primaryKey())
    .addColumn('post_id', t.bigint, (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
}
