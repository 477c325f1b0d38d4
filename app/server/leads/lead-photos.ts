import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { limits } from '#app/lib/limits.ts';
import { messages } from '#app/lib/messages.ts';
import { HOUR_MS } from '#app/lib/durations.ts';
import type { Database } from '../db/schema.ts';
import { hitRateLimit, peekRateLimit } from '../db/rate-limit.ts';
import { processImage, type ProcessedImage } from '../images/process-image.ts';
import { receiveUpload, type ReceiveFailure } from '../images/receive-upload.ts';
import { startPeriodicJob } from '../periodic-job.ts';
import type { AppServices } from '../services.ts';
import { addressKey } from '../security/address-key.ts';
import { bumpPageCacheGeneration } from '../pages/page-generation.ts';
import { recordConsentOnImages } from '../posts/withdrawn-photos.ts';

/**
 * Photos with a quote request (issue 18). They go through the uploads' pipeline (decoded by
 * what the bytes are, re-encoded, EXIF and GPS gone, pixel and size limits, the shared decode
 * semaphore) but are stored in `lead_photos`, never under /uploads/: only the admin sees them.
 */

export type PhotoRefusal = { status: number; error: string; retryAfterSeconds?: number };

export type SendAheadOutcome =
  { ok: true; token: string; width: number; height: number } | ({ ok: false } & PhotoRefusal);

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{24}$/;

export const RECEIVE_REFUSALS: Record<ReceiveFailure, PhotoRefusal> = {
  'not-multipart': { status: 400, error: messages.upload.noFiles },
  'too-large': { status: 413, error: messages.upload.tooLarge },
  'too-many-files': { status: 400, error: messages.upload.oneAtATime },
  malformed: { status: 400, error: messages.upload.noFiles },
  aborted: { status: 400, error: messages.upload.interrupted },
};

export function isPhotoToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

const MARKUP = /<(?:script|html|body|iframe|object|embed|svg|!doctype)[\s>/]/i;

/**
 * A file that carries a web page or script besides its pixels (a JPEG/HTML polyglot) is
 * refused, not cleaned: re-encoding would drop the markup, but a photo made to be both an
 * image and a page is an attack, not a photo of a door. Compressed image data contains such
 * an ASCII tag by chance with negligible odds; XMP metadata is XML without these tags.
 */
function carriesMarkup(bytes: Uint8Array): boolean {
  return MARKUP.test(
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1'),
  );
}

/** A processed photo and its thumbnail, ready to insert. */
export interface PreparedPhoto {
  image: ProcessedImage;
  thumb: Buffer;
}

/**
 * Untrusted bytes to a storable photo, or the spec's refusal. Runs under the process's image
 * semaphore, so a burst of quotes decodes no more photos at once than the uploads do.
 */
export async function preparePhoto(
  services: Pick<AppServices, 'imageWork'>,
  bytes: Uint8Array,
): Promise<PrepareOutcome> {
  const refused = refuseBytes(bytes);
  if (refused) return { ok: false, ...refused };
  return services.imageWork.run(() => processPhoto(bytes));
}

/**
 * The same for a photo received onto disk (the form without JavaScript): read only once its
 * turn comes, so photos waiting for a decoder hold no memory. The caller holds a place of
 * `formPhotoWork` for its form's photos (issue 27, 37).
 */
export async function preparePhotoFile(
  services: Pick<AppServices, 'imageWork'>,
  file: string,
): Promise<PrepareOutcome> {
  return services.imageWork.run(async () => {
    const bytes = await readFile(file);
    const refused = refuseBytes(bytes);
    return refused ? { ok: false as const, ...refused } : processPhoto(bytes);
  });
}

type PrepareOutcome =
  | { ok: true; photo: PreparedPhoto }
  /** `tooManyPixels`: refused for its pixels, not its bytes (the form names which). */
  | ({ ok: false; tooManyPixels?: true } & PhotoRefusal);

function refuseBytes(bytes: Uint8Array): PhotoRefusal | null {
  if (bytes.length === 0) return { status: 400, error: messages.upload.noFiles };
  if (bytes.length > limits.upload.maxFileBytes) {
    return { status: 413, error: messages.upload.tooLarge };
  }
  if (carriesMarkup(bytes)) return { status: 415, error: messages.upload.notImage };
  return null;
}

