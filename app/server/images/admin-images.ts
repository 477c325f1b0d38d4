/**
 * The uploaded images as the Images screen lists and deletes them. The slots' mappings, whose
 * every change is a content version, are app/server/content/image-mappings.ts.
 */
import { sql, type Kysely } from 'kysely';
import { limits } from '#app/lib/limits.ts';
import { adminMessages } from '#app/lib/messages/admin.ts';
import { isUploadName, uploadPath } from '#app/lib/upload-urls.ts';
import { readPublished } from '../content/site-content-store.ts';
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

export type DeleteUploadResult =
  | { kind: 'deleted' }
  | { kind: 'missing' }
  /** Where it is still shown, in the owner's words. */
  | { kind: 'in-use'; places: string[] };

/**
 * Deletes an image, its variants, and clears the mappings that showed it (spec: clear on
 * delete): a slot goes back to its default. An image a post (its working copy or what is live)
 * or the live gallery still names is kept: deleted, the post's page showed a broken image, and
 * the gallery's photo made every later Site publish fail until the owner found it.
 */
export async function deleteUpload(
  db: Kysely<Database>,
  name: string,
  now = Date.now(),
): Promise<DeleteUploadResult> {
  return db.transaction().execute(async (tx) => {
    const places = await placesUsing(tx, name);
    if (places.length > 0) return { kind: 'in-use', places };
    await tx
      .updateTable('site_image_mappings')
      .set({ object_path: null, updated_at: now })
      .where('object_path', '=', name)
      .execute();
    await tx.deleteFrom('image_variants').where('name', '=', name).execute();
    const result = await tx
      .deleteFrom('uploaded_images')
      .where('name', '=', name)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0 ? { kind: 'deleted' } : { kind: 'missing' };
  });
}

/** The posts and gallery photos that show `name`, as the refusal names them. */
async function placesUsing(db: Kysely<Database>, name: string): Promise<string[]> {
  // An upload's name has no LIKE wildcard in it; anything else names no upload and no post.
  if (!isUploadName(name)) return [];
  const inBody = `%${uploadPath(name)}%`;
  const posts = await db
    .selectFrom('posts')
    .leftJoin('post_revisions as live', 'live.id', 'posts.live_revision_id')
    .select('posts.title')
    .where((eb) =>
      eb.or([
        eb('posts.cover_image', '=', name),
        eb('posts.body_html', 'like', inBody),
        eb('live.cover_image', '=', name),
        eb('live.body_html', 'like', inBody),
      ]),
    )
    .orderBy('posts.id')
    .execute();
  const { document } = await readPublished(db);
  return [
    ...posts.map((post) => adminMessages.imageUsePost(post.title)),
    ...document.gallery
      .filter((photo) => photo.image === name)
      .map((photo) => adminMessages.imageUseGallery(photo.title)),
  ];
}
