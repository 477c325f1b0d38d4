import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ProcessedImage } from './process-image.ts';

export interface StoredImage {
  name: string;
  contentType: string;
  byteSize: number;
  width: number;
  height: number;
  createdAt: number;
  /** true when these exact bytes were already stored: the existing image is returned. */
  duplicate: boolean;
}

export type StoreResult = { ok: true; image: StoredImage } | { ok: false; reason: 'quota' };

const COLUMNS = ['name', 'content_type', 'byte_size', 'width', 'height', 'created_at'] as const;

type Row = Pick<Database['uploaded_images'], (typeof COLUMNS)[number]>;

function toStored(row: Row, duplicate: boolean): StoredImage {
  return {
    name: row.name,
    contentType: row.content_type,
    byteSize: Number(row.byte_size),
    width: Number(row.width),
    height: Number(row.height),
    createdAt: Number(row.created_at),
    duplicate,
  };
}

/**
 * Stores a processed image under a fresh `<uuid>.<ext>` name, once: the same bytes again
 * return the image already stored. The quota counts what is stored; two uploads racing at
 * the very edge of it may both pass (the quota is a guard against filling the disk, not an
 * exact accounting).
 */
export async function storeImage(
  db: Kysely<Database>,
  image: ProcessedImage,
  quotaBytes: number,
  now = Date.now(),
): Promise<StoreResult> {
  const existing = await findBySha(db, image.sha256);
  if (existing) return { ok: true, image: toStored(existing, true) };
  const used = await db
    .selectFrom('uploaded_images')
    .select(sql<number | string | null>`sum(byte_size)`.as('total'))
    .executeTakeFirst();
  if (Number(used?.total ?? 0) + image.bytes.length > quotaBytes)
    return { ok: false, reason: 'quota' };
  const row: Row = {
    name: `${randomUUID()}.${image.extension}`,
    content_type: image.contentType,
    byte_size: image.bytes.length,
    width: image.width,
    height: image.height,
    created_at: now,
  };
  const inserted = await db
    .insertInto('uploaded_images')
    .values({ ...row, sha256: image.sha256, bytes: image.bytes })
    .onConflict((oc) => oc.column('sha256').doNothing())
    .returning(COLUMNS)
    .executeTakeFirst();
  if (inserted) return { ok: true, image: toStored(inserted, false) };
  // The same photo arrived twice at once and the other request stored it first.
  const winner = await findBySha(db, image.sha256);
  if (!winner) throw new Error('uploaded image vanished after a sha256 conflict');
  return { ok: true, image: toStored(winner, true) };
}

function findBySha(db: Kysely<Database>, sha256: string): Promise<Row | undefined> {
  return db
    .selectFrom('uploaded_images')
    .select(COLUMNS)
    .where('sha256', '=', sha256)
    .executeTakeFirst();
}
