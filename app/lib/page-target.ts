/**
 * Query parameters that only feed analytics (ad clicks, newsletters). They never change what a
 * page shows, and an ad campaign sends a unique `gclid` with every click. A leaf module: the
 * service worker reads it too (app/service-worker/sw.ts).
 */
const TRACKING_PARAM =
  /^(utm_[a-z_]+|gclid|gbraid|wbraid|fbclid|msclkid|dclid|mc_cid|mc_eid|_gl)$/i;

/**
 * The page a request target (`/path?query`) shows: tracking parameters dropped, the rest in a
 * stable order. Two targets with the same page target show the same page (`/blog?page=2` and
 * `/blog` do not).
 */
export function pageTarget(target: string): string {
  const q = target.indexOf('?');
  if (q === -1) return target;
  const path = target.slice(0, q);
  const params = [...new URLSearchParams(target.slice(q + 1))]
    .filter(([name]) => !TRACKING_PARAM.test(name))
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
  if (params.length === 0) return path;
  return `${path}?${new URLSearchParams(params).toString()}`;
}
