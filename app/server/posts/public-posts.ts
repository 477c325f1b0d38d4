import type { Kysely } from 'kysely';
import { postLimits } from '#app/lib/post-schema.ts';
import type { ResolvedImage } from '#app/lib/resolved-image.ts';
import { uploadPath, uploadSrcSet, variantFormats } from '#app/lib/upload-urls.ts';
import type { Database } from '../db/schema.ts';
import { imageNamesOf, withdrawnImages, withoutImages } from './withdrawn-photos.ts';

/**
 * What the public site reads of the posts: only live revisions of published posts. A working
 * copy never reaches a visitor.
 */

export interface PublicPost {
  id: number;
  slug: string;
  title: string;
  summary: string;
  bodyHtml: string;
  seoTitle: string | null;
  seoDescription: string | null;
  /** The cover photo as the page shows it (alt: the title), or null. */
  cover: ResolvedImage | null;
  /** First publish (datePublished). */
  publishedAt: number;
  /** Last real change of what is live (dateModified, sitemap lastmod). */
  contentUpdatedAt: number;
}

export type PublicPostLookup =
  | { kind: 'post'; post: PublicPost }
  /** An old slug of a published post: 301 there. */
  | { kind: 'moved'; slug: string }
  /** Taken down (or an old slug of a post taken down): 410. */
  | { kind: 'gone' }
  /** Never published, or no such slug: 404. */
  | { kind: 'none' };

function livePosts(db: Kysely<Database>) {
  return db
    .selectFrom('posts')
    .innerJoin('post_revisions', 'post_revisions.id', 'posts.live_revision_id')
    .leftJoin('uploaded_images', 'uploaded_images.name', 'post_revisions.cover_image')
    .select([
      'uploaded_images.width as cover_width',
      'uploaded_images.height as cover_height',
      'posts.id',
      'posts.live_slug',
      'post_revisions.title',
      'post_revisions.summary',
      'post_revisions.body_html',
      'post_revisions.seo_title',
      'post_revisions.seo_description',
      'post_revisions.cover_image',
      'posts.published_at',
      'posts.content_updated_at',
    ])
    .where('posts.status', '=', 'published');
}

type LiveRow = Awaited<ReturnType<ReturnType<typeof livePosts>['execute']>>[number];

/**
 * The rows as visitors see them: a customer's photo whose consent was withdrawn after the post
 * went out is left out of the body and the cover (withdrawn-photos.ts).
 */
async function postsOf(db: Kysely<Database>, rows: readonly LiveRow[]): Promise<PublicPost[]> {
  const withdrawn = await withdrawnImages(
    db,
    rows.flatMap((row) => imageNamesOf(row.body_html, row.cover_image)),
  );
  return rows.map((row) => postOf(row, withdrawn));
}

function postOf(row: LiveRow, withdrawn: ReadonlySet<string>): PublicPost {
  const cover =
    row.cover_image !== null && !withdrawn.has(row.cover_image) ? row.cover_image : null;
  return {
    id: Number(row.id),
    slug: row.live_slug ?? '',
    title: row.title,
    summary: row.summary,
    bodyHtml: withoutImages(row.body_html, withdrawn),
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    cover:
      cover !== null && row.cover_width !== null && row.cover_height !== null
        ? coverOf(cover, Number(row.cover_width), Number(row.cover_height), row.title)
        : null,
    publishedAt: Number(row.published_at),
    contentUpdatedAt: Number(row.content_updated_at ?? row.published_at),
  };
}

/** The post at `/blog/<slug>`, where it moved, or why there is none. */
export async function findPublicPost(
  db: Kysely<Database>,
  slug: string,
): Promise<PublicPostLookup> {
  const live = await livePosts(db).where('posts.live_slug', '=', slug).executeTakeFirst();
  if (live) return { kind: 'post', post: (await postsOf(db, [live]))[0]! };
  const down = await db
    .selectFrom('posts')
    .select('id')
    .where('live_slug', '=', slug)
    .executeTakeFirst();
  if (down) return { kind: 'gone' };
  const moved = await db
    .selectFrom('post_redirects')
    .innerJoin('posts', 'posts.id', 'post_redirects.post_id')
    .select(['posts.status', 'posts.live_slug'])
    .where('post_redirects.old_slug', '=', slug)
    .executeTakeFirst();
  if (!moved) return { kind: 'none' };
  return moved.status === 'published' && moved.live_slug !== null
    ? { kind: 'moved', slug: moved.live_slug }
    : { kind: 'gone' };
}

export interface PostPage {
  posts: PublicPost[];
  page: number;
  pageCount: number;
}

/** One page of /blog, newest first (an out-of-range page comes back empty). */
export async function listPublicPosts(db: Kysely<Database>, page: number): Promise<PostPage> {
  const total = await db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'published')
    .executeTakeFirstOrThrow();
  const pageCount = Math.max(1, Math.ceil(Number(total.n) / postLimits.perPage));
  const rows = await livePosts(db)
    .orderBy('posts.published_at', 'desc')
    .orderBy('posts.id', 'desc')
    .limit(postLimits.perPage)
    .offset((page - 1) * postLimits.perPage)
    .execute();
  return { posts: await postsOf(db, rows), page, pageCount };
}

/** The newest posts for the feed. */
export async function feedPosts(db: Kysely<Database>): Promise<PublicPost[]> {
  const rows = await livePosts(db)
    .orderBy('posts.published_at', 'desc')
    .orderBy('posts.id', 'desc')
    .limit(postLimits.feedEntries)
    .execute();
  return postsOf(db, rows);
}

export interface SitemapPost {
  slug: string;
  contentUpdatedAt: number;
}

/** Every published post's address and last real change, for sitemap.xml. */
export async function sitemapPosts(db: Kysely<Database>): Promise<SitemapPost[]> {
  const rows = await db
    .selectFrom('posts')
    .select(['live_slug', 'content_updated_at', 'published_at'])
    .where('status', '=', 'published')
    .orderBy('published_at', 'desc')
    .execute();
  return rows.flatMap((r) =>
    r.live_slug === null
      ? []
      : [{ slug: r.live_slug, contentUpdatedAt: Number(r.content_updated_at ?? r.published_at) }],
  );
}

/** An uploaded photo as SiteImage renders it: AVIF and WebP widths, the stored file last. */
function coverOf(name: string, width: number, height: number, alt: string): ResolvedImage {
  const sources = variantFormats
    .map((format) => ({
      type: `image/${format}` as const,
      srcSet: uploadSrcSet(name, width, format),
    }))
    .filter((source) => source.srcSet !== '');
  return {
    key: 'post-cover',
    src: uploadPath(name),
    srcSet: uploadSrcSet(name, width),
    alt,
    width,
    height,
    isDefault: false,
    ...(sources.length > 0 ? { sources } : {}),
  };
}
