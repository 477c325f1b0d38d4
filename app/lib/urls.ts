/**
 * The one typed place that builds the site's URLs. Pages, navigation, content,
 * the sitemap and the structured data take their paths from here, so a route
 * that does not exist cannot be linked.
 */
import { citySlugs, serviceSlugs } from './slugs.ts';
import type { ServiceSlug } from './slugs.ts';
import { adminLeadPath } from './admin-lead-url.ts';
import { isSitePath } from './site-path.ts';

/** Public pages without parameters, keyed by a stable page id. */
export const staticRoutes = {
  home: '/',
  contact: '/contact',
  about: '/about',
  services: '/services',
  locations: '/locations',
  freeEstimate: '/free-estimate',
  gallery: '/gallery',
  testimonials: '/testimonials',
  faqs: '/faqs',
  privacyPolicy: '/privacy-policy',
  upload: '/upload',
} as const;
export type StaticPageId = keyof typeof staticRoutes;
export type StaticPath = (typeof staticRoutes)[StaticPageId];

export type ServicePath = `/services/${ServiceSlug}`;
export type CityPath = `/locations/${string}`;

export const routes = {
  ...staticRoutes,
  service: (slug: ServiceSlug): ServicePath => `/services/${slug}`,
  city: (slug: string): CityPath => `/locations/${slug}`,
  admin: '/admin',
  initAdmin: '/init-admin',
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
  /** Booking without JavaScript (issue 30): fresh availability, never cached. */
  book: '/book',
  /** The customer's private page to reschedule or cancel a visit (token from the e-mail). */
  manageVisit: (token: string) => `/visit/${encodeURIComponent(token)}`,
  /** The customer's private page for one estimate (issue 39). */
  estimate: (token: string) => `/estimate/${encodeURIComponent(token)}`,
  /** The owner's posts (issue 40): the index (newest first, `?page=`), each post, the feed. */
  blog: '/blog',
  post: (slug: string) => `/blog/${slug}`,
  blogPage: (page: number) => (page <= 1 ? '/blog' : `/blog?page=${page}`),
  blogFeed: '/blog/feed.xml',
} as const;

/** The owner's dashboard: each tab is a real URL, so back, forward and reload work. */
export const adminRoutes = {
  home: '/admin',
  submissions: '/admin/submissions',
  settings: '/admin/settings',
  emailTemplates: '/admin/email-templates',
  images: '/admin/images',
  audit: '/admin/audit',
  insights: '/admin/insights',
  security: '/admin/security',
  logout: '/admin/logout',
  /** Booked visits as an agenda (issue 30). */
  schedule: '/admin/schedule',
  /** The owner's content editor (issue 15): one URL per section. */
  site: '/admin/site',
  /** The owner's posts (issue 40): the list, one post in the editor, its working copy previewed. */
  posts: '/admin/posts',
  post: (id: number | 'new') => `/admin/posts/${id}`,
  postPreview: (id: number) => `/admin/posts/${id}/preview`,
  siteSection: (section: string) => `/admin/site/${section}`,
  /** A public page rendered with the draft (never cached, never indexed). */
  sitePreview: (publicPath: string) => `/admin/site/preview${publicPath}`,
  /** One lead (the owner's notification e-mail links here). */
  lead: adminLeadPath,
  /** A photo sent with a lead (issue 18), or its thumbnail: admin only, never public. */
  leadPhoto: (leadId: number, photoId: number, thumb = false) =>
    `/admin/leads/${leadId}/photos/${photoId}${thumb ? '?w=thumb' : ''}`,
  /** The Email Templates tab previewing a template with one lead's values. */
  templateFor: (leadId: number) => `/admin/email-templates?lead=${leadId}`,
  /** A lead card's notes, e-mails and attribution (JSON), loaded when a section opens. */
  leadDetails: (leadId: number) => `/admin/submissions/${leadId}/details`,
  /** A lead's estimates, the price book and the estimate settings (JSON), when its section opens. */
  leadEstimates: (leadId: number) => `/admin/submissions/${leadId}/estimates`,
  /** The customer's page of an estimate as the customer will see it, for the owner only. */
  estimatePreview: (estimateId: number) => `/admin/estimates/${estimateId}/preview`,
  /** The windows a visit may be booked or moved to (JSON), loaded when a lead card asks. */
  openWindows: '/admin/schedule/windows',
  /** The "account under attack" e-mail's one-time link (issue 27): trusts the browser opening it. */
  signInLinkParam: 'sign-in-link',
  signInLink: (token: string) => `/admin?sign-in-link=${encodeURIComponent(token)}`,
  /** Where a used sign-in link lands: the gate says this browser is now one of the owner's. */
  browserTrusted: '/admin?browser=trusted',
  submissionsCsv: (params: URLSearchParams) => `/admin/submissions/export.csv?${params.toString()}`,
  insightsPeriod: (days: number) => `/admin/insights?days=${days}`,
  insightsCsv: (table: string, days: number) =>
    `/admin/insights/export.csv?table=${encodeURIComponent(table)}&days=${days}`,
} as const;

