import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultImage, specPlaceholderKeys } from '#app/content/index.ts';
import { defaultGalleryItems } from '#app/content/gallery.ts';
import { placeholderKeys } from '#app/content/schema.ts';
import { loadConfig } from '../config.ts';
import { createWriteTransactions } from '../db/group-commit.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openDatabase, type DatabaseHandle } from '../db/open.ts';
import { limits } from '#app/lib/limits.ts';
import { createEventCounter } from '../insights/event-counter.ts';
import { createSourceCap } from '../insights/source-cap.ts';
import { createErrorReporter, createLogger } from '../logger.ts';
import type { AppServices } from '../services.ts';
import { createContentService } from '../content/content-service.ts';
import { resolveImages } from './resolve-images.ts';
import { createSemaphore } from './semaphore.ts';
import { appendMissingPlaceholders } from './placeholder-sync.ts';
import { createUploadGate } from './upload-gate.ts';

const NAME = '0b6f8c1e-2a4d-4c3b-9e5f-7a8b9c0d1e2f.jpg';

/** The shipped gallery: none of its items names an upload. */
const gallery = defaultGalleryItems;

describe('resolveImages over a real SQLite database', () => {
  let dir: string;
  let database: DatabaseHandle;
  let services: AppServices;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cfgd-resolve-'));
    database = openDatabase({ databaseUrl: undefined, dataDir: dir });
    await migrateToLatest(database.db as never, 'sqlite');
    // What every start does after the migrations (app/server/bootstrap.ts).
    await appendMissingPlaceholders(database.db, placeholderKeys);
    const writes = createWriteTransactions(database.db, 'sqlite');
    services = {
      config: loadConfig({ DATA_DIR: dir }),
      log: createLogger('silent'),
      database,
      db: database.db,
      dialect: 'sqlite',
      imageWork: createSemaphore(1),
      writes,
      uploads: createUploadGate(limits.upload.inFlight),
      formPhotos: createUploadGate(limits.leadPhotos.formInFlight),
      formPhotoWork: createSemaphore(1),
      errors: createErrorReporter(createLogger('silent')),
      contentChanged: new EventTarget(),
      content: createContentService({ db: database.db, log: createLogger('silent') }),
      insights: createEventCounter(writes),
      insightSources: createSourceCap(database.db),
    };
    await database.db
      .insertInto('uploaded_images')
      .values({
        name: NAME,
        content_type: 'image/jpeg',
        byte_size: 3,
        width: 1000,
        height: 750,
        sha256: 'abc',
        bytes: new Uint8Array([1, 2, 3]),
        created_at: Date.now(),
      })
      .execute();
  });
  afterAll(async () => {
    await database.close().catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('seeds the spec placeholder keys first, in the spec order, then the other slots', async () => {
    const rows = await database.db
      .selectFrom('site_image_mappings')
      .select(['placeholder_key', 'placeholder_index', 'object_path'])
      .orderBy('placeholder_index')
      .execute();
    expect(rows.slice(0, 15).map((r) => r.placeholder_key)).toEqual([...specPlaceholderKeys]);
    expect(rows.length).toBeGreaterThan(15);
    expect(rows.map((r) => r.placeholder_index)).toEqual(rows.map((_, i) => i + 1));
    expect(rows.every((r) => r.object_path === null)).toBe(true);
  });

  it('gives the default image for an unmapped key', async () => {
    const images = await resolveImages(services, ['home.hero'], gallery);
    const fallback = defaultImage('home.hero');
    expect(images['home.hero']).toEqual({
      key: 'home.hero',
      src: fallback.src,
      alt: fallback.alt,
      width: fallback.width,
      height: fallback.height,
      isDefault: true,
    });
  });

  it('gives the mapped upload with its size, srcset and AVIF/WebP sources', async () => {
    await database.db
      .updateTable('site_image_mappings')
      .set({ object_path: NAME })
      .where('placeholder_key', '=', 'home.hero')
      .execute();
    const images = await resolveImages(services, ['home.hero', 'about.hero'], gallery);
    const hero = images['home.hero'];
    expect(hero).toMatchObject({
      src: `/uploads/${NAME}`,
      width: 1000,
      height: 750,
      isDefault: false,
      alt: defaultImage('home.hero').alt,
    });
    expect(hero?.srcSet).toBe(
      `/uploads/${NAME}?w=320 320w, /uploads/${NAME}?w=640 640w, /uploads/${NAME}?w=960 960w, /uploads/${NAME} 1000w`,
    );
    expect(hero?.sources).toEqual([
      {
        type: 'image/avif',
        srcSet: `/uploads/${NAME}?w=320&fm=avif 320w, /uploads/${NAME}?w=640&fm=avif 640w, /uploads/${NAME}?w=960&fm=avif 960w`,
      },
      {
        type: 'image/webp',
        srcSet: `/uploads/${NAME}?w=320&fm=webp 320w, /uploads/${NAME}?w=640&fm=webp 640w, /uploads/${NAME}?w=960&fm=webp 960w`,
      },
    ]);
    expect(images['about.hero']?.isDefault).toBe(true);
  });

  it('clears the mapping when the image is deleted, back to the default', async () => {
    await database.db.deleteFrom('uploaded_images').where('name', '=', NAME).execute();
    const row = await database.db
      .selectFrom('site_image_mappings')
      .select('object_path')
      .where('placeholder_key', '=', 'home.hero')
      .executeTakeFirstOrThrow();
    expect(row.object_path).toBeNull();
    expect((await resolveImages(services, ['home.hero'], gallery))['home.hero']?.isDefault).toBe(
      true,
    );
  });

  it('falls back to the defaults when the lookup fails', async () => {
    await database.close();
    const images = await resolveImages(services, ['home.hero', 'services.hero'], gallery);
    expect(images['home.hero']?.src).toBe(defaultImage('home.hero').src);
    expect(images['services.hero']?.isDefault).toBe(true);
  });
});
