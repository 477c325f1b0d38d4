import type { Kysely, Transaction } from 'kysely';
import { summarizeChanges } from '#app/content/site-document-diff.ts';
import { defaultSiteDocument } from '#app/content/default-site-document.ts';
import {
  DEFAULT_SITE_VERSION,
  parseSiteDocument,
  SiteContentDocumentSchema,
} from '#app/content/site-document.ts';
import type { SiteContentDocument, SiteDocumentFieldErrors } from '#app/content/site-document.ts';
import { siteContentLimits } from '#app/lib/limits.ts';
import { siteContentMessages } from '#app/lib/messages.ts';
import type { AuditEvent } from '../auth/audit.ts';
import type { RequestMeta } from '../auth/request-meta.ts';
import type { Database } from '../db/schema.ts';
import type { SiteContentVersionsTable } from '../db/tables/site-content.ts';
import { bumpPageCacheGeneration, CONTENT_CHANGED_EVENT } from '../pages/page-generation.ts';
import type { AppServices } from '../services.ts';
import { applyMappingsSnapshot, snapshotMappings } from './image-history.ts';
import { townsLinkedByPosts } from './towns-linked-by-posts.ts';

/**
 * The owner's site content in the database (issue 15, decision 0009): published versions
 * (newest = live, none = the defaults, version 0), drafts per admin, and the one way to publish.
 */

export type VersionSource = SiteContentVersionsTable['source'];

export interface PublishedVersion {
  version: number;
  document: SiteContentDocument;
}

export interface VersionListEntry {
  version: number;
  publishedAt: number;
  publishedBy: string | null;
  summary: string;
  source: VersionSource;
  restoredFrom: number | null;
}

/**
 * A stored document, validated again (the schema is the contract, also for old rows). A row
 * written before a field existed gets that field's default ("defaults filled in"); a row that
 * still does not pass is not shown (the defaults are) rather than taking the site down.
 */
export function parseStoredDocument(json: string): SiteContentDocument {
  const stored: unknown = JSON.parse(json);
  const strict = SiteContentDocumentSchema.safeParse(stored);
  if (strict.success) return strict.data;
  const filled = SiteContentDocumentSchema.safeParse(fillDefaults(defaultSiteDocument, stored));
  return filled.success ? filled.data : defaultSiteDocument;
}

/** `value` with every key it lacks taken from `defaults` (objects only; arrays are kept whole). */
function fillDefaults(defaults: unknown, value: unknown): unknown {
  if (value === undefined) return defaults;
  if (
    defaults === null ||
    typeof defaults !== 'object' ||
    Array.isArray(defaults) ||
    value === null ||
    typeof value !== 'object' ||
    Array.isArray(value)
  ) {
    return value;
  }
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [key, fallback] of Object.entries(defaults))
    out[key] = fillDefaults(fallback, out[key]);
  return out;
}

