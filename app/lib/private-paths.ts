/**
 * The path prefixes (whole segments) kept out of indexes and caches, defined once. A leaf module
 * (like admin-lead-url.ts): the service worker reads it and must not pull in urls.ts, which
 * re-exports both lists for everyone else.
 */

/**
 * Paths that are private by path alone: never indexed (robots.txt Disallow) and never kept by
 * the service worker, whatever their headers say (app/service-worker/cache-policy.ts).
 */
export const privatePathPrefixes = ['/admin', '/init-admin', '/api'] as const;

/**
 * Paths the server's page cache never stores (server/page-cache/cache-key.ts): the private ones,
 * plus public paths whose answer is not one shared page: `/uploads` are image files with their
 * own caching, `/book` shows live availability and `/visit` a customer's own visit (issue 30), `/estimate` a customer's own estimate (issue 39).
 */
export const uncachedPagePrefixes = [
  ...privatePathPrefixes,
  '/uploads',
  '/book',
  '/visit',
  '/estimate',
] as const;
