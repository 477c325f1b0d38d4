import { pageTarget } from '#app/lib/page-target.ts';
import { uncachedPagePrefixes } from '#app/lib/urls.ts';

/**
 * The path and query a page is kept under (`pageTarget`): tracking parameters (a unique `gclid`
 * per ad click) dropped, so a campaign visit is no cache miss; the rest in a stable order.
 */
export const pageCacheTarget = pageTarget;

/** The cache key of a page: protocol (as the visitor sees it) and its `pageCacheTarget`. */
export function pageCacheKey(target: string, protocol: string): string {
  return `${protocol}${pageCacheTarget(target)}`;
}

/** How far into a page its `<link rel="canonical">` is looked for: it is in the head. */
const HEAD_BYTES = 64 * 1024;
const CANONICAL_LINK = /<link\b[^>]*\brel="canonical"[^>]*>/i;
const HREF = /\bhref="([^"]*)"/i;

/**
 * Whether a rendered page names the URL it was asked by as its own (its canonical link, up to
 * tracking parameters). Only such a page is stored: a made-up query (`/?n=1`, `/?n=2`, …), a
 * variant of a path (`/CONTACT`, `/contact/`, `//contact`) or a made-up path (a 404 names no
 * canonical) is answered from one render, never kept, so a stream of them can neither push
 * the real pages out of memory nor cost a second render and two compressions each.
 */
export function namesItself(html: Buffer, target: string): boolean {
  const link = CANONICAL_LINK.exec(html.toString('utf8', 0, Math.min(html.length, HEAD_BYTES)));
  const href = link && HREF.exec(link[0])?.[1];
  if (!href) return false;
  let canonical: URL;
  try {
    canonical = new URL(href.replaceAll('&amp;', '&'));
  } catch {
    return false;
  }
  return pageCacheTarget(canonical.pathname + canonical.search) === pageCacheTarget(target);
}

export function isCacheablePath(rawPathname: string): boolean {
  // Route matching ignores case and percent-encoding; so must this check.
  let pathname = rawPathname.toLowerCase();
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  // Whole segments (app/lib/private-paths.ts says why each is left out), whatever their headers say.
  return !uncachedPagePrefixes.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}
