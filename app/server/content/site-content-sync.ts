import { asContentTree, buildSiteContent } from '#app/content/live.ts';
import { publishedContentVersion, setPublishedContent } from '#app/content/live-holder.ts';
import { DEFAULT_SITE_VERSION } from '#app/content/site-document.ts';
import type { SiteContentDocument } from '#app/content/site-document.ts';
import type { AppServices } from '../services.ts';
import { readPublished, readPublishedVersion } from './site-content-store.ts';

/**
 * Keeps this process's content (app/content/live-holder.ts, one per process) equal to the
 * newest published version: at start-up before serving, after a publish here, and whenever the
 * page-cache generation changes (another instance published), before the page cache drops its
 * pages, so no page is re-rendered from the old content.
 */

/** Shows `document` as version `version` in this process (both copies of the modules). */
export function applyPublishedContent(version: number, document: SiteContentDocument): void {
  // Versions only grow: a slow refresh must not put an older version back.
  if (version !== DEFAULT_SITE_VERSION && version < publishedContentVersion()) return;
  if (version === DEFAULT_SITE_VERSION) {
    setPublishedContent(null, DEFAULT_SITE_VERSION);
    return;
  }
  setPublishedContent(asContentTree(buildSiteContent(document)), version);
}

/** Loads the newest version if this process shows another one. True when it changed. */
export async function refreshPublishedContent(
  services: Pick<AppServices, 'db' | 'log'>,
): Promise<boolean> {
  const version = await readPublishedVersion(services.db);
  if (version === publishedContentVersion()) return false;
  const published = await readPublished(services.db);
  applyPublishedContent(published.version, published.document);
  services.log.info({ version: published.version }, 'site content loaded');
  return true;
}
