/**
 * A post's body (issue 40's contract), once, for the JSON API and the editor in the browser:
 * `{title, slug?, summary, bodyHtml, bodyDoc?, seoTitle?, seoDescription?, coverImage?}`.
 * What the HTML may contain is decided by the server's sanitizer, not here.
 */
// First: it must run before any schema below is built.
import './zod-jitless.ts';
import * as z from 'zod/mini';
import { postMessages as m } from './messages/posts.ts';
import { isUploadName } from './upload-urls.ts';

export const postLimits = {
  titleMax: 120,
  summaryMax: 300,
  slugMax: 80,
  /** Google shows about 60 characters of a title and 155 of a description. */
  seoTitleMax: 70,
  seoDescriptionMax: 160,
  /** The sanitized body, in UTF-8 bytes. */
  bodyMaxBytes: 100 * 1024,
  /** The editor's own document, in UTF-8 bytes. */
  bodyDocMaxBytes: 300 * 1024,
  /** A request body above this is refused unread. */
  requestMaxBytes: 600 * 1024,
  imagesMax: 20,
  /** New posts per hour, all admins together. */
  createdPerHour: 20,
  /** Posts on one page of /blog. */
  perPage: 10,
  /** Entries in /blog/feed.xml. */
  feedEntries: 20,
  /** Revisions listed in a post's history. */
  revisionsListMax: 100,
  /** Saves kept per post (publishes are all kept): an editor saving as it goes stays bounded. */
  savesKept: 100,
} as const;

/** A slug: lowercase words joined by single hyphens. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const text = (max: number, message: string) =>
  z
    .pipe(
      z.string(message),
      z.transform((value) => value.trim()),
    )
    .check(z.minLength(1, message), z.maxLength(max, message));

/** Absent, null or blank: none. */
const optionalText = (max: number, message: string) =>
  z
    .optional(
      z.pipe(
        z.nullable(z.string(message)),
        z.transform((value) => (value === null || value.trim() === '' ? undefined : value.trim())),
      ),
    )
    .check(z.refine((value) => value === undefined || value.length <= max, message));

export const postBodySchema = z.object({
  title: text(postLimits.titleMax, m.title(postLimits.titleMax)),
  slug: z
    .optional(
      z.pipe(
        z.nullable(z.string(m.slug(postLimits.slugMax))),
        z.transform((value) =>
          value === null || value.trim() === '' ? undefined : value.trim().toLowerCase(),
        ),
      ),
    )
    .check(
      z.refine(
        (value) =>
          value === undefined || (value.length <= postLimits.slugMax && slugPattern.test(value)),
        m.slug(postLimits.slugMax),
      ),
    ),
  summary: text(postLimits.summaryMax, m.summary(postLimits.summaryMax)),
  bodyHtml: z.string(m.body).check(z.refine((value) => value.trim() !== '', m.body)),
  /** The editor's own format, stored beside the HTML for editing; any JSON value. */
  bodyDoc: z.optional(z.unknown()),
  seoTitle: optionalText(postLimits.seoTitleMax, m.seoTitle(postLimits.seoTitleMax)),
  seoDescription: optionalText(
    postLimits.seoDescriptionMax,
    m.seoDescription(postLimits.seoDescriptionMax),
  ),
  coverImage: z.optional(
    z.nullable(z.string(m.coverImage).check(z.refine(isUploadName, m.coverImage))),
  ),
});

export type PostBody = z.output<typeof postBodySchema>;
export type PostFieldErrors = Record<string, string>;

/** `fieldErrors` keyed by field, first message each, the shape the contract's 400 carries. */
export function parsePostBody(
  input: unknown,
): { ok: true; body: PostBody } | { ok: false; fieldErrors: PostFieldErrors } {
  const result = postBodySchema.safeParse(input);
  if (result.success) return { ok: true, body: result.data };
  const fieldErrors: PostFieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || 'body';
    fieldErrors[key] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}

/**
 * The slug the editor proposes for a title: "Spring Repair in Concord, NC!" ->
 * "spring-repair-in-concord-nc". Accents lose their marks; anything else separates words.
 */
export function proposeSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, postLimits.slugMax).replace(/-+$/, '') || 'post';
}
