import type { Generated } from 'kysely';

/** A stored photo's bytes and what was read from them: uploads and lead photos alike. */
export interface StoredImageColumns {
  content_type: string;
  byte_size: number;
  width: number;
  height: number;
  /** Hex sha256 of `bytes`. */
  sha256: string;
  bytes: Uint8Array;
}

/**
 * Photos visitors uploaded (migration 0004). The bytes live in the database: one backup.
 * `sha256` is unique here: the same photo is stored once.
 */
export interface UploadedImagesTable extends StoredImageColumns {
  id: Generated<number>;
  /** `<random-uuid>.<ext>`; the public address is `/uploads/<name>`. */
  name: string;
  created_at: number;
  /**
   * When a customer took back the consent for the lead photo this image was made from
   * (migration 0024, withdrawn-photos.ts): kept here so the no outlives the lead.
   */
  consent_withdrawn_at: number | null;
}

/** Resized copies (`/uploads/<name>?w=640`), one row per width and format. */
export interface ImageVariantsTable {
  name: string;
  width: number;
  /** 'avif' | 'webp' | 'jpeg' | 'png' */
  format: string;
  content_type: string;
  byte_size: number;
  bytes: Uint8Array;
  created_at: number;
}

export interface SiteImageMappingsTable {
  id: Generated<number>;
  placeholder_key: string;
  placeholder_index: number;
  /** Name of an uploaded image, or null for the slot's default image. */
  object_path: string | null;
  updated_at: number;
}

/** Share pictures of public pages (`/og/<page>.jpg?v=`, migration 0006), one row per version. */
export interface SocialImagesTable {
  /** The page's path, e.g. `/services/garage-door-repair`. */
  page_path: string;
  /** Hash of what is drawn (app/content/seo/social-image.ts). */
  version: string;
  content_type: string;
  byte_size: number;
  bytes: Uint8Array;
  created_at: number;
}

/** Mappings before the last Populate Randomly, for its undo (migration 0008). */
export interface ImageMappingSnapshotsTable {
  id: Generated<number>;
  taken_at: number;
  taken_by: string | null;
  /** JSON `[{ key, objectPath }]`. */
  mappings: string;
}

export interface UploadsTables {
  uploaded_images: UploadedImagesTable;
  image_variants: ImageVariantsTable;
  site_image_mappings: SiteImageMappingsTable;
  social_images: SocialImagesTable;
  image_mapping_snapshots: ImageMappingSnapshotsTable;
}
