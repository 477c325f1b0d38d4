/** Runtime cache names (precache names are Workbox's own). Bump a suffix to drop a cache. */
export const CACHE_NAMES = {
  pages: 'cfgd-pages-v1',
  uploads: 'cfgd-uploads-v1',
  images: 'cfgd-images-v1',
  assets: 'cfgd-assets-v1',
} as const;

/** The page shown for any page that cannot be fetched offline. */
export const OFFLINE_URL = '/offline';

/**
 * The revision the build gives the admin's scripts and styles in the worker's manifest
 * (vite/pwa-plugin.ts): they are not precached (public visitors never download the admin), but
 * the worker keeps every one of them as soon as the admin opens, so a screen's lazily loaded
 * part (the Site editor's checks at its first edit) is there offline (issue 37).
 */
export const ADMIN_FILE_REVISION = 'admin-on-demand';