/** The live version and its document (version 0 and the defaults when none is published). */
export async function readPublished(db: Kysely<Database>): Promise<PublishedVersion> {
  const row = await db
    .selectFrom('site_content_versions')
    .select(['id', 'document'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return { version: DEFAULT_SITE_VERSION, document: defaultSiteDocument };
  return { version: Number(row.id), document: parseStoredDocument(row.document) };
}

/** Only the live version's id (what every instance polls for after a generation change). */
export async function readPublishedVersion(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('site_content_versions')
    .select('id')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.id) : DEFAULT_SITE_VERSION;
}

/** A published version as stored: its document and its image-mapping snapshot (JSON). */
export interface StoredVersion {
  document: SiteContentDocument;
  /** Null when the version has none, and for the defaults (version 0). */
  imageMappings: string | null;
}

/** One version (0: the defaults), or undefined when there is no such version. */
export async function readVersion(
  db: Kysely<Database>,
  version: number,
): Promise<StoredVersion | undefined> {
  if (version === DEFAULT_SITE_VERSION)
    return { document: defaultSiteDocument, imageMappings: null };
  const row = await db
    .selectFrom('site_content_versions')
    .select(['document', 'image_mappings'])
    .where('id', '=', version)
    .executeTakeFirst();
  return row
    ? { document: parseStoredDocument(row.document), imageMappings: row.image_mappings }
    : undefined;
}

/** The history, newest first. */
export async function listVersions(db: Kysely<Database>): Promise<VersionListEntry[]> {
  const rows = await db
    .selectFrom('site_content_versions')
    .select(['id', 'published_at', 'published_by', 'summary', 'source', 'restored_from'])
    .orderBy('id', 'desc')
    .limit(siteContentLimits.versionsListMax)
    .execute();
  return rows.map((r) => ({
    version: Number(r.id),
    publishedAt: Number(r.published_at),
    publishedBy: r.published_by,
    summary: r.summary,
    source: r.source,
    restoredFrom: r.restored_from === null ? null : Number(r.restored_from),
  }));
}

export interface PublishRequest {
  /** Unvalidated input: the whole document. */
  input: unknown;
  /** The version the edits are based on (If-Match). */
  ifMatch: number;
  admin: { userId: number; email: string };
  meta: RequestMeta;
  source: VersionSource;
  restoredFrom?: number | undefined;
  /** A restore: the image mappings to put back (the restored version's snapshot). */
  imageMappings?: string | null | undefined;
}

export type PublishResult =
  | { ok: true; version: number; summary: string }
  | { ok: false; reason: 'invalid'; fieldErrors: SiteDocumentFieldErrors }
  | { ok: false; reason: 'stale'; currentVersion: number };

/**
 * Serialises everything that adds a version: an upsert of one `admin_settings` row, whose row
 * lock PostgreSQL holds until the transaction ends (SQLite runs one write transaction at a
 * time anyway). Reads after it see what the previous holder committed, so of two publishes
 * based on one version exactly one wins and the other gets a clear 409; `based_on` is unique
 * as a last guard.
 */
async function lockVersions(tx: Transaction<Database>, now: number): Promise<void> {
  await tx
    .insertInto('admin_settings')
    .values({ setting_key: VERSION_LOCK_KEY, setting_value: String(now) })
    .onConflict((oc) => oc.column('setting_key').doUpdateSet({ setting_value: String(now) }))
    .execute();
}

const VERSION_LOCK_KEY = 'site_content_version_lock';

const auditEvents: Record<VersionSource, AuditEvent> = {
  publish: 'site-content-publish',
  restore: 'site-content-restore',
  import: 'site-content-import',
  images: 'site-content-publish',
};

/**
 * Validates and publishes a document atomically: If-Match check, the version row, the audit
 * entry and the page-cache generation bump commit together or not at all. Then this process
 * shows the new content at once; other instances follow through the generation token.
 */
export async function publishDocument(
  services: Pick<AppServices, 'db' | 'log' | 'contentChanged' | 'content'>,
  request: PublishRequest,
  now = Date.now(),
): Promise<PublishResult> {
  const parsed = parseSiteDocument(request.input);
  if (!parsed.ok) return { ok: false, reason: 'invalid', fieldErrors: parsed.fieldErrors };
  const document = parsed.document;
  const missing = await missingGalleryUploads(services.db, document);
  if (missing) return { ok: false, reason: 'invalid', fieldErrors: missing };

  const outcome = await services.db.transaction().execute(async (tx) => {
    await lockVersions(tx, now);
    const current = await readPublished(tx);
    if (current.version !== request.ifMatch) {
      return { ok: false as const, reason: 'stale' as const, currentVersion: current.version };
    }
    const linked = await townsLinkedByPosts(tx, current.document, document);
    if (linked) return { ok: false as const, reason: 'invalid' as const, fieldErrors: linked };
    const restoredImages =
      request.imageMappings === null || request.imageMappings === undefined
        ? 0
        : await applyMappingsSnapshot(tx, request.imageMappings, now);
    const contentChanges = summarizeChanges(
      current.document,
      document,
      siteContentMessages.noChanges,
    );
    const changes =
      restoredImages > 0
        ? `${contentChanges === siteContentMessages.noChanges ? '' : `${contentChanges}, `}${siteContentMessages.imagesRestored(restoredImages)}`
        : contentChanges;
    const summary =
      request.source === 'restore' && request.restoredFrom !== undefined
        ? `${siteContentMessages.restored(request.restoredFrom)} ${changes}`
        : changes;
    const inserted = await tx
      .insertInto('site_content_versions')
      .values({
        document: JSON.stringify(document),
        published_at: now,
        published_by: request.admin.email,
        summary,
        source: request.source,
        restored_from: request.restoredFrom ?? null,
        based_on: current.version,
        image_mappings: await snapshotMappings(tx),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const version = Number(inserted.id);
    await tx
      .insertInto('audit_log')
      .values({
        at: now,
        event: auditEvents[request.source],
        user_id: request.admin.userId,
        email: request.admin.email.slice(0, 254),
        ip: request.meta.ip,
        user_agent: request.meta.userAgent,
        detail: `Version ${version}: ${summary}`.slice(0, 1000),
      })
      .execute();
    await bumpPageCacheGeneration(tx);
    return { ok: true as const, version, summary };
  });
  if (!outcome.ok) return outcome;
  // Committed: this process shows it from the next request; the event drops its cached pages.
  services.content.show(outcome.version, document);
  services.contentChanged.dispatchEvent(new Event(CONTENT_CHANGED_EVENT));
  services.log.info(
    { version: outcome.version, summary: outcome.summary },
    'site content published',
  );
  return outcome;
}

/** Gallery images must name uploads that exist: `gallery.<i>.image` errors, or undefined. */
async function missingGalleryUploads(
  db: Kysely<Database>,
  document: SiteContentDocument,
): Promise<SiteDocumentFieldErrors | undefined> {
  const names = document.gallery.flatMap((g) => (g.image === null ? [] : [g.image]));
  if (names.length === 0) return undefined;
  const found = await db
    .selectFrom('uploaded_images')
    .select('name')
    .where('name', 'in', names)
    .execute();
  const known = new Set(found.map((r) => r.name));
  const errors: SiteDocumentFieldErrors = {};
  document.gallery.forEach((g, i) => {
    if (g.image !== null && !known.has(g.image))
      errors[`gallery.${i}.image`] = siteContentMessages.image;
  });
  return Object.keys(errors).length > 0 ? errors : undefined;
}

export interface StoredDraft {
  document: unknown;
  baseVersion: number;
  updatedAt: number;
}

export async function readDraft(
  db: Kysely<Database>,
  userId: number,
): Promise<StoredDraft | undefined> {
  const row = await db
    .selectFrom('site_content_drafts')
    .select(['document', 'base_version', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    // Drafts stored before the tokens were upgraded once (migration 0016-fact-tokens).
    document: JSON.parse(row.document) as unknown,
    baseVersion: Number(row.base_version),
    updatedAt: Number(row.updated_at),
  };
}

export type DraftSaveResult =
  { ok: true; updatedAt: number } | { ok: false; fieldErrors: SiteDocumentFieldErrors };

/** Stores a valid draft (the editor keeps invalid edits in the browser until they are fixed). */
export async function saveDraft(
  db: Kysely<Database>,
  userId: number,
  input: unknown,
  baseVersion: number,
  now = Date.now(),
): Promise<DraftSaveResult> {
  const parsed = parseSiteDocument(input);
  if (!parsed.ok) return { ok: false, fieldErrors: parsed.fieldErrors };
  const values = {
    user_id: userId,
    document: JSON.stringify(parsed.document),
    base_version: baseVersion,
    updated_at: now,
  };
  await db
    .insertInto('site_content_drafts')
    .values(values)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        document: values.document,
        base_version: values.base_version,
        updated_at: values.updated_at,
      }),
    )
    .execute();
  return { ok: true, updatedAt: now };
}

/**
 * An image-mapping change as a version of the site content (issue 15 item 8): same document,
 * the mappings after the change, so restoring an earlier version brings the images back. Call
 * inside the change's transaction.
 */
export async function recordImagesVersion(
  tx: Transaction<Database>,
  summary: string,
  by: string | null,
  now = Date.now(),
): Promise<number> {
  await lockVersions(tx, now);
  const current = await readPublished(tx);
  const inserted = await tx
    .insertInto('site_content_versions')
    .values({
      document: JSON.stringify(current.document),
      published_at: now,
      published_by: by,
      summary: `${siteContentMessages.imagesPrefix}${summary}`,
      source: 'images',
      restored_from: null,
      based_on: current.version,
      image_mappings: await snapshotMappings(tx),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}
