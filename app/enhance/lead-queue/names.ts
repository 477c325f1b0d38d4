/**
 * The offline queue's names, in a leaf module so the page's first load can tell whether this
 * browser ever queued a request, and hear another tab queue one (app/enhance/main.ts), without
 * loading the queue and idb.
 */

/** The IndexedDB database holding the queued requests. */
export const QUEUE_DB_NAME = 'cfgd-lead-queue';

/** The IndexedDB database of deliveries no page has shown yet (receipts.ts). */
export const RECEIPTS_DB_NAME = 'cfgd-lead-receipts';

/** BroadcastChannel on which tabs and the worker announce queue changes. */
export const QUEUE_CHANNEL = 'cfgd-lead-queue';
