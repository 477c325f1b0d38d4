/**
 * The uploaded images as the Images screen lists and deletes them. The slots' mappings, whose
 * every change is a content version, are app/server/content/image-mappings.ts.
 */
import { sql, type Kysely } from 'kysely';
import { limits } from '#app/lib/limits.ts';
import { uploadPath } from '#app/lib/upload-urls.ts';
import type { Database } from '../db/schema.ts';

export interface UploadListItem {
  name: string;
  path: string;
  contentType: string;
  byteSize: number;
  width: number;
  height: number;
  createdAt: number;
}

/** Newest first, at most limits.upload.listLimit, with the total count (spec: list uploads). */
export async function listUploads(
  db: Kysely<Database>,
): Promise<{ images: UploadListItem[]; count: number }> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('uploaded_images')
      .select(['name', 'content_type', 'byte_size', 'width', 'height', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limits.upload.listLimit)
      .execute(),
    db
      .selectFrom('uploaded_images')
      .select(sql<number | string>`count(*)`.as('count'))
      .executeTakeFirst(),
  ]);
  return {
    count: Number(total?.count ?? 0),
    images: rows.map((r) => ({
      name: r.name,
      path: uploadPath(r.name),
      contentType: r.content_type,
      byteSize: Number(r.byte_size),
      width: Number(r.width),
      height: Number(r.height),
      createdAt: Number(r.created_at),
    })),
  };
}

/** Deletes an image, its variants, and clears the mappings that showed it (spec: clear on delete). */
export async function deleteUpload(db: Kysely<Database>, name: string): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    await tx
      .updateTable('site_image_mappings')
      .set({ object_path: null, updated_at: Date.now() })
      .where('object_path', '=', name)
      .execute();
    await tx.deleteFrom('image_variants').where('name', '=', name).execute();
    const result = await tx
      .deleteFrom('uploaded_images')
      .where('name', '=', name)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}
