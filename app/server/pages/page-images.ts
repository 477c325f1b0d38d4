import type { PlaceholderKey } from '../../content/schema.ts';
import { resolveImages } from '../images/resolve-images.ts';
import type { AppServices } from '../services.ts';

/** An image slot resolved for rendering (same shape as the image resolver's ResolvedImage). */
export interface PageImage {
  key: string;
  src: string;
  srcSet?: string;
  alt: string;
  width: number;
  height: number;
  isDefault: boolean;
}

/**
 * The images of a page's placeholder keys, resolved on the server so the first HTML already
 * has the right image and its size: the uploaded image the owner mapped to the slot, or its
 * default (no mapping, missing file, failed lookup).
 */
export async function loadPageImages<K extends PlaceholderKey>(
  services: AppServices,
  keys: readonly K[],
): Promise<Record<K, PageImage>> {
  return (await resolveImages(services, keys)) as Record<K, PageImage>;
}
