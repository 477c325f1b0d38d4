/**
 * The service worker (built by vite-plugin-pwa in injectManifest mode, served at /sw.js).
 *
 * - Precaches the public pages' assets (CSS, the enhancement module, icons) and /offline.
 * - Public pages: network first with a short timeout, then the cached copy (also under an
 *   address differing only by tracking parameters), then /offline; a server error (5xx) shows
 *   the cached copy too when there is one.
 * - Uploaded and site images: stale-while-revalidate, capped in count and size.
 * - Admin, setup, API and React Router data requests are never cached: network only, and an
 *   admin page that cannot load shows the offline page (which says so) instead of an error.
 * - Hashed build files (the admin's scripts and styles): cache first, including those the
 *   admin page loaded before the worker controlled it and every other admin file (the
 *   `cache-assets` message, posted by a signed-in admin screen only).
 * - A new version waits for the visitor's "Reload" (no skipWaiting of its own).
 * - Background Sync delivers the offline quote queue (shared with the page, under one lock).
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import * as navigationPreload from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { SYNC_TAG, announce, flushQueue } from '#app/enhance/lead-queue/flush.ts';
import { limits } from '#app/lib/limits.ts';
import { pageTarget } from '#app/lib/page-target.ts';
import { isDataRequest, isPrivatePath, isStorableResponse, isUploadPath } from './cache-policy.ts';
import { ADMIN_FILE_REVISION, CACHE_NAMES, OFFLINE_URL } from './cache-names.ts';
// Push alerts to the owner: `push` and `notificationclick` handlers (issue 17).
import './push-alerts.ts';

declare const self: ServiceWorkerGlobalScope;

/** Background Sync is not in TypeScript's worker lib. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/**
 * The build's list: the public files (precached at install) and the admin's scripts and styles
 * (kept when a signed-in admin screen opens, see cacheAssets; public visitors and the sign-in
 * page never download them).
 */
const built = self.__WB_MANIFEST;
const isAdminFile = (entry: string | { revision?: string | null }) =>
  typeof entry !== 'string' && entry.revision === ADMIN_FILE_REVISION;
const adminFiles = built
  .filter(isAdminFile)
  .map((entry) => (typeof entry === 'string' ? entry : entry.url));
precacheAndRoute(built.filter((entry) => !isAdminFile(entry)));
cleanupOutdatedCaches();
navigationPreload.enable();
// The first install takes over the page that registered it, so it works offline right away.
// Later versions only take over when the visitor accepts the update prompt.
clientsClaim();

function storable(maxBytes?: number): WorkboxPlugin {
  return {
    async cacheWillUpdate({ response }) {
      if (!isStorableResponse(response, maxBytes)) return null;
      // Without a Content-Length the size is only known by reading the body.
      if (maxBytes !== undefined && !response.headers.has('Content-Length')) {
        const size = (await response.clone().blob()).size;
        if (size > maxBytes) return null;
      }
      return response;
    },
  };
}

const sameOrigin = (url: URL) => url.origin === self.location.origin;

const pageExpiration = () =>
  new ExpirationPlugin({
    maxEntries: limits.pwa.pageCacheMaxEntries,
    maxAgeSeconds: limits.pwa.pageCacheMaxAgeSeconds,
    purgeOnQuotaError: true,
  });
/**
 * The page kept for a navigation, under its address or another that shows the same page: one
 * differing only by tracking parameters (`pageTarget`). Visited from an ad as
 * `/locations/rock-hill-sc?utm_source=google`, it is there for `/locations/rock-hill-sc` too (and
 * the other way round); `/blog?page=2` or `/faqs?tab=…` is another page, never stood in for by
 * the one kept without its query.
 */
async function keptPage(request: Request): Promise<Response | undefined> {
  const cache = await caches.open(CACHE_NAMES.pages);
  const exact = await cache.match(request);
  if (exact) return exact;
  const wanted = new URL(request.url);
  const target = pageTarget(wanted.pathname + wanted.search);
  for (const kept of await cache.keys(request, { ignoreSearch: true })) {
    const url = new URL(kept.url);
    if (pageTarget(url.pathname + url.search) === target) return cache.match(kept);
  }
  return undefined;
}

/** Offline (or past the timeout): the kept page under another address that shows it. */
const anyQuery: WorkboxPlugin = {
  handlerDidError: ({ request }) => keptPage(request),
};
/**
 * A server error is no page: a proxy's 502 while the app restarts, a 503. The kept copy
 * stands in, as it does offline; with none, the error goes through as it came (the phone is
 * online: the offline page would be wrong). A 4xx is an answer (a post taken down is 410) and
 * always goes through.
 */
