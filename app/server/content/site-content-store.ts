import { sql, type Kysely, type Transaction } from 'kysely';
import { summarizeChanges } from '#app/content/site-document-diff.ts';
import {
  DEFAULT_SITE_VERSION,
  defaultSiteDocument,
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
import { bumpPageCacheGeneration } from '../pages/page-generation.ts';
import type { AppServices } from '../services.ts';
import { applyPublishedContent } from './apply-published-content.ts';

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

/** A stored document, validated again (the schema is the contract, also for old rows). */
export function parseStoredDocument(json: string): SiteContentDocument {
  return SiteContentDocumentSchema.parse(JSON.parse(json));
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

/** One version's document (0: the defaults), or undefined when there is no such version. */
export async function readVersion(
  db: Kysely<Database>,
  version: number,
): Promise<SiteContentDocument | undefined> {
  if (version === DEFAULT_SITE_VERSION) return defaultSiteDocument;
  const row = await db
    .selectFrom('site_content_versions')
    .select('document')
    .where('id', '=', version)
    .executeTakeFirst();
  return row ? parseStoredDocument(row.document) : undefined;
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
}

export type PublishResult =
  | { ok: true; version: number; summary: string }
  | { ok: false; reason: 'invalid'; fieldErrors: SiteDocumentFieldErrors }
  | { ok: false; reason: 'stale'; currentVersion: number };

/** Held for the publish transaction on PostgreSQL: concurrent publishes queue, one wins. */
const PUBLISH_LOCK_KEY = 15_0013;

async function lockPublishing(tx: Transaction<Database>, dialect: AppServices['dialect']) {
  // SQLite runs one write transaction at a time; PostgreSQL needs the lock, or two publishes
  // based on the same version could both read it as current (the unique based_on catches it
  // too, but as an error instead of a clear 409).
  if (dialect === 'postgres')
    await sql`select pg_advisory_xact_lock(${PUBLISH_LOCK_KEY})`.execute(tx);
}

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
  services: Pick<AppServices, 'db' | 'dialect' | 'log' | 'contentChanged'>,
  request: PublishRequest,
  now = Date.now(),
): Promise<PublishResult> {
  const parsed = parseSiteDocument(request.input);
  if (!parsed.ok) return { ok: false, reason: 'invalid', fieldErrors: parsed.fieldErrors };
  const document = parsed.document;

  const outcome = await services.db.transaction().execute(async (tx) => {
    await lockPublishing(tx, services.dialect);
    const current = await readPublished(tx);
    if (current.version !== request.ifMatch) {
      return { ok: false as const, reason: 'stale' as const, currentVersion: current.version };
    }
    const changes = summarizeChanges(current.document, document, siteContentMessages.noChanges);
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
        image_mappings: null,
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
  applyPublishedContent(outcome.version, document);
  services.contentChanged.dispatchEvent(new Event('content-changed'));
  services.log.info(
    { version: outcome.version, summary: outcome.summary },
    'site content published',
  );
  return outcome;
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

export async function deleteDraft(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('site_content_drafts').where('user_id', '=', userId).execute();
}
