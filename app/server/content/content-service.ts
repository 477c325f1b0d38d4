import type { Kysely } from 'kysely';
import {
  contentSnapshot,
  defaultContentSnapshot,
  type ContentSnapshot,
} from '#app/content/live.ts';
import { DEFAULT_SITE_VERSION, type SiteContentDocument } from '#app/content/site-document.ts';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { readPublished, readPublishedVersion } from './site-content-store.ts';

/**
 * The site's content for this process (decision 0015): the published version as one frozen
 * snapshot, built once per version. The host puts `current()` into each request's router
 * context (app/server/context.ts `contentContext`); loaders pass it to the pages as props,
 * and workers ask `current()` when they send. Preview and a stored version are snapshots made
 * by `build`, placed in the context of their one request, never shown to anyone else.
 */
export interface ContentService {
  /** The snapshot this process shows now (version 0: the defaults). */
  current(): ContentSnapshot;
  /** A snapshot of any document (a preview's draft, an older version); not shown. */
  build(document: SiteContentDocument, version: number): ContentSnapshot;
  /**
   * Shows `document` as `version` from the next request (a publish committed here). Versions
   * only grow: an older one (a slow refresh) never replaces a newer one.
   */
  show(version: number, document: SiteContentDocument): void;
  /**
   * Loads the newest published version when this process shows another one (start-up, and
   * another instance's publish seen by the page-cache generation). True when it changed.
   */
  refresh(): Promise<boolean>;
}

export function createContentService(services: {
  db: Kysely<Database>;
  log: Logger;
}): ContentService {
  let shown: ContentSnapshot = defaultContentSnapshot();

  function show(version: number, document: SiteContentDocument): void {
    if (version !== DEFAULT_SITE_VERSION && version < shown.version) return;
    if (version === shown.version) return;
    shown =
      version === DEFAULT_SITE_VERSION
        ? defaultContentSnapshot()
        : contentSnapshot(version, document);
  }

  return {
    current: () => shown,
    build: (document, version) => contentSnapshot(version, document),
    show,
    async refresh() {
      const version = await readPublishedVersion(services.db);
      if (version === shown.version) return false;
      const published = await readPublished(services.db);
      show(published.version, published.document);
      services.log.info({ version: published.version }, 'site content loaded');
      return true;
    },
  };
}
