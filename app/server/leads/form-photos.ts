import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { messages } from '#app/lib/messages.ts';
import { peekRateLimit } from '../db/rate-limit.ts';
import type { Database } from '../db/schema.ts';
import type { AppServices } from '../services.ts';
import { leadAddressRule } from './create-lead.ts';
import {
  insertPhotos,
  limitPhotoSender,
  photoSenderOverLimit,
  preparePhotoFile,
  type PhotoRefusal,
} from './lead-photos.ts';
import { readQuoteFormMultipart, type QuoteFormBody } from './quote-form-body.ts';
import { addressKey } from '../security/address-key.ts';

/** A photo of the form stored (unclaimed) as it was checked: its lead claims it by token. */
export interface StoredFormPhoto {
  token: string;
  sha256: string;
}

export type FormWithPhotos =
  | {
      ok: true;
      fields: URLSearchParams;
      stored: StoredFormPhoto[];
      leftOut: string[];
      /** Photos were sent but read and dropped (busy, or the sender over its photo limit). */
      photosNotTaken: boolean;
    }
  | Exclude<QuoteFormBody, { ok: true }>
  | ({ ok: false; reason: 'refused'; fields: URLSearchParams } & PhotoRefusal);

/**
 * The quote form with its photos, without JavaScript (issue 27). The sender takes a place in
 * the forms' in-flight cap (`AppServices.formPhotos`: two per address as the uploads, twenty in
 * all) and passes the photo senders' hourly limit before a byte is read; the photos stream to a
 * temporary folder, then are checked one at a time under the image semaphore and stored
 * unclaimed, so a burst of such posts holds neither their bodies nor their decoded photos in
 * memory. A photo refused (too large, not an image) is left out and named; the rest go with the
 * lead. A sender with no place in the cap, or over its photo limit, still has its whole body
 * read (photos dropped, up to the form's cap) and its lead taken from the text (issue 37: a
 * refusal before the body was read reached the browser as a reset connection, text lost).
 */
export async function receiveFormWithPhotos(
  services: Pick<AppServices, 'db' | 'imageWork' | 'log' | 'formPhotos' | 'formPhotoWork'>,
  request: Request,
  clientIp: string,
): Promise<FormWithPhotos> {
  const release = await services.formPhotos.enter(addressKey(clientIp));
  if (!release) {
    // Reading and dropping holds a chunk at a time, not the photos: no place is needed for it.
    const body = await readQuoteFormMultipart(request, null);
    if (!body.ok) return body;
    return withoutPhotos(services, clientIp, body.fields, body.photos.length, 'busy');
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'quote-photos-'));
  const stored: StoredFormPhoto[] = [];
  let fields = new URLSearchParams();
  try {
    let body: QuoteFormBody;
    let overLimit: PhotoRefusal | null = null;
    let leadRefused = false;
    let databaseDown = false;
    try {
      try {
        overLimit = await photoSenderOverLimit(services.db, clientIp);
        leadRefused = await leadLimitReached(services.db, clientIp);
      } catch (error) {
        // The database is out of reach, so the lead cannot be stored either: the text alone
        // is read (photos unkept), so the visitor gets it back with the 503.
        services.log.error({ err: error, ip: clientIp }, 'quote form: database unavailable');
        databaseDown = true;
      }
      const dropPhotos = overLimit !== null || leadRefused || databaseDown;
      body = await readQuoteFormMultipart(request, dropPhotos ? null : dir);
    } finally {
      // The body is on disk: what is left waits on the image semaphore, not on memory.
      release();
    }
    if (!body.ok) return body;
    fields = body.fields;
    if (databaseDown) return { ok: false, reason: 'refused', fields, ...DATABASE_DOWN };
    // The lead will be refused (429, its text kept): its photos are not worth a decode.
    if (leadRefused) {
      return withoutPhotos(services, clientIp, body.fields, body.photos.length, 'lead limit');
    }
    const sent = body.photos.filter((photo) => !photo.tooLarge);
    const limited = overLimit ?? (await limitPhotoSender(services.db, clientIp, sent.length));
    if (limited) {
      return withoutPhotos(services, clientIp, body.fields, body.photos.length, 'photo limit');
    }
    const leftOut: string[] = [];
    const photos = body.photos;
    // A form's photos are checked together, one form after another (issue 37): with each photo
    // queued on its own, a burst of 20 forms answered every one of them only after all 100.
    const decoded = await services.formPhotoWork.run(async () => {
      // The forms ahead of this one in the queue may have used up the address's leads.
      if (await leadLimitReached(services.db, clientIp)) return false;
      for (const [index, photo] of photos.entries()) {
        const name = photo.name ?? messages.leadPhotos.nthPhoto(index + 1);
        const prepared = photo.file ? await preparePhotoFile(services, photo.file) : null;
        if (!prepared?.ok) {
          const tooLarge = photo.tooLarge || prepared?.status === 413;
          leftOut.push(
            prepared?.tooManyPixels
              ? messages.leadPhotos.leftOutTooManyPixels(name)
              : tooLarge
                ? messages.leadPhotos.leftOutTooLarge(name)
                : messages.leadPhotos.leftOutNotImage(name),
          );
          services.log.info(
            { ip: clientIp, error: prepared?.error ?? 'too large' },
            'lead photo left out',
          );
          continue;
        }
        const [token] = await insertPhotos(services.db, [prepared.photo], null);
        stored.push({ token: token!, sha256: prepared.photo.image.sha256 });
      }
      return true;
    });
    if (!decoded) {
      return withoutPhotos(services, clientIp, body.fields, body.photos.length, 'lead limit');
    }
    return { ok: true, fields: body.fields, stored, leftOut, photosNotTaken: false };
  } catch (error) {
    // The photo limit or a photo's insert failed (the database): the same 503 with the text.
    services.log.error({ err: error, ip: clientIp }, 'quote form: database unavailable');
    await discardFormPhotos(services.db, stored).catch(() => undefined);
    return { ok: false, reason: 'refused', fields, ...DATABASE_DOWN };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The form taken from its text alone: the visitor is told when it had photos. */
function withoutPhotos(
  services: Pick<AppServices, 'log'>,
  clientIp: string,
  fields: URLSearchParams,
  photos: number,
  why: 'busy' | 'photo limit' | 'lead limit',
): FormWithPhotos {
  if (photos > 0) services.log.info({ ip: clientIp, photos, why }, 'quote form photos not taken');
  return { ok: true, fields, stored: [], leftOut: [], photosNotTaken: photos > 0 };
}

/**
 * The address has used up its leads (`leadAddressRule`, only peeked: the lead itself is counted
 * by createLead). Its form is refused with a 429 that keeps the text, so its photos would be
 * decoded only to be thrown away.
 */
async function leadLimitReached(db: Kysely<Database>, clientIp: string): Promise<boolean> {
  return !(await peekRateLimit(db, leadAddressRule(clientIp))).allowed;
}

/** What the form answers when the database cannot be reached: the lead's own 503 and text. */
const DATABASE_DOWN: PhotoRefusal = { status: 503, error: messages.contactForm.failure };

/** Deletes the form's photos when its lead was not stored (they would wait a day for the purge). */
export async function discardFormPhotos(
  db: Kysely<Database>,
  stored: readonly StoredFormPhoto[],
): Promise<void> {
  if (stored.length === 0) return;
  await db
    .deleteFrom('lead_photos')
    .where(
      'token',
      'in',
      stored.map((photo) => photo.token),
    )
    .where('lead_id', 'is', null)
    .execute();
}
