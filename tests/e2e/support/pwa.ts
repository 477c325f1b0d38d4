import type { Page } from '@playwright/test';

/** True once a service worker controls the page (after clients.claim on first install). */
export function serviceWorkerControls(page: Page): Promise<boolean> {
  return page.evaluate(() => navigator.serviceWorker.controller !== null);
}

export interface CachedEntry {
  cache: string;
  url: string;
  contentType: string | null;
  /** The first bytes of the body, to tell HTML and JSON from assets. */
  head: string;
}

/** Every entry of every Cache Storage cache of the page's origin. */
export function listCachedUrls(page: Page): Promise<CachedEntry[]> {
  return page.evaluate(async () => {
    const entries: CachedEntry[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get('Content-Type') ?? null;
        const text = type && /html|json|text/.test(type) ? await response!.text() : '';
        entries.push({
          cache: name,
          url: request.url,
          contentType: type,
          head: text.slice(0, 200),
        });
      }
    }
    return entries;
  });
}
