import type { Generated } from 'kysely';

/** Photos sent with a quote request (migration 0012). Private: served to the admin only. */
export interface LeadPhotosTable {
  id: Generated<number>;
  /** Null while the photo waits for its lead (sent ahead); the lead's deletion deletes it. */
  lead_id: number | null;
  /** Random, unguessable: the visitor's handle to attach this photo to the lead. */
  token: string;
  content_type: string;
  byte_size: number;
  width: number;
  height: number;
  /** Hex sha256 of `bytes`. */
  sha256: string;
  bytes: Uint8Array;
  /** A small WebP for the lead card. */
  thumb_bytes: Uint8Array;
  created_at: number;
}

export interface LeadPhotoTables {
  lead_photos: LeadPhotosTable;
}
