import { findDefaultImage, images } from '#app/content/index.ts';
import type { GalleryItem } from '#app/content/schema.ts';
import { uploadPath, uploadSrcSet, variantFormats } from '#app/lib/upload-urls.ts';
import type { ResolvedImage } from '#app/lib/resolved-image.ts';
import type { AppServices } from '../services.ts';

export type { ResolvedImage, ResolvedImageSource } from '#app/lib/resolved-image.ts';

interface MappedRow {
  placeholder_key: string;
  name: string;
  width: number;
  height: number;
}

/**
 * The image of each placeholder key, in one query: the uploaded image mapped to it, or the
 * slot's default from app/content when nothing is mapped, the file is gone or the lookup fails
 * (spec: a failed mapping lookup leaves the default).
 */
export async function resolveImages(
  services: Pick<AppServices, 'db' | 'log'>,
  keys: readonly string[],
  /** The gallery of the content shown (its items may name the owner's uploads). */
  galleryItems: readonly Pick<GalleryItem, 'placeholderKey' | 'upload'>[],
): Promise<Record<string, ResolvedImage>> {
  const result: Record<string, ResolvedImage> = {};
  for (const key of keys) result[key] = defaultFor(key);
  if (keys.length === 0) return result;
  let rows: MappedRow[] = [];
  try {
    rows = await services.db
      .selectFrom('site_image_mappings as m')
      .innerJoin('uploaded_images as u', 'u.name', 'm.object_path')
      .select(['m.placeholder_key', 'u.name', 'u.width', 'u.height'])
      .where('m.placeholder_key', 'in', [...new Set(keys)])
      .execute();
  } catch (error) {
    services.log.warn({ err: error }, 'image mapping lookup failed: showing default images');
  }
  for (const row of rows) {
    result[row.placeholder_key] = uploadedImage(row, result[row.placeholder_key]?.alt ?? '');
  }
  // Gallery items whose image the owner chose in the site content (issue 15) win over the mapping.
  const chosen = galleryItems.filter(
    (item) => item.upload !== undefined && keys.includes(item.placeholderKey),
  );
  if (chosen.length > 0) {
    try {
      const uploads = await services.db
        .selectFrom('uploaded_images')
        .select(['name', 'width', 'height'])
        .where(
          'name',
          'in',
          chosen.map((item) => item.upload ?? ''),
        )
        .execute();
      for (const item of chosen) {
        const upload = uploads.find((u) => u.name === item.upload);
        if (!upload) continue;
        result[item.placeholderKey] = uploadedImage(
          { placeholder_key: item.placeholderKey, ...upload },
          result[item.placeholderKey]?.alt ?? '',
        );
      }
    } catch (error) {
      services.log.warn({ err: error }, 'gallery image lookup failed: showing the mapped images');
    }
  }
  return result;
}

function defaultFor(key: string): ResolvedImage {
  const image = findDefaultImage(key) ?? images.heroGeneric;
  return {
    key,
    src: image.src,
    alt: image.alt,
    width: image.width,
    height: image.height,
    isDefault: true,
  };
}

function uploadedImage(row: MappedRow, alt: string): ResolvedImage {
  const width = Number(row.width);
  const height = Number(row.height);
  const sources = variantFormats
    .map((format) => ({
      type: `image/${format}` as const,
      srcSet: uploadSrcSet(row.name, width, format),
    }))
    .filter((source) => source.srcSet !== '');
  return {
    key: row.placeholder_key,
    src: uploadPath(row.name),
    srcSet: uploadSrcSet(row.name, width),
    // Uploads carry no description; the slot's own alt text still says what belongs there.
    alt,
    width,
    height,
    isDefault: false,
    ...(sources.length > 0 ? { sources } : {}),
  };
}
