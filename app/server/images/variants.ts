import sharp from 'sharp';
import type { VariantWidth } from '#app/lib/upload-urls.ts';
import type { AppServices } from '../services.ts';

/** avif/webp on request; otherwise the stored image's own format (browsers that take neither). */
export type VariantEncoding = 'avif' | 'webp' | 'jpeg' | 'png';

export interface ImageBody {
  bytes: Uint8Array;
  contentType: string;
  /** sha256 of the stored original: the variant's ETag is derived from it. */
  sha256: string;
  /** Made by this request (false: served from the image_variants cache). */
  generated: boolean;
}

/**
 * A resized copy of an uploaded image, made once and kept in image_variants: the first
 * request pays for the encode, every later one is a single lookup.
 */
export async function getVariant(
  services: AppServices,
  name: string,
  width: VariantWidth,
  encoding: VariantEncoding | 'original',
): Promise<ImageBody | undefined> {
  const { db } = services;
  const format = encoding === 'original' ? await storedFormat(services, name) : encoding;
  if (!format) return undefined;
  const cached = await db
    .selectFrom('image_variants as v')
    .innerJoin('uploaded_images as u', 'u.name', 'v.name')
    .select(['v.bytes', 'v.content_type', 'u.sha256'])
    .where('v.name', '=', name)
    .where('v.width', '=', width)
    .where('v.format', '=', format)
    .executeTakeFirst();
  if (cached) {
    return {
      bytes: cached.bytes,
      contentType: cached.content_type,
      sha256: cached.sha256,
      generated: false,
    };
  }
  const original = await db
    .selectFrom('uploaded_images')
    .select(['bytes', 'sha256'])
    .where('name', '=', name)
    .executeTakeFirst();
  if (!original) return undefined;
  const bytes = await services.imageWork.run(() => encode(original.bytes, width, format));
  const contentType = `image/${format}`;
  // Two first requests at once both encode; the second insert is a no-op.
  await db
    .insertInto('image_variants')
    .values({
      name,
      width,
      format,
      content_type: contentType,
      byte_size: bytes.length,
      bytes,
      created_at: Date.now(),
    })
    .onConflict((oc) => oc.columns(['name', 'width', 'format']).doNothing())
    .execute();
  return { bytes, contentType, sha256: original.sha256, generated: true };
}

async function storedFormat(
  services: AppServices,
  name: string,
): Promise<VariantEncoding | undefined> {
  const row = await services.db
    .selectFrom('uploaded_images')
    .select('content_type')
    .where('name', '=', name)
    .executeTakeFirst();
  if (!row) return undefined;
  return row.content_type === 'image/png'
    ? 'png'
    : row.content_type === 'image/webp'
      ? 'webp'
      : 'jpeg';
}

function encode(input: Uint8Array, width: number, format: VariantEncoding): Promise<Buffer> {
  const resized = sharp(input).resize({ width, withoutEnlargement: true });
  // AVIF at effort 2: effort 4 (the default) costs 5-20x the time for a few percent of bytes.
  switch (format) {
    case 'avif':
      return resized.avif({ quality: 50, effort: 2 }).toBuffer();
    case 'webp':
      return resized.webp({ quality: 75 }).toBuffer();
    case 'png':
      return resized.png({ compressionLevel: 8 }).toBuffer();
    case 'jpeg':
      return resized.jpeg({ quality: 78, progressive: true }).toBuffer();
  }
}
