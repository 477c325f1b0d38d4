import type { SiteContent } from '../live.ts';
import type { HeroPageId } from '../pages/index.ts';
import type { Image } from '../schema.ts';
import { routes, type StaticPageId } from '../../lib/urls.ts';
import { pageMeta, type MetaTag } from './page-meta.ts';
import type { JsonLd } from './structured-data.ts';

type ShareImage = Pick<Image, 'src' | 'alt' | 'width' | 'height'>;

interface StaticPageMetaArgs {
  loaderData?:
    | { origin: string; content: SiteContent; images?: Readonly<Record<string, ShareImage>> }
    | undefined;
}

/**
 * The `meta` export of a static public page: its SEO and canonical path, its hero image as the
 * share image, and any extra JSON-LD, all from the content the loader returned (the request's
 * snapshot). Nothing before the loader has run.
 */
export function staticPageMeta(
  page: StaticPageId,
  options: { hero?: HeroPageId; jsonLd?: (content: SiteContent) => readonly JsonLd[] } = {},
): (args: StaticPageMetaArgs) => MetaTag[] {
  return ({ loaderData }) => {
    if (!loaderData) return [];
    const { content } = loaderData;
    const heroKey = options.hero ? content.pageHeroes[options.hero].placeholderKey : undefined;
    return pageMeta({
      origin: loaderData.origin,
      path: routes[page],
      seo: content.pageSeo[page],
      content,
      image: heroKey ? loaderData.images?.[heroKey] : undefined,
      ...(options.jsonLd ? { jsonLd: options.jsonLd(content) } : {}),
    });
  };
}