const keptOnServerError: WorkboxPlugin = {
  async handlerWillRespond({ request, response }) {
    if (response.status < 500) return response;
    return (await keptPage(request)) ?? response;
  },
};
const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  networkTimeoutSeconds: limits.pwa.pageNetworkTimeoutSeconds,
  plugins: [storable(), pageExpiration(), anyQuery, keptOnServerError],
});
// The page the visitor is on loaded before the worker existed: copy it from the HTTP cache.
const pagesFromHttpCache = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  fetchOptions: { cache: 'force-cache', credentials: 'same-origin' },
  plugins: [storable(), pageExpiration()],
});

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && sameOrigin(url) && !isPrivatePath(url.pathname),
  pages,
);
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && sameOrigin(url) && isPrivatePath(url.pathname),
  new NetworkOnly(),
);

const imagePolicy = (cacheName: string) =>
  new StaleWhileRevalidate({
    cacheName,
    plugins: [
      storable(limits.pwa.uploadCacheMaxBytes),
      new ExpirationPlugin({
        maxEntries: limits.pwa.uploadCacheMaxEntries,
        maxAgeSeconds: limits.pwa.uploadCacheMaxAgeSeconds,
        purgeOnQuotaError: true,
      }),
    ],
  });
registerRoute(
  ({ request, url }) =>
    sameOrigin(url) && request.destination === 'image' && isUploadPath(url.pathname),
  imagePolicy(CACHE_NAMES.uploads),
);
registerRoute(
  ({ request, url }) =>
    sameOrigin(url) && request.destination === 'image' && url.pathname.startsWith('/images/'),
  imagePolicy(CACHE_NAMES.images),
);
// Hashed build files that are not precached (the admin's chunks): immutable, so cache first.
const isBuildFile = (url: URL) => sameOrigin(url) && url.pathname.startsWith('/assets/');
const assetPlugins = () => [
  storable(),
  new ExpirationPlugin({ maxEntries: limits.pwa.assetCacheMaxEntries, purgeOnQuotaError: true }),
];
registerRoute(
  ({ url }) => isBuildFile(url),
  new CacheFirst({ cacheName: CACHE_NAMES.assets, plugins: assetPlugins() }),
);
// What a page loaded before the worker controlled it: taken from the HTTP cache where it is.
const assetsFromHttpCache = new CacheFirst({
  cacheName: CACHE_NAMES.assets,
  fetchOptions: { cache: 'force-cache', credentials: 'same-origin' },
  plugins: assetPlugins(),
});

setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    return (await matchPrecache(OFFLINE_URL)) ?? Response.error();
  }
  return Response.error();
});

async function cachePage(href: string, event: ExtendableMessageEvent): Promise<void> {
  const url = new URL(href);
  if (!sameOrigin(url) || isPrivatePath(url.pathname) || isDataRequest(url.pathname)) return;
  url.hash = '';
  const request = new Request(url.href, { credentials: 'same-origin' });
  await pagesFromHttpCache.handle({ event, request }).catch(() => undefined);
}

/**
 * A signed-in admin screen is open: keep what its page loaded before the worker controlled it,
 * then every other admin file of this build (a lazily loaded chunk, such as the Site editor's checks at the
 * first edit, must be there when the connection is not; issue 37). Files already kept cost no
 * request (cache first).
 */
async function cacheAssets(urls: unknown[], event: ExtendableMessageEvent): Promise<void> {
  const wanted = new Set<string>();
  for (const href of [...urls, ...adminFiles]) {
    if (typeof href !== 'string') continue;
    const url = new URL(href, self.location.origin);
    if (isBuildFile(url)) wanted.add(url.href);
  }
  const queue = [...wanted];
  const worker = async () => {
    for (let href = queue.shift(); href !== undefined; href = queue.shift()) {
      const request = new Request(href, { credentials: 'same-origin' });
      await assetsFromHttpCache.handle({ event, request }).catch(() => undefined);
    }
  };
  // A few at a time: the owner's screen keeps its own requests going meanwhile.
  await Promise.all(Array.from({ length: limits.pwa.adminFileFetches }, worker));
}

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (!data || typeof data !== 'object' || !('type' in data)) return;
  if (data.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  } else if (data.type === 'cache-page' && 'url' in data && typeof data.url === 'string') {
    event.waitUntil(cachePage(data.url, event));
  } else if (data.type === 'cache-assets' && 'urls' in data && Array.isArray(data.urls)) {
    event.waitUntil(cacheAssets(data.urls, event));
  }
});

async function deliverQueuedLeads(): Promise<void> {
  const result = await flushQueue({ ignoreBackoff: true });
  if (result.sent > 0 || result.rejected.length > 0) {
    announce({ sent: result.sent, rejected: result.rejected, leftOut: result.leftOut });
  }
  // Rejecting asks the browser to fire the sync again later, with its own backoff.
  if (result.ran && result.waiting > 0) throw new Error('quote requests still waiting to send');
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === SYNC_TAG) sync.waitUntil(deliverQueuedLeads());
});
