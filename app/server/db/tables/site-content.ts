import type { Generated } from 'kysely';

/** Published versions of the owner's site content (migration 0013), newest = live. */
export interface SiteContentVersionsTable {
  id: Generated<number>;
  /** JSON SiteContentDocument. */
  document: string;
  published_at: number;
  /** The admin's e-mail. */
  published_by: string | null;
  summary: string;
  source: 'publish' | 'restore' | 'import' | 'images';
  restored_from: number | null;
  /** The version this one replaced (0: the defaults); unique. */
  based_on: number;
  /** JSON `[{ key, objectPath }]` or null when the version does not carry image mappings. */
  image_mappings: string | null;
}

/** One draft per admin user: the document being edited and the version it started from. */
export interface SiteContentDraftsTable {
  user_id: number;
  document: string;
  base_version: number;
  updated_at: number;
}

export interface SiteContentTables {
  site_content_versions: SiteContentVersionsTable;
  site_content_drafts: SiteContentDraftsTable;
}
