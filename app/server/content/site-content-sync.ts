import { publishedContentVersion } from '#app/content/live-holder.ts';
import type { AppServices } from '../services.ts';
import { applyPublishedContent } from './apply-published-content.ts';
import { readPublished, readPublishedVersion } from './site-content-store.ts';

/**
 * Keeps this process's content (app/content/live-holder.ts, one per process) equal to the
 * newest published version: at start-up before serving, after a publish here, and whenever the
 * page-cache generation changes (another instance published), before the page cache drops its
 * pages, so no page is re-rendered from the old content.
 */

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
