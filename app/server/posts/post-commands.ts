import type { Kysely, Transaction } from 'kysely';
import { postMessages as m } from '#app/lib/messages/posts.ts';
import {
  parsePostBody,
  postLimits,
  type PostBody,
  type PostFieldErrors,
} from '#app/lib/post-schema.ts';
import { routes } from '#app/lib/urls.ts';
import { HOUR_MS } from '#app/lib/durations.ts';
import type { RequestMeta } from '../auth/request-meta.ts';
import type { Database } from '../db/schema.ts';
import type { PostRevisionKind, PostStatus } from '../db/tables/posts.ts';
import { bumpPageCacheGeneration, CONTENT_CHANGED_EVENT } from '../pages/page-generation.ts';
import type { AppServices } from '../services.ts';
import { brokenInternalLinks } from './link-check.ts';
import {
  contentColumns,
  contentHash,
  contentOf,
  prepareContent,
  type PostContent,
} from './post-content.ts';
import { newestRevisionId } from './post-queries.ts';
import { sanitizeBody } from './sanitize-body.ts';
import { freeSlugFor, isUniqueViolation, slugTaken } from './slug-availability.ts';

/**
 * The owner's posts (issue 40): one function per change, each with its rules, used by the JSON
 * API (server/api/posts.ts) and the admin editor's route actions alike. Each change commits
 * whole or not at all; a change to what is live bumps the page cache's generation in the same
 * transaction (every instance drops its pages) and then tells this process at once.
 */

export type PostServices = Pick<AppServices, 'db' | 'log' | 'contentChanged' | 'config'>;

/** Who makes the change (the revision's author and the audit entry). */
export interface PostActor {
  userId: number;
  email: string;
  meta: RequestMeta;
}

export interface PostSaved {
  id: number;
  slug: string;
  status: PostStatus;
}

export type PostChange<T> =
  | ({ ok: true } & T)
  | { ok: false; reason: 'invalid'; fieldErrors: PostFieldErrors }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'rate-limited'; error: string }
  /** Saved from a tab that had not seen a later save of the post: nothing written. */
  | { ok: false; reason: 'stale' };

/** Thrown inside a save's transaction to roll it back: the post changed since the tab opened it. */
class StaleSave extends Error {}

/**
 * Saves a post's content. No `id`: a new draft, its slug proposed from the title when none is
 * given. Else the working copy of post `id` (what the editor shows; the live page changes only
 * on publish), which keeps its own slug when none is given; a save that changes nothing adds no
 * revision. `baseRevision`, the newest revision the editor's tab was opened on: a later one means
 * another tab or device saved meanwhile, and the save is refused rather than putting the older
 * text back (the JSON API sends none and saves as before).
 */
export async function savePost(
  services: PostServices,
  id: number | null,
  input: unknown,
  actor: PostActor,
  now = Date.now(),
  baseRevision: number | null = null,
): Promise<PostChange<PostSaved>> {
  const { db, config } = services;
  const parsed = parsePostBody(input);
  if (!parsed.ok) return invalid(parsed.fieldErrors);
  const slug =
    id === null
      ? await newPostSlug(db, parsed.body, now)
      : await savedPostSlug(db, id, parsed.body);
  if (typeof slug !== 'string') return slug;
  const prepared = await prepareContent(db, config.publicOrigin, parsed.body, slug);
  if (!prepared.ok) return invalid(prepared.fieldErrors);
  return id === null
    ? insertDraft(services, prepared.content, actor, now)
    : saveWorkingCopy(services, id, prepared.content, 'save', actor, now, null, baseRevision);
}

/**
 * Makes the working copy live at `/blog/<slug>`. Links to pages of this site that do not exist
 * are refused, named. Publishing what is already live changes nothing (the sitemap's lastmod
 * and dateModified stay); a new slug leaves a 301 from the old one.
 */
