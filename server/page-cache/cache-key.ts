import { uncachedPagePrefixes } from '#app/lib/urls.ts';

/**
 * Query parameters that only feed analytics (ad clicks, newsletters). They never change what a
 * page shows, and an ad campaign sends a unique `gclid` with every click: keeping them in the
 * key would make every campaign visit a cache miss.
 */
const TRACKING_PARAM =
  /^(utm_[a-z_]+|gclid|gbraid|wbraid|fbclid|msclkid|dclid|mc_cid|mc_eid|_gl)$/i;

/**
 * The cache key of a page: protocol (as the visitor sees it), path, and the remaining query
 * parameters in a stable order. `target` is the request target (`/path?query`).
 */
export function pageCacheKey(target: string, protocol: string): string {
  const q = target.indexOf('?');
  if (q === -1) return `${protocol}${target}`;
  const path = target.slice(0, q);
  const params = [...new URLSearchParams(target.slice(q + 1))]
    .filter(([name]) => !TRACKING_PARAM.test(name))
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
  if (params.length === 0) return `${protocol}${path}`;
  return `${protocol}${path}?${new URLSearchParams(params).toString()}`;
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
