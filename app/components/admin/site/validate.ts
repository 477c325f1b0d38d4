import type { SiteDocumentFieldErrors } from '#app/content/site-document.ts';

/**
 * The browser's copy of the server's rules (app/content/site-document.ts), for speed: an error
 * shows at its field as the owner types, before any request. zod and the document's defaults
 * come with it (about 30 KB gzip), so it is fetched when the owner first edits or publishes,
 * not with the screen. The server stays the authority: its `fieldErrors` are shown the same way.
 */
type Validator = (doc: unknown) => SiteDocumentFieldErrors;

let loading: Promise<Validator> | null = null;

export function loadValidator(): Promise<Validator> {
  loading ??= import('#app/content/site-document.ts')
    .then((module): Validator => (doc) => {
      const result = module.parseSiteDocument(doc);
      return result.ok ? {} : result.fieldErrors;
    })
    .catch((error: unknown) => {
      // A failed download (the connection dropped) is tried again on the next edit.
      loading = null;
      throw error;
    });
  return loading;
}
