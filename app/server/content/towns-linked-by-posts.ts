import type { Kysely } from 'kysely';
import type { SiteContentDocument, SiteDocumentFieldErrors } from '#app/content/site-document.ts';
import { siteContentMessages } from '#app/lib/messages.ts';
import { routes } from '#app/lib/urls.ts';
import type { Database } from '../db/schema.ts';

/**
 * Towns a publish would remove while a published post links to their page: removed, the live
 * post's link would lead to a 404 (a post's own publish refuses such a link, so this is the
 * other way round). `cities.<slug>` errors naming the first such post, or undefined.
 */
export async function townsLinkedByPosts(
  db: Kysely<Database>,
  current: SiteContentDocument,
  next: SiteContentDocument,
): Promise<SiteDocumentFieldErrors | undefined> {
  const errors: SiteDocumentFieldErrors = {};
  for (const slug of Object.keys(current.cities)) {
    if (Object.hasOwn(next.cities, slug)) continue;
    // A slug is lower-case words and hyphens (no LIKE wildcard); it ends in its state, so
    // `/locations/<slug>` is never the start of another town's address.
    const post = await db
      .selectFrom('posts')
      .innerJoin('post_revisions as live', 'live.id', 'posts.live_revision_id')
      .select('live.title')
      .where('posts.status', '=', 'published')
      .where('live.body_html', 'like', `%${routes.city(slug)}%`)
      .orderBy('posts.id')
      .limit(1)
      .executeTakeFirst();
    if (post) errors[`cities.${slug}`] = siteContentMessages.townLinkedByPost(post.title);
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}
