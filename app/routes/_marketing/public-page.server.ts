import type { RouterContextProvider } from 'react-router';
import type { SiteContent } from '#app/content/live.ts';
import type { HeroPageId } from '#app/content/pages/index.ts';
import type { PlaceholderKey } from '#app/content/schema.ts';
import { getContent, getServices } from '#app/routes/_context/context.server.ts';
import { loadPageImages, type PageImage } from '#app/server/pages/page-images.ts';

export interface PublicPageData<K extends PlaceholderKey> {
  /** PUBLIC_ORIGIN: canonical links, og:url and JSON-LD are absolute. */
  origin: string;
  images: Record<K, PageImage>;
  /**
   * The content this request shows (the published snapshot, or a preview's): the page and its
   * `meta` read it from here, never from module state (decision 0015).
   */
  content: SiteContent;
}

/**
 * What every public page's loader starts from: the public origin, the request's content and
 * the images of the slots `keys` names (read from that content: a hero's slot, a city's).
 */
export async function publicPage<K extends PlaceholderKey>(
  context: Readonly<RouterContextProvider>,
  keys: (content: SiteContent) => readonly K[],
): Promise<PublicPageData<K>> {
  const services = getServices(context);
  const { content } = getContent(context);
  return {
    origin: services.config.publicOrigin,
    images: await loadPageImages(services, keys(content), content),
    content,
  };
}

/**
 * The loader of a static page with a hero: the hero's image and, after it, the images `more`
 * names (a listing's items, the about page's photos).
 */
export function heroPageLoader<K extends PlaceholderKey = never>(
  hero: HeroPageId,
  more: (content: SiteContent) => readonly K[] = () => [],
) {
  return ({ context }: { context: Readonly<RouterContextProvider> }) =>
    publicPage(context, (c) => [c.pageHeroes[hero].placeholderKey, ...more(c)]);
}