export async function publishPost(
  services: PostServices,
  id: number,
  actor: PostActor,
  /** The town pages live now (the owner's added towns are pages too): a link may lead there. */
  towns: readonly string[],
  now = Date.now(),
): Promise<PostChange<{ url: string; changed: boolean }>> {
  const { db } = services;
  const found = await readRow(db, id);
  if (!found) return { ok: false, reason: 'not-found' };
  const links = sanitizeBody(found.body_html, { origin: services.config.publicOrigin });
  const broken = await brokenInternalLinks(db, links.internalLinks, {
    id,
    slug: found.slug,
    towns,
  });
  if (broken.length > 0) return invalid({ bodyHtml: m.brokenLinks(broken) });

  const outcome = await db.transaction().execute(async (tx) => {
    const row = await lockRow(tx, id, now);
    if (!row) return undefined;
    const content = contentOf(row);
    const hash = contentHash(content);
    const live = row.status === 'published' && row.content_hash === hash;
    if (live) return { slug: row.slug, changed: false };
    const revisionId = await addRevision(tx, id, 'publish', content, actor, now);
    if (row.live_slug !== null && row.live_slug !== row.slug) {
      await tx
        .insertInto('post_redirects')
        .values({ old_slug: row.live_slug, post_id: id, created_at: now })
        .onConflict((oc) => oc.column('old_slug').doUpdateSet({ post_id: id, created_at: now }))
        .execute();
    }
    // Its own old slug taken back: the page is there again, no redirect.
    await tx.deleteFrom('post_redirects').where('old_slug', '=', row.slug).execute();
    await tx
      .updateTable('posts')
      .set({
        status: 'published',
        live_revision_id: revisionId,
        live_slug: row.slug,
        published_at: row.published_at ?? now,
        content_hash: hash,
        // A post taken down and put back unchanged: what was published did not change.
        content_updated_at:
          row.content_hash === hash && row.content_updated_at !== null
            ? row.content_updated_at
            : now,
      })
      .where('id', '=', id)
      .execute();
    await audit(tx, 'post-publish', actor, `Post ${id}: /blog/${row.slug}`, now);
    await bumpPageCacheGeneration(tx);
    return { slug: row.slug, changed: true };
  });
  if (!outcome) return { ok: false, reason: 'not-found' };
  if (outcome.changed) pagesChanged(services, { postId: id, slug: outcome.slug }, 'post published');
  return { ok: true, url: routes.post(outcome.slug), changed: outcome.changed };
}

/**
 * Takes a post off the site: its URL (and its old ones) answer 410, and it leaves the blog,
 * the sitemap and the feed. The slug stays reserved, so the URL is not reused by accident.
 */
export async function unpublishPost(
  services: PostServices,
  id: number,
  actor: PostActor,
  now = Date.now(),
): Promise<PostChange<PostSaved>> {
  const outcome = await services.db.transaction().execute(async (tx) => {
    const row = await lockRow(tx, id, now);
    if (!row) return undefined;
    if (row.status !== 'published') return { slug: row.slug, status: row.status, changed: false };
    await tx.updateTable('posts').set({ status: 'unpublished' }).where('id', '=', id).execute();
    await audit(tx, 'post-unpublish', actor, `Post ${id}: /blog/${row.live_slug ?? row.slug}`, now);
    await bumpPageCacheGeneration(tx);
    return { slug: row.slug, status: 'unpublished' as const, changed: true };
  });
  if (!outcome) return { ok: false, reason: 'not-found' };
  if (outcome.changed) pagesChanged(services, { postId: id }, 'post unpublished');
  return { ok: true, id, slug: outcome.slug, status: outcome.status };
}

/**
 * Puts a revision back as the working copy (a revision of its own, `restore`). What is live
 * changes only when the owner publishes it, as with any save; its slug must still be free.
 */
export async function restorePostRevision(
  services: PostServices,
  id: number,
  revisionId: number,
  actor: PostActor,
  now = Date.now(),
): Promise<PostChange<PostSaved>> {
  const { db } = services;
  const revision = await db
    .selectFrom('post_revisions')
    .selectAll()
    .where('id', '=', revisionId)
    .where('post_id', '=', id)
    .executeTakeFirst();
  if (!revision) return { ok: false, reason: 'not-found' };
  const content = contentOf(revision);
  if (await slugTaken(db, content.slug, id)) return invalid({ slug: m.slugTaken(content.slug) });
  return saveWorkingCopy(services, id, content, 'restore', actor, now, revisionId);
}

/** A new post's slug: the one given if free, else one proposed from the title. */
async function newPostSlug(
  db: Kysely<Database>,
  body: PostBody,
  now: number,
): Promise<string | PostChange<never>> {
  if ((await createdSince(db, now - HOUR_MS)) >= postLimits.createdPerHour) {
    return { ok: false, reason: 'rate-limited', error: m.perHour(postLimits.createdPerHour) };
  }
  if (body.slug === undefined) return freeSlugFor(db, body.title, undefined);
  const taken = await slugTaken(db, body.slug, undefined);
  return taken ? invalid({ slug: m.slugTaken(body.slug) }) : body.slug;
}

/** A saved post's slug: the one given if free, else the post's own. */
async function savedPostSlug(
  db: Kysely<Database>,
  id: number,
  body: PostBody,
): Promise<string | PostChange<never>> {
  const current = await readRow(db, id);
  if (!current) return { ok: false, reason: 'not-found' };
  const slug = body.slug ?? current.slug;
  const taken = slug !== current.slug && (await slugTaken(db, slug, id));
  return taken ? invalid({ slug: m.slugTaken(slug) }) : slug;
}

