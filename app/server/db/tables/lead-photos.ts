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
}

export interface LeadPhotoTables {
  lead_photos: LeadPhotosTable;
}
