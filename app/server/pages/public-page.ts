import type { RouterContextProvider } from 'react-router';
import type { PlaceholderKey } from '../../content/schema.ts';
import { getServices } from '../context.ts';
import { loadPageImages, type PageImage } from './page-images.ts';

export interface PublicPageData<K extends PlaceholderKey> {
  /** PUBLIC_ORIGIN: canonical links, og:url and JSON-LD are absolute. */
  origin: string;
  images: Record<K, PageImage>;
}

/** What every public page's loader starts from: the public origin and its resolved images. */
export async function publicPage<K extends PlaceholderKey>(
  context: Readonly<RouterContextProvider>,
  keys: readonly K[],
): Promise<PublicPageData<K>> {
  const services = getServices(context);
  return {
    origin: services.config.publicOrigin,
    images: await loadPageImages(services, keys),
  };
}
