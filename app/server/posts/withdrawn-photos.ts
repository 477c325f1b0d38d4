import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * A customer's photo in a post whose consent was taken back after the post went out (issue 40:
 * "Write it up" copies the consented lead photos into the image library, bytes unchanged).
 * Decided when a page is rendered, from the lead photos' consent as it is now, so a withdrawal
 * (a quote-form retry unticked, a No from the review request) reaches every published post and
 * a later Yes brings the photo back. The withdrawal is also written on the library image itself
 * (`consent_withdrawn_at`, with the answer, in its transaction): deleting the lead (the owner,
 * or the retention purge of closed leads) deletes its photos, and the no must outlive them.
 * Kept apart from lead-photos.ts (sharp), as the admin route modules reach this file.
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
 * photo afterwards takes nothing off the site) whose yes is not (or no longer) given, or an
 * image whose withdrawal was recorded on it (its lead since deleted).
 */
export async function withdrawnImages(
  db: Kysely<Database>,
  names: readonly string[],
): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db
    .selectFrom('uploaded_images')
    .select('uploaded_images.name')
    .where('uploaded_images.name', 'in', [...new Set(names)])
    .where((eb) =>
      eb.or([
        eb('uploaded_images.consent_withdrawn_at', 'is not', null),
        eb.exists(
          eb
            .selectFrom('lead_photos')
            .select('lead_photos.id')
            .whereRef('lead_photos.sha256', '=', 'uploaded_images.sha256')
            .where('lead_photos.lead_id', 'is not', null)
            .where('lead_photos.use_consent', '=', 0)
            .whereRef('lead_photos.created_at', '<=', 'uploaded_images.created_at'),
        ),
      ]),
    )
    .execute();
  return new Set(rows.map((row) => row.name));
}

/**
 * The lead photos a library image was made from: the same bytes, received before the image (a
 * copy sent in after a photo was published is not its source).
 */
function photosBehind(eb: ExpressionBuilder<Database, 'uploaded_images'>) {
  return eb
    .selectFrom('lead_photos')
    .select('lead_photos.id')
    .whereRef('lead_photos.sha256', '=', 'uploaded_images.sha256')
    .whereRef('lead_photos.created_at', '<=', 'uploaded_images.created_at');
}

/**
 * After a lead's photo consent changed (in the same transaction): the library images made from
 * its photos (the same bytes, made after the photo came) record the withdrawal, so it outlives
 * the lead, and a later Yes clears it, unless another lead's photo of the same bytes, received
 * before the image, still says no. The earliest withdrawal is kept.
 */
export async function recordConsentOnImages(
  trx: Kysely<Database>,
  leadId: number,
  at: number,
): Promise<void> {
  await trx
    .updateTable('uploaded_images')
    .set({ consent_withdrawn_at: at })
    .where('consent_withdrawn_at', 'is', null)
    .where((eb) =>
      eb.exists(
        photosBehind(eb)
          .where('lead_photos.lead_id', '=', leadId)
          .where('lead_photos.use_consent', '=', 0),
      ),
    )
    .execute();
  await trx
    .updateTable('uploaded_images')
    .set({ consent_withdrawn_at: null })
    .where('consent_withdrawn_at', 'is not', null)
    .where((eb) =>
      eb.and([
        eb.exists(
          photosBehind(eb)
            .where('lead_photos.lead_id', '=', leadId)
            .where('lead_photos.use_consent', '=', 1),
        ),
        eb.not(
          eb.exists(
            photosBehind(eb)
              .where('lead_photos.lead_id', 'is not', null)
              .where('lead_photos.use_consent', '=', 0),
          ),
        ),
      ]),
    )
    .execute();
}

/** The body without its `<img>` tags of withdrawn images (sanitized HTML: one tag, quoted src). */
export function withoutImages(bodyHtml: string, withdrawn: ReadonlySet<string>): string {
  if (withdrawn.size === 0) return bodyHtml;
  return bodyHtml.replace(IMG_TAG, (tag) => {
    const name = IMG_SRC.exec(tag)?.[1];
    return name !== undefined && withdrawn.has(name) ? '' : tag;
  });
}
