/**
 * The head tags of a public page from one place: title, description, keywords, canonical,
 * Open Graph, Twitter card and JSON-LD. Shaped as React Router meta descriptors (structurally,
 * so this shared module does not import the router).
 */
import { business } from '../../content/business.ts';
import type { Image, Seo } from '../../content/schema.ts';
import { absoluteUrl } from '../urls.ts';
import { businessJsonLd, type JsonLd } from './structured-data.ts';

export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: 'link'; rel: string; href: string }
  | { 'script:ld+json': JsonLd };

export interface PageMetaInput {
  /** PUBLIC_ORIGIN, from the loader. */
  origin: string;
  path: string;
  seo: Seo;
  /** The page's share image (its hero); the logo otherwise. */
  image?: Pick<Image, 'src' | 'alt' | 'width' | 'height'> | undefined;
  /** Extra JSON-LD nodes; the business node is always added first. */
  jsonLd?: readonly JsonLd[];
}

export function pageMeta({ origin, path, seo, image, jsonLd = [] }: PageMetaInput): MetaTag[] {
  const url = absoluteUrl(origin, path);
  const shareImage = image ?? business.logo;
  const imageUrl = absoluteUrl(origin, shareImage.src);
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { name: 'keywords', content: seo.keywords.join(', ') },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: business.name },
    { property: 'og:locale', content: 'en_US' },
    { property: 'og:url', content: url },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:alt', content: shareImage.alt },
    { property: 'og:image:width', content: String(shareImage.width) },
    { property: 'og:image:height', content: String(shareImage.height) },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: seo.title },
    { name: 'twitter:description', content: seo.description },
    { name: 'twitter:image', content: imageUrl },
    { 'script:ld+json': businessJsonLd(origin) },
    ...jsonLd.map((node) => ({ 'script:ld+json': node })),
  ];
}
