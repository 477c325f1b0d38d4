import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { recordConsentOnImages } from '../posts/withdrawn-photos.ts';

/**
 * The photo-use question in the review request (issue 40). The customer has no page of their
 * own after the job, so the review e-mail of a lead with photos carries a link to a small page
 * that asks "may we show the photos you sent on our website?": Yes or No, answered by a POST
 * (a GET changes nothing: link scanners fetch every URL in a message). The signed link is the
 * only authority: it names the lead and cannot be made for another.
 */

export const PHOTO_CONSENT_PATH = '/photo-consent';

const MAC_BYTES = 18;

function key(secret: Buffer): Buffer {
  // A key of its own, derived from the review e-mails' secret (never the opt-out's own key).
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'photo-consent-token', 32));
}

function mac(secret: Buffer, leadId: number): Buffer {
  return createHmac('sha256', key(secret))
    .update(`photo-consent\0${leadId}`)
    .digest()
    .subarray(0, MAC_BYTES);
}

/** "<lead id>.<MAC>": the same lead always gets the same token. */
export function makePhotoConsentToken(secret: Buffer, leadId: number): string {
  return `${leadId}.${mac(secret, leadId).toString('base64url')}`;
}

/** The lead a token names, or null when it was not made here. */
export function readPhotoConsentToken(secret: Buffer, token: string): number | null {
  const match = /^([1-9]\d{0,14})\.([A-Za-z0-9_-]{24})$/.exec(token);
  if (!match) return null;
  const leadId = Number(match[1]);
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = mac(secret, leadId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? leadId : null;
}

/** The absolute link for a lead (used from a mail client). */
export function photoConsentUrl(origin: string, secret: Buffer, leadId: number): string {
  const url = new URL(PHOTO_CONSENT_PATH, origin);
  url.searchParams.set('token', makePhotoConsentToken(secret, leadId));
  return url.href;
}

/** How many photos a lead has (the question is asked only about photos that exist). */
export async function countLeadPhotos(db: Kysely<Database>, leadId: number): Promise<number> {
  const row = await db
    .selectFrom('lead_photos')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('lead_id', '=', leadId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * The customer's answer from the review request, recorded on every photo of the lead (a later
 * answer replaces an earlier one: the customer may change their mind), and on the library
 * images made from them, in one transaction: a No outlives the lead (withdrawn-photos.ts). The
 * number of photos it covers; 0 when the lead or its photos are gone.
 */
export async function recordReviewPhotoConsent(
  db: Kysely<Database>,
  leadId: number,
  given: boolean,
  now = Date.now(),
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('lead_photos')
      .set({
        use_consent: given ? 1 : 0,
        use_consent_at: now,
        use_consent_source: 'review-request',
      })
      .where('lead_id', '=', leadId)
      .executeTakeFirst();
    const covered = Number(result.numUpdatedRows);
    if (covered > 0) await recordConsentOnImages(trx, leadId, now);
    return covered;
  });
}
