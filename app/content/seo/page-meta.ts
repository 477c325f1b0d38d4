/**
 * The head tags of a public page from one place: title, description, keywords, canonical,
 * Open Graph, Twitter card and JSON-LD. Shaped as React Router meta descriptors (structurally,
 * so this shared module does not import the router).
 */
import type { SiteContent } from '../live.ts';
import type { Image, Seo } from '../schema.ts';
import { notFoundMessages } from '../../lib/messages/not-found.ts';
import { postMessages } from '../../lib/messages/posts.ts';
import { absoluteUrl, routes } from '../../lib/urls.ts';
import {
  defaultHeroSrc,
  findSocialImagePage,
  socialImageAlt,
  socialImagePath,
  socialImageSize,
  socialImageType,
  type SocialImagePage,
} from './social-image.ts';
import { businessJsonLd, jsonLdGraph, type JsonLd, type JsonLdGraph } from './structured-data.ts';

export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: 'link'; rel: string; href: string; type?: string; title?: string }
  | { 'script:ld+json': JsonLdGraph };

export interface PageMetaInput {
  /** PUBLIC_ORIGIN, from the loader. */
  origin: string;
  path: string;
  seo: Seo;
  /** The request's content (the site name, the business node). */
  content: SiteContent;
  /**
   * The page's hero as resolved for this render (the owner's upload or the default): the
   * social image is drawn from it and its address changes with it.
   */
  image?: Pick<Image, 'src' | 'alt' | 'width' | 'height'> | undefined;
  /** Extra JSON-LD nodes; the business node is always added first. */
  jsonLd?: readonly JsonLd[];
  /**
   * A page the content does not list (a post, the blog): its share picture's page. Without
   * it, the picture is the content's page at `path`, or the logo.
   */
  socialPage?: SocialImagePage | undefined;
  /** An article (a post): og:type `article` with its times (ISO 8601). */
  article?: { publishedTime: string; modifiedTime: string } | undefined;
}

export function pageMeta({
  origin,
  path,
  seo,
  content,
  image,
  jsonLd = [],
  socialPage,
  article,
}: PageMetaInput): MetaTag[] {
  const { business } = content;
  const url = absoluteUrl(origin, path);
  const shareImage = socialImage(origin, path, image, content, socialPage);
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    // A post has none: an empty tag would say nothing.
    ...(seo.keywords.length > 0 ? [{ name: 'keywords', content: seo.keywords.join(', ') }] : []),
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: article ? 'article' : 'website' },
    ...(article
      ? [
          { property: 'article:published_time', content: article.publishedTime },
          { property: 'article:modified_time', content: article.modifiedTime },
        ]
      : []),
    { property: 'og:site_name', content: business.name },
    { property: 'og:locale', content: 'en_US' },
    { property: 'og:url', content: url },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:image', content: shareImage.url },
    ...(shareImage.type ? [{ property: 'og:image:type', content: shareImage.type }] : []),
    { property: 'og:image:width', content: String(shareImage.width) },
    { property: 'og:image:height', content: String(shareImage.height) },
    { property: 'og:image:alt', content: shareImage.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: seo.title },
    { name: 'twitter:description', content: seo.description },
    { name: 'twitter:image', content: shareImage.url },
    { name: 'twitter:image:alt', content: shareImage.alt },
    // One graph per page, the business first (the other nodes point at its @id).
    { 'script:ld+json': jsonLdGraph([businessJsonLd(origin, content), ...jsonLd]) },
  ];
}

interface ShareImage {
  url: string;
  type: string | undefined;
  width: number;
  height: number;
  alt: string;
}

/**
 * The page's 1200x630 social image (only its address: it is drawn when first requested), or
 * the logo for a path without one.
 */
function socialImage(
  origin: string,
  path: string,
  hero: Pick<Image, 'src'> | undefined,
  content: SiteContent,
  socialPage: SocialImagePage | undefined,
): ShareImage {
  const { business } = content;
  const page = socialPage ?? findSocialImagePage(path, content);
  if (!page) {
    const { src, alt, width, height } = business.logo;
    return { url: absoluteUrl(origin, src), type: undefined, width, height, alt };
  }
  return {
    url: absoluteUrl(
      origin,
      socialImagePath(page, hero?.src ?? defaultHeroSrc(page.heroKey), business.name),
    ),
    type: socialImageType,
    ...socialImageSize,
    alt: socialImageAlt(page.title, business.name),
  };
}

/** The blog's Atom feed, named in the head of the blog and its posts (feed readers find it). */
export function blogFeedLink(origin: string, businessName: string): MetaTag {
  return {
    tagName: 'link',
    rel: 'alternate',
    type: 'application/atom+xml',
    title: postMessages.feedTitle(businessName),
    href: absoluteUrl(origin, routes.blogFeed),
  };
}

/** A page that does not exist (the 404 route, an unknown service or city): its title, never indexed. */
export function notFoundMeta(): MetaTag[] {
  return [{ title: notFoundMessages.title }, { name: 'robots', content: 'noindex' }];
}
