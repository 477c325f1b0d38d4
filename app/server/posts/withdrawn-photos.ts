import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * A customer's photo in a post whose consent was taken back after the post went out (issue 40:
 * "Write it up" copies the consented lead photos into the image library, bytes unchanged).
 * Decided when a page is rendered, from the lead photos' consent as it is now, so a withdrawal
 * (a quote-form retry unticked, a No from the review request) reaches every published post and
 * a later Yes brings the photo back. No table of its own: kept apart from lead-photos.ts
 * (sharp), as the admin route modules reach this file.
 */

const UPLOAD_NAME = /\/uploads\/([A-Za-z0-9._-]+)/g;
const IMG_TAG = /<img\b[^>]*>/g;
const IMG_SRC = /\ssrc="\/uploads\/([A-Za-z0-9._-]+)/;

/** The library images a post's body and cover use. */
export function imageNamesOf(bodyHtml: string, cover: string | null): string[] {
  const names = [...bodyHtml.matchAll(UPLOAD_NAME)].map((m) => m[1]!);
  return [...new Set(cover ? [cover, ...names] : names)];
}

/**
 * Which of `names` hold a customer's photo without their consent: the bytes of a lead photo
 * received before the library copy was made (a visitor who sends in a copy of a published
 * photo afterwards takes nothing off the site) whose yes is not (or no longer) given.
 */
export async function withdrawnImages(
  db: Kysely<Database>,
  names: readonly string[],
): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db
    .selectFrom('uploaded_images')
    .innerJoin('lead_photos', 'lead_photos.sha256', 'uploaded_images.sha256')
    .select('uploaded_images.name')
    .where('uploaded_images.name', 'in', [...new Set(names)])
    .where('lead_photos.lead_id', 'is not', null)
    .where('lead_photos.use_consent', '=', 0)
    .whereRef('lead_photos.created_at', '<=', 'uploaded_images.created_at')
    .execute();
  return new Set(rows.map((row) => row.name));
}

/** The body without its `<img>` tags of withdrawn images (sanitized HTML: one tag, quoted src). */
export function withoutImages(bodyHtml: string, withdrawn: ReadonlySet<string>): string {
  if (withdrawn.size === 0) return bodyHtml;
  return bodyHtml.replace(IMG_TAG, (tag) => {
    const name = IMG_SRC.exec(tag)?.[1];
    return name !== undefined && withdrawn.has(name) ? '' : tag;
  });
}
