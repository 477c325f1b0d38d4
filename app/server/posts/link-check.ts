import type { Kysely } from 'kysely';
import { isUploadName } from '#app/lib/upload-urls.ts';
import { isKnownPath, routes } from '#app/lib/urls.ts';
import type { Database } from '../db/schema.ts';

/**
 * The links of a body to this site that lead nowhere (issue 40: refused on publish, named).
 * A link is good when it is a page the site has (static pages, services, cities, booking),
 * the blog, a published post (or the one being published, at its new slug), or a photo of
 * the library. Paths are given without query or fragment.
 */
export async function brokenInternalLinks(
  db: Kysely<Database>,
  paths: readonly string[],
  publishing: { id: number; slug: string; towns: readonly string[] },
): Promise<string[]> {
  const broken: string[] = [];
  for (const path of paths) {
    if (!(await leadsSomewhere(db, path.replace(/\/+$/, '') || '/', publishing))) broken.push(path);
  }
  return broken;
}

async function leadsSomewhere(
  db: Kysely<Database>,
  path: string,
  publishing: { id: number; slug: string; towns: readonly string[] },
): Promise<boolean> {
  if (isKnownPath(path) || path === routes.book) return true;
  if (publishing.towns.some((town) => routes.city(town) === path)) return true;
  if (path === routes.blog || path === routes.blogFeed) return true;
  const post = /^\/blog\/([a-z0-9-]+)$/.exec(path)?.[1];
  if (post !== undefined) {
    if (post === publishing.slug) return true;
    const live = await db
      .selectFrom('posts')
      .select('id')
      .where('live_slug', '=', post)
      .where('status', '=', 'published')
      .executeTakeFirst();
    if (live) return true;
    // An old slug of a published post still leads there (301).
    const moved = await db
      .selectFrom('post_redirects')
      .innerJoin('posts', 'posts.id', 'post_redirects.post_id')
      .select('posts.id')
      .where('post_redirects.old_slug', '=', post)
      .where('posts.status', '=', 'published')
      .executeTakeFirst();
    return moved !== undefined;
  }
  const upload = /^\/uploads\/([^/]+)$/.exec(path)?.[1];
  if (upload !== undefined && isUploadName(upload)) {
    const found = await db
      .selectFrom('uploaded_images')
      .select('id')
      .where('name', '=', upload)
      .executeTakeFirst();
    return found !== undefined;
  }
  return false;
}
