import type { Generated } from 'kysely';
import type { StoredImageColumns } from './uploads.ts';

/** Photos sent with a quote request (migration 0012). Private: served to the admin only. */
export interface LeadPhotosTable extends StoredImageColumns {
  id: Generated<number>;
  /** Null while the photo waits for its lead (sent ahead); the lead's deletion deletes it. */
  lead_id: number | null;
  /** Random, unguessable: the visitor's handle to attach this photo to the lead. */
  token: string;
  /** A small WebP for the lead card. */
  thumb_bytes: Uint8Array;
  created_at: number;
  /** 1 when the customer agreed the photo may be shown on the site (migration 0020); 0 otherwise. */
  use_consent: Generated<number>;
  /** When that answer was given (epoch ms); null while none was. */
  use_consent_at: number | null;
  /** Where it was given; null while none was. */
  use_consent_source: PhotoConsentSource | null;
}

/** Where the customer answered the photo-use question. */
export type PhotoConsentSource = 'quote-form' | 'review-request';

export interface LeadPhotoTables {
  lead_photos: LeadPhotosTable;
}
