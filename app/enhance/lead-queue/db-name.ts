/**
 * The offline queue's IndexedDB database. On its own so the page's first load can check
 * whether this browser ever queued a request (app/enhance/main.ts) without loading idb.
 */
export const QUEUE_DB_NAME = 'cfgd-lead-queue';
