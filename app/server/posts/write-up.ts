import type { Kysely } from 'kysely';
import type { SiteContent } from '#app/content/live.ts';
import { postActionMessages as m } from '#app/lib/messages/post-actions.ts';
import { routes } from '#app/lib/urls.ts';
import { uploadPath } from '#app/lib/upload-urls.ts';
import type { Database } from '../db/schema.ts';
import { consentedPhotosOf } from '../leads/lead-photo-queries.ts';
import type { ProcessedImage, StoredFormat } from '../images/process-image.ts';
import { storeImage } from '../images/store-image.ts';
import type { AppServices } from '../services.ts';
import { savePost, type PostActor, type PostChange, type PostSaved } from './post-commands.ts';
import {
  customerDetailsIn,
  detailsBeyondOwnWords,
  readableText,
  townNamedIn,
  writeUpDraft,
  type DraftTown,
} from './write-up-draft.ts';

export type WriteUpServices = Pick<AppServices, 'db' | 'log' | 'contentChanged' | 'config'>;

export type WriteUpResult =
  | PostChange<PostSaved & { photos: number }>
  | { ok: false; reason: 'not-finished' }
  | { ok: false; reason: 'no-photos' };

/** A lead is a finished job once closed (won or not, the work is done). */
/** Closed, or won by an accepted estimate (issue 39's outcome) though not yet closed. */
function isFinishedJob(lead: { status: string; outcome: string }): boolean {
  return lead.status === 'closed' || lead.outcome === 'won';
}

const FORMATS: Record<string, { format: StoredFormat; extension: ProcessedImage['extension'] }> = {
  'image/jpeg': { format: 'jpeg', extension: 'jpg' },
  'image/png': { format: 'png', extension: 'png' },
  'image/webp': { format: 'webp', extension: 'webp' },
};

/**
 * "Write it up" (issue 40): a draft post about a finished job, with the lead's service and
 * town and only the photos its customer agreed may be shown on the site. The photos are copied
 * into the site's image library (lead photos are private; a post shows library photos only),
 * already stripped of their metadata when they were received. The draft is built from the
 * site's own words (write-up-draft.ts) and checked for the customer's name, e-mail, phone and
 * street address before it is stored; posts' savePost then applies its own rules (the
 * sanitizer, the posts-per-hour limit). When it refuses, the photos this call added to the
 * library are removed again: nothing is left half-written.
 */
export async function writeUpLead(
  services: WriteUpServices,
  content: SiteContent,
  leadId: number,
  actor: PostActor,
  now = Date.now(),
): Promise<WriteUpResult> {
  const { db } = services;
  const lead = await db
    .selectFrom('contact_submissions')
    .select(['id', 'status', 'outcome', 'service', 'location', 'address', 'name', 'email', 'phone'])
    .where('id', '=', leadId)
    .executeTakeFirst();
  if (!lead || lead.status === 'spam') return { ok: false, reason: 'not-found' };
  if (!isFinishedJob(lead)) return { ok: false, reason: 'not-finished' };
  const sent = await db
    .selectFrom('lead_photos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('lead_id', '=', leadId)
    .executeTakeFirstOrThrow();
  if (Number(sent.n) === 0) return { ok: false, reason: 'no-photos' };

  const service = content.services.find((s) => s.value === lead.service);
  const towns = content.cities.map((city) => ({
    name: city.cityName,
    label: `${city.cityName}, ${city.stateCode}`,
    url: routes.city(city.slug),
  }));
  const town: DraftTown | null = townNamedIn([lead.location, lead.address], towns);

  const added: string[] = [];
  const photos = [];
  for (const photo of await consentedPhotoBytes(db, leadId)) {
    const stored = await storeImage(db, photo, services.config.UPLOAD_QUOTA_MB * 1024 * 1024, now);
    if (!stored.ok) {
      await removeAdded(db, added);
      return {
        ok: false,
        reason: 'invalid',
        fieldErrors: { bodyHtml: m.writeUpLibraryFull },
      };
    }
    if (!stored.image.duplicate) added.push(stored.image.name);
    photos.push({
      src: uploadPath(stored.image.name),
      width: stored.image.width,
      height: stored.image.height,
    });
  }

  const draft = writeUpDraft({
    service: service ? { title: service.title, url: routes.service(service.slug) } : null,
    town,
    photos,
  });
  // The site's own words for the place and the service may share a word with a name
  // ("Matthews"): those are public place names, not the customer's.
  const ownWords = [town?.label ?? '', service?.title ?? ''].join(' ');
  const leaked = detailsBeyondOwnWords(customerDetailsIn(readableText(draft), lead), ownWords);
  if (leaked.length > 0) {
    // The draft is built from the site's words only: reaching this is a bug, never stored.
    await removeAdded(db, added);
    throw new Error(`write-up draft for lead ${leadId} would carry customer details`);
  }

  // The first photo the customer agreed to share is the post's cover (its BlogPosting image).
  const cover = photos[0]?.src.replace(/^\/uploads\//, '') ?? null;
  const created = await savePost(services, null, { ...draft, coverImage: cover }, actor, now).catch(
    async (error: unknown) => {
      await removeAdded(db, added);
      throw error;
    },
  );
  if (!created.ok) {
    await removeAdded(db, added);
    return created;
  }
  services.log.info({ leadId, postId: created.id, photos: photos.length }, 'job written up');
  return { ...created, photos: photos.length };
}

async function consentedPhotoBytes(
  db: Kysely<Database>,
  leadId: number,
): Promise<ProcessedImage[]> {
  const consented = await consentedPhotosOf(db, leadId);
  if (consented.length === 0) return [];
  const rows = await db
    .selectFrom('lead_photos')
    .select(['id', 'bytes', 'sha256', 'content_type', 'width', 'height'])
    .where('lead_id', '=', leadId)
    .where(
      'id',
      'in',
      consented.map((photo) => photo.id),
    )
    .orderBy('id')
    .execute();
  return rows.flatMap((row) => {
    const kind = FORMATS[row.content_type];
    if (!kind) return [];
    return [
      {
        bytes: Buffer.from(row.bytes),
        format: kind.format,
        contentType: `image/${kind.format}` as const,
        extension: kind.extension,
        width: Number(row.width),
        height: Number(row.height),
        sha256: row.sha256,
      },
    ];
  });
}

async function removeAdded(db: Kysely<Database>, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await db.deleteFrom('uploaded_images').where('name', 'in', names).execute();
}
