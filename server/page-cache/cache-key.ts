import { uncachedPagePrefixes } from '#app/lib/urls.ts';

/**
 * Query parameters that only feed analytics (ad clicks, newsletters). They never change what a
 * page shows, and an ad campaign sends a unique `gclid` with every click: keeping them in the
 * key would make every campaign visit a cache miss.
 */
const TRACKING_PARAM =
  /^(utm_[a-z_]+|gclid|gbraid|wbraid|fbclid|msclkid|dclid|mc_cid|mc_eid|_gl)$/i;

/**
 * The path and query a page is kept under: tracking parameters dropped, the rest in a stable
 * order. `target` is the request target (`/path?query`).
 */
export function pageCacheTarget(target: string): string {
  const q = target.indexOf('?');
  if (q === -1) return target;
  const path = target.slice(0, q);
  const params = [...new URLSearchParams(target.slice(q + 1))]
    .filter(([name]) => !TRACKING_PARAM.test(name))
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
  if (params.length === 0) return path;
  return `${path}?${new URLSearchParams(params).toString()}`;
}

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