async function processPhoto(bytes: Uint8Array): Promise<PrepareOutcome> {
  const processed = await processImage(bytes);
  if (!processed.ok) {
    // A decompression bomb is "too large" in pixels, whatever its size in bytes.
    return processed.reason === 'too-many-pixels'
      ? { ok: false, status: 413, error: messages.upload.tooLarge, tooManyPixels: true }
      : { ok: false, status: 415, error: messages.upload.notImage };
  }
  const edge = limits.leadPhotos.thumbEdge;
  const thumb = await sharp(processed.image.bytes)
    .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 70 })
    .toBuffer();
  return { ok: true, photo: { image: processed.image, thumb } };
}

/** Inserts prepared photos; `leadId` null for photos sent ahead. Returns their tokens. */
export async function insertPhotos(
  db: Kysely<Database>,
  photos: readonly PreparedPhoto[],
  leadId: number | null,
  now = Date.now(),
): Promise<string[]> {
  if (photos.length === 0) return [];
  const rows = photos.map(({ image, thumb }) => ({
    lead_id: leadId,
    token: randomBytes(18).toString('base64url'),
    content_type: image.contentType,
    byte_size: image.bytes.length,
    width: image.width,
    height: image.height,
    sha256: image.sha256,
    bytes: image.bytes,
    thumb_bytes: thumb,
    created_at: now,
  }));
  await db.insertInto('lead_photos').values(rows).execute();
  return rows.map((row) => row.token);
}

const senderRule = (clientIp: string) => ({
  key: `lead-photo:ip:${addressKey(clientIp)}`,
  limit: limits.leadPhotos.perIpPerHour,
  windowMs: HOUR_MS,
});

const rateLimited = (retryAfterSeconds: number): PhotoRefusal => ({
  status: 429,
  error: messages.upload.rateLimited,
  retryAfterSeconds,
});

/** Counts a photo against the sender's hourly limit; a refusal when over it. */
export async function limitPhotoSender(
  db: Kysely<Database>,
  clientIp: string,
  count = 1,
): Promise<PhotoRefusal | null> {
  for (let i = 0; i < count; i++) {
    const limit = await hitRateLimit(db, senderRule(clientIp));
    if (!limit.allowed) return rateLimited(limit.retryAfterSeconds);
  }
  return null;
}

/** The refusal a sender already over its hourly limit gets, without counting anything. */
export async function photoSenderOverLimit(
  db: Kysely<Database>,
  clientIp: string,
): Promise<PhotoRefusal | null> {
  const limit = await peekRateLimit(db, senderRule(clientIp));
  return limit.allowed ? null : rateLimited(limit.retryAfterSeconds);
}

/** The answer when the in-flight cap (`AppServices.uploads`) has no place for a sender. */
export const PHOTOS_BUSY: PhotoRefusal = {
  status: 503,
  error: messages.upload.busy,
  retryAfterSeconds: limits.upload.busyRetryAfterSeconds,
};

/**
 * `POST /api/lead-photos`: one photo sent ahead of its lead (so the form can show progress).
 * Stored unclaimed; the answer's token goes in the lead's `photos`. Nothing is stored unless
 * the whole photo arrived and decoded.
 */
export async function sendPhotoAhead(
  services: Pick<AppServices, 'db' | 'imageWork' | 'log' | 'uploads'>,
  request: { headers: Headers; body: ReadableStream<Uint8Array> | null; clientIp: string },
): Promise<SendAheadOutcome> {
  // Before anything is read: a waiting or refused photo costs no memory (as the uploads).
  const release = await services.uploads.enter(addressKey(request.clientIp));
  if (!release) return { ok: false, ...PHOTOS_BUSY };
  try {
    return await receivePhotoAhead(services, request);
  } finally {
    release();
  }
}

async function receivePhotoAhead(
  services: Pick<AppServices, 'db' | 'imageWork' | 'log'>,
  request: { headers: Headers; body: ReadableStream<Uint8Array> | null; clientIp: string },
): Promise<SendAheadOutcome> {
  const limited = await limitPhotoSender(services.db, request.clientIp);
  if (limited) return { ok: false, ...limited };
  const received = await receiveUpload(request.headers, request.body, {
    maxFileBytes: limits.upload.maxFileBytes,
    maxFiles: 1,
  });
  if (!received.ok) return { ok: false, ...RECEIVE_REFUSALS[received.reason] };
  const [file] = received.files;
  if (!file) return { ok: false, status: 400, error: messages.upload.noFiles };
  const prepared = await preparePhoto(services, file.bytes);
  if (!prepared.ok) {
    services.log.info(
      { ip: request.clientIp, error: prepared.error, declaredType: file.declaredType },
      'lead photo refused',
    );
    return prepared;
  }
  const [token] = await insertPhotos(services.db, [prepared.photo], null);
  return {
    ok: true,
    token: token!,
    width: prepared.photo.image.width,
    height: prepared.photo.image.height,
  };
}

