import fs from 'node:fs';
import sharp from 'sharp';
import type { AppConfig } from './config.ts';
import { createContentService } from './content/content-service.ts';
import { createWriteTransactions } from './db/group-commit.ts';
import { migrateToLatest } from './db/migrate.ts';
import { placeholderKeys } from '#app/content/schema.ts';
import { limits } from '#app/lib/limits.ts';
import { ensurePgSchema, isPostgresUrl, openDatabase } from './db/open.ts';
import { appendMissingPlaceholders } from './images/placeholder-sync.ts';
import { createSemaphore } from './images/semaphore.ts';
import { createUploadGate } from './images/upload-gate.ts';
import { createEventCounter } from './insights/event-counter.ts';
import { createSourceCap } from './insights/source-cap.ts';
import { createErrorReporter, type Logger } from './logger.ts';
import { ensureVapidKeys } from './push/vapid.ts';
import type { AppServices } from './services.ts';

/** Opens the database, applies migrations and assembles the services of one process. */
export async function createServices(config: AppConfig, log: Logger): Promise<AppServices> {
  // libvips keeps recent operations' results (up to 50 MB) to reuse them; every upload and
  // variant here is new, so the cache only held memory (issue 19: RSS under an upload burst).
  sharp.cache(false);
  fs.mkdirSync(config.dataDir, { recursive: true });
  if (isPostgresUrl(config.DATABASE_URL) && config.DATABASE_SCHEMA) {
    await ensurePgSchema(config.DATABASE_URL, config.DATABASE_SCHEMA);
  }
  const database = openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    pgSchema: config.DATABASE_SCHEMA,
    onPoolError: (error) => log.warn({ err: error.message }, 'database connection lost'),
  });
  try {
    const { applied } = await migrateToLatest(database.db as never, database.dialect);
    log.info({ database: database.description, applied }, 'database ready');
    // Push alerts sign with one key pair for every instance: made here, once, race-safe.
    await ensureVapidKeys(database.db);
    const added = await appendMissingPlaceholders(database.db, placeholderKeys);
    if (added > 0) log.info({ added }, 'new image slots added to site_image_mappings');
  } catch (error) {
    await database.close();
    throw error;
  }
  const writes = createWriteTransactions(database.db, database.dialect);
  return {
    config,
    log,
    database,
    db: database.db,
    dialect: database.dialect,
    writes,
    contentChanged: new EventTarget(),
    // The defaults until the host's first refresh (server/serve.ts) loads the published version.
    content: createContentService({ db: database.db, log }),
    imageWork: createSemaphore(limits.upload.concurrentDecodes),
    insights: createEventCounter(writes, (error) =>
      log.warn({ err: error }, 'insights: counts kept in memory, the write failed'),
    ),
    insightSources: createSourceCap(database.db),
    uploads: createUploadGate(limits.upload.inFlight),
    formPhotos: createUploadGate(limits.leadPhotos.formInFlight),
    formPhotoWork: createSemaphore(limits.leadPhotos.formConcurrentDecodes),
    errors: createErrorReporter(log),
  };
}
