import type { SiteContent } from '../../content/live.ts';
import type { PlaceholderKey } from '../../content/schema.ts';
import type { ResolvedImage } from '../../lib/resolved-image.ts';
import { resolveImages } from '../images/resolve-images.ts';
import type { AppServices } from '../services.ts';

/** An image slot resolved for rendering (the image resolver's ResolvedImage). */
export type PageImage = Omit<ResolvedImage, 'sources'>;

/**
 * The images of a page's placeholder keys, resolved on the server so the first HTML already
 * has the right image and its size: the uploaded image the owner mapped to the slot, or its
 * default (no mapping, missing file, failed lookup).
 */
export async function loadPageImages<K extends PlaceholderKey>(
  services: AppServices,
  keys: readonly K[],
  content: Pick<SiteContent, 'galleryItems'>,
): Promise<Record<K, PageImage>> {
  return (await resolveImages(services, keys, content.galleryItems)) as Record<K, PageImage>;
}
