import type { Kysely, Selectable } from 'kysely';
import { postLimits } from '#app/lib/post-schema.ts';
import type { Database } from '../db/schema.ts';
import type {
  PostContentColumns,
  PostRevisionKind,
  PostRevisionsTable,
  PostStatus,
} from '../db/tables/posts.ts';
import { contentHash, contentOf } from './post-content.ts';
import { imageNamesOf, withdrawnImages } from './withdrawn-photos.ts';

/** The owner's reads of posts (the editor and the API): working copies and history. */

export interface PostListEntry {
  id: number;
  slug: string;
  title: string;
  status: PostStatus;
  /** `/blog/<slug>` while published, else null. */
  liveSlug: string | null;
  publishedAt: number | null;
  contentUpdatedAt: number | null;
  updatedAt: number;
  /** The working copy differs from what is live (or was live, when taken down). */
  hasUnpublishedChanges: boolean;
  /**
   * Library images of the post (its working copy or what is live) holding a customer's photo
   * whose consent was withdrawn: the site no longer shows them (withdrawn-photos.ts).
   */
  withdrawnPhotos: string[];
}

/** What a post or a revision says, beyond its title and slug. */
export interface PostBodyFields {
  summary: string;
  bodyHtml: string;
  /** The editor's own document, parsed, or null. */
  bodyDoc: unknown;
  seoTitle: string | null;
  seoDescription: string | null;
  coverImage: string | null;
}

export interface PostDetail extends PostListEntry, PostBodyFields {
  createdAt: number;
}

export interface RevisionEntry {
  id: number;
  kind: PostRevisionKind;
  slug: string;
  title: string;
  createdAt: number;
  createdBy: string | null;
  restoredFrom: number | null;
  /** This revision is what the site shows. */
  live: boolean;
}

export interface RevisionDetail extends RevisionEntry, PostBodyFields {}

type PostRow = Awaited<ReturnType<typeof postRows>>[number];

function postRows(db: Kysely<Database>) {
  return db
    .selectFrom('posts')
    .selectAll()
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

function entryOf(row: PostRow, withdrawn: ReadonlyMap<number, string[]>): PostListEntry {
  return {
    id: Number(row.id),
    slug: row.slug,
    title: row.title,
    status: row.status,
    liveSlug: row.status === 'published' ? row.live_slug : null,
    publishedAt: nullableNumber(row.published_at),
    contentUpdatedAt: nullableNumber(row.content_updated_at),
    updatedAt: Number(row.updated_at),
    hasUnpublishedChanges: row.content_hash !== contentHash(contentOf(row)),
    withdrawnPhotos: withdrawn.get(Number(row.id)) ?? [],
  };
}

/** Per post, the withdrawn photos its working copy or its live revision uses. */
async function withdrawnByPost(
  db: Kysely<Database>,
  rows: readonly PostRow[],
): Promise<Map<number, string[]>> {
  const names = new Map<number, string[]>();
  for (const row of rows) names.set(Number(row.id), imageNamesOf(row.body_html, row.cover_image));
  const liveIds = rows.flatMap((row) =>
    row.status === 'published' && row.live_revision_id !== null
      ? [Number(row.live_revision_id)]
      : [],
  );
  const live =
    liveIds.length === 0
      ? []
      : await db
          .selectFrom('post_revisions')
          .select(['post_id', 'body_html', 'cover_image'])
          .where('id', 'in', liveIds)
          .execute();
  for (const row of live) {
    const id = Number(row.post_id);
    const both = [...(names.get(id) ?? []), ...imageNamesOf(row.body_html, row.cover_image)];
    names.set(id, [...new Set(both)]);
  }
  const withdrawn = await withdrawnImages(db, [...names.values()].flat());
  return new Map([...names].map(([id, used]) => [id, used.filter((name) => withdrawn.has(name))]));
}

/** Every post, most recently edited first. */
export async function listPosts(db: Kysely<Database>): Promise<PostListEntry[]> {
  const rows = await postRows(db);
  const withdrawn = await withdrawnByPost(db, rows);
  return rows.map((row) => entryOf(row, withdrawn));
}

export async function readPost(db: Kysely<Database>, id: number): Promise<PostDetail | undefined> {
  const row = await db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const withdrawn = await withdrawnByPost(db, [row]);
  return {
    ...entryOf(row, withdrawn),
    ...bodyFieldsOf(row),
    createdAt: Number(row.created_at),
  };
}

/** The id of a post's newest revision: what an editor's tab saves on top of (null: none). */
export async function newestRevisionId(
  db: Kysely<Database>,
  postId: number,
): Promise<number | null> {
  const row = await db
    .selectFrom('post_revisions')
    .select('id')
    .where('post_id', '=', postId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

/** A post's history, newest first (undefined: no such post). */
export async function listRevisions(
  db: Kysely<Database>,
  postId: number,
): Promise<RevisionEntry[] | undefined> {
  const post = await db
    .selectFrom('posts')
    .select(['live_revision_id', 'status'])
    .where('id', '=', postId)
    .executeTakeFirst();
  if (!post) return undefined;
  const rows = await db
    .selectFrom('post_revisions')
    .select(['id', 'kind', 'slug', 'title', 'created_at', 'created_by', 'restored_from'])
    .where('post_id', '=', postId)
    .orderBy('id', 'desc')
    .limit(postLimits.revisionsListMax)
    .execute();
  const liveId = post.status === 'published' ? nullableNumber(post.live_revision_id) : null;
  return rows.map((r) => revisionEntryOf(r, Number(r.id) === liveId));
}

export async function readRevision(
  db: Kysely<Database>,
  postId: number,
  revisionId: number,
): Promise<RevisionDetail | undefined> {
  const row = await db
    .selectFrom('post_revisions')
    .innerJoin('posts', 'posts.id', 'post_revisions.post_id')
    .selectAll('post_revisions')
    .select(['posts.live_revision_id', 'posts.status'])
    .where('post_revisions.id', '=', revisionId)
    .where('post_revisions.post_id', '=', postId)
    .executeTakeFirst();
  if (!row) return undefined;
  const live =
    row.status === 'published' && nullableNumber(row.live_revision_id) === Number(row.id);
  return { ...revisionEntryOf(row, live), ...bodyFieldsOf(row) };
}

function revisionEntryOf(
  row: Pick<
    Selectable<PostRevisionsTable>,
    'id' | 'kind' | 'slug' | 'title' | 'created_at' | 'created_by' | 'restored_from'
  >,
  live: boolean,
): RevisionEntry {
  return {
    id: Number(row.id),
    kind: row.kind,
    slug: row.slug,
    title: row.title,
    createdAt: Number(row.created_at),
    createdBy: row.created_by,
    restoredFrom: nullableNumber(row.restored_from),
    live,
  };
}

function bodyFieldsOf(row: Omit<PostContentColumns, 'slug' | 'title'>): PostBodyFields {
  return {
    summary: row.summary,
    bodyHtml: row.body_html,
    bodyDoc: parseDoc(row.body_doc),
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    coverImage: row.cover_image,
  };
}

function parseDoc(json: string | null): unknown {
  if (json === null) return null;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return null;
  }
}

function nullableNumber(value: number | string | null): number | null {
  return value === null ? null : Number(value);
}
