/** Runtime cache names (precache names are Workbox's own). Bump a suffix to drop a cache. */
export const CACHE_NAMES = {
  pages: 'cfgd-pages-v1',
  uploads: 'cfgd-uploads-v1',
  images: 'cfgd-images-v1',
  assets: 'cfgd-assets-v1',
} as const;

/** The page shown for any page that cannot be fetched offline. */
export const OFFLINE_URL = '/offline';
