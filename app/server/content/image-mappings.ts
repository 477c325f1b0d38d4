/**
 * The site's image slots as the owner maps them (the Images screen, spec: mappings): list, add,
 * assign, Populate Randomly and its undo. Here in app/server/content because every change is a
 * version of the site content (issue 15), recorded in the change's transaction beside the
 * mappings' snapshot and restore (./image-history.ts); the uploads themselves are
 * app/server/images.
 */
import { sql, type Kysely } from 'kysely';
import { uploadPath } from '#app/lib/upload-urls.ts';
import { siteContentMessages } from '#app/lib/messages.ts';
import type { Database } from '../db/schema.ts';
import { applyMappingsSnapshot, parseMappings, type MappingEntry } from './image-history.ts';
import { recordImagesVersion } from './site-content-store.ts';

export interface ImageMapping {
  placeholderKey: string;
  placeholderIndex: number;
  /** Name of the uploaded image, or null (the slot shows its default). */
  objectPath: string | null;
  /** `/uploads/<objectPath>` when mapped. */
  path: string | null;
}

/** Every placeholder and its image, by index (spec: list mappings). Public: pages read them. */
export async function listMappings(db: Kysely<Database>): Promise<ImageMapping[]> {
  const rows = await db
    .selectFrom('site_image_mappings')
    .select(['placeholder_key', 'placeholder_index', 'object_path'])
    .orderBy('placeholder_index', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map((r) => ({
    placeholderKey: r.placeholder_key,
    placeholderIndex: Number(r.placeholder_index),
    objectPath: r.object_path,
    path: r.object_path ? uploadPath(r.object_path) : null,
  }));
}

export type AddMappingResult =
  { ok: true; mapping: ImageMapping } | { ok: false; reason: 'empty' | 'exists' };

/** A new placeholder key after the last one (index = highest + 1). */
export async function addMapping(
  db: Kysely<Database>,
  rawKey: string,
  now = Date.now(),
): Promise<AddMappingResult> {
  const key = rawKey.trim();
  if (key === '') return { ok: false, reason: 'empty' };
  const inserted = await db.transaction().execute(async (tx) => {
    const top = await tx
      .selectFrom('site_image_mappings')
      .select(sql<number | string | null>`max(placeholder_index)`.as('top'))
      .executeTakeFirst();
    const index = Number(top?.top ?? 0) + 1;
    return tx
      .insertInto('site_image_mappings')
      .values({
        placeholder_key: key,
        placeholder_index: index,
        object_path: null,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('placeholder_key').doNothing())
      .returning(['placeholder_key', 'placeholder_index'])
      .executeTakeFirst();
  });
  if (!inserted) return { ok: false, reason: 'exists' };
  return {
    ok: true,
    mapping: {
      placeholderKey: inserted.placeholder_key,
      placeholderIndex: Number(inserted.placeholder_index),
      objectPath: null,
      path: null,
    },
  };
}

export type AssignResult = { ok: true } | { ok: false; reason: 'no-such-key' | 'no-such-image' };

/** Maps a placeholder to an uploaded image, or back to its default with `null`. */
export async function assignMapping(
  db: Kysely<Database>,
  key: string,
  objectPath: string | null,
  now = Date.now(),
  by: string | null = null,
): Promise<AssignResult> {
  if (objectPath !== null) {
    const image = await db
      .selectFrom('uploaded_images')
      .select('name')
      .where('name', '=', objectPath)
      .executeTakeFirst();
    if (!image) return { ok: false, reason: 'no-such-image' };
  }
  // The change and its place in the site content history commit together (issue 15).
  return db.transaction().execute(async (tx): Promise<AssignResult> => {
    const result = await tx
      .updateTable('site_image_mappings')
      .set({ object_path: objectPath, updated_at: now })
      .where('placeholder_key', '=', key)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return { ok: false, reason: 'no-such-key' };
    await recordImagesVersion(tx, key, by, now);
    return { ok: true };
  });
}

export interface PopulateOptions {
  random?: () => number;
  now?: number;
  /** Who asked (kept with the undo snapshot). */
  takenBy?: string | null;
}

/**
 * Every placeholder gets a random uploaded image (spec: Populate Randomly). What each slot
 * showed before is kept in the same transaction (the latest snapshot only), so the owner can
 * undo it with `undoPopulate`, after a reload too.
 */
export async function populateRandomly(
  db: Kysely<Database>,
  { random = Math.random, now = Date.now(), takenBy = null }: PopulateOptions = {},
): Promise<{ ok: true; assigned: number } | { ok: false; reason: 'no-images' }> {
  return db.transaction().execute(async (tx) => {
    const images = await tx.selectFrom('uploaded_images').select('name').execute();
    if (images.length === 0) return { ok: false, reason: 'no-images' } as const;
    const rows = await tx
      .selectFrom('site_image_mappings')
      .select(['placeholder_key', 'object_path'])
      .orderBy('id', 'asc')
      .execute();
    const snapshot: MappingEntry[] = rows.map((r) => ({
      key: r.placeholder_key,
      objectPath: r.object_path,
    }));
    await tx.deleteFrom('image_mapping_snapshots').execute();
    await tx
      .insertInto('image_mapping_snapshots')
      .values({ taken_at: now, taken_by: takenBy, mappings: JSON.stringify(snapshot) })
      .execute();
    for (const { placeholder_key } of rows) {
      const pick = images[Math.floor(random() * images.length)] ?? images[0];
      await tx
        .updateTable('site_image_mappings')
        .set({ object_path: pick?.name ?? null, updated_at: now })
        .where('placeholder_key', '=', placeholder_key)
        .execute();
    }
    await recordImagesVersion(tx, siteContentMessages.imagesPopulated(rows.length), takenBy, now);
    return { ok: true, assigned: rows.length } as const;
  });
}

/** The undo the owner can still take: when the last Populate Randomly ran, how many slots. */
export interface PopulateUndo {
  takenAt: number;
  slots: number;
}

export async function pendingPopulateUndo(db: Kysely<Database>): Promise<PopulateUndo | null> {
  const row = await db
    .selectFrom('image_mapping_snapshots')
    .select(['taken_at', 'mappings'])
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? { takenAt: Number(row.taken_at), slots: parseMappings(row.mappings).length } : null;
}

/**
 * Puts every slot back to what it showed before the last Populate Randomly, and forgets the
 * snapshot (one undo per populate). A slot whose earlier image was deleted since goes back to
 * its default, as deleting it would have done; slots added after the populate are untouched.
 */
export async function undoPopulate(
  db: Kysely<Database>,
  now = Date.now(),
): Promise<{ ok: true; restored: number } | { ok: false; reason: 'nothing-to-undo' }> {
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom('image_mapping_snapshots')
      .select(['id', 'mappings'])
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!row) return { ok: false, reason: 'nothing-to-undo' } as const;
    // The same restore as a content version's (a deleted upload falls back to the default).
    await applyMappingsSnapshot(tx, row.mappings, now);
    await tx.deleteFrom('image_mapping_snapshots').execute();
    await recordImagesVersion(tx, siteContentMessages.imagesUndo, null, now);
    return { ok: true, restored: parseMappings(row.mappings).length } as const;
  });
}