export type PhotoTokensResult = { ok: true; tokens: string[] } | { ok: false; message: string };

/** The `photos` of a lead sent as JSON: absent, or up to 5 distinct tokens. */
export function parsePhotoTokens(value: unknown): PhotoTokensResult {
  if (value === undefined || value === null) return { ok: true, tokens: [] };
  if (!Array.isArray(value) || !value.every(isPhotoToken)) {
    return { ok: false, message: messages.leadPhotos.missing };
  }
  const tokens = [...new Set(value)];
  if (tokens.length > limits.leadPhotos.maxPerLead) {
    return { ok: false, message: messages.leadPhotos.tooMany };
  }
  return { ok: true, tokens };
}

interface PhotosMissingSignal {
  code: 'lead-photos-missing';
}

export function isPhotosMissingSignal(error: unknown): error is PhotosMissingSignal {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === 'lead-photos-missing'
  );
}

/**
 * Claims photos sent ahead for a lead, inside the lead's transaction, with the customer's
 * answer to the photo-use question. Throws (rolling the lead
 * back) when one is unknown, purged or already another lead's: a lead never arrives without
 * the photos its visitor saw as sent. A concurrent claim of the same photo waits for the row
 * lock on PostgreSQL and then finds it taken.
 */
export async function claimPhotos(
  trx: Kysely<Database>,
  leadId: number,
  tokens: readonly string[],
  consent: { given: boolean; at: number } = { given: false, at: Date.now() },
): Promise<void> {
  if (tokens.length === 0) return;
  const result = await trx
    .updateTable('lead_photos')
    .set({
      lead_id: leadId,
      // The quote form's answer covers the photos sent with it (a no is recorded as asked).
      use_consent: consent.given ? 1 : 0,
      use_consent_at: consent.at,
      use_consent_source: 'quote-form',
    })
    .where('token', 'in', tokens)
    .where('lead_id', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== tokens.length) {
    const signal: PhotosMissingSignal = { code: 'lead-photos-missing' };
    throw signal;
  }
}

/**
 * A repeated request (same idempotency key, same lead and photos) that came without the quote
 * form's yes: the visitor unticked the box before pressing Submit again, after the first
 * press's answer was lost. The no is recorded on the lead's photos, as the first send would
 * have recorded it, and the answer stays the replay's (a 422 would make the form send a second
 * lead under a new key).
 *
 * Only ever towards no. Copies of one key can arrive out of order (the offline queue, the
 * service worker, another tab, a double tap), so a late copy of the first press must not bring
 * back a yes the visitor took back; a yes missed this way costs only a photo the owner cannot
 * show, and the review request asks again. Only the quote form's own yes is withdrawn: an answer
 * from the review request came later, from the customer asked about these very photos.
 */
export async function withdrawReplayedPhotoConsent(
  trx: Kysely<Database>,
  leadId: number,
  at: number,
): Promise<void> {
  const result = await trx
    .updateTable('lead_photos')
    .set({ use_consent: 0, use_consent_at: at })
    .where('lead_id', '=', leadId)
    .where('use_consent', '=', 1)
    .where('use_consent_source', '=', 'quote-form')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return;
  // A post may show these photos (withdrawn-photos.ts): the no is kept on its images, to
  // outlive the lead, and its rendered pages go with the yes.
  await recordConsentOnImages(trx, leadId, at);
  await bumpPageCacheGeneration(trx);
}

/** Deletes photos sent ahead that no lead claimed in time. Safe on several instances. */
export async function purgeUnclaimedPhotos(
  services: Pick<AppServices, 'db' | 'log'>,
  now = Date.now(),
): Promise<number> {
  const result = await services.db
    .deleteFrom('lead_photos')
    .where('lead_id', 'is', null)
    .where('created_at', '<', now - limits.leadPhotos.unattachedMaxAgeMs)
    .executeTakeFirst();
  const deleted = Number(result.numDeletedRows);
  if (deleted > 0) services.log.info({ deleted }, 'unclaimed lead photos deleted');
  return deleted;
}

/** Hourly, and once a minute after start (like the retention worker). */
export function startLeadPhotoPurge(services: AppServices): () => Promise<void> {
  return startPeriodicJob(services, {
    name: 'lead photo purge',
    everyMs: limits.leadPhotos.purgeEveryMs,
    run: () => purgeUnclaimedPhotos(services),
  });
}
