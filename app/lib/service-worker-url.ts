/**
 * The service worker (app/service-worker/sw.ts), registered for the whole origin by the public
 * enhancement module and by the admin. A leaf module: the public bundle must not pull in
 * urls.ts (it imports the content schema, and with it zod).
 */
export const serviceWorkerUrl = '/sw.js';

/**
 * The admin's message to the worker (app/service-worker/sw.ts): the build files the page loaded
 * before the worker controlled it (its scripts and styles), to keep.
 */
export interface CacheAssetsMessage {
  type: 'cache-assets';
  urls: string[];
}
