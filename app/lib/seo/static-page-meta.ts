import { pageSeo } from '../../content/pages/index.ts';
import type { Image, PlaceholderKey } from '../../content/schema.ts';
import { routes, type StaticPageId } from '../urls.ts';
import { pageMeta, type MetaTag } from './page-meta.ts';
import type { JsonLd } from './structured-data.ts';

type ShareImage = Pick<Image, 'src' | 'alt' | 'width' | 'height'>;

interface StaticPageMetaArgs {
  loaderData?: { origin: string; images?: Readonly<Record<string, ShareImage>> } | undefined;
}

/**
 * The `meta` export of a static public page: its SEO and canonical path, its hero image as the
 * share image, and any extra JSON-LD. Nothing before the loader has run.
 */
export function staticPageMeta(
  page: StaticPageId,
  options: { heroKey?: PlaceholderKey; jsonLd?: readonly JsonLd[] } = {},
): (args: StaticPageMetaArgs) => MetaTag[] {
  return ({ loaderData }) =>
    loaderData
      ? pageMeta({
          origin: loaderData.origin,
          path: routes[page],
          seo: pageSeo[page],
          image: options.heroKey ? loaderData.images?.[options.heroKey] : undefined,
          ...(options.jsonLd ? { jsonLd: options.jsonLd } : {}),
        })
      : [];
}
