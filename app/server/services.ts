import type { Kysely } from 'kysely';
import type { AppConfig } from './config.ts';
import type { ContentService } from './content/content-service.ts';
import type { DialectName } from './db/dialect.ts';
import type { WriteTransactions } from './db/group-commit.ts';
import type { Semaphore } from './images/semaphore.ts';
import type { UploadGate } from './images/upload-gate.ts';
import type { DatabaseHandle } from './db/open.ts';
import type { EventCounter } from './insights/event-counter.ts';
import type { SourceCap } from './insights/source-cap.ts';
import type { Database } from './db/schema.ts';
import type { ErrorReporter, Logger } from './logger.ts';

/**
 * Everything with state lives here, built once by the HTTP host and handed to loaders and
 * actions through the router context. Modules under app/server keep no state of their own, so
 * the CLI commands and the unit tests build their own services from the same modules.
 */
export interface AppServices {
  config: AppConfig;
  log: Logger;
  database: DatabaseHandle;
  db: Kysely<Database>;
  dialect: DialectName;
  /** Write transactions that must be durable before answering (leads): grouped on SQLite. */
  writes: WriteTransactions;
  /**
   * Dispatched (`content-changed`) after public content changed in this process; the host's
   * page cache listens. The host calls `invalidatePublicPages()` (app/server/pages/page-generation.ts).
   */
  contentChanged: EventTarget;
  /**
   * The site's published content as a frozen snapshot per version (decision 0015): the host
   * puts it in each request's context; workers read `current()` when they send.
   */
  content: ContentService;
  /** Bounds how many uploaded images are decoded at once (memory: a 40 MP decode is ~120 MB). */
  imageWork: Semaphore;
  /** Page views, call taps and form starts counted in memory, written in batches (issue 16). */
  insights: EventCounter;
  /** The day's new sources, capped (issue 27): read once a day from the counts. */
  insightSources: SourceCap;
  /** Caps the uploads in flight, per client address and in all (memory under a burst). */
  uploads: UploadGate;
  /** Caps the quote forms with photos (no JavaScript) being received at once (issue 27). */
  formPhotos: UploadGate;
  /** Their decodes, inside `imageWork` (issue 27: memory under a burst of such forms). */
  formPhotoWork: Semaphore;
  /** Unexpected errors: one JSON line each, repeats counted, at most so many a minute. */
  errors: ErrorReporter;
}

export interface RequestInfo {
  requestId: string;
  clientIp: string;
  /** `https:` or `http:` as the visitor sees it (from PUBLIC_ORIGIN, or the trusted proxy). */
  protocol: string;
}
