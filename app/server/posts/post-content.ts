import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { postMessages as m } from '#app/lib/messages/posts.ts';
import { postLimits, type PostBody, type PostFieldErrors } from '#app/lib/post-schema.ts';
import type { Database } from '../db/schema.ts';
import { sanitizeBody, type LibraryImage, type SanitizedBody } from './sanitize-body.ts';

/** What a post shows (and the editor's document beside it), as stored in a row or revision. */
export interface PostContent {
  slug: string;
  title: string;
  summary: string;
  bodyHtml: string;
  bodyDoc: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  coverImage: string | null;
}

/**
 * The content of a parsed body, ready to store: the HTML sanitized with the library's photos
 * sized, each photo checked (the library's, alt text, still there), the sizes bounded. The
 * slug is the caller's (proposed or kept), given here.
 */
export async function prepareContent(
  db: Kysely<Database>,
  origin: string,
  body: PostBody,
  slug: string,
): Promise<{ ok: true; content: PostContent } | { ok: false; fieldErrors: PostFieldErrors }> {
  const fieldErrors: PostFieldErrors = {};
  const first = sanitizeBody(body.bodyHtml, { origin });
  if (first.imageCount > postLimits.imagesMax)
    return { ok: false, fieldErrors: { bodyHtml: m.tooManyImages(postLimits.imagesMax) } };
  const names = [...first.images, ...(body.coverImage ? [body.coverImage] : [])];
  const library = await libraryImages(db, names);
  const final = sanitizeBody(first.html, { origin, library });
  const bodyProblem = firstBodyProblem(first.notOwnImages, final);
  if (bodyProblem) fieldErrors.bodyHtml = bodyProblem;
  if (body.coverImage && !library.has(body.coverImage)) fieldErrors.coverImage = m.coverImage;
  const bodyDoc = body.bodyDoc === undefined ? null : JSON.stringify(body.bodyDoc);
  if (bodyDoc !== null && Buffer.byteLength(bodyDoc) > postLimits.bodyDocMaxBytes)
    fieldErrors.bodyDoc = m.bodyDoc;
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return {
    ok: true,
    content: {
      slug,
      title: body.title,
      summary: body.summary,
      bodyHtml: final.html,
      bodyDoc,
      seoTitle: body.seoTitle ?? null,
      seoDescription: body.seoDescription ?? null,
      coverImage: body.coverImage ?? null,
    },
  };
}

/** The first thing that keeps a body from being stored, in the owner's words. */
function firstBodyProblem(
  notOwnBeforeSizing: readonly string[],
  final: SanitizedBody,
): string | undefined {
  const notOwn = notOwnBeforeSizing[0] ?? final.notOwnImages[0];
  if (notOwn !== undefined) return m.imageNotOwn(notOwn);
  if (final.imagesWithoutAlt[0] !== undefined) return m.imageAlt(final.imagesWithoutAlt[0]);
  if (final.missingImages[0] !== undefined) return m.imageMissing(final.missingImages[0]);
  if (Buffer.byteLength(final.html) > postLimits.bodyMaxBytes)
    return m.bodyTooLarge(Math.round(postLimits.bodyMaxBytes / 1024));
  if (final.imageCount === 0 && visibleText(final.html) === '') return m.body;
  return undefined;
}

/**
 * The words a sanitized body shows: `<p></p>` (the editor's body typed and cleared) or a paste
 * the sanitizer emptied is no body, though not an empty string.
 */
function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .trim();
}

async function libraryImages(
  db: Kysely<Database>,
  names: readonly string[],
): Promise<Map<string, LibraryImage>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .selectFrom('uploaded_images')
    .select(['name', 'width', 'height'])
    .where('name', 'in', [...new Set(names)])
    .execute();
  return new Map(rows.map((r) => [r.name, { width: Number(r.width), height: Number(r.height) }]));
}

/**
 * The hash of what a visitor sees of a post (the editor's document left out): equal hashes,
 * equal pages. It decides whether a publish changed anything.
 */
export function contentHash(content: PostContent): string {
  const shown = [
    content.slug,
    content.title,
    content.summary,
    content.bodyHtml,
    content.seoTitle,
    content.seoDescription,
    content.coverImage,
  ];
  return createHash('sha256').update(JSON.stringify(shown)).digest('hex');
}

/** The columns of a row or revision holding `content`. */
export function contentColumns(content: PostContent) {
  return {
    slug: content.slug,
    title: content.title,
    summary: content.summary,
    body_html: content.bodyHtml,
    body_doc: content.bodyDoc,
    seo_title: content.seoTitle,
    seo_description: content.seoDescription,
    cover_image: content.coverImage,
  };
}

/** `content` read back from a row or revision's columns. */
export function contentOf(row: ReturnType<typeof contentColumns>): PostContent {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    bodyHtml: row.body_html,
    bodyDoc: row.body_doc,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    coverImage: row.cover_image,
  };
}
