/**
 * The picture a shared link shows (Facebook, X, iMessage, Slack...): a 1200x630 JPEG per public
 * page made from the business name, the page's title and its hero image (the owner's mapped
 * upload when there is one). Shared by the page's meta tags, which only name it, and the
 * server route that draws it on first request (app/server/images/social-image.ts), so the
 * page render never pays for it.
 *
 * Its address carries a version: a hash of everything drawn on it. A new hero mapping or a
 * published title (a fact its tokens name, say) gives the page a new address, so an image cached
 * forever (by browsers, proxies or the networks' own crawlers) is never wrong. Both sides take
 * the titles from the content snapshot they were given (decision 0015), never the defaults.
 */
import type { SiteContent } from '../live.ts';
import { images } from '../images.ts';
import { findDefaultImage } from '../placeholders.ts';
import type { PlaceholderKey } from '../schema.ts';
import { routes, staticPageIds } from '../../lib/urls.ts';

/** The size Facebook, X (summary_large_image) and LinkedIn all show uncropped. */
export const socialImageSize = { width: 1200, height: 630 } as const;
export const socialImageType = 'image/jpeg';

/**
 * Bump when the drawing changes (layout, colours, the default illustrations' art): every page
 * then gets a new address and crawlers fetch the new picture.
 */
export const SOCIAL_IMAGE_DESIGN = 1;

/** Where the images are served: `/og/<page>.jpg?v=<version>`. */
export const socialImagePrefix = '/og/';

export interface SocialImagePage {
  path: string;
  /** The page's title (its <title> and og:title). */
  title: string;
  /** The hero slot drawn behind the text; pages without a hero use the generic one. */
  heroKey: PlaceholderKey | undefined;
}

/** The parts of a content snapshot the pictures are made from. */
export type SocialImageContent = Pick<
  SiteContent,
  'pageHeroes' | 'pageSeo' | 'services' | 'cities'
>;

/**
 * The pages with a picture, with their titles as `content` shows them: an address is made from
 * a page's path, and the picture's version from the name, title and hero of the content shown
 * (`socialImageVersion`).
 */
function buildPages(content: SocialImageContent): Map<string, SocialImagePage> {
  const { pageHeroes, pageSeo, services, cities } = content;
  const pages = new Map<string, SocialImagePage>();
  const add = (path: string, title: string, heroKey: PlaceholderKey | undefined) =>
    pages.set(path, { path, title, heroKey });
  for (const id of staticPageIds) {
    const hero = Object.hasOwn(pageHeroes, id)
      ? pageHeroes[id as keyof typeof pageHeroes]
      : undefined;
    add(routes[id], pageSeo[id].title, hero?.placeholderKey);
  }
  for (const s of services) add(routes.service(s.slug), s.seo.title, s.hero.placeholderKey);
  for (const c of cities) add(routes.city(c.slug), c.seo.title, c.hero.placeholderKey);
  return pages;
}

/** Built once per snapshot (snapshots are frozen: one object per published version). */
const pagesByContent = new WeakMap<SocialImageContent, Map<string, SocialImagePage>>();

function pagesOf(content: SocialImageContent): Map<string, SocialImagePage> {
  let pages = pagesByContent.get(content);
  if (!pages) {
    pages = buildPages(content);
    pagesByContent.set(content, pages);
  }
  return pages;
}

/** The public page at `path` as `content` shows it, if it has a social image. */
export function findSocialImagePage(
  path: string,
  content: SocialImageContent,
): SocialImagePage | undefined {
  return pagesOf(content).get(path);
}

/**
 * A page the content does not list (the blog, a post; issue 40): its picture has the generic
 * hero behind the title, and the server route finds the page by its own lookup.
 */
export function standaloneSocialPage(path: string, title: string): SocialImagePage {
  return { path, title, heroKey: undefined };
}

/** The picture's path of a `standaloneSocialPage` (drawn over the generic hero). */
export function standaloneSocialImagePath(page: SocialImagePage, businessName: string): string {
  return socialImagePath(page, defaultHeroSrc(undefined), businessName);
}

/** The hero's default image (what the page shows when nothing is mapped to its slot). */
export function defaultHeroSrc(heroKey: PlaceholderKey | undefined): string {
  return (heroKey ? findDefaultImage(heroKey)?.src : undefined) ?? images.heroGeneric.src;
}

/** `/` is `home`, `/services/garage-door-repair` is `services/garage-door-repair`. */
function pageSlug(path: string): string {
  return path === routes.home ? 'home' : path.slice(1);
}

/** The page of an image address's slug in `content`, or undefined when it names no page. */
export function pageOfSlug(slug: string, content: SocialImageContent): SocialImagePage | undefined {
  const path = slug === 'home' ? routes.home : `/${slug}`;
  return slug === '' || slug.startsWith('/') ? undefined : pagesOf(content).get(path);
}

/**
 * The version of a page's picture: a hash of the design, the business name, the title and the
 * hero's address (an upload's name is unique per upload, a default's is fixed per design).
 */
export function socialImageVersion(
  page: SocialImagePage,
  heroSrc: string,
  businessName: string,
): string {
  return hash([SOCIAL_IMAGE_DESIGN, businessName, page.title, heroSrc].join('\n'));
}

/** The image's path (without origin) for a page showing `heroSrc` as its hero. */
export function socialImagePath(
  page: SocialImagePage,
  heroSrc: string,
  businessName: string,
): string {
  const version = socialImageVersion(page, heroSrc, businessName);
  return `${socialImagePrefix}${pageSlug(page.path)}.jpg?v=${version}`;
}

export interface SocialImageText {
  /** Big: the title's first part ("Garage Door Repair"). */
  headline: string;
  /** Smaller, below it: the rest ("Springs, Cables & Tracks"), if any. */
  tagline: string | undefined;
}

/**
 * What the picture says under the business name: the title split at " | ", leaving out the
 * business name (it is already written above).
 */
export function socialImageText(title: string, businessName: string): SocialImageText {
  const parts = title
    .split(' | ')
    .map((p) => p.trim())
    .filter((p) => p !== '' && p !== businessName);
  return { headline: parts[0] ?? businessName, tagline: parts.slice(1).join(' | ') || undefined };
}

/** The picture's description for og:image:alt and twitter:image:alt. */
export function socialImageAlt(title: string, businessName: string): string {
  const { headline, tagline } = socialImageText(title, businessName);
  return [businessName, headline, tagline].filter(Boolean).join(': ');
}

/**
 * cyrb53: a fast 53-bit string hash, as 11 base-36 characters. Not for security: it only
 * has to change when the drawn content changes (runs in the meta function, no node:crypto).
 */
function hash(input: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < input.length; i++) {
    const ch = input.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36).padStart(11, '0');
}