/** The content editor's HTTP API (issue 15 interface contract). */
export const siteContentApi = {
  current: '/api/admin/site-content',
  versions: '/api/admin/site-content/versions',
  version: (version: string | number) =>
    `/api/admin/site-content/versions/${encodeURIComponent(String(version))}`,
  restore: (version: string | number) =>
    `/api/admin/site-content/versions/${encodeURIComponent(String(version))}/restore`,
  draft: '/api/admin/site-content/draft',
  export: '/api/admin/site-content/export',
  uploads: '/api/uploads',
} as const;

/** Booking's HTTP API (issue 30 interface contract). */
export const bookingApi = {
  availability: (days?: number) =>
    days === undefined ? '/api/availability' : `/api/availability?days=${days}`,
  appointments: (days?: number) =>
    days === undefined ? '/api/admin/appointments' : `/api/admin/appointments?days=${days}`,
  calendarFeed: '/api/admin/calendar-feed',
  lead: (id: number) => `/api/admin/leads/${id}`,
  /** The owner's private iCalendar feed (the token is the secret). */
  feed: (token: string) => `/calendar/${encodeURIComponent(token)}.ics`,
  /** The customer's manage page's server functions (JSON). */
  visit: (token: string) => `/api/visits/${encodeURIComponent(token)}`,
  visitMove: (token: string) => `/api/visits/${encodeURIComponent(token)}/move`,
  visitCancel: (token: string) => `/api/visits/${encodeURIComponent(token)}/cancel`,
} as const;

/** The owner's posts' HTTP API (issue 40 interface contract). */
export const postsApi = {
  posts: '/api/admin/posts',
  post: (id: number) => `/api/admin/posts/${id}`,
  publish: (id: number) => `/api/admin/posts/${id}/publish`,
  unpublish: (id: number) => `/api/admin/posts/${id}/unpublish`,
  revisions: (id: number) => `/api/admin/posts/${id}/revisions`,
  revision: (id: number, revision: number) => `/api/admin/posts/${id}/revisions/${revision}`,
  /** `?title=`: the free slug proposed for a title (`&id=` the post being edited). */
  slugFor: '/api/admin/posts/slug-for',
} as const;

/** The prefixes kept out of robots.txt, the service worker and the page cache (a leaf module). */
export { privatePathPrefixes, uncachedPagePrefixes } from './private-paths.ts';

export const staticPageIds = Object.keys(staticRoutes) as StaticPageId[];

/**
 * Every public, indexable page path: the static pages, the 6 services and the town pages
 * (`towns`: the published content's slugs; by default the shipped 14).
 */
export function publicPaths(towns: readonly string[] = citySlugs): string[] {
  return [
    ...staticPageIds.map((id) => staticRoutes[id]),
    ...serviceSlugs.map((slug) => routes.service(slug)),
    ...towns.map((slug) => routes.city(slug)),
  ];
}

/** Every page path the app answers with a page (public pages plus admin and init-admin). */
export function pagePaths(): string[] {
  return [...publicPaths(), routes.admin, routes.initAdmin];
}

/**
 * True when `href` (an internal link, possibly with a query or hash) points
 * at a page or document built by this module.
 */
export function isKnownPath(href: string): boolean {
  if (!isSitePath(href)) return false;
  const path = href.replace(/[?#].*$/, '');
  return (
    pagePaths().includes(path) ||
    path === routes.sitemap ||
    path === routes.robots ||
    path === routes.blog ||
    path === routes.blogFeed
  );
}

/**
 * Joins the public origin (e.g. PUBLIC_ORIGIN, "https://example.com") and a
 * path ("/contact") into an absolute URL. A trailing slash on the origin is
 * ignored; the path must start with "/".
 */
export function absoluteUrl(origin: string, path: string): string {
  if (!path.startsWith('/')) {
    throw new Error(`absoluteUrl: path must start with "/": ${path}`);
  }
  const base = new URL(origin);
  if (base.protocol !== 'http:' && base.protocol !== 'https:') {
    throw new Error(`absoluteUrl: origin must be http(s): ${origin}`);
  }
  const prefix = base.pathname.replace(/\/+$/, '');
  return `${base.origin}${prefix}${path}`;
}

/** "tel:+17045550134" from an E.164 number. */
export function telHref(e164: string): `tel:${string}` {
  if (!/^\+\d{8,15}$/.test(e164)) throw new Error(`telHref: not an E.164 number: ${e164}`);
  return `tel:${e164}`;
}

/**
 * A `tel:` link from a phone number as someone typed it ("(704) 555-0100"): digits only, with
 * a leading plus kept. Null when nothing callable is left (a lead stored before the digit rule).
 */
export function phoneHref(phone: string): `tel:${string}` | null {
  const digits = phone.replace(/\D/g, '');
  if (digits === '') return null;
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/**
 * Directions to an address in the maps app the phone opens for it (Google Maps' cross-platform
 * URL: the app when installed, the website otherwise). The address is one query parameter.
 */
export function directionsHref(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}

/**
 * "mailto:info@example.com". Every `mailto:` link is built here. The address is
 * percent-encoded (RFC 6068) on both sides of its last "@", so a value holding `?`, `&`, `=`,
 * `%` or `/` stays one address and can never add headers (`?bcc=`) or a body to the mail.
 */
export function mailtoHref(email: string): `mailto:${string}` {
  const at = email.lastIndexOf('@');
  if (at <= 0) return `mailto:${encodeURIComponent(email)}`;
  return `mailto:${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`;
}