async function insertDraft(
  services: PostServices,
  content: PostContent,
  actor: PostActor,
  now: number,
): Promise<PostChange<PostSaved>> {
  const { slug } = content;
  try {
    const id = await services.db.transaction().execute(async (tx) => {
      const row = await tx
        .insertInto('posts')
        .values({
          ...contentColumns(content),
          status: 'draft',
          live_revision_id: null,
          live_slug: null,
          published_at: null,
          content_hash: null,
          content_updated_at: null,
          created_at: now,
          updated_at: now,
          created_by: actor.email,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const postId = Number(row.id);
      await addRevision(tx, postId, 'save', content, actor, now);
      return postId;
    });
    services.log.info({ postId: id, slug }, 'post created');
    return { ok: true, id, slug, status: 'draft' };
  } catch (error) {
    if (isUniqueViolation(error)) return invalid({ slug: m.slugTaken(slug) });
    throw error;
  }
}

async function createdSince(db: Kysely<Database>, since: number): Promise<number> {
  const recent = await db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(recent.n);
}

async function saveWorkingCopy(
  services: PostServices,
  id: number,
  content: PostContent,
  kind: PostRevisionKind,
  actor: PostActor,
  now: number,
  restoredFrom: number | null,
  baseRevision: number | null = null,
): Promise<PostChange<PostSaved>> {
  try {
    const saved = await services.db.transaction().execute(async (tx) => {
      const row = await lockRow(tx, id, now);
      if (!row) return undefined;
      if (baseRevision !== null && (await newestRevisionId(tx, id)) !== baseRevision) {
        throw new StaleSave();
      }
      await tx
        .updateTable('posts')
        .set({ ...contentColumns(content), updated_at: now })
        .where('id', '=', id)
        .execute();
      const last = await tx
        .selectFrom('post_revisions')
        .select(['content_hash', 'body_doc'])
        .where('post_id', '=', id)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      const unchanged =
        last?.content_hash === contentHash(content) && last.body_doc === content.bodyDoc;
      if (!unchanged || kind === 'restore') {
        await addRevision(tx, id, kind, content, actor, now, restoredFrom);
        await pruneSaves(tx, id);
      }
      return row.status;
    });
    if (saved === undefined) return { ok: false, reason: 'not-found' };
    return { ok: true, id, slug: content.slug, status: saved };
  } catch (error) {
    if (error instanceof StaleSave) return { ok: false, reason: 'stale' };
    if (isUniqueViolation(error)) return invalid({ slug: m.slugTaken(content.slug) });
    throw error;
  }
}

/**
 * The post's row, locked for the rest of the transaction: an update takes PostgreSQL's row lock
 * (SQLite runs one write transaction at a time), so two publishes of one post run one after
 * the other and the second sees the first's result.
 */
async function lockRow(tx: Transaction<Database>, id: number, now: number) {
  const locked = await tx
    .updateTable('posts')
    .set({ updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(locked.numUpdatedRows) === 0) return undefined;
  return readRow(tx, id);
}

function readRow(db: Kysely<Database>, id: number) {
  return db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst();
}

async function addRevision(
  tx: Transaction<Database>,
  postId: number,
  kind: PostRevisionKind,
  content: PostContent,
  actor: PostActor,
  now: number,
  restoredFrom: number | null = null,
): Promise<number> {
  const row = await tx
    .insertInto('post_revisions')
    .values({
      post_id: postId,
      kind,
      ...contentColumns(content),
      content_hash: contentHash(content),
      restored_from: restoredFrom,
      created_at: now,
      created_by: actor.email,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Drops the oldest saves past `savesKept`; every publish stays (the history of what was live). */
async function pruneSaves(tx: Transaction<Database>, postId: number): Promise<void> {
  const cutoff = await tx
    .selectFrom('post_revisions')
    .select('id')
    .where('post_id', '=', postId)
    .where('kind', '!=', 'publish')
    .orderBy('id', 'desc')
    .offset(postLimits.savesKept)
    .limit(1)
    .executeTakeFirst();
  if (!cutoff) return;
  await tx
    .deleteFrom('post_revisions')
    .where('post_id', '=', postId)
    .where('kind', '!=', 'publish')
    .where('id', '<=', Number(cutoff.id))
    .execute();
}

async function audit(
  tx: Transaction<Database>,
  event: 'post-publish' | 'post-unpublish',
  actor: PostActor,
  detail: string,
  now: number,
): Promise<void> {
  await tx
    .insertInto('audit_log')
    .values({
      at: now,
      event,
      user_id: actor.userId,
      email: actor.email.slice(0, 254),
      ip: actor.meta.ip,
      user_agent: actor.meta.userAgent,
      detail: detail.slice(0, 1000),
    })
    .execute();
}

/** Committed: this process drops its cached pages now; the others follow the generation. */
function pagesChanged(services: PostServices, fields: Record<string, unknown>, message: string) {
  services.contentChanged.dispatchEvent(new Event(CONTENT_CHANGED_EVENT));
  services.log.info(fields, message);
}

function invalid(fieldErrors: PostFieldErrors): PostChange<never> {
  return { ok: false, reason: 'invalid', fieldErrors };
}
